// Revocation is a timestamp; authentication refuses the key on every node within a second
// (the authenticator caches lookups for less than that).
import { isoNow } from '../../lib/clock.ts';
import { ServiceError } from '../../lib/errors.ts';
import { inTransaction } from '../../store/open-store.ts';
import type { ApiKeyRow } from '../../store/schema.ts';
import type { ServiceContext } from '../context.ts';
import { withDb } from '../context.ts';
import { createKey } from './create-key.ts';
import { keyView, type KeyView } from './key-view.ts';

/** A key of the account (another account's id is not found), or of any account for the operator's CLI. */
async function getKey(ctx: ServiceContext, keyId: string, accountId?: string): Promise<ApiKeyRow> {
  let query = ctx.db.selectFrom('api_keys').selectAll().where('id', '=', keyId);
  if (accountId !== undefined) query = query.where('account_id', '=', accountId);
  const row = await query.executeTakeFirst();
  if (!row) throw new ServiceError('key_not_found', `No API key with id ${keyId}`, { param: 'key' });
  return row;
}

export async function revokeKey(ctx: ServiceContext, keyId: string, accountId?: string): Promise<KeyView> {
  const row = await getKey(ctx, keyId, accountId);
  if (row.revoked_at) return keyView(row);
  const revoked = { ...row, revoked_at: isoNow(ctx.clock) };
  await ctx.db.updateTable('api_keys').set({ revoked_at: revoked.revoked_at }).where('id', '=', keyId).execute();
  return keyView(revoked);
}

/** Replaces a key: a new key of the same environment, and the old one revoked, in one transaction. */
export async function rotateKey(ctx: ServiceContext, keyId: string, accountId?: string): Promise<{ revoked: KeyView; created: KeyView & { key: string } }> {
  return inTransaction(ctx.db, async (trx) => {
    const tx = withDb(ctx, trx);
    const row = await getKey(tx, keyId, accountId);
    if (row.revoked_at) throw new ServiceError('validation_failed', `API key ${keyId} is already revoked`, { param: 'key' });
    const created = await createKey(tx, row.account_id, row.environment);
    return { revoked: await revokeKey(tx, keyId, accountId), created };
  });
}
