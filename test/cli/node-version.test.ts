// Issue 12 item 16: `npx baton` and the npm scripts run on the Node 24 the project carries (its
// "node" dependency), even when the system's node is older; bin/baton.js run by an older Node
// stops with a message naming Node 24 instead of a stack trace.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const systemNode = '/usr/bin/node';
const systemNpx = '/usr/bin/npx';
// The system's directories only: no node_modules/.bin, so whatever Node 24 runs comes from the project.
const systemEnv = { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp' };

function majorOf(node: string): number | undefined {
  if (!existsSync(node)) return undefined;
  return Number(spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.split('.')[0]);
}

const systemMajor = majorOf(systemNode);

describe('the Node version baton runs on', () => {
  it('stops bin/baton.js on an older Node with a message naming Node 24', { skip: systemMajor === undefined || systemMajor >= 24 ? `no Node older than 24 at ${systemNode}` : false }, () => {
    const run = spawnSync(systemNode, [path.join(root, 'bin/baton.js'), 'help'], { encoding: 'utf8', env: systemEnv });
    assert.equal(run.status, 1);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /^baton: needs Node\.js 24 or later; this is Node\.js \d+\.\d+\.\d+\.\n/);
    assert.match(run.stderr, /`npx baton \.\.\.` or `npm start`/);
    assert.doesNotMatch(run.stderr, /\n\s+at /, 'no stack trace');
  });

  it('runs npx baton and the npm scripts on the project\'s Node 24 with only the system PATH', { skip: existsSync(systemNpx) ? false : `no npx at ${systemNpx}` }, () => {
    const npx = spawnSync(systemNpx, ['baton', 'help'], { cwd: root, encoding: 'utf8', env: systemEnv });
    assert.equal(npx.status, 0, npx.stderr);
    assert.match(npx.stdout, /^usage: baton <command>/);
    const script = spawnSync('/usr/bin/npm', ['run', '--silent', 'baton', '--', 'help'], { cwd: root, encoding: 'utf8', env: systemEnv });
    assert.equal(script.status, 0, script.stderr);
    assert.match(script.stdout, /^usage: baton <command>/);
  });
});
