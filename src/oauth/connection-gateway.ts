// The engine's view of connections (src/engine/connections.ts), backed by the vault: sealed
// tokens in `connections` (refreshed by access-token.ts), consent links in `consent_requests`,
// OAuth clients from configuration (built-in services) or the account's oauth2 tool sources.
import type { Kysely } from 'kysely';
import type { Clock } from '../lib/clock.ts';
import type { KeyRing } from '../lib/secret-box.ts';
import type { Database } from '../store/schema.ts';
import type { ConnectionGateway } from '../engine/connections.ts';
import { createConsentLink } from '../services/connections/consent-link.ts';
import { findLiveProvider } from '../services/connections/provider-client.ts';
import type { ConnectionKey } from '../services/connections/find-connection.ts';
import { currentAccessToken } from './access-token.ts';
import type { Providers } from './provider-config.ts';

export interface GatewayDeps {
  db: Kysely<Database>;
  clock: Clock;
  keyRing: KeyRing;
  providers: Providers;
  site: { publicUrl: string };
  consentTimeoutSeconds: number;
  /** BATON_ALLOW_PRIVATE_NETWORKS: lets token endpoints be plain-http loopback test servers. */
  allowInsecureRequests?: boolean;
}

export function createConnectionGateway(deps: GatewayDeps): ConnectionGateway {
  const keyWhere = (key: ConnectionKey) =>
    deps.db
      .updateTable('connections')
      .where('account_id', '=', key.accountId)
      .where('environment', '=', key.environment)
      .where('user_id', '=', key.userId)
      .where('service', '=', key.service);
  return {
    async isConfigured(accountId, service, environment) {
      if (environment === 'test') return true;
      const lookup = { db: deps.db, keyRing: deps.keyRing, allowPrivateNetworks: deps.allowInsecureRequests === true };
      return (await findLiveProvider(lookup, deps.providers, accountId, service)) !== undefined;
    },
    consentLink(task, service, scopes) {
      return createConsentLink(deps.db, { publicUrl: deps.site.publicUrl, now: deps.clock.now(), timeoutSeconds: deps.consentTimeoutSeconds }, { task, service, scopes });
    },
    accessToken(key, options = {}) {
      return currentAccessToken({ ...deps, allowInsecureRequests: deps.allowInsecureRequests === true }, key, options);
    },
    async markExpired(key) {
      await keyWhere(key).set({ status: 'expired', updated_at: deps.clock.now().toISOString() }).where('status', '=', 'active').execute();
    },
  };
}
