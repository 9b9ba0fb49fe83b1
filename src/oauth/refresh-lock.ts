// Once at a time per connection (C5). With rotating refresh tokens, two refreshes of one token
// look like token theft to the provider, which then revokes the whole grant.
// - In process: a queue per connection, so callers of one node wait for each other in memory
//   (on PostgreSQL this also keeps the pool from filling with connections blocked on one lock).
// - Across nodes, PostgreSQL: a transaction-scoped advisory lock on a hash of the connection key,
//   held for the refresh's HTTP call (bounded by the OAuth client's 15 s timeout). It holds one
//   pooled connection per node and no row locks, so readers of the connection never wait.
// - SQLite is one process, so the in-process queue is the whole lock; `fn` then runs on the plain
//   handle, because node:sqlite runs one transaction at a time for the whole process and none may
//   stay open across a network call.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../store/dialect.ts';
import type { Database } from '../store/schema.ts';

/** First half of the two-int advisory lock key: keeps Baton's refresh locks apart from others'. */
const refreshLockNamespace = 0x0ba7;

const tails = new Map<string, Promise<void>>();

async function inProcess<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = previous.then(() => mine);
  tails.set(key, tail);
  await previous;
  try {
    return await fn();
  } finally {
    release();
    if (tails.get(key) === tail) tails.delete(key);
  }
}

export async function withRefreshLock<T>(db: Kysely<Database>, key: string, fn: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return inProcess(key, async () => {
    if (!isPostgres(db)) return fn(db);
    return db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${refreshLockNamespace}, hashtext(${key}))`.execute(trx);
      return fn(trx);
    });
  });
}
