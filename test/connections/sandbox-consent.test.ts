// C3 sandbox consent, through the real server on both engines: a test-key task waits with an
// auth_url; a POST to it approves (the task resumes and completes) or denies (consent_denied).
// A decided link is used up; a bad decision or unknown link changes nothing.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { batonEnv, startBaton, type Baton } from '../helpers/baton.ts';
import { storageFor, storeKinds } from '../helpers/stores.ts';
import { bootstrapAccount, createTask, waitForTask, type AccountKeys } from './connection-helpers.ts';

const prompt = 'List my GitHub repositories';

function authPath(authUrl: string): string {
  const url = new URL(authUrl);
  return url.pathname;
}

for (const kind of storeKinds) {
  describe(`sandbox consent (${kind})`, () => {
    let baton: Baton;
    let keys: AccountKeys;
    let drop: () => Promise<void>;
    before(async () => {
      const storage = await storageFor(kind);
      drop = storage.drop;
      baton = await startBaton({ databaseUrl: storage.databaseUrl });
      keys = await bootstrapAccount(baton, batonEnv({ databaseUrl: storage.databaseUrl }, baton.dataDir));
    });
    after(async () => {
      await baton.stop();
      await drop();
    });

    async function waitingTask(userId: string) {
      const created = await createTask(baton.client, keys.test, { prompt, sub_agent: 'github-assistant', user_id: userId });
      const task = await waitForTask(baton.client, keys.test, created.id, ['waiting', 'failed', 'complete']);
      assert.equal(task.status, 'waiting', JSON.stringify(task));
      return task;
    }

    it('shows Baton\'s own consent page naming the service, the permissions and the app', async () => {
      const task = await waitingTask('user-page');
      assert.equal(task.waiting.reason, 'oauth_consent_required');
      assert.equal(task.waiting.service, 'github');
      assert.deepEqual(task.waiting.scopes, ['repo']);
      assert.ok(task.waiting.auth_url.startsWith(`${baton.url}/oauth/authorize/`));
      const page = await baton.client.request(authPath(task.waiting.auth_url));
      assert.equal(page.status, 200);
      assert.match(String(page.headers['content-type']), /^text\/html/);
      assert.equal(page.headers['cache-control'], 'no-store');
      assert.match(page.text, /wants to use your GitHub account/);
      assert.match(page.text, /<li>Read and write your repositories/);
      assert.match(page.text, /default wants/, 'names the application (the account)');
      assert.match(page.text, /name="decision" value="approve"/);
      assert.match(page.text, /name="decision" value="deny"/);
      assert.doesNotMatch(page.text, /<script|https?:\/\/(?!127)/, 'no scripts, no external assets');
      const still = await waitForTask(baton.client, keys.test, task.id, ['waiting']);
      assert.equal(still.status, 'waiting', 'viewing the page decides nothing');
    });

    it('gives the JSON form of the consent page and of its outcome the same security headers as the HTML', async () => {
      const task = await waitingTask('user-json-headers');
      const path = authPath(task.waiting.auth_url);
      const html = await baton.client.request(path);
      const json = await baton.client.request(path, { headers: { accept: 'application/json' } });
      assert.equal(json.status, 200, json.text);
      assert.equal(json.body.service, 'github');
      const decided = await baton.client.request(path, { headers: { accept: 'application/json' }, body: { decision: 'deny' } });
      assert.equal(decided.body.status, 'denied', decided.text);
      for (const res of [json, decided]) {
        for (const header of ['cache-control', 'referrer-policy', 'x-frame-options', 'x-content-type-options', 'content-security-policy', 'strict-transport-security']) {
          assert.ok(html.headers[header], header);
          assert.equal(res.headers[header], html.headers[header], header);
        }
      }
    });

    it('approve with the exact form POST: the task resumes and completes; the link is then used up', async () => {
      const task = await waitingTask('user-approve');
      const path = authPath(task.waiting.auth_url);
      const res = await baton.client.request(path, { method: 'POST', rawBody: 'decision=approve', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      assert.equal(res.status, 200, res.text);
      assert.match(res.text, /GitHub is connected/);
      assert.match(res.text, /return to the application/);
      const done = await waitForTask(baton.client, keys.test, task.id, ['complete', 'failed']);
      assert.equal(done.status, 'complete', JSON.stringify(done.error));
      const again = await baton.client.request(path, { method: 'POST', body: { decision: 'approve' }, headers: { accept: 'application/json' } });
      assert.equal(again.status, 410);
      assert.equal(again.body.error.code, 'consent_link_used');
      const page = await baton.client.request(path);
      assert.equal(page.status, 410);
      assert.match(page.text, /already used/);
      const list = await baton.client.request('/v1/users/user-approve/connections', { key: keys.test });
      assert.deepEqual(list.body.data.map((c: { service: string; environment: string; status: string; scopes: string[] }) => [c.service, c.environment, c.status, c.scopes]), [['github', 'test', 'active', ['repo']]]);
      assert.doesNotMatch(list.text, /sbx_/, 'never a token');
    });

    it('a sandbox grant never authorizes live calls (A3): the live key\'s task does not use it', async () => {
      const created = await createTask(baton.client, keys.live, { prompt, sub_agent: 'github-assistant', user_id: 'user-approve' });
      const task = await waitForTask(baton.client, keys.live, created.id, ['waiting', 'failed', 'complete']);
      // No OAuth client is configured for live GitHub on this server.
      assert.equal(task.status, 'failed');
      assert.equal(task.error.code, 'service_not_configured');
    });

    it('deny with JSON: the task fails consent_denied (recoverable), nothing is stored', async () => {
      const task = await waitingTask('user-deny');
      const res = await baton.client.request(authPath(task.waiting.auth_url), { method: 'POST', body: { decision: 'deny' }, headers: { accept: 'application/json' } });
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(res.body, { status: 'denied', service: 'github' });
      const failed = await waitForTask(baton.client, keys.test, task.id, ['failed']);
      assert.equal(failed.error.code, 'consent_denied');
      assert.equal(failed.error.recoverable, true);
      const list = await baton.client.request('/v1/users/user-deny/connections', { key: keys.test });
      assert.deepEqual(list.body.data, []);
    });

    it('refuses a missing or unknown decision and an unknown link, changing nothing', async () => {
      const task = await waitingTask('user-bad');
      const path = authPath(task.waiting.auth_url);
      for (const rawBody of ['', 'decision=maybe', 'decision=approve&decision=deny']) {
        const res = await baton.client.request(path, { method: 'POST', rawBody, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' } });
        assert.equal(res.status, 400, rawBody);
        assert.equal(res.body.error.code, 'invalid_request');
      }
      const unknown = await baton.client.request('/oauth/authorize/nope', { method: 'POST', rawBody: 'decision=approve', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      assert.equal(unknown.status, 404);
      assert.match(unknown.text, /not valid/);
      assert.equal((await baton.client.request('/oauth/authorize/nope')).status, 404);
      assert.equal((await waitForTask(baton.client, keys.test, task.id, ['waiting'])).status, 'waiting');
      const ok = await baton.client.request(path, { method: 'POST', rawBody: 'decision=approve', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      assert.equal(ok.status, 200, 'the link still works after the refused attempts');
    });
  });
}
