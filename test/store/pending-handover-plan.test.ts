// Slot hand-over (K1) runs whenever a task of an account stops running; it must read the oldest
// pending task from an index, not walk the account's whole history. SQLite, without statistics,
// prefers an index that spares it a sort: with (account_id, status, created_at) it walked every
// task of the account in (account_id, created_at, id) order instead (2.8 ms at 20,000 tasks).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { createLocalNotifier } from '../../src/engine/notifier.ts';
import { syncSlots } from '../../src/engine/slots.ts';
import { promotePending } from '../../src/engine/state-machine.ts';
import { systemClock } from '../../src/lib/clock.ts';
import type { Store } from '../../src/store/open-store.ts';
import { accountRow, embeddedStoreForSuite } from '../helpers/embedded-store.ts';

describe('query plan of the slot hand-over (embedded store)', () => {
  const embedded = embeddedStoreForSuite();
  let store: Store;
  before(async () => {
    store = embedded.store;
    await store.db.insertInto('accounts').values(accountRow('acct_plans')).execute();
    await syncSlots(store.db, 'acct_plans', 5);
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
      const plan = embedded.outside.prepare(`explain query plan ${sql}`).all(...(parameters as never[])).map((row) => String(row.detail));
      return { sql, plan };
    });
  }

  const tasksRead = (plans: Array<{ sql: string; plan: string[] }>) => plans.flatMap((p) => p.plan).filter((line) => / tasks( |$)/.test(line));

  it("hands a free unit to the account's oldest pending task straight from an index in (account, pending, created_at, id) order", async () => {
    const reads = tasksRead(await plansOf((db) => promotePending({ db, clock: systemClock, notifier: createLocalNotifier() }, 'acct_plans')));
    assert.ok(reads.some((line) => /^SEARCH tasks USING INDEX (tasks_pending \(account_id=\?\)|tasks_account_status \(account_id=\? AND status=\?\))$/.test(line)), reads.join('\n'));
    assert.ok(!reads.some((line) => line.includes('TEMP B-TREE')), reads.join('\n'));
  });
});
