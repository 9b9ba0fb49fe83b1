// Idempotency records (K4). A key is claimed in its own short transaction (so a concurrent duplicate
// sees it in flight at once), then completed in the same transaction as the write it protects.
import type { Kysely } from 'kysely';
import { ServiceError } from '../lib/errors.ts';
import type { Database } from './schema.ts';

export type Claim = { kind: 'new' } | { kind: 'replay'; status: number; body: string };

interface KeyRef {
  accountId: string;
  key: string;
}

const lockSeconds = 60; // a first request that crashed frees its key after this long
const keepHours = 24;

export async function claimIdempotencyKey(db: Kysely<Database>, ref: KeyRef & { fingerprint: string; now: Date }): Promise<Claim> {
  const nowIso = ref.now.toISOString();
  const fresh = {
    account_id: ref.accountId,
    key: ref.key,
    fingerprint: ref.fingerprint,
    state: 'in_flight' as const,
    locked_until: new Date(ref.now.getTime() + lockSeconds * 1000).toISOString(),
    response_status: null,
    response_body: null,
    created_at: nowIso,
    expires_at: new Date(ref.now.getTime() + keepHours * 3600 * 1000).toISOString(),
  };
  const inserted = await db.insertInto('idempotency_keys').values(fresh).onConflict((oc) => oc.columns(['account_id', 'key']).doNothing()).executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { kind: 'new' };

  const row = await db.selectFrom('idempotency_keys').selectAll().where('account_id', '=', ref.accountId).where('key', '=', ref.key).executeTakeFirst();
  if (!row) return claimIdempotencyKey(db, ref); // released between our insert and read: try again
  // An expired record, or a first attempt that crashed while in flight, may be taken over once.
  const takeOver = row.expires_at <= nowIso || (row.state === 'in_flight' && row.locked_until <= nowIso);
  if (takeOver) {
    const updated = await db
      .updateTable('idempotency_keys')
      .set(fresh)
      .where('account_id', '=', ref.accountId)
      .where('key', '=', ref.key)
      .where('locked_until', '=', row.locked_until)
      .where('state', '=', row.state)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return { kind: 'new' };
    throw new ServiceError('idempotency_in_progress', 'A request with this Idempotency-Key is still being processed', { param: 'Idempotency-Key' });
  }
  if (row.fingerprint !== ref.fingerprint) {
    throw new ServiceError('idempotency_key_reused', 'This Idempotency-Key was used with a different request', { param: 'Idempotency-Key' });
  }
  if (row.state === 'in_flight') {
    throw new ServiceError('idempotency_in_progress', 'A request with this Idempotency-Key is still being processed', { param: 'Idempotency-Key' });
  }
  return { kind: 'replay', status: row.response_status!, body: row.response_body! };
}

export async function completeIdempotencyKey(db: Kysely<Database>, ref: KeyRef & { status: number; body: string }): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ state: 'done', response_status: ref.status, response_body: ref.body })
    .where('account_id', '=', ref.accountId)
    .where('key', '=', ref.key)
    .execute();
}

export async function releaseIdempotencyKey(db: Kysely<Database>, ref: KeyRef): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('account_id', '=', ref.accountId).where('key', '=', ref.key).where('state', '=', 'in_flight').execute();
}

/** Removes records past their 24 hours; run by the maintenance loop. */
export async function purgeExpiredIdempotencyKeys(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
