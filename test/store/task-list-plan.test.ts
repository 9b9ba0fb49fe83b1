// The task list (GET /v1/tasks and the dashboard's Tasks page) reads its page straight from an
// index for each filter, in newest-first order, never sorting or walking the account's history for
// a filter's rows: an account may hold 100,000 tasks (issue 16's benchmark).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { AccountContext } from '../../src/services/context.ts';
import { listTasks, type ListTasksQuery } from '../../src/services/tasks/list-tasks.ts';
import { accountRow, embeddedStoreForSuite } from '../helpers/embedded-store.ts';
import { plansOf, tasksRead } from '../helpers/query-plans.ts';

describe('query plans of the task list (embedded store)', () => {
  const embedded = embeddedStoreForSuite();
  const account = accountRow('acct_list');
  before(async () => {
    await embedded.store.db.insertInto('accounts').values(account).execute();
  });

  const readsOf = async (query: ListTasksQuery) =>
    tasksRead(await plansOf(embedded, (db) => listTasks({ db, account, environment: 'test' } as AccountContext, query)));

  for (const [what, query, index] of [
    ['the first page', {}, /^SCAN tasks USING INDEX tasks_account_listing|^SEARCH tasks USING INDEX tasks_account_listing \(account_id=\?\)$/],
    ['a status', { status: 'failed' }, /^SEARCH tasks USING INDEX tasks_account_status \(account_id=\? AND status=\?\)$/],
    ['an end user', { user_id: 'user_7' }, /^SEARCH tasks USING INDEX tasks_account_user \(account_id=\? AND user_id=\?\)$/],
  ] as const) {
    it(`reads ${what} from its index, newest first, without a sort`, async () => {
      const reads = await readsOf(query);
      assert.ok(reads.some((line) => index.test(line)), reads.join('\n'));
      assert.ok(!reads.some((line) => line.includes('TEMP B-TREE')), reads.join('\n'));
    });
  }
});
