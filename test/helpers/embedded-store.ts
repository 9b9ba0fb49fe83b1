// A migrated embedded store in a fresh data directory for one suite, plus a second, read-only
// connection to its file that sees what another process would: committed data only.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, before } from 'node:test';
import type { Store } from '../../src/store/open-store.ts';
import type { Account } from '../../src/store/schema.ts';
import { storeForSuite } from './stores.ts';

export interface EmbeddedStore {
  store: Store;
  outside: DatabaseSync;
  file: string;
}

/** Filled in by the suite's `before` hook; closed and removed after the suite. */
export function embeddedStoreForSuite(): EmbeddedStore {
  const suite = storeForSuite('sqlite');
  const state = { file: path.join(suite.dataDir, 'baton.db') } as EmbeddedStore;
  before(() => {
    state.store = suite.store;
    state.outside = new DatabaseSync(state.file, { readOnly: true });
  });
  after(() => state.outside?.close());
  return state;
}

export const accountRow = (id: string): Account => ({
  id, name: id, plan: 'prototyping', rpm_limit: 100, concurrency_limit: 5, status: 'active', created_at: '2026-11-22T00:00:00.000Z', updated_at: '2026-11-22T00:00:00.000Z',
});
