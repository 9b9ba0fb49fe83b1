// Finds the account behind an API key. A key that fails the format or checksum never reaches storage.
import { hashApiKey, parseApiKey, type Environment } from '../../lib/api-key.ts';
import { ServiceError } from '../../lib/errors.ts';
import type { Account } from '../../store/schema.ts';
import type { ServiceContext } from '../context.ts';

export interface Authenticated {
  account: Account;
  environment: Environment;
  keyId: string;
}

// "Last used" is kept to the minute: one write per key a minute at most, never one per request.
const lastUsedResolutionMs = 60_000;

async function noteKeyUse(ctx: ServiceContext, keyId: string, lastUsedAt: string | null): Promise<void> {
  const now = ctx.clock.now();
  if (lastUsedAt !== null && now.getTime() - Date.parse(lastUsedAt) < lastUsedResolutionMs) return;
  await ctx.db.updateTable('api_keys').set({ last_used_at: now.toISOString() }).where('id', '=', keyId).execute();
}

const invalidKey = () => new ServiceError('invalid_api_key', 'The API key is malformed, unknown or revoked');

/** The key of `Authorization: Bearer <key>`, checked for format and checksum only (no storage read). */
export function bearerKey(authorization: string | undefined): string {
  if (authorization === undefined) {
    throw new ServiceError('missing_api_key', 'Send your API key as Authorization: Bearer <API_KEY>');
  }
  const key = /^Bearer ([^\s]+)$/.exec(authorization.trim())?.[1];
  if (!key || !parseApiKey(key)) throw invalidKey();
  return key;
}

/** The account and environment of a well-formed key; unknown, revoked or disabled is an error. */
export async function authenticateKey(ctx: ServiceContext, key: string): Promise<Authenticated> {
  const row = await ctx.db
    .selectFrom('api_keys')
    .innerJoin('accounts', 'accounts.id', 'api_keys.account_id')
    .selectAll('accounts')
    .select(['api_keys.id as key_id', 'api_keys.environment as key_environment', 'api_keys.revoked_at as key_revoked_at', 'api_keys.last_used_at as key_last_used_at'])
    .where('api_keys.key_hash', '=', hashApiKey(key))
    .executeTakeFirst();
  if (!row || row.key_revoked_at) throw invalidKey();
  const { key_id, key_environment, key_revoked_at: _revoked, key_last_used_at, ...account } = row;
  if (account.status !== 'active') throw new ServiceError('account_disabled', 'This account is disabled');
  await noteKeyUse(ctx, key_id, key_last_used_at);
  return { account, environment: key_environment, keyId: key_id };
}
