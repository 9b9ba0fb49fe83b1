// C4: revoking a connection forgets its tokens at once (the row stays, `revoked`, for the record),
// then asks the provider to revoke them too where it has an RFC 7009 endpoint. The provider call
// is best effort, after the commit: Baton never uses the tokens again either way.
import { ServiceError } from '../../lib/errors.ts';
import { SecretBoxError } from '../../lib/secret-box.ts';
import { revokeToken } from '../../oauth/client/index.ts';
import type { Providers } from '../../oauth/provider-config.ts';
import { inTransaction } from '../../store/open-store.ts';
import type { ServiceContext } from '../context.ts';
import { assertUserId } from './connection-view.ts';
import { findConnection, type ConnectionKey } from './find-connection.ts';
import { findLiveProvider, oauthHttp } from './provider-client.ts';
import { openToken } from './token-seal.ts';

export interface Revocation {
  view: { service: string; status: 'revoked'; revoked_at: string };
  /** What the provider said, for the log: revoked, not_supported (no endpoint), skipped (sandbox, already revoked), failed. */
  provider: 'revoked' | 'not_supported' | 'skipped' | 'failed';
  providerError?: string;
}

type Held = { token: string; hint: 'access_token' | 'refresh_token' };

function tryOpen(ctx: ServiceContext, key: ConnectionKey, role: 'access' | 'refresh', sealed: string | null): Held[] {
  if (!sealed) return [];
  try {
    return [{ token: openToken(ctx.keyRing, key, role, sealed), hint: role === 'access' ? 'access_token' : 'refresh_token' }];
  } catch (error) {
    if (error instanceof SecretBoxError) return []; // cannot be sent anywhere; it is forgotten below
    throw error;
  }
}

export async function revokeConnection(ctx: ServiceContext, providers: Providers, key: ConnectionKey): Promise<Revocation> {
  assertUserId(key.userId);
  const local = await inTransaction(ctx.db, async (db) => {
    const row = await findConnection(db, key);
    if (!row) throw new ServiceError('connection_not_found', `No ${key.environment} connection to ${key.service} for user ${key.userId}`);
    if (row.status === 'revoked') return { revokedAt: row.revoked_at ?? row.updated_at, held: [] as Held[], already: true };
    const held = [...tryOpen(ctx, key, 'refresh', row.refresh_token_sealed), ...tryOpen(ctx, key, 'access', row.access_token_sealed)];
    const revokedAt = ctx.clock.now().toISOString();
    const updated = await db
      .updateTable('connections')
      .set({ status: 'revoked', revoked_at: revokedAt, updated_at: revokedAt, access_token_sealed: null, refresh_token_sealed: null, expires_at: null })
      .where('account_id', '=', key.accountId)
      .where('environment', '=', key.environment)
      .where('user_id', '=', key.userId)
      .where('service', '=', key.service)
      .where('status', '!=', 'revoked')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      // A concurrent revocation won: answer its revocation, and leave the provider call to it.
      const winner = await findConnection(db, key);
      return { revokedAt: winner?.revoked_at ?? revokedAt, held: [] as Held[], already: true };
    }
    return { revokedAt, held, already: false };
  });
  const view = { service: key.service, status: 'revoked' as const, revoked_at: local.revokedAt };
  if (local.already || key.environment === 'test' || local.held.length === 0) return { view, provider: 'skipped' };
  const provider = await findLiveProvider(ctx, providers, key.accountId, key.service);
  if (!provider?.endpoints.revokeUrl) return { view, provider: 'not_supported' };
  try {
    // The refresh token first: revoking it ends the whole grant at most providers.
    for (const { token, hint } of local.held) {
      await revokeToken({ ...oauthHttp(ctx, provider), timeoutMs: 5000, endpoints: provider.endpoints, client: provider.client, token, tokenTypeHint: hint });
    }
    return { view, provider: 'revoked' };
  } catch (error) {
    return { view, provider: 'failed', providerError: error instanceof Error ? error.message : String(error) };
  }
}
