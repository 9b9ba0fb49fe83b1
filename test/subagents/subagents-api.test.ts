// Spec 4.1 with S1-S6 over HTTPS on both engines: every endpoint and error, the fields each
// response carries, pagination edges, tenancy, prebuilt subagents and recalculated tools.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Baton } from '../helpers/baton.ts';
import { batonOn, storeKinds } from '../helpers/stores.ts';
import { newAccount } from '../helpers/tasks.ts';

const githubPrompt = 'You triage GitHub issues and review pull requests for the acme org.';

for (const kind of storeKinds) {
  describe(`subagents API (${kind})`, () => {
    const node = batonOn(kind);
    let baton: Baton;
    let keys: ReturnType<typeof newAccount>;
    before(() => {
      baton = node();
      keys = newAccount(baton);
    });
    const api = (path: string, options: Parameters<Baton['client']['request']>[1] = {}) => baton.client.request(path, { key: keys.test, ...options });

    it('deploys (201) with exactly the deploy fields, then gets the prompt, tools and why', async () => {
      const res = await api('/v1/subagents', { body: { name: 'triage-bot', prompt: githubPrompt } });
      assert.equal(res.status, 201);
      assert.deepEqual(Object.keys(res.body).sort(), ['created_at', 'id', 'status', 'tools_available', 'type']);
      assert.equal(res.body.id, 'triage-bot');
      assert.equal(res.body.type, 'custom');
      assert.equal(res.body.status, 'deployed');
      assert.ok(res.body.tools_available >= 5, `tools_available ${res.body.tools_available}`);
      const got = await api('/v1/subagents/triage-bot');
      assert.equal(got.status, 200);
      assert.equal(got.body.prompt, githubPrompt);
      assert.equal(got.body.tools.length, res.body.tools_available);
      assert.ok(got.body.tools.every((t: string) => t.startsWith('github.')), got.body.tools.join());
      assert.deepEqual(got.body.tool_matches.map((m: { tool: string }) => m.tool), got.body.tools);
      assert.ok(got.body.tool_matches.every((m: { score: number; matched_terms: string[] }) => m.score > 0 && m.matched_terms.length > 0));
      assert.equal(got.body.created_at, res.body.created_at);
      assert.equal(got.body.updated_at, undefined);
    });

    it('refuses bad names (422 invalid_name), bad prompts (422) and taken names (409)', async () => {
      for (const name of ['', 'Upper', '-leading', 'has space', 'x'.repeat(65), 'émoji']) {
        const res = await api('/v1/subagents', { body: { name, prompt: githubPrompt } });
        assert.equal(res.status, 422, name);
        assert.equal(res.body.error.code, 'invalid_name');
        assert.equal(res.body.error.param, 'name');
      }
      assert.equal((await api('/v1/subagents', { body: { name: 'a'.repeat(64), prompt: githubPrompt } })).status, 201);
      const empty = await api('/v1/subagents', { body: { name: 'empty-prompt', prompt: '   ' } });
      assert.deepEqual([empty.status, empty.body.error.code], [422, 'validation_failed']);
      const long = await api('/v1/subagents', { body: { name: 'long-prompt', prompt: 'x'.repeat(10_001) } });
      assert.deepEqual([long.status, long.body.error.code], [422, 'prompt_too_long']);
      const taken = await api('/v1/subagents', { body: { name: 'triage-bot', prompt: 'Slack' } });
      assert.deepEqual([taken.status, taken.body.error.code], [409, 'subagent_already_exists']);
      const prebuiltName = await api('/v1/subagents', { body: { name: 'web-researcher', prompt: 'Slack' } });
      assert.deepEqual([prebuiltName.status, prebuiltName.body.error.code], [409, 'subagent_already_exists']);
    });

    it('recalculates tools_available on PATCH and answers only the update fields', async () => {
      await api('/v1/subagents', { body: { name: 'shifting', prompt: githubPrompt } });
      const before = (await api('/v1/subagents/shifting')).body;
      const res = await api('/v1/subagents/shifting', { method: 'PATCH', body: { prompt: 'You post messages to Slack channels and search Slack.' } });
      assert.equal(res.status, 200);
      assert.deepEqual(Object.keys(res.body).sort(), ['id', 'status', 'tools_available', 'type', 'updated_at']);
      const after = (await api('/v1/subagents/shifting')).body;
      assert.equal(after.tools_available, res.body.tools_available);
      assert.ok(after.tools.every((t: string) => t.startsWith('slack.')), after.tools.join());
      assert.notDeepEqual(after.tools, before.tools);
      assert.equal(after.created_at, before.created_at);
      const missing = await api('/v1/subagents/shifting', { method: 'PATCH', body: {} });
      assert.deepEqual([missing.status, missing.body.error.param], [400, 'prompt']);
    });

    it('soft-deletes: GET shows deleted_at, the list hides it unless asked, PATCH/DELETE 409, tasks 404, redeploy replaces', async () => {
      await api('/v1/subagents', { body: { name: 'short-lived', prompt: githubPrompt } });
      const deleted = await api('/v1/subagents/short-lived', { method: 'DELETE' });
      assert.equal(deleted.status, 200);
      assert.deepEqual(Object.keys(deleted.body).sort(), ['deleted_at', 'id', 'status', 'type']);
      assert.equal(deleted.body.status, 'deleted');
      const got = (await api('/v1/subagents/short-lived')).body;
      assert.equal(got.status, 'deleted');
      assert.equal(got.deleted_at, deleted.body.deleted_at);
      const listed = (await api('/v1/subagents?limit=100')).body.data.map((s: { id: string }) => s.id);
      assert.ok(!listed.includes('short-lived'));
      const deletedList = (await api('/v1/subagents?status=deleted')).body.data;
      assert.ok(deletedList.some((s: { id: string; deleted_at: string }) => s.id === 'short-lived' && s.deleted_at));
      for (const [method, body] of [['PATCH', { prompt: 'x' }], ['DELETE', undefined]] as const) {
        const res = await api('/v1/subagents/short-lived', { method, body });
        assert.deepEqual([res.status, res.body.error.code], [409, 'subagent_deleted']);
      }
      const task = await api('/v1/tasks', { body: { prompt: 'List issues in acme/web', sub_agent: 'short-lived' } });
      assert.deepEqual([task.status, task.body.error.code], [404, 'subagent_not_found']);
      const again = await api('/v1/subagents', { body: { name: 'short-lived', prompt: 'You post to Slack.' } });
      assert.equal(again.status, 201);
      const replaced = (await api('/v1/subagents/short-lived')).body;
      assert.equal(replaced.status, 'deployed');
      assert.equal(replaced.prompt, 'You post to Slack.');
      assert.equal(replaced.deleted_at, undefined);
      assert.ok(replaced.created_at > got.created_at);
    });

    it('lists prebuilt subagents to every account, read-only (403)', async () => {
      const prebuilt = (await api('/v1/subagents?type=prebuilt&limit=100')).body.data;
      const names = prebuilt.map((s: { id: string }) => s.id).sort();
      for (const name of ['calendar-assistant', 'github-assistant', 'gmail-assistant', 'linear-assistant', 'notion-assistant', 'slack-assistant', 'web-researcher']) assert.ok(names.includes(name), name);
      assert.ok(prebuilt.every((s: { type: string }) => s.type === 'prebuilt'));
      const detail = (await api('/v1/subagents/github-assistant')).body;
      assert.ok(detail.prompt.length > 100);
      assert.equal(detail.tools.length, 10);
      for (const [method, body] of [['PATCH', { prompt: 'x' }], ['DELETE', undefined]] as const) {
        const res = await api('/v1/subagents/github-assistant', { method, body });
        assert.deepEqual([res.status, res.body.error.code], [403, 'prebuilt_subagent_readonly']);
      }
      const custom = (await api('/v1/subagents?type=custom&limit=100')).body.data;
      assert.ok(custom.length > 0 && custom.every((s: { type: string }) => s.type === 'custom'));
    });

    it('paginates newest first with an exact has_more at limit 1, 100 and past the end', async () => {
      const fresh = newAccount(baton);
      const own = (path: string) => baton.client.request(path, { key: fresh.live });
      for (let i = 0; i < 3; i++) await baton.client.request('/v1/subagents', { key: fresh.live, body: { name: `page-${i}`, prompt: githubPrompt } });
      const all = (await own('/v1/subagents?type=custom&limit=100')).body;
      assert.deepEqual(all.data.map((s: { id: string }) => s.id), ['page-2', 'page-1', 'page-0']);
      assert.equal(all.has_more, false);
      const one = (await own('/v1/subagents?type=custom&limit=1')).body;
      assert.deepEqual([one.data.length, one.has_more, one.data[0].id], [1, true, 'page-2']);
      const last = (await own('/v1/subagents?type=custom&limit=1&offset=2')).body;
      assert.deepEqual([last.data[0].id, last.has_more], ['page-0', false]);
      const exact = (await own('/v1/subagents?type=custom&limit=3')).body;
      assert.equal(exact.has_more, false);
      const beyond = (await own('/v1/subagents?type=custom&offset=3')).body;
      assert.deepEqual(beyond, { data: [], has_more: false });
      const mixed = (await own('/v1/subagents?limit=100')).body;
      assert.equal(mixed.data.length, 3 + 7);
      const defaultPage = (await own('/v1/subagents')).body;
      assert.equal(defaultPage.data.length, 10);
      assert.equal(defaultPage.has_more, false);
    });

    it('never shows one account\'s custom subagents to another (A5: 404, not 403)', async () => {
      const other = newAccount(baton);
      const mine = 'triage-bot';
      for (const [method, body] of [['GET', undefined], ['PATCH', { prompt: 'x' }], ['DELETE', undefined]] as const) {
        const res = await baton.client.request(`/v1/subagents/${mine}`, { key: other.test, method, body });
        assert.deepEqual([res.status, res.body.error.code], [404, 'subagent_not_found'], method);
      }
      const list = (await baton.client.request('/v1/subagents?type=custom', { key: other.test })).body;
      assert.deepEqual(list.data, []);
      const sameName = await baton.client.request('/v1/subagents', { key: other.test, body: { name: mine, prompt: 'Linear issues' } });
      assert.equal(sameName.status, 201, 'names are unique per account');
      assert.equal((await api('/v1/subagents/nope-not-here')).body.error.code, 'subagent_not_found');
    });
  });
}
