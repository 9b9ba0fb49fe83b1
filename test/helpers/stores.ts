// Every storage test runs on both engines: embedded SQLite and a fresh PostgreSQL database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { migrateToLatest } from '../../src/store/migrate.ts';
import { openStore, type Store } from '../../src/store/open-store.ts';
import { startBaton, type Baton, type BatonOptions } from './baton.ts';
import { createTestDatabase, type TestDatabase } from './postgres.ts';

export const storeKinds = ['sqlite', 'postgres'] as const;
export type StoreKind = (typeof storeKinds)[number];

/** The database URL for a kind (undefined for SQLite) and how to clean it up. */
export async function storageFor(kind: StoreKind): Promise<{ databaseUrl: string | undefined; drop(): Promise<void> }> {
  if (kind === 'sqlite') return { databaseUrl: undefined, drop: async () => {} };
  const db: TestDatabase = await createTestDatabase();
  return { databaseUrl: db.url, drop: db.drop };
}

/**
 * Starts `baton serve` on the given engine before the suite's tests and stops it (dropping its
 * database) after them. Returns a getter, since the server exists only once `before` has run.
 */
export function batonOn(kind: StoreKind, options: Omit<BatonOptions, 'databaseUrl'> = {}): () => Baton {
  let baton: Baton;
  let drop: () => Promise<void> = async () => {};
  before(async () => {
    const storage = await storageFor(kind);
    drop = storage.drop;
    baton = await startBaton({ ...options, databaseUrl: storage.databaseUrl });
  });
  after(async () => {
    await baton?.stop();
    await drop();
  });
  return () => baton;
}

/**
 * A migrated store of the given kind for one suite, in a fresh data directory (and, for PostgreSQL,
 * a fresh database); closed and removed after the suite. Filled in by the suite's `before` hook.
 */
export function storeForSuite(kind: StoreKind): { store: Store; dataDir: string } {
  const state = { dataDir: mkdtempSync(path.join(tmpdir(), 'baton-store-')) } as { store: Store; dataDir: string };
  let drop: () => Promise<void> = async () => {};
  before(async () => {
    const storage = await storageFor(kind);
    drop = storage.drop;
    state.store = openStore({ databaseUrl: storage.databaseUrl, dataDir: state.dataDir });
    await migrateToLatest(state.store.db);
  });
  after(async () => {
    await state.store?.close();
    await drop();
    rmSync(state.dataDir, { recursive: true, force: true });
  });
  return state;
}
