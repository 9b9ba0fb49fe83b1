// In-process vault setup for tests that drive the connection verbs and the engine's gateway
// directly: a migrated store on either engine, a service context, an account, and a live GitHub
// connection obtained through the real authorization server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseKeyRing } from '../../src/lib/secret-box.ts';
import { systemClock, type Clock } from '../../src/lib/clock.ts';
import { createLocalNotifier } from '../../src/engine/notifier.ts';
import { createConnectionGateway } from '../../src/oauth/connection-gateway.ts';
import type { Providers } from '../../src/oauth/provider-config.ts';
import { createAccount } from '../../src/services/accounts/create-account.ts';
import { hashToken } from '../../src/services/connections/consent-link.ts';
import { completeProviderConsent } from '../../src/services/connections/complete-provider-consent.ts';
import type { ConnectionKey } from '../../src/services/connections/find-connection.ts';
import { startProviderConsent } from '../../src/services/connections/start-provider-consent.ts';
import type { AccountContext, ServiceContext } from '../../src/services/context.ts';
import { prepareSource } from '../../src/services/tools/prepare-source.ts';
import { registerSource } from '../../src/services/tools/register-source.ts';
import { migrateToLatest } from '../../src/store/migrate.ts';
import { openStore, type Store } from '../../src/store/open-store.ts';
import type { TestAuthServer } from '../helpers/oauth-server.ts';
import { testEncryptionKey } from '../helpers/baton.ts';

export const publicUrl = 'https://baton.test';
export const redirectUri = `${publicUrl}/oauth/callback/github`;

export interface Harness {
  ctx: ServiceContext;
  store: Store;
  accountId: string;
  close(): Promise<void>;
}

export async function openHarness(databaseUrl: string | undefined, clock: Clock = systemClock): Promise<Harness> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'baton-vault-'));
  const store = openStore({ databaseUrl, dataDir, poolSize: 20 });
  await migrateToLatest(store.db);
  const ctx: ServiceContext = {
    db: store.db, clock, keyRing: parseKeyRing(testEncryptionKey), allowPrivateNetworks: true, notifier: createLocalNotifier(),
    site: { publicUrl }, limits: { taskTimeoutSeconds: 3600, consentTimeoutSeconds: 3600 },
  };
  const account = await createAccount(ctx, { name: 'Vault Co' });
  return {
    ctx, store, accountId: account.id,
    async close() {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function providersFor(endpoints: TestAuthServer['endpoints'], client: TestAuthServer['client']): Providers {
  return new Map([['github', { service: 'github', apiBaseUrl: 'http://127.0.0.1:9', endpoints, client }]]);
}

export function gatewayFor(h: Harness, providers: Providers) {
  return createConnectionGateway({ db: h.ctx.db, clock: h.ctx.clock, keyRing: h.ctx.keyRing, providers, site: h.ctx.site, consentTimeoutSeconds: 3600, allowInsecureRequests: true });
}

/** A live connection granted through the real provider, as the consent pages would store it. */
export async function connectLive(h: Harness, as: TestAuthServer, providers: Providers, userId: string, scopes = ['repo'], service = 'github'): Promise<ConnectionKey> {
  const token = `tok-${userId}-${Date.now()}`;
  const now = h.ctx.clock.now();
  await h.ctx.db.insertInto('consent_requests').values({
    token_hash: hashToken(token), account_id: h.accountId, environment: 'live', user_id: userId, service,
    scopes_json: JSON.stringify(scopes), task_id: null, status: 'pending', oauth_state_hash: null, code_verifier_sealed: null,
    created_at: now.toISOString(), expires_at: new Date(now.getTime() + 600_000).toISOString(), completed_at: null,
  }).execute();
  const { redirectUrl } = await startProviderConsent(h.ctx, providers, token);
  const callback = await as.userAgent.followConsent(redirectUrl);
  await completeProviderConsent(h.ctx, providers, service, new URL(callback));
  return { accountId: h.accountId, environment: 'live', userId, service };
}

/** Registers an oauth2 tool source of the harness's account, its provider being `as` (X3). */
export async function registerOAuthSource(h: Harness, as: TestAuthServer, name: string): Promise<void> {
  const account = await h.ctx.db.selectFrom('accounts').selectAll().where('id', '=', h.accountId).executeTakeFirstOrThrow();
  const ctx: AccountContext = { ...h.ctx, account, environment: 'live' };
  const auth = { type: 'oauth2', authorization_url: as.endpoints.authorizeUrl, token_url: as.endpoints.tokenUrl, client_id: as.client.clientId, client_secret: as.client.clientSecret, scopes: ['read:user'] };
  const capabilities = [{ name: 'get_profile', description: 'Get the profile', method: 'GET', path: '/me' }];
  await registerSource(ctx, await prepareSource(ctx, { name, description: 'A directory', base_url: as.apiUrl.replace(/\/me$/, ''), auth, capabilities }));
}

export async function expireSoon(h: Harness, key: ConnectionKey, inMs = 10_000): Promise<void> {
  await h.ctx.db.updateTable('connections').set({ expires_at: new Date(h.ctx.clock.now().getTime() + inMs).toISOString() })
    .where('account_id', '=', key.accountId).where('user_id', '=', key.userId).where('environment', '=', key.environment).execute();
}
