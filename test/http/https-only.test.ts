// T1: HTTPS only. The plain listener and a trusted proxy's X-Forwarded-Proto: http both get 403.
import assert from 'node:assert/strict';
import http from 'node:http';
import tls from 'node:tls';
import { after, before, describe, it } from 'node:test';
import { startBaton, type Baton } from '../helpers/baton.ts';

function plainGet(port: number, path: string): Promise<{ status: number; body: { error: { code: string } }; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), headers: res.headers }));
    }).on('error', reject);
  });
}

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
