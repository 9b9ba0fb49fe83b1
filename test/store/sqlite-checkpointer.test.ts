// The embedded store's WAL is checkpointed by its thread: pages written through the main
// connection reach the database file although that connection only checkpoints past 20,000 pages.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import { migrateToLatest } from '../../src/store/migrate.ts';
import { openStore } from '../../src/store/open-store.ts';

describe('SQLite checkpoint thread', () => {
  it('copies committed WAL pages into the database file without a checkpoint on the main connection', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'baton-checkpoint-'));
    const store = openStore({ databaseUrl: undefined, dataDir });
    try {
      await migrateToLatest(store.db);
      const file = path.join(dataDir, 'baton.db');
      const prompt = 'x'.repeat(2000);
      for (let i = 0; i < 400; i++) {
        await store.db.insertInto('subagents').values({
          account_id: 'acct_checkpoint', name: `agent-${i}`, type: 'custom', prompt, tools_json: '[]', tools_available: 0,
          catalog_version: 'v', status: 'deployed', created_at: '2026-11-22T00:00:00Z', updated_at: '2026-11-22T00:00:00Z', deleted_at: null,
        }).execute();
      }
      // 400 rows of 2 KB: about 200 pages of table data, all in the WAL until a checkpoint copies them.
      let size = statSync(file).size;
      for (let waited = 0; size < 800_000 && waited < 5000; waited += 100) {
        await sleep(100);
        size = statSync(file).size;
      }
      assert.ok(size >= 800_000, `database file holds ${size} bytes`);
    } finally {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
