// Slot hand-over (K1) runs whenever a task of an account stops running; it must read the oldest
// pending task from an index, not walk the account's whole history. SQLite, without statistics,
// prefers an index that spares it a sort: with (account_id, status, created_at) it walked every
// task of the account in (account_id, created_at, id) order instead (2.8 ms at 20,000 tasks).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { createLocalNotifier } from '../../src/engine/notifier.ts';
import { syncSlots } from '../../src/engine/slots.ts';
import { promotePending } from '../../src/engine/state-machine.ts';
import { systemClock } from '../../src/lib/clock.ts';
import type { Store } from '../../src/store/open-store.ts';
import { accountRow, embeddedStoreForSuite } from '../helpers/embedded-store.ts';
import { plansOf, tasksRead } from '../helpers/query-plans.ts';

describe('query plan of the slot hand-over (embedded store)', () => {
  const embedded = embeddedStoreForSuite();
  let store: Store;
  before(async () => {
    store = embedded.store;
    await store.db.insertInto('accounts').values(accountRow('acct_plans')).execute();
    await syncSlots(store.db, 'acct_plans', 5);
  });

  it("hands a free unit to the account's oldest pending task straight from an index in (account, pending, created_at, id) order", async () => {
    const reads = tasksRead(await plansOf(embedded, (db) => promotePending({ db, clock: systemClock, notifier: createLocalNotifier() }, 'acct_plans')));
    assert.ok(reads.some((line) => /^SEARCH tasks USING INDEX (tasks_pending \(account_id=\?\)|tasks_account_status \(account_id=\? AND status=\?\))$/.test(line)), reads.join('\n'));
    assert.ok(!reads.some((line) => line.includes('TEMP B-TREE')), reads.join('\n'));
  });
});
