// Decision G5 and the [sandbox:not_found] trigger through the real HTTPS server with a test key:
// a task naming a repository nobody seeded runs against it, and the trigger makes the first tool
// call's target missing, which fails the task with target_not_found at once: the offline model (the
// default) cannot retry with another target (hosted models: agent-outcomes.test.ts).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Baton } from '../helpers/baton.ts';
import { batonOn, storeKinds } from '../helpers/stores.ts';
import { newAccount, runApproved } from '../helpers/tasks.ts';

async function runGithub(baton: Baton, key: string, prompt: string) {
  const { task, steps } = await runApproved(baton.client, key, { prompt, sub_agent: 'github-assistant', user_id: 'dev_1' });
  return { task, steps: steps.map((s) => `${s.action}:${s.status}`) };
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
      const { task, steps } = await runGithub(baton, keys.test, 'List the open issues in northwind/billing on GitHub');
      assert.equal(task.status, 'complete', JSON.stringify(task.error));
      assert.ok(steps.includes('list_issues:complete'), steps.join(', '));
    });

    it('[sandbox:not_found] makes the first call\'s target missing: the task fails, naming it', async () => {
      const { task, steps } = await runGithub(baton, keys.test, 'List the open issues in acme-inc/storefront on GitHub [sandbox:not_found]');
      assert.equal(task.status, 'failed');
      assert.equal(task.error.code, 'target_not_found');
      assert.equal(task.error.recoverable, true);
      assert.match(task.error.message, /acme-inc/);
      assert.equal(typeof task.error.suggestion, 'string');
      assert.ok(steps.includes('list_issues:failed'), steps.join(', '));
    });
  });
}
