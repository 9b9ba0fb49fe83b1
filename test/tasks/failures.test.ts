// Every failure code reachable through the sandbox triggers (decisions.md), on both engines:
// the task ends failed with the code, the tool, recoverable and a suggestion, and the trace
// shows the failed step. Retry delays are compressed through configuration.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startBaton, type Baton } from '../helpers/baton.ts';
import { batonOn, storeKinds } from '../helpers/stores.ts';
import { createTask, newAccount, waitForTask } from '../helpers/tasks.ts';

const prompt = 'What time is it in Europe/London right now?';

for (const kind of storeKinds) {
  describe(`task failures through sandbox triggers (${kind})`, () => {
    const node = batonOn(kind, { env: { BATON_TOOL_RETRY_DELAYS_MS: '5,5,5' } });
    let keys: ReturnType<typeof newAccount>;
    let baton: Baton;
    before(() => {
      baton = node();
      keys = newAccount(baton);
    });

    const expectations: Array<[string, string, boolean]> = [
      ['service_unavailable', 'service_unavailable', true],
      ['rate_limited', 'rate_limited', true],
      ['invalid_credentials', 'invalid_credentials', true],
      ['permission_denied', 'permission_denied', true],
      ['auth_token_expired', 'auth_token_expired', true],
    ];
    for (const [trigger, code, recoverable] of expectations) {
      it(`[sandbox:${trigger}] fails the task with ${code}`, async () => {
        const created = await createTask(baton.client, keys.test, { prompt: `${prompt} [sandbox:${trigger}]`, sub_agent: 'web-researcher' });
        const task = await waitForTask(baton.client, keys.test, created.id, ['failed', 'complete']);
        assert.equal(task.status, 'failed');
        assert.equal(task.error.code, code);
        assert.equal(task.error.tool, 'datetime.now');
        assert.equal(task.error.recoverable, recoverable);
        assert.equal(typeof task.error.suggestion, 'string');
        assert.ok(task.failed_at);
        const trace = await baton.client.request(`/v1/tasks/${created.id}/trace`, { key: keys.test });
        const failedStep = trace.body.steps.find((s: { status: string }) => s.status === 'failed');
        assert.equal(failedStep.tool, 'datetime.now');
      });
    }

    it('[sandbox:workflow_depth] runs 50 steps and fails the 51st with workflow_depth_exceeded', async () => {
      const created = await createTask(baton.client, keys.test, { prompt: `${prompt} [sandbox:workflow_depth]`, sub_agent: 'web-researcher' });
      const task = await waitForTask(baton.client, keys.test, created.id, ['failed', 'complete'], 60_000);
      assert.equal(task.status, 'failed');
      assert.equal(task.error.code, 'workflow_depth_exceeded');
      assert.equal(task.error.recoverable, false);
      const trace = await baton.client.request(`/v1/tasks/${created.id}/trace`, { key: keys.test });
      assert.equal(trace.body.steps.filter((s: { status: string }) => s.status === 'complete').length, 50);
    });

    it('ignores triggers for live keys', async () => {
      const created = await createTask(baton.client, keys.live, { prompt: `${prompt} [sandbox:service_unavailable]`, sub_agent: 'web-researcher' });
      const task = await waitForTask(baton.client, keys.live, created.id, ['failed', 'complete']);
      assert.equal(task.status, 'complete', JSON.stringify(task.error));
    });
  });
}

describe('task timeout (K8)', () => {
  let baton: Baton;
  before(async () => {
    baton = await startBaton({ env: { BATON_TASK_TIMEOUT_SECONDS: '1' } });
  });
  after(() => baton.stop());

  it('fails a task that runs past its maximum duration with timeout', async () => {
    const keys = newAccount(baton);
    const created = await createTask(baton.client, keys.test, { prompt: `${prompt} [sandbox:slow]`, sub_agent: 'web-researcher' });
    const task = await waitForTask(baton.client, keys.test, created.id, ['failed', 'complete']);
    assert.equal(task.status, 'failed');
    assert.equal(task.error.code, 'timeout');
    assert.equal(task.error.recoverable, true);
  });
});
