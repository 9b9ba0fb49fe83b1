// Decision G5 and the [sandbox:not_found] trigger through the real HTTPS server with a test key:
// a task naming a repository nobody seeded runs against it, and the trigger makes the first tool
// call's target missing, which fails the task with target_not_found.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { failureCodes } from '../../src/engine/task-error.ts';
import type { Baton } from '../helpers/baton.ts';
import { batonOn, storeKinds } from '../helpers/stores.ts';
import { createTask, newAccount, waitForTask } from '../helpers/tasks.ts';

// The engine maps a not_found tool error to target_not_found (decision G1); until that mapping is
// part of this tree, the code a not_found gives is tool_error.
const notFoundCode = (failureCodes as readonly string[]).includes('target_not_found') ? 'target_not_found' : 'tool_error';

async function runApproved(baton: Baton, key: string, prompt: string) {
  const created = await createTask(baton.client, key, { prompt, sub_agent: 'github-assistant', user_id: 'dev_1' });
  let task = await waitForTask(baton.client, key, created.id, ['waiting', 'complete', 'failed']);
  if (task.status === 'waiting') {
    const consent = await baton.client.request(new URL(task.waiting.auth_url).pathname, { method: 'POST', rawBody: 'decision=approve', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' } });
    assert.ok(consent.status < 400, consent.text);
    task = await waitForTask(baton.client, key, created.id, ['complete', 'failed']);
  }
  const trace = (await baton.client.request(`/v1/tasks/${created.id}/trace`, { key })).body;
  return { task, steps: trace.steps.map((s: { action: string; status: string }) => `${s.action}:${s.status}`) };
}

for (const kind of storeKinds) {
  describe(`sandbox targets through a real task (${kind})`, () => {
    const node = batonOn(kind);
    let baton: Baton;
    let keys: ReturnType<typeof newAccount>;
    before(() => {
      baton = node();
      keys = newAccount(baton);
    });

    it('a repository nobody seeded is there on first reference', async () => {
      const { task, steps } = await runApproved(baton, keys.test, 'List the open issues in northwind/billing on GitHub');
      assert.equal(task.status, 'complete', JSON.stringify(task.error));
      assert.ok(steps.includes('list_issues:complete'), steps.join(', '));
    });

    it('[sandbox:not_found] makes the first call\'s target missing: the task fails, naming it', async () => {
      const { task, steps } = await runApproved(baton, keys.test, 'List the open issues in acme-inc/storefront on GitHub [sandbox:not_found]');
      assert.equal(task.status, 'failed');
      assert.equal(task.error.code, notFoundCode);
      assert.match(task.error.message, /acme-inc/);
      assert.equal(typeof task.error.suggestion, 'string');
      assert.ok(steps.includes('list_issues:failed'), steps.join(', '));
    });
  });
}
