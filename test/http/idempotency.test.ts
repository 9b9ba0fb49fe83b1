// K4: Idempotency-Key on POST. Replays are byte-identical, a reused key with another body is 422,
// concurrent duplicates never both execute, and validation failures are not remembered.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { batonOn, storeKinds } from '../helpers/stores.ts';

for (const kind of storeKinds) {
  describe(`idempotency keys (${kind})`, () => {
    const node = batonOn(kind);
    const post = (body: unknown, key?: string, apiKey = node().key!) =>
      node().client.request('/v1/subagents', { key: apiKey, body, headers: key ? { 'idempotency-key': key } : {} });
    const countNamed = async (name: string) => {
      const list = await node().client.request('/v1/subagents?type=custom&limit=100', { key: node().key! });
      return list.body.data.filter((s: { id: string }) => s.id === name).length;
    };

    it('replays the stored response byte for byte and creates nothing new', async () => {
      const body = { name: 'replayed-agent', prompt: 'You manage GitHub issues.' };
      const first = await post(body, 'key-replay');
      assert.equal(first.status, 201);
      assert.equal(first.headers['idempotent-replayed'], undefined);
      const second = await post(body, 'key-replay');
      assert.equal(second.status, 201);
      assert.equal(second.text, first.text);
      assert.equal(second.headers['idempotent-replayed'], 'true');
      assert.equal(await countNamed('replayed-agent'), 1);
    });

    it('remembers a decided error too: the replay of a 409 is the same 409', async () => {
      const body = { name: 'replayed-agent', prompt: 'Another prompt' };
      const first = await post(body, 'key-conflict');
      assert.equal(first.status, 409);
      const second = await post(body, 'key-conflict');
      assert.equal(second.text, first.text);
      assert.equal(second.headers['idempotent-replayed'], 'true');
    });

    it('answers 422 idempotency_key_reused for the same key with a different request', async () => {
      await post({ name: 'agent-one', prompt: 'Slack messages' }, 'key-mismatch');
      const res = await post({ name: 'agent-two', prompt: 'Slack messages' }, 'key-mismatch');
      assert.equal(res.status, 422);
      assert.equal(res.body.error.code, 'idempotency_key_reused');
      assert.equal(await countNamed('agent-two'), 0);
    });

    it('does not remember a request that failed validation', async () => {
      const bad = await post({ name: 'Bad Name!', prompt: 'x' }, 'key-validation');
      assert.equal(bad.status, 422);
      const good = await post({ name: 'good-name', prompt: 'Notion pages' }, 'key-validation');
      assert.equal(good.status, 201);
    });

    it('runs concurrent duplicates once: one creation, the rest replays or 409 in progress', async () => {
      const body = { name: 'concurrent-agent', prompt: 'Google Calendar events and availability' };
      const results = await Promise.all(Array.from({ length: 12 }, () => post(body, 'key-concurrent')));
      const fresh = results.filter((r) => r.status === 201 && r.headers['idempotent-replayed'] === undefined);
      assert.equal(fresh.length, 1, results.map((r) => `${r.status} ${r.headers['idempotent-replayed']}`).join(','));
      for (const r of results) {
        if (r.status === 409) assert.equal(r.body.error.code, 'idempotency_in_progress');
        else assert.equal(r.text, fresh[0].text);
      }
      assert.equal(await countNamed('concurrent-agent'), 1);
    });

    it('scopes keys to the account', async () => {
      const account = node().cli(['accounts', 'create', '--name', 'Other']).json.id;
      const otherKey = node().cli(['keys', 'create', '--account', account, '--env', 'test']).json.key;
      const body = { name: 'shared-name', prompt: 'Linear issues' };
      assert.equal((await post(body, 'key-shared')).status, 201);
      const other = await post(body, 'key-shared', otherKey);
      assert.equal(other.status, 201);
      assert.equal(other.headers['idempotent-replayed'], undefined);
    });

    it('refuses a key longer than 255 characters', async () => {
      const res = await post({ name: 'long-key', prompt: 'GitHub' }, 'k'.repeat(256));
      assert.equal(res.status, 400);
      assert.equal(res.body.error.param, 'Idempotency-Key');
    });
  });
}
