// Issue 12 item 16: without Chromium the browser tests are skipped with a message saying why and
// how to get it, and the rest of a file still runs (here: a browser suite and a mixed file).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { it } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');

it('skips the browser tests with a clear message when Chromium is missing', () => {
  const files = ['test/dashboard/keys.test.ts', 'test/connections/revocation.test.ts'];
  const run = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
    cwd: root,
    encoding: 'utf8',
    // Without NODE_TEST_CONTEXT: the inner run reports as a run of its own, not to this one.
    env: { ...process.env, NODE_TEST_CONTEXT: undefined, BATON_TEST_CHROMIUM: '/nonexistent/chromium' },
    timeout: 120_000,
  });
  assert.equal(run.status, 0, run.stdout + run.stderr);
  const message = '# no Chromium at /nonexistent/chromium: browser tests skipped (apt-get install chromium, or .ci/run; BATON_TEST_CHROMIUM=<path> to use another)';
  assert.match(run.stdout, new RegExp(`dashboard: API keys \\(browser\\) \\([\\d.]+ms\\) ${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  assert.match(run.stdout, /an end user sees their connections in a real browser and revokes one \([\d.]+ms\) # no Chromium/);
  assert.match(run.stdout, /ℹ fail 0/);
  assert.match(run.stdout, /✔ revokes with the right CSRF token posted as a form/, 'the file\'s other tests ran');
});
