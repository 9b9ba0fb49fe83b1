// docs/tools.md's oauth2 example runs as written, in a process of its own, against the real server
// and a real authorization server: the scripted end user approves at the provider when the script
// prints the auth_url, and the script sees the task complete, the connection listed and revoked.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, describe, it } from 'node:test';
import { TEST_USER } from '../helpers/oauth-server.ts';
import { pathOf } from '../connections/connection-helpers.ts';
import { startLiveWorld, type LiveWorld } from '../connections/live-setup.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The first TypeScript block after the example's heading. */
function example(): string {
  const doc = readFileSync(path.join(root, 'docs/tools.md'), 'utf8');
  const block = /```ts\n([\s\S]*?)```/.exec(doc.slice(doc.indexOf('#### A complete example')));
  assert.ok(block, 'docs/tools.md has the oauth2 example');
  return block[1];
}

describe('docs/tools.md oauth2 example', () => {
  let w: LiveWorld;
  const dir = mkdtempSync(path.join(tmpdir(), 'baton-oauth2-example-'));
  before(async () => {
    w = await startLiveWorld('sqlite', {}, (origin) => ({ extraRedirectUris: [`${origin}/oauth/callback/directory`] }));
  });
  after(async () => {
    await w.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs as written: waiting, consent at the provider, complete, listed, revoked', async () => {
    const script = path.join(dir, 'oauth2-example.mts');
    writeFileSync(script, example());
    const child = spawn(process.execPath, [script], {
      env: {
        PATH: process.env.PATH, NODE_EXTRA_CA_CERTS: path.join(w.baton.dataDir, 'tls-cert.pem'),
        BATON_URL: w.baton.url, BATON_KEY: w.keys.live, DIRECTORY_API: w.as.apiUrl.replace(/\/me$/, ''), DIRECTORY_OAUTH: w.as.issuer,
        CLIENT_ID: w.as.client.clientId, CLIENT_SECRET: w.as.client.clientSecret,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const next = async () => {
      const line = await lines.next();
      assert.ok(!line.done, `the script stopped early: ${stderr}`);
      return line.value;
    };

    const [status, service, authUrl] = (await next()).split(' ');
    assert.deepEqual([status, service], ['waiting', 'directory']);
    const redirect = await w.baton.client.request(pathOf(authUrl));
    assert.equal(redirect.status, 302, redirect.text);
    const callback = await w.baton.client.request(pathOf(await w.as.userAgent.followConsent(String(redirect.headers.location))));
    assert.equal(callback.status, 200, callback.text);

    assert.equal(await next(), `complete ${JSON.stringify({ sub: TEST_USER, scope: 'read:user', client_id: w.as.client.clientId })}`);
    assert.equal(await next(), 'directory active');
    assert.equal(await next(), 'revoked');
    assert.equal(await exited, 0, stderr);
  });
});
