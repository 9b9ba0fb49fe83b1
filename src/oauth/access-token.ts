// The vault's read side for the engine (C5): a usable access token for one connection, refreshed
// ahead of expiry or after a live 401, once at a time per connection (refresh-lock.ts). After the
// lock is taken the row is read again: another caller or node may have refreshed it meanwhile.
import type { Kysely } from 'kysely';
import type { Clock } from '../lib/clock.ts';
import { SecretBoxError, type KeyRing } from '../lib/secret-box.ts';
import type { ConnectionRow, Database } from '../store/schema.ts';
import { TokenRefreshRefused } from '../engine/connections.ts';
import { findConnection, grantedScopes, type ConnectionKey } from '../services/connections/find-connection.ts';
import { findLiveProvider, serviceName } from '../services/connections/provider-client.ts';
import { openToken, sealToken, type TokenRole } from '../services/connections/token-seal.ts';
import { ToolError } from '../tools/tool-error.ts';
import { OAuthFlowError, refreshAccessToken, type OAuthTokens } from './client/index.ts';
import type { Providers } from './provider-config.ts';
import { withRefreshLock } from './refresh-lock.ts';

export interface VaultDeps {
  db: Kysely<Database>;
  clock: Clock;
  keyRing: KeyRing;
  providers: Providers;
  /** Plain-http token endpoints (loopback test providers only). */
  allowInsecureRequests: boolean;
}

/** Refresh when less than this remains, so a token never expires in the middle of a tool call. */
export const refreshAheadMs = 60_000;
/** A forced refresh right after another one is the same 401 seen twice: use the fresh token. */
const freshForMs = 5_000;

function lockKey(key: ConnectionKey): string {
  return `${key.accountId}:${key.environment}:${key.userId}:${key.service}`;
}

function open(deps: VaultDeps, key: ConnectionKey, role: TokenRole, sealed: string): string {
  try {
    return openToken(deps.keyRing, key, role, sealed);
  } catch (error) {
    if (!(error instanceof SecretBoxError)) throw error;
    // Never a token: a tampered value or a key missing from the ring is a credential failure.
    const why = error.code === 'unknown_key' ? 'sealed with a key that is not in the key ring' : 'altered at rest';
    throw new ToolError('invalid_credentials', `The stored ${serviceName(key.service)} credentials cannot be opened (${why}); the user must connect again`, { cause: error });
  }
}

function active(row: ConnectionRow | undefined, key: ConnectionKey): ConnectionRow & { access_token_sealed: string } {
  if (!row || row.status !== 'active' || !row.access_token_sealed) {
    throw new TokenRefreshRefused(`The ${serviceName(key.service)} connection is no longer active`);
  }
  return row as ConnectionRow & { access_token_sealed: string };
}

function remainingMs(row: ConnectionRow, now: Date): number {
  return row.expires_at === null ? Infinity : Date.parse(row.expires_at) - now.getTime();
}

export async function currentAccessToken(deps: VaultDeps, key: ConnectionKey, options: { forceRefresh?: boolean } = {}): Promise<string> {
  const seen = active(await findConnection(deps.db, key), key);
  // Test-environment connections hold sandbox tokens: nothing to refresh anywhere.
  if (key.environment === 'test') return open(deps, key, 'access', seen.access_token_sealed);
  if (!options.forceRefresh && remainingMs(seen, deps.clock.now()) > refreshAheadMs) {
    return open(deps, key, 'access', seen.access_token_sealed);
  }
  return withRefreshLock(deps.db, lockKey(key), (db) => refreshLocked({ ...deps, db }, key, seen, options.forceRefresh === true));
}

async function refreshLocked(deps: VaultDeps, key: ConnectionKey, seen: ConnectionRow, forced: boolean): Promise<string> {
  const now = deps.clock.now();
  const row = active(await findConnection(deps.db, key), key);
  const current = () => open(deps, key, 'access', row.access_token_sealed);
  if (row.access_token_sealed !== seen.access_token_sealed) return current();
  if (forced && now.getTime() - Date.parse(row.updated_at) < freshForMs) return current();
  const stillValid = remainingMs(row, now) > 0;
  if (!forced && remainingMs(row, now) > refreshAheadMs) return current();
  const provider = await findLiveProvider({ ...deps, allowPrivateNetworks: deps.allowInsecureRequests }, deps.providers, key.accountId, key.service);
  if (!row.refresh_token_sealed || !provider) {
    if (!forced && stillValid) return current();
    throw new TokenRefreshRefused(`The ${serviceName(key.service)} token expired and there is no way to refresh it`);
  }
  let tokens: OAuthTokens;
  try {
    tokens = await refreshAccessToken({
      endpoints: provider.endpoints,
      client: provider.client,
      refreshToken: open(deps, key, 'refresh', row.refresh_token_sealed),
      grantedScopes: grantedScopes(row),
      allowInsecureRequests: deps.allowInsecureRequests,
      now: () => deps.clock.now(),
      ...(provider.fetch ? { fetch: provider.fetch } : {}),
    });
  } catch (error) {
    if (!(error instanceof OAuthFlowError)) throw error;
    if (error.code === 'refresh_refused') throw new TokenRefreshRefused(error.message, { cause: error });
    // Ahead of expiry the current token still works: use it and refresh on a later call.
    if (!forced && stillValid) return current();
    const kind = error.code === 'provider_unavailable' ? 'service_unavailable' : 'invalid_credentials';
    throw new ToolError(kind, `Refreshing the ${serviceName(key.service)} token failed: ${error.message}`, { cause: error });
  }
  return storeRefreshed(deps, key, row, tokens);
}

async function storeRefreshed(deps: VaultDeps, key: ConnectionKey, row: ConnectionRow, tokens: OAuthTokens): Promise<string> {
  const updated = await deps.db
    .updateTable('connections')
    .set({
      access_token_sealed: sealToken(deps.keyRing, key, 'access', tokens.accessToken),
      // C5: a response without a new refresh token keeps the old one (refreshAccessToken falls back to it).
      refresh_token_sealed: tokens.refreshToken ? sealToken(deps.keyRing, key, 'refresh', tokens.refreshToken) : row.refresh_token_sealed,
      expires_at: tokens.expiresAt?.toISOString() ?? null,
      scopes_json: JSON.stringify([...new Set(tokens.scopes)].sort()),
      updated_at: deps.clock.now().toISOString(),
    })
    .where('account_id', '=', key.accountId)
    .where('environment', '=', key.environment)
    .where('user_id', '=', key.userId)
    .where('service', '=', key.service)
    .where('access_token_sealed', '=', row.access_token_sealed)
    .executeTakeFirst();
  // Revoked or granted anew while the refresh was in flight: the row's state wins.
  if (Number(updated.numUpdatedRows) !== 1) return open(deps, key, 'access', active(await findConnection(deps.db, key), key).access_token_sealed);
  return tokens.accessToken;
}
