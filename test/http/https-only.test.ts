// T1: HTTPS only. The plain listener and a trusted proxy's X-Forwarded-Proto: http both get 403;
// plain HTTP sent to the HTTPS port itself gets 400 (issue 12 item 12), not an empty reply.
import assert from 'node:assert/strict';
import http from 'node:http';
import tls from 'node:tls';
import { after, before, describe, it } from 'node:test';
import { startBaton, type Baton } from '../helpers/baton.ts';

interface PlainAnswer {
  status: number;
  body: { error: { code: string; message: string; request_id: string } };
  headers: http.IncomingHttpHeaders;
}

function plainRequest(port: number, path: string, options: { method?: string; body?: string } = {}): Promise<PlainAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.body ? { 'content-type': 'application/json' } : {} }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), headers: res.headers }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

const plainGet = (port: number, path: string) => plainRequest(port, path);

describe('HTTPS only', () => {
  let baton: Baton;
  before(async () => {
    baton = await startBaton({ env: { BATON_HTTP_PORT: '0', BATON_TRUST_PROXY: '127.0.0.1' } });
  });
  after(() => baton.stop());

  it('answers every plain HTTP request 403 https_required', async () => {
    assert.ok(baton.httpPort);
    for (const path of ['/v1/subagents', '/healthz', '/anything']) {
      const res = await plainGet(baton.httpPort!, path);
      assert.equal(res.status, 403);
      assert.equal(res.body.error.code, 'https_required');
      assert.match(String(res.headers['x-request-id']), /^req_/);
    }
  });

  it('answers plain HTTP sent to the HTTPS port 400 https_required telling the client to use https, and still serves HTTPS there', async () => {
    for (const [path, options] of [['/v1/subagents', {}], ['/v1/tasks', { method: 'POST', body: JSON.stringify({ prompt: 'x'.repeat(100_000) }) }], ['/', {}]] as const) {
      const res = await plainRequest(baton.port, path, options);
      assert.equal(res.status, 400);
      assert.equal(res.body.error.code, 'https_required');
      assert.match(res.body.error.message, /plain HTTP.*https:\/\//);
      assert.match(res.body.error.request_id, /^req_/);
      assert.equal(res.headers['x-request-id'], res.body.error.request_id);
    }
    const overTls = await baton.client.request('/v1/subagents', { key: baton.key! });
    assert.equal(overTls.status, 200);
  });

  it('refuses a request a trusted proxy says arrived over http, and serves one that arrived over https', async () => {
    const viaHttp = await baton.client.request('/v1/subagents', { key: baton.key!, headers: { 'x-forwarded-proto': 'http' } });
    assert.equal(viaHttp.status, 403);
    assert.equal(viaHttp.body.error.code, 'https_required');
    const viaHttps = await baton.client.request('/v1/subagents', { key: baton.key!, headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(viaHttps.status, 200);
  });

  it('serves a certificate whose fingerprint is the one printed at start', async () => {
    const served = await new Promise<string>((resolve, reject) => {
      const socket = tls.connect({ host: '127.0.0.1', port: baton.port, ca: baton.ca, servername: 'localhost' }, () => {
        resolve(socket.getPeerCertificate().fingerprint256);
        socket.end();
      });
      socket.on('error', reject);
    });
    assert.match(baton.fingerprint, /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    assert.equal(served, baton.fingerprint);
  });
});
