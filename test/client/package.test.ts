// The client is publishable on its own: compiled as `npm pack` compiles it (prepack: tsc with
// tsconfig.build.json), installed alone into an empty project, its two entry points work from plain
// JavaScript against a real server, with no dependency but Node.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startBaton, type Baton } from '../helpers/baton.ts';

const root = path.resolve(import.meta.dirname, '../..');
const packageDir = path.join(root, 'packages/client');

describe('@baton/client as a package', () => {
  let server: Baton;
  const project = mkdtempSync(path.join(tmpdir(), 'baton-client-package-'));
  before(async () => {
    server = await startBaton();
  });
  after(async () => {
    await server?.stop();
    rmSync(project, { recursive: true, force: true });
  });

  it('has no dependencies, builds to dist, and both entry points work from an installed copy', () => {
    const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    assert.equal(manifest.dependencies, undefined);
    assert.deepEqual(manifest.files, ['dist', 'README.md']);
    const installed = path.join(project, 'node_modules/@baton/client');
    mkdirSync(installed, { recursive: true });
    const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
    const build = spawnSync(process.execPath, [tsc, '-p', path.join(packageDir, 'tsconfig.build.json'), '--outDir', path.join(installed, 'dist')], { encoding: 'utf8', timeout: 90_000 });
    assert.equal(build.status, 0, build.stdout + build.stderr);
    for (const file of ['package.json', 'README.md']) copyFileSync(path.join(packageDir, file), path.join(installed, file));

    writeFileSync(
      path.join(project, 'app.mjs'),
      `import { Baton, NotFoundError } from '@baton/client';
import { verifyWebhook } from '@baton/client/webhooks';
const baton = new Baton({ apiKey: process.env.KEY, baseUrl: process.env.BASE });
const health = await baton.health();
const error = await baton.tasks.get('task_nope').catch((e) => e);
console.log(JSON.stringify({ health: health.status, notFound: error instanceof NotFoundError, code: error.code, verify: typeof verifyWebhook }));
`,
    );
    const run = spawnSync(process.execPath, ['app.mjs'], {
      cwd: project,
      env: { PATH: process.env.PATH, KEY: server.key!, BASE: server.url, NODE_EXTRA_CA_CERTS: path.join(server.dataDir, 'tls-cert.pem') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout), { health: 'ok', notFound: true, code: 'task_not_found', verify: 'function' });
  });
});
