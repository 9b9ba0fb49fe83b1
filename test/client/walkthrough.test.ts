// docs/client.md's walkthrough (the README's curl walkthrough, with the client) runs as written,
// in a process of its own, against a real server: the docs cannot drift from what works.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { startBaton, type Baton } from '../helpers/baton.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The first TypeScript block after the walkthrough's heading. */
function walkthrough(): string {
  const doc = readFileSync(path.join(root, 'docs/client.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## The README walkthrough, with the client'));
  const block = /```ts\n([\s\S]*?)```/.exec(section);
  assert.ok(block, 'docs/client.md has the walkthrough block');
  return block[1];
}

describe('docs/client.md walkthrough', () => {
  let server: Baton;
  const dir = mkdtempSync(path.join(tmpdir(), 'baton-walkthrough-'));
  before(async () => {
    server = await startBaton();
  });
  after(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs as written and ends with the consented task complete', () => {
    const entry = pathToFileURL(path.join(root, 'packages/client/src/index.ts')).href;
    const script = path.join(dir, 'walkthrough.mts');
    // The one change: '@baton/client' is the package's source here, not an installed copy.
    writeFileSync(script, walkthrough().replace("from '@baton/client'", `from '${entry}'`));
    const cert = path.join(server.dataDir, 'tls-cert.pem');
    const run = spawnSync(process.execPath, [script], {
      env: { PATH: process.env.PATH, KEY: server.key!, BASE: server.url, NODE_EXTRA_CA_CERTS: cert },
      encoding: 'utf8',
      timeout: 90_000,
    });
    assert.equal(run.status, 0, run.stderr);
    const lines = run.stdout.trim().split('\n');
    assert.match(lines[0], /web-researcher/);
    assert.match(lines[1], /^release-bot \d+$/);
    assert.match(lines[2], /^complete \d+$/);
    assert.equal(lines[3], 'waiting github');
    assert.equal(lines[4], 'complete');
  });
});
