// Spec 4.2 and 3.1 over HTTPS on both engines: validation, test mode (K2), a task's life to
// complete, list filters and pagination (K11), trace (K9), cancel (K10) and tenancy (A5).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Baton } from '../helpers/baton.ts';
import { batonOn, storeKinds } from '../helpers/stores.ts';
import { createTask, newAccount, waitForTask } from '../helpers/tasks.ts';

const timePrompt = 'What time is it in Asia/Tokyo right now?';

for (const kind of storeKinds) {
  describe(`tasks API (${kind})`, () => {
    const node = batonOn(kind, { env: { BATON_TOOL_RETRY_DELAYS_MS: '5,5,5' } });
    let keys: ReturnType<typeof newAccount>;
    let baton: Baton;
    before(() => {
      baton = node();
      keys = newAccount(baton);
    });
    const post = (body: unknown, key = keys.test) => baton.client.request('/v1/tasks', { key, body });

    it('refuses malformed requests with 400 and content rules with 422, creating nothing', async () => {
      const cases: Array<[unknown, number, string, string]> = [
        [{ sub_agent: 'web-researcher' }, 400, 'invalid_request', 'prompt'],
        [{ prompt: timePrompt }, 400, 'invalid_request', 'sub_agent'],
        [{ prompt: 42, sub_agent: 'web-researcher' }, 400, 'invalid_request', 'prompt'],
        [{ prompt: timePrompt, sub_agent: 'web-researcher', metadata: ['a'] }, 400, 'invalid_request', 'metadata'],
        [{ prompt: timePrompt, sub_agent: 'web-researcher', user_id: 7 }, 400, 'invalid_request', 'user_id'],
        [{ prompt: '', sub_agent: 'web-researcher' }, 422, 'validation_failed', 'prompt'],
        [{ prompt: '😀'.repeat(10_001), sub_agent: 'web-researcher' }, 422, 'prompt_too_long', 'prompt'],
        [{ prompt: timePrompt, sub_agent: 'web-researcher', mode: 'dry-run' }, 422, 'validation_failed', 'mode'],
        [{ prompt: timePrompt, sub_agent: 'web-researcher', metadata: { a: { b: { c: { d: { e: { f: 1 } } } } } } }, 422, 'invalid_metadata', 'metadata'],
        [{ prompt: timePrompt, sub_agent: 'web-researcher', metadata: { blob: 'x'.repeat(17 * 1024) } }, 422, 'invalid_metadata', 'metadata'],
        [{ prompt: timePrompt, sub_agent: 'web-researcher', user_id: '' }, 422, 'validation_failed', 'user_id'],
        [{ prompt: `${timePrompt} [sandbox:explode]`, sub_agent: 'web-researcher' }, 422, 'validation_failed', 'prompt'],
        [{ prompt: timePrompt, sub_agent: 'no-such-agent' }, 404, 'subagent_not_found', 'sub_agent'],
      ];
      for (const [body, status, code, param] of cases) {
        const res = await post(body);
        assert.equal(res.status, status, JSON.stringify(body).slice(0, 80));
        assert.equal(res.body.error.code, code);
        assert.equal(res.body.error.param, param);
      }
      const list = await baton.client.request('/v1/tasks', { key: keys.test });
      assert.equal(list.body.data.length, 0);
    });

    it('accepts a prompt of exactly 10,000 code points and metadata five levels deep', async () => {
      const res = await post({ prompt: '😀'.repeat(10_000), sub_agent: 'web-researcher', mode: 'test', metadata: { a: { b: { c: { d: { e: 1 } } } } } });
      assert.equal(res.status, 200, res.text);
    });

    it('previews a test-mode task without running it (K2)', async () => {
      const res = await post({ prompt: 'List the open issues in acme/web on GitHub', sub_agent: 'github-assistant', user_id: 'user_1', mode: 'test', metadata: { ref: 'A-1' } });
      assert.equal(res.status, 200);
      const task = res.body;
      assert.equal(task.status, 'complete');
      assert.equal(task.mode, 'test');
      assert.equal(task.environment, 'test');
      assert.deepEqual(task.metadata, { ref: 'A-1' });
      assert.ok(task.completed_at);
      assert.equal(task.result.mode, 'test');
      assert.ok(task.result.tools.includes('github.list_issues'), JSON.stringify(task.result));
      assert.equal(task.result.plan[0].step, 1);
      assert.deepEqual(task.result.connections, [{ service: 'github', scopes: ['repo'], authorized: false }]);
      const trace = await baton.client.request(`/v1/tasks/${task.id}/trace`, { key: keys.test });
      assert.ok(trace.body.steps.some((s: { action: string; status: string }) => s.action === 'plan' && s.status === 'skipped'));
      const sandbox = await baton.client.request('/v1/tasks?status=running', { key: keys.test });
      assert.equal(sandbox.body.data.length, 0);
    });

    it('previews a task the planner would refuse: the refusal, and the tools chosen for it', async () => {
      const res = await post({ prompt: 'Book a meeting with ana@northwind.example tomorrow at 3pm', sub_agent: 'calendar-assistant', user_id: 'user_1', mode: 'test' });
      assert.equal(res.status, 200);
      assert.equal(res.body.result.refusal.code, 'details_missing', JSON.stringify(res.body.result));
      assert.match(res.body.result.refusal.message, /summary/);
      assert.deepEqual(res.body.result.tools, ['google_calendar.create_event']);
      assert.deepEqual(res.body.result.plan, []);
    });

    it('runs a live-mode task to complete with result, trace and the fields of each response', async () => {
      const created = await createTask(baton.client, keys.test, { prompt: timePrompt, sub_agent: 'web-researcher', metadata: { order: 7 } });
      assert.equal(created.status, 'running');
      assert.deepEqual(Object.keys(created).sort(), ['created_at', 'environment', 'id', 'metadata', 'mode', 'status', 'sub_agent', 'user_id'].sort());
      assert.match(created.id, /^task_[0-9A-Za-z]{24}$/);
      assert.equal(created.user_id, null);
      const done = await waitForTask(baton.client, keys.test, created.id, ['complete', 'failed']);
      assert.equal(done.status, 'complete', JSON.stringify(done));
      assert.ok(done.completed_at >= done.created_at);
      assert.equal(typeof done.result.summary, 'string');
      assert.ok(done.result.outputs.some((o: { tool: string }) => o.tool === 'datetime.now'));
      assert.equal(done.error, undefined);
      assert.deepEqual(done.metadata, { order: 7 });
      const trace = await baton.client.request(`/v1/tasks/${created.id}/trace`, { key: keys.test });
      assert.equal(trace.body.task_id, created.id);
      assert.equal(trace.body.sub_agent, 'web-researcher');
      const step = trace.body.steps.find((s: { tool: string }) => s.tool === 'datetime.now');
      assert.equal(step.status, 'complete');
      assert.ok(Number.isInteger(step.duration_ms));
      assert.ok(Number.isInteger(trace.body.total_duration_ms));
      const listed = await baton.client.request(`/v1/tasks?status=complete&sub_agent=web-researcher`, { key: keys.test });
      const item = listed.body.data.find((t: { id: string }) => t.id === created.id);
      assert.equal(item.completed_at, done.completed_at);
      assert.equal(item.result, undefined);
      assert.equal(item.metadata, undefined);
    });

    it('answers concurrent creations each on its own: a refused one leaves the others intact', async () => {
      // On the embedded store these arrive together and share one commit (ADR 8).
      const own = newAccount(baton);
      const bodies = Array.from({ length: 30 }, (_, i) => ({ prompt: `${timePrompt} #${i}`, sub_agent: i % 3 === 1 ? 'no-such-agent' : 'web-researcher', mode: 'test', metadata: { i: String(i) } }));
      const results = await Promise.all(bodies.map((body) => post(body, own.test)));
      for (const [i, res] of results.entries()) {
        if (i % 3 === 1) {
          assert.equal(res.status, 404, res.text);
          assert.equal(res.body.error.code, 'subagent_not_found');
        } else {
          assert.equal(res.status, 200, res.text);
          assert.deepEqual(res.body.metadata, { i: String(i) });
          const stored = await baton.client.request(`/v1/tasks/${res.body.id}`, { key: own.test });
          assert.equal(stored.status, 200);
          assert.deepEqual(stored.body.metadata, { i: String(i) });
        }
      }
      const list = await baton.client.request('/v1/tasks?limit=100', { key: own.test });
      const created = results.filter((res) => res.status === 200).map((res) => res.body.id as string);
      assert.equal(created.length, 20);
      assert.deepEqual(list.body.data.map((t: { id: string }) => t.id).sort(), created.sort());
    });

    it('lists newest first, filters by user_id and paginates with an exact has_more', async () => {
      const ids = [];
      for (let i = 0; i < 3; i++) ids.push((await createTask(baton.client, keys.test, { prompt: timePrompt, sub_agent: 'web-researcher', user_id: 'pager', mode: 'test' })).id);
      const all = await baton.client.request('/v1/tasks?user_id=pager&limit=100', { key: keys.test });
      assert.deepEqual(all.body.data.map((t: { id: string }) => t.id), [...ids].reverse());
      assert.equal(all.body.has_more, false);
      const first = await baton.client.request('/v1/tasks?user_id=pager&limit=1', { key: keys.test });
      assert.equal(first.body.data[0].id, ids[2]);
      assert.equal(first.body.has_more, true);
      const last = await baton.client.request('/v1/tasks?user_id=pager&limit=1&offset=2', { key: keys.test });
      assert.equal(last.body.data[0].id, ids[0]);
      assert.equal(last.body.has_more, false);
      const exact = await baton.client.request('/v1/tasks?user_id=pager&limit=3', { key: keys.test });
      assert.equal(exact.body.has_more, false);
      const past = await baton.client.request('/v1/tasks?user_id=pager&offset=50', { key: keys.test });
      assert.deepEqual(past.body, { data: [], has_more: false });
      const bad = await baton.client.request('/v1/tasks?status=finished', { key: keys.test });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.error.param, 'status');
    });

    it('cancels a running task within a second and answers 409 for a final one (K10)', async () => {
      const created = await createTask(baton.client, keys.test, { prompt: `[sandbox:slow] ${timePrompt}`, sub_agent: 'web-researcher' });
      await waitForTask(baton.client, keys.test, created.id, ['running']);
      const trace = async () => (await baton.client.request(`/v1/tasks/${created.id}/trace`, { key: keys.test })).body;
      while (!(await trace()).steps.some((s: { status: string }) => s.status === 'running')) await new Promise((r) => setTimeout(r, 20));
      const started = Date.now();
      const cancelled = await baton.client.request(`/v1/tasks/${created.id}/cancel`, { key: keys.test, method: 'POST' });
      assert.equal(cancelled.status, 200);
      assert.deepEqual(Object.keys(cancelled.body).sort(), ['cancelled_at', 'id', 'status']);
      assert.equal(cancelled.body.status, 'cancelled');
      let steps = (await trace()).steps;
      while (steps.some((s: { status: string }) => s.status === 'running') && Date.now() - started < 1000) steps = (await trace()).steps;
      assert.ok(Date.now() - started < 1000, 'stopped within a second');
      assert.equal(steps.find((s: { tool: string }) => s.tool === 'datetime.now').status, 'cancelled');
      await new Promise((r) => setTimeout(r, 2500));
      const after = await baton.client.request(`/v1/tasks/${created.id}`, { key: keys.test });
      assert.equal(after.body.status, 'cancelled');
      assert.equal(after.body.cancelled_at, cancelled.body.cancelled_at);
      assert.equal((await trace()).steps.filter((s: { tool: string }) => s.tool === 'datetime.now').length, 1, 'no step ran after the cancel');
      const again = await baton.client.request(`/v1/tasks/${created.id}/cancel`, { key: keys.test, method: 'POST' });
      assert.equal(again.status, 409);
      assert.equal(again.body.error.code, 'task_already_complete');
    });

    it('answers 404 task_not_found for unknown ids and for another account\'s task (A5)', async () => {
      const mine = await createTask(baton.client, keys.test, { prompt: timePrompt, sub_agent: 'web-researcher', mode: 'test' });
      const other = newAccount(baton);
      for (const path of [`/v1/tasks/${mine.id}`, `/v1/tasks/${mine.id}/trace`, '/v1/tasks/task_nope', '/v1/tasks/task_nope/trace']) {
        const res = await baton.client.request(path, { key: path.includes('nope') ? keys.test : other.live });
        assert.equal(res.status, 404, path);
        assert.equal(res.body.error.code, 'task_not_found');
      }
      const cancel = await baton.client.request(`/v1/tasks/${mine.id}/cancel`, { key: other.test, method: 'POST' });
      assert.equal(cancel.status, 404);
      const list = await baton.client.request('/v1/tasks', { key: other.test });
      assert.equal(list.body.data.length, 0);
    });

    it('fails a task that needs an end user without user_id (user_id_required)', async () => {
      const created = await createTask(baton.client, keys.test, { prompt: 'List my GitHub repositories', sub_agent: 'github-assistant' });
      const failed = await waitForTask(baton.client, keys.test, created.id, ['failed', 'complete']);
      assert.equal(failed.status, 'failed');
      assert.equal(failed.error.code, 'user_id_required');
      assert.equal(failed.error.recoverable, false);
      assert.ok(failed.failed_at);
      assert.equal(failed.result, undefined);
    });

    it('fails a live task for a service without an OAuth client (service_not_configured)', async () => {
      const created = await createTask(baton.client, keys.live, { prompt: 'List my GitHub repositories', sub_agent: 'github-assistant', user_id: 'user_9' });
      const failed = await waitForTask(baton.client, keys.live, created.id, ['failed', 'complete', 'waiting']);
      assert.equal(failed.status, 'failed');
      assert.equal(failed.environment, 'live');
      assert.equal(failed.error.code, 'service_not_configured');
      assert.equal(failed.error.tool, 'github.list_repositories');
    });
  });
}
