// Opens the one store: embedded SQLite in the data directory by default, PostgreSQL when configured.
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { ensurePrivateDir, restrictFiles } from '../lib/private-files.ts';
import type { Database } from './schema.ts';
import { collectCommitCallbacks } from './commit-callbacks.ts';
import { createGroupCommit, groupCommitOf, inGroupTransaction } from './group-commit.ts';
import { NamingClient } from './named-statements.ts';
import { attachWriteBatches } from './pg-write-batch.ts';
import { attachDirect } from './prepared-query.ts';
import { startCheckpointer } from './sqlite-checkpointer.ts';
import { openSqliteDatabase, openSqliteReader } from './sqlite-database.ts';

// COUNT(*) and bigint columns arrive as strings from pg; every count we keep fits in a double.
pg.types.setTypeParser(20, Number);

export type StoreKind = 'sqlite' | 'postgres';

export interface Store {
  kind: StoreKind;
  db: Kysely<Database>;
  /** The PostgreSQL pool (for LISTEN/NOTIFY and the rate limiter); absent on SQLite. */
  pool: pg.Pool | undefined;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function openStore(options: { databaseUrl: string | undefined; dataDir: string; poolSize?: number; onStoreError?: (message: string) => void }): Store {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, Client: NamingClient });
    // An idle client that loses its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    attachWriteBatches(db, pool);
    return { kind: 'postgres', db, pool, ping: () => sql`select 1`.execute(db).then(() => {}), close: () => db.destroy() };
  }
  ensurePrivateDir(options.dataDir);
  const file = path.join(options.dataDir, 'baton.db');
  const database = openSqliteDatabase(file);
  restrictFiles(file, `${file}-wal`, `${file}-shm`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  createGroupCommit(db, database);
  const reader = openSqliteReader(file);
  attachDirect(db, reader);
  const checkpointer = startCheckpointer(file, (message) => options.onStoreError?.(message));
  const close = async () => {
    await checkpointer.stop();
    reader.close();
    await db.destroy();
  };
  return { kind: 'sqlite', db, pool: undefined, ping: () => sql`select 1`.execute(db).then(() => {}), close };
}

/**
 * Runs fn in a transaction, or inside the caller's when it already holds one (verbs compose). On
 * the embedded store, transactions that queue up commit together (group-commit.ts). Either way,
 * afterCommit callbacks registered on the transaction run once it has committed.
 */
export async function inTransaction<T>(db: Kysely<Database>, fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction || inGroupTransaction(db)) return fn(db);
  const group = groupCommitOf(db);
  if (group) return group.run(fn);
  const callbacks: Array<() => void> = [];
  const result = await db.transaction().execute((trx) => collectCommitCallbacks(trx, callbacks, () => fn(trx)));
  for (const callback of callbacks) callback();
  return result;
}
