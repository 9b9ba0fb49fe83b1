// Structured logs: one JSON line per request carrying its request id, and never a key, a token or
// a secret, even when requests carry or return them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startBaton, type Baton } from '../helpers/baton.ts';

describe('request logs', () => {
  let baton: Baton;
  before(async () => {
    baton = await startBaton({ env: { BATON_LOG_LEVEL: 'info', BATON_ALLOW_PRIVATE_NETWORKS: 'true' } });
  });
  after(() => baton.stop());

  it('writes one line per request with its id, and no key or secret', async () => {
    const key = baton.key!;
    const ids: string[] = [];
    for (const [path, options] of [
      ['/v1/subagents', {}],
      ['/v1/subagents/nope', {}],
      ['/v1/webhook_endpoint', { method: 'PUT', body: { url: 'https://127.0.0.1:9/hook' } }],
      ['/v1/webhook_endpoint/rotate_secret', { method: 'POST', headers: { 'idempotency-key': 'rotate-1' } }],
    ] as const) {
      const res = await baton.client.request(path, { key, ...options });
      ids.push(String(res.headers['x-request-id']));
      if (path === '/v1/webhook_endpoint') assert.match(res.body.secret, /^whsec_/);
    }
    const bad = await baton.client.request('/v1/subagents', { headers: { authorization: `Bearer ${key.slice(0, -1)}X` } });
    ids.push(String(bad.headers['x-request-id']));
    await new Promise((r) => setTimeout(r, 200));
    const lines = baton.stderr().split('\n').filter(Boolean).map((l) => JSON.parse(l));
    const requests = lines.filter((l) => l.msg === 'request');
    for (const id of ids) assert.equal(requests.filter((l) => l.reqId === id).length, 1, `one line for ${id}`);
    const text = baton.stderr();
    assert.ok(!text.includes(key) && !text.includes(key.slice(0, -1)), 'no API key in the logs');
    assert.doesNotMatch(text, /whsec_|pk_(test|live)_[0-9A-Za-z]{10}/);
    assert.ok(requests.every((l) => typeof l.status === 'number' && typeof l.ms === 'number' && l.method));
  });
});
