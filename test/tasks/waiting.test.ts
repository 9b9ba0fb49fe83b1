// The waiting state (spec 3.1, K1, K5, K6, ADR 3) through the real consent verb: a task that needs
// an end user's connection waits with an auth_url, holds no slot, can be cancelled, resumes into
// pending when the account is full, and fails auth_consent_timeout when nobody consents.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startBaton, type Baton } from '../helpers/baton.ts';
import { batonOn, storeKinds } from '../helpers/stores.ts';
import { createTask, newAccount, waitForTask } from '../helpers/tasks.ts';

const githubTask = 'List the open issues in acme-inc/storefront on GitHub';
const slowTask = '[sandbox:slow] What time is it in UTC?';

async function approve(baton: Baton, authUrl: string, decision: 'approve' | 'deny' = 'approve') {
  const res = await baton.client.request(new URL(authUrl).pathname, { method: 'POST', rawBody: `decision=${decision}`, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' } });
  assert.ok(res.status < 400, `consent answered ${res.status}: ${res.text}`);
}

for (const kind of storeKinds) {
  describe(`waiting for consent (${kind})`, () => {
    const node = batonOn(kind);
    let baton: Baton;
    before(() => {
      baton = node();
    });

    it('waits with the waiting object (K5), a waiting trace step and a task.waiting event', async () => {
      const keys = newAccount(baton);
      const created = await createTask(baton.client, keys.test, { prompt: githubTask, sub_agent: 'github-assistant', user_id: 'dana' });
      const task = await waitForTask(baton.client, keys.test, created.id, ['waiting', 'failed', 'complete']);
      assert.equal(task.status, 'waiting');
      assert.equal(task.waiting.reason, 'oauth_consent_required');
      assert.equal(task.waiting.service, 'github');
      assert.deepEqual(task.waiting.scopes, ['repo']);
      assert.ok(task.waiting.auth_url.startsWith(`${baton.url}/oauth/authorize/`), task.waiting.auth_url);
      assert.ok(Date.parse(task.waiting.expires_at) > Date.now() + 3600_000);
      assert.equal(typeof task.waiting.message, 'string');
      const trace = (await baton.client.request(`/v1/tasks/${created.id}/trace`, { key: keys.test })).body;
      assert.deepEqual(trace.steps.map((s: { action: string; status: string }) => `${s.action}:${s.status}`), ['authorize:waiting']);
      const events = (await baton.client.request(`/v1/webhook_deliveries?task_id=${created.id}`, { key: keys.test })).body.data;
      assert.deepEqual(events.map((e: { event: string }) => e.event).filter((e: string) => e !== 'task.progress'), ['task.waiting']);
      await approve(baton, task.waiting.auth_url);
      const done = await waitForTask(baton.client, keys.test, created.id, ['complete', 'failed']);
      assert.equal(done.status, 'complete', JSON.stringify(done.error));
      assert.equal(done.waiting, undefined);
      const after = (await baton.client.request(`/v1/tasks/${created.id}/trace`, { key: keys.test })).body;
      assert.deepEqual(after.steps.map((s: { action: string; status: string }) => `${s.action}:${s.status}`), ['authorize:complete', 'list_issues:complete']);
    });

    it('holds no slot while waiting, and can be cancelled while waiting', async () => {
      const keys = newAccount(baton, { rpm: 10_000, concurrency: 1 });
      const waiting = await createTask(baton.client, keys.test, { prompt: githubTask, sub_agent: 'github-assistant', user_id: 'erin' });
      const task = await waitForTask(baton.client, keys.test, waiting.id, ['waiting']);
      const other = await createTask(baton.client, keys.test, { prompt: 'What time is it in UTC?', sub_agent: 'web-researcher' });
      assert.equal(other.status, 'running', 'the waiting task holds no slot');
      const cancelled = await baton.client.request(`/v1/tasks/${waiting.id}/cancel`, { key: keys.test, method: 'POST' });
      assert.equal(cancelled.body.status, 'cancelled');
      await approve(baton, task.waiting.auth_url);
      await new Promise((r) => setTimeout(r, 1200));
      assert.equal((await baton.client.request(`/v1/tasks/${waiting.id}`, { key: keys.test })).body.status, 'cancelled', 'consent after cancel resumes nothing');
    });

    it('resumes into pending when the account has no free slot, then runs when one frees (ADR 3)', async () => {
      const keys = newAccount(baton, { rpm: 10_000, concurrency: 1 });
      const waiting = await createTask(baton.client, keys.test, { prompt: githubTask, sub_agent: 'github-assistant', user_id: 'fay' });
      const parked = await waitForTask(baton.client, keys.test, waiting.id, ['waiting']);
      const busy = await createTask(baton.client, keys.test, { prompt: slowTask, sub_agent: 'web-researcher' });
      assert.equal(busy.status, 'running');
      await approve(baton, parked.waiting.auth_url);
      assert.equal((await waitForTask(baton.client, keys.test, waiting.id, ['pending', 'running', 'complete'])).status, 'pending');
      assert.equal((await waitForTask(baton.client, keys.test, busy.id, ['complete'])).status, 'complete');
      assert.equal((await waitForTask(baton.client, keys.test, waiting.id, ['complete', 'failed'])).status, 'complete');
    });
  });
}

describe('consent timeout (K6)', () => {
  let baton: Baton;
  before(async () => {
    baton = await startBaton({ env: { BATON_CONSENT_TIMEOUT_SECONDS: '1' } });
  });
  after(() => baton.stop());

  it('fails a task nobody consented for with auth_consent_timeout, and its link no longer works', async () => {
    const keys = newAccount(baton);
    const created = await createTask(baton.client, keys.test, { prompt: githubTask, sub_agent: 'github-assistant', user_id: 'gus' });
    const waiting = await waitForTask(baton.client, keys.test, created.id, ['waiting']);
    const failed = await waitForTask(baton.client, keys.test, created.id, ['failed'], 10_000);
    assert.equal(failed.error.code, 'auth_consent_timeout');
    assert.equal(failed.error.recoverable, true);
    const page = await baton.client.request(new URL(waiting.waiting.auth_url).pathname);
    assert.equal(page.status, 410);
  });
});
