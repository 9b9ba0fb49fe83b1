// Inputs that used to answer 500 or a raw framework error (issue 12, items 6 and 7): metadata nested
// thousands of levels deep, a huge offset, U+0000 anywhere, long user ids in paths. Each is the
// envelope with a `param` and changes nothing, through the real server on both stores.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ApiResponse } from '../helpers/https-client.ts';
import { batonOn, storeKinds } from '../helpers/stores.ts';

function assertRefused(res: ApiResponse, status: number, code: string, param: string) {
  assert.equal(res.status, status, res.text);
  assert.equal(res.body?.error?.code, code, res.text);
  assert.equal(res.body.error.param, param, res.text);
  assert.equal(res.body.error.request_id, res.headers['x-request-id']);
}

for (const kind of storeKinds) {
  describe(`input limits (${kind})`, () => {
    const node = batonOn(kind);
    const api = (path: string, options: Parameters<ReturnType<typeof node>['client']['request']>[1] = {}) => node().client.request(path, { key: node().key!, ...options });
    const task = (extra: Record<string, unknown>) => ({ prompt: 'List my open GitHub issues', sub_agent: 'github-assistant', mode: 'test', ...extra });
    const taskCount = async () => (await api('/v1/tasks?limit=100')).body.data.length;

    it('refuses metadata nested 10,000 (and 100,000) levels deep with 422 invalid_metadata', async () => {
      const before = await taskCount();
      for (const depth of [10_000, 100_000]) {
        const metadata = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
        const rawBody = `{"prompt":"List my open GitHub issues","sub_agent":"github-assistant","mode":"test","metadata":${metadata}}`;
        assertRefused(await api('/v1/tasks', { method: 'POST', rawBody, headers: { 'content-type': 'application/json' } }), 422, 'invalid_metadata', 'metadata');
      }
      const sixDeep = { a: { b: { c: { d: { e: { f: 1 } } } } } };
      assertRefused(await api('/v1/tasks', { body: task({ metadata: sixDeep }) }), 422, 'invalid_metadata', 'metadata');
      assert.equal(await taskCount(), before);
      const fiveDeep = { a: { b: { c: { d: { e: 1 } } } } };
      assert.equal((await api('/v1/tasks', { body: task({ metadata: fiveDeep }) })).status, 200);
    });

    it('refuses ?offset=1e20 on every list with 400 naming offset; the largest offset answers an empty page', async () => {
      for (const list of ['/v1/tasks', '/v1/subagents', '/v1/webhook_deliveries', '/v1/users/u1/connections']) {
        assertRefused(await api(`${list}?offset=1e20`), 400, 'invalid_request', 'offset');
        const last = await api(`${list}?offset=${Number.MAX_SAFE_INTEGER}`);
        assert.equal(last.status, 200, `${list}: ${last.text}`);
        assert.deepEqual(last.body.data, []);
      }
    });

    it('refuses U+0000 in a body string, a body key, a query value and a path id with 400 naming it', async () => {
      const before = await taskCount();
      assertRefused(await api('/v1/tasks', { body: task({ prompt: 'List my issues\u0000' }) }), 400, 'invalid_request', 'prompt');
      assertRefused(await api('/v1/tasks', { body: task({ user_id: 'u\u0000' }) }), 400, 'invalid_request', 'user_id');
      assertRefused(await api('/v1/tasks', { body: task({ metadata: { deep: { 'k\u0000': 1 } } }) }), 400, 'invalid_request', 'metadata.deep.k\u0000');
      assertRefused(await api('/v1/tasks', { body: task({ metadata: { list: ['ok', 'no\u0000'] } }) }), 400, 'invalid_request', 'metadata.list.1');
      assert.equal(await taskCount(), before);
      assertRefused(await api('/v1/subagents', { body: { name: 'nul-agent', prompt: 'GitHub\u0000 issues' } }), 400, 'invalid_request', 'prompt');
      assertRefused(await api('/v1/tasks?user_id=a%00b'), 400, 'invalid_request', 'user_id');
      assertRefused(await api('/v1/webhook_deliveries?task_id=task_%00'), 400, 'invalid_request', 'task_id');
      assertRefused(await api('/v1/tasks/task_%00abc'), 400, 'invalid_request', 'task_id');
      assertRefused(await api('/v1/subagents/a%00b'), 400, 'invalid_request', 'subagent_id');
      assertRefused(await api('/v1/users/u%00/connections'), 400, 'invalid_request', 'user_id');
      assertRefused(await api('/v1/users/u%00/settings_link', { method: 'POST' }), 400, 'invalid_request', 'user_id');
      const page = await node().client.request('/settings/tok%00en', { headers: { accept: 'application/json' } });
      assertRefused(page, 400, 'invalid_request', 'token');
    });

    it('serves the connections and settings link of a user id of 101 to 255 characters; longer is a 422, a huge segment the envelope', async () => {
      for (const userId of ['u'.repeat(101), 'é'.repeat(255), '漢'.repeat(255)]) {
        const created = await api('/v1/tasks', { body: task({ user_id: userId }) });
        assert.equal(created.status, 200, created.text);
        const path = `/v1/users/${encodeURIComponent(userId)}/connections`;
        const listed = await api(path);
        assert.equal(listed.status, 200, listed.text);
        assert.deepEqual(listed.body.data, []);
        const revoked = await api(`${path}/github`, { method: 'DELETE' });
        assert.equal(revoked.status, 404, revoked.text);
        assert.equal(revoked.body.error.code, 'connection_not_found');
        const link = await api(`/v1/users/${encodeURIComponent(userId)}/settings_link`, { method: 'POST' });
        assert.equal(link.status, 200, link.text);
        const settings = await node().client.request(new URL(link.body.url).pathname, { headers: { accept: 'application/json' } });
        assert.equal(settings.body.user_id, userId);
      }
      assertRefused(await api(`/v1/users/${'u'.repeat(256)}/connections`), 422, 'validation_failed', 'user_id');
      assertRefused(await api(`/v1/users/${'u'.repeat(5000)}/connections`), 400, 'invalid_request', 'path');
      assertRefused(await api('/v1/tasks/%zz'), 400, 'invalid_request', 'path');
    });
  });
}
