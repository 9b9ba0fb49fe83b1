// BATON_DATABASE_POOL_SIZE bounds the PostgreSQL connections one process keeps for its queries (one
// more listens for notifications); a value out of range stops the process with a message naming it.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import pg from 'pg';
import { batonEnv, runCli, startBaton } from '../helpers/baton.ts';
import { createTestDatabase } from '../helpers/postgres.ts';
import { newAccount } from '../helpers/tasks.ts';

describe('PostgreSQL pool size', () => {
  it('keeps at most the configured number of query connections, however many requests arrive at once', async () => {
    const database = await createTestDatabase();
    const baton = await startBaton({ databaseUrl: database.url, env: { BATON_DATABASE_POOL_SIZE: '2' } });
    const watcher = new pg.Client(database.url);
    try {
      const keys = newAccount(baton);
      const body = { prompt: 'What time is it in UTC?', sub_agent: 'web-researcher', mode: 'test' };
      const answers = await Promise.all(Array.from({ length: 30 }, () => baton.client.request('/v1/tasks', { key: keys.test, body })));
      assert.deepEqual([...new Set(answers.map((res) => res.status))], [200]);
      await watcher.connect();
      const { rows } = await watcher.query('select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      // Two pooled connections and the notification listener.
      assert.ok(rows[0].n >= 2 && rows[0].n <= 3, `${rows[0].n} connections`);
    } finally {
      await watcher.end();
      await baton.stop();
      await database.drop();
    }
  });

  it('refuses a pool size out of range with a message naming the variable', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'baton-pool-'));
    try {
      for (const value of ['0', 'ten', '1001']) {
        const result = runCli(['migrate'], batonEnv({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres', env: { BATON_DATABASE_POOL_SIZE: value } }, dataDir));
        assert.notEqual(result.status, 0);
        assert.match(result.stdout + result.stderr, new RegExp(`BATON_DATABASE_POOL_SIZE.*"${value}"`));
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
