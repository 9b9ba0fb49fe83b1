// Work to run once a transaction has committed (a wake-up others should hear only when the write is
// visible). On the embedded store the grouped transaction runs them (group-commit.ts); on
// PostgreSQL inTransaction does (open-store.ts). Outside such a transaction a callback runs at once.
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

const pending = new WeakMap<Kysely<Database>, Array<() => void>>();

/** Whether `db` is a transaction handle that keeps callbacks for after its commit. */
export function keepsCommitCallbacks(db: Kysely<Database>): boolean {
  return pending.has(db);
}

/** Runs `callback` after `db`'s transaction commits; at once outside one that keeps callbacks. */
export function afterCommit(db: Kysely<Database>, callback: () => void): void {
  const callbacks = pending.get(db);
  if (callbacks) callbacks.push(callback);
  else callback();
}

/** Collects afterCommit callbacks on `trx` into `callbacks` while `work` runs. */
export async function collectCommitCallbacks<T>(trx: Kysely<Database>, callbacks: Array<() => void>, work: () => Promise<T>): Promise<T> {
  pending.set(trx, callbacks);
  try {
    return await work();
  } finally {
    // A handle kept past its transaction is an ordinary one again: afterCommit on it runs at once.
    pending.delete(trx);
  }
}
