// Slot hand-over (K1) runs whenever a task of an account stops running; it must read the oldest
// pending task from an index, not walk the account's whole history. SQLite, without statistics,
// prefers an index that spares it a sort: with (account_id, status, created_at) it walked every
// task of the account in (account_id, created_at, id) order instead (2.8 ms at 20,000 tasks).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, before, describe, it } from 'node:test';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { createLocalNotifier } from '../../src/engine/notifier.ts';
import { promotePending } from '../../src/engine/state-machine.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { migrateToLatest } from '../../src/store/migrate.ts';
import { openStore, type Store } from '../../src/store/open-store.ts';

describe('query plan of the slot hand-over (embedded store)', () => {
  let store: Store;
  let explain: DatabaseSync;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'baton-plans-'));
  before(async () => {
    store = openStore({ databaseUrl: undefined, dataDir });
    await migrateToLatest(store.db);
    await store.db.insertInto('accounts').values({ id: 'acct_plans', name: 'plans', plan: 'prototyping', rpm_limit: 100, concurrency_limit: 5, status: 'active', created_at: '2026-11-22T00:00:00.000Z', updated_at: '2026-11-22T00:00:00.000Z' }).execute();
    explain = new DatabaseSync(path.join(dataDir, 'baton.db'), { readOnly: true });
  });
  after(async () => {
    explain.close();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The plans of the statements `run` sends to SQLite, as EXPLAIN QUERY PLAN details. */
  async function plansOf(run: (db: Store['db']) => Promise<unknown>): Promise<Array<{ sql: string; plan: string[] }>> {
    const nodes: RootOperationNode[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: ({ node }) => (nodes.push(node), node),
      transformResult: async ({ result }) => result,
    };
    await run(store.db.withPlugin(recorder));
    return nodes.map((node) => {
      const { sql, parameters } = store.db.getExecutor().compileQuery(node, { queryId: 'plan' });
      const plan = explain.prepare(`explain query plan ${sql}`).all(...(parameters as never[])).map((row) => String(row.detail));
      return { sql, plan };
    });
  }

  const tasksRead = (plans: Array<{ sql: string; plan: string[] }>) => plans.flatMap((p) => p.plan).filter((line) => / tasks( |$)/.test(line));

  it("hands a freed slot to the account's oldest pending task straight from (account, status, created_at, id)", async () => {
    const reads = tasksRead(await plansOf((db) => promotePending({ db, clock: systemClock, notifier: createLocalNotifier() }, 'acct_plans')));
    assert.ok(reads.includes('SEARCH tasks USING INDEX tasks_account_status (account_id=? AND status=?)'), reads.join('\n'));
    assert.ok(!reads.some((line) => line.includes('TEMP B-TREE')), reads.join('\n'));
  });
});
