// K1: over the concurrency limit a task is created pending and starts, oldest first, when a slot
// frees; waiting and test-mode tasks hold no slot.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Baton } from '../helpers/baton.ts';
import { batonOn, storeKinds } from '../helpers/stores.ts';
import { createTask, newAccount, waitForTask } from '../helpers/tasks.ts';

const slow = '[sandbox:slow] What time is it in UTC?';

for (const kind of storeKinds) {
  describe(`pending tasks under the concurrency limit (${kind})`, () => {
    const node = batonOn(kind);
    let baton: Baton;
    before(() => {
      baton = node();
    });

    it('creates tasks past the limit as pending and starts them first-in first-out', async () => {
      const keys = newAccount(baton, { rpm: 10_000, concurrency: 2 });
      const tasks = [];
      for (let i = 0; i < 4; i++) tasks.push(await createTask(baton.client, keys.test, { prompt: slow, sub_agent: 'web-researcher' }));
      assert.deepEqual(tasks.map((t) => t.status), ['running', 'running', 'pending', 'pending']);
      const preview = await createTask(baton.client, keys.test, { prompt: slow, sub_agent: 'web-researcher', mode: 'test' });
      assert.equal(preview.status, 'complete', 'test tasks hold no slot and never wait for one');
      const cancel = await baton.client.request(`/v1/tasks/${tasks[0].id}/cancel`, { key: keys.test, method: 'POST' });
      assert.equal(cancel.status, 200);
      assert.equal((await waitForTask(baton.client, keys.test, tasks[2].id, ['running'])).status, 'running');
      assert.equal((await baton.client.request(`/v1/tasks/${tasks[3].id}`, { key: keys.test })).body.status, 'pending');
      const pendingCancel = await baton.client.request(`/v1/tasks/${tasks[3].id}/cancel`, { key: keys.test, method: 'POST' });
      assert.equal(pendingCancel.body.status, 'cancelled');
      for (const task of [tasks[1], tasks[2]]) assert.equal((await waitForTask(baton.client, keys.test, task.id, ['complete'])).status, 'complete');
      const other = newAccount(baton, { rpm: 10_000, concurrency: 1 });
      assert.equal((await createTask(baton.client, other.test, { prompt: slow, sub_agent: 'web-researcher' })).status, 'running', 'limits are per account');
    });

    it('starts pending tasks when the plan limit is raised, and runs no more than a lowered one', async () => {
      const keys = newAccount(baton, { rpm: 10_000, concurrency: 1 });
      const tasks = [];
      for (let i = 0; i < 3; i++) tasks.push(await createTask(baton.client, keys.test, { prompt: slow, sub_agent: 'web-researcher' }));
      assert.deepEqual(tasks.map((t) => t.status), ['running', 'pending', 'pending']);
      const raised = baton.cli(['accounts', 'set-plan', keys.account, '--plan', 'enterprise', '--rpm', '10000', '--concurrency', '3']);
      assert.equal(raised.json.concurrency_limit, 3, raised.stderr);
      for (const task of tasks.slice(1)) assert.equal((await waitForTask(baton.client, keys.test, task.id, ['running', 'complete'], 5000)).status !== 'pending', true);
      baton.cli(['accounts', 'set-plan', keys.account, '--plan', 'enterprise', '--rpm', '10000', '--concurrency', '1']);
      for (const task of tasks) await waitForTask(baton.client, keys.test, task.id, ['complete']);
      const more = [];
      for (let i = 0; i < 3; i++) more.push(await createTask(baton.client, keys.test, { prompt: slow, sub_agent: 'web-researcher' }));
      assert.deepEqual(more.map((t) => t.status), ['running', 'pending', 'pending'], 'the units of the lowered stripes were not handed on');
      await waitForTask(baton.client, keys.test, more[1].id, ['running'], 10_000);
      const second = (await baton.client.request(`/v1/tasks/${more[2].id}`, { key: keys.test })).body.status;
      assert.equal(second, 'pending', 'one runs at a time');
    });
  });
}
