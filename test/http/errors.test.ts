// The error envelope for every failure (T3, A2, spec 7), over real HTTPS on both storage engines.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateApiKey } from '../../src/lib/api-key.ts';
import type { Baton } from '../helpers/baton.ts';
import { batonOn, storeKinds } from '../helpers/stores.ts';

function assertEnvelope(res: { status: number; body: { error?: { code?: string; message?: string; request_id?: string } }; headers: Record<string, unknown> }, status: number, code: string) {
  assert.equal(res.status, status, JSON.stringify(res.body));
  assert.equal(res.body.error?.code, code);
  assert.equal(typeof res.body.error?.message, 'string');
  assert.ok(res.body.error!.message!.length > 0);
  assert.equal(res.body.error?.request_id, res.headers['x-request-id']);
  assert.doesNotMatch(JSON.stringify(res.body), /at .*\.ts:\d+|SELECT|INSERT|stack/i);
}

for (const kind of storeKinds) {
  describe(`error envelope (${kind})`, () => {
    const node = batonOn(kind);
    const api = (path: string, options?: Parameters<Baton['client']['request']>[1]) => node().client.request(path, { key: node().key!, ...options });

    it('answers an unknown route 404 not_found, even without a key', async () => {
      assertEnvelope(await api('/v1/nothing-here'), 404, 'not_found');
      assertEnvelope(await node().client.request('/nope'), 404, 'not_found');
    });

    it('answers a known path with the wrong method 405 method_not_allowed with Allow', async () => {
      const res = await api('/v1/subagents', { method: 'PUT', body: {} });
      assertEnvelope(res, 405, 'method_not_allowed');
      assert.equal(res.headers.allow, 'GET, POST');
      assertEnvelope(await api('/v1/subagents/some-agent', { method: 'POST', body: {} }), 405, 'method_not_allowed');
    });

    it('refuses a body over 1 MiB with 413 payload_too_large', async () => {
      const res = await api('/v1/subagents', { body: { name: 'big', prompt: 'x'.repeat(1024 * 1024) } });
      assertEnvelope(res, 413, 'payload_too_large');
    });

    it('refuses a body that is not JSON with 415 unsupported_media_type', async () => {
      const res = await api('/v1/subagents', { method: 'POST', rawBody: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      assertEnvelope(res, 415, 'unsupported_media_type');
    });

    it('refuses invalid JSON with 400 invalid_request naming the body', async () => {
      const res = await api('/v1/subagents', { method: 'POST', rawBody: '{"name": "x",', headers: { 'content-type': 'application/json' } });
      assertEnvelope(res, 400, 'invalid_request');
      assert.equal(res.body.error.param, 'body');
    });

    it('names the missing or mistyped field with 400 invalid_request', async () => {
      let res = await api('/v1/subagents', { body: { name: 'agent' } });
      assertEnvelope(res, 400, 'invalid_request');
      assert.equal(res.body.error.param, 'prompt');
      res = await api('/v1/subagents', { body: { name: 42, prompt: 'GitHub issues' } });
      assertEnvelope(res, 400, 'invalid_request');
      assert.equal(res.body.error.param, 'name');
      res = await api('/v1/subagents', { body: { name: 'agent', prompt: 'GitHub', colour: 'blue' } });
      assertEnvelope(res, 400, 'invalid_request');
      assert.equal(res.body.error.param, 'colour');
    });

    it('names a malformed query parameter with 400 invalid_request', async () => {
      for (const [query, param] of [['limit=0', 'limit'], ['limit=101', 'limit'], ['limit=abc', 'limit'], ['offset=-1', 'offset'], ['offset=1.5', 'offset'], ['type=robot', 'type'], ['status=gone', 'status'], ['colour=blue', 'colour']]) {
        const res = await api(`/v1/subagents?${query}`);
        assertEnvelope(res, 400, 'invalid_request');
        assert.equal(res.body.error.param, param, query);
      }
    });

    it('answers a missing key 401 missing_api_key and any bad key 401 invalid_api_key', async () => {
      assertEnvelope(await node().client.request('/v1/subagents'), 401, 'missing_api_key');
      const corrupted = node().key!.slice(0, 10) + (node().key![10] === 'a' ? 'b' : 'a') + node().key!.slice(11);
      for (const header of ['Basic abc', `Bearer`, `Bearer ${node().key}x`, 'Bearer pk_test_short', `Bearer ${corrupted}`, `Bearer ${generateApiKey('test')}`, `Bearer ${generateApiKey('live')}`, `Token ${node().key}`]) {
        const res = await node().client.request('/v1/subagents', { headers: { authorization: header } });
        assertEnvelope(res, 401, 'invalid_api_key');
      }
    });

    it('puts X-Request-Id on every response and keeps a sane one the caller sent', async () => {
      const res = await api('/v1/subagents', { headers: { 'x-request-id': 'trace-123' } });
      assert.equal(res.status, 200);
      assert.equal(res.headers['x-request-id'], 'trace-123');
      const health = await node().client.request('/healthz');
      assert.match(String(health.headers['x-request-id']), /^req_/);
      const odd = await api('/v1/subagents', { headers: { 'x-request-id': 'has spaces and <tags>' } });
      assert.match(String(odd.headers['x-request-id']), /^req_/);
    });

    it('serves health, readiness and the OpenAPI document without a key', async () => {
      assert.deepEqual((await node().client.request('/healthz')).body, { status: 'ok' });
      const ready = await node().client.request('/readyz');
      assert.equal(ready.status, 200);
      assert.equal(ready.body.storage, kind);
      const doc = await node().client.request('/v1/openapi.json');
      assert.equal(doc.status, 200);
      assert.equal(doc.body.openapi, '3.1.0');
      assert.ok(doc.body.paths['/v1/subagents'].post);
      assert.ok(doc.body.paths['/v1/subagents/{subagent_id}'].patch);
      assert.equal(doc.headers['x-ratelimit-limit'], undefined);
    });
  });
}
