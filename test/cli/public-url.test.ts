// Issue 12 item 15: on shared PostgreSQL, links must carry the address end users reach. `baton
// worker` has no listener to derive one from, so it refuses to start without BATON_PUBLIC_URL;
// an API node without it derives its own address and warns loudly (docs/scaling.md).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { batonEnv, runCli, startBaton, type Baton } from '../helpers/baton.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/postgres.ts';
import { printedBy } from '../helpers/printed.ts';
import { createTask, newAccount, waitForTask } from '../helpers/tasks.ts';
import { startWorkerProcess } from '../helpers/worker-process.ts';

describe('BATON_PUBLIC_URL on PostgreSQL', () => {
  let database: TestDatabase;
  let api: Baton;
  const dir = mkdtempSync(path.join(tmpdir(), 'baton-public-url-'));
  before(async () => {
    database = await createTestDatabase();
    api = await startBaton({ databaseUrl: database.url, env: { BATON_RUN_WORKERS: 'false' } });
  });
  after(async () => {
    await api?.stop();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to start baton worker without it, naming the variable and the docs', () => {
    const res = runCli(['worker'], batonEnv({ databaseUrl: database.url }, path.join(dir, 'worker')));
    assert.equal(res.status, 1, res.stdout);
    assert.equal(res.json.error.code, 'invalid_configuration');
    assert.match(res.stderr, /^baton: BATON_PUBLIC_URL: required by baton worker: .*docs\/scaling\.md, step 3\)\n$/);
  });

  it("gives end users consent links at the worker's BATON_PUBLIC_URL", async () => {
    const stopWorker = await startWorkerProcess(database.url, { dataDir: api.dataDir, url: 'https://baton.example.test' });
    try {
      const keys = newAccount(api);
      const created = await createTask(api.client, keys.test, { prompt: 'List the open issues in acme-inc/storefront on GitHub', sub_agent: 'github-assistant', user_id: 'pat' });
      const task = await waitForTask(api.client, keys.test, created.id, ['waiting', 'complete', 'failed']);
      assert.equal(task.status, 'waiting');
      assert.match(task.waiting.auth_url, /^https:\/\/baton\.example\.test\/oauth\/authorize\/[\w-]+$/);
    } finally {
      await stopWorker();
    }
  });

  it('warns in the banner and the log when an API node derives its own address', async () => {
    const env = batonEnv({ databaseUrl: database.url, env: { BATON_LOG_LEVEL: 'info', BATON_RUN_WORKERS: 'false' } }, path.join(dir, 'api'));
    const warning = /^Warning: BATON_PUBLIC_URL is not set: consent, settings and dashboard links carry this node's own address https:\/\/127\.0\.0\.1:\d+; with several nodes or a load balancer, set BATON_PUBLIC_URL .*\(docs\/scaling\.md\)$/m;
    const printed = await printedBy(['serve'], env, warning, ['baton listening']);
    assert.ok(printed.logs.some((line) => line.level === 40 && String(line.msg).startsWith('BATON_PUBLIC_URL is not set')), 'a warn line in the log');
    const quiet = await printedBy(['serve'], { ...env, BATON_PUBLIC_URL: 'https://baton.example.test' }, /^Model: /m, ['baton listening']);
    assert.doesNotMatch(quiet.stdout, /Warning/);
  });
});
