// Durability: a process killed (SIGKILL) in the middle of a task loses nothing. On SQLite the
// restarted process continues the task; on PostgreSQL another node takes it over once the lease
// runs out. The completed step is never run again; the step in flight is run again (at-least-once).
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import pg from 'pg';
import { startBaton, type Baton } from '../helpers/baton.ts';
import { createTestDatabase } from '../helpers/postgres.ts';
import { createTask, newAccount, waitForTask } from '../helpers/tasks.ts';

// Two tool calls (datetime.now, then datetime.add), each slowed to 2 seconds by the trigger.
const twoSteps = '[sandbox:slow] What time is it in UTC, and what date is 3 days from now?';

async function killDuringSecondStep(baton: Baton, key: string): Promise<string> {
  const task = await createTask(baton.client, key, { prompt: twoSteps, sub_agent: 'web-researcher' });
  for (;;) {
    const trace = (await baton.client.request(`/v1/tasks/${task.id}/trace`, { key })).body;
    const [first, second] = trace.steps;
    if (first?.status === 'complete' && second?.status === 'running') break;
    await sleep(20);
  }
  await baton.kill();
  return task.id;
}

interface Counted {
  steps: Array<{ tool: string; status: string }>;
  progress: string[];
  completes: number;
}

function assertRanOnce(counted: Counted) {
  assert.deepEqual(counted.steps.map((s) => `${s.tool}:${s.status}`), ['datetime.now:complete', 'datetime.add:complete']);
  assert.deepEqual(counted.progress.sort(), ['plan', 'step_1', 'step_2'], 'each milestone written once: the first step did not run again');
  assert.equal(counted.completes, 1);
}

describe('crash recovery', () => {
  it('continues a task after SIGKILL and restart on the embedded store', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'baton-crash-'));
    const first = await startBaton({ dataDir });
    const keys = newAccount(first);
    const id = await killDuringSecondStep(first, keys.test);
    const second = await startBaton({ dataDir });
    const done = await waitForTask(second.client, keys.test, id, ['complete', 'failed']);
    assert.equal(done.status, 'complete', JSON.stringify(done.error));
    await second.stop();
    const db = new DatabaseSync(path.join(dataDir, 'baton.db'), { readOnly: true });
    const steps = db.prepare('select tool, status from task_steps where task_id = ? order by seq').all(id) as Counted['steps'];
    const events = db.prepare('select event, body from webhook_events where task_id = ?').all(id) as Array<{ event: string; body: string }>;
    db.close();
    assertRanOnce({
      steps,
      progress: events.filter((e) => e.event === 'task.progress').map((e) => JSON.parse(e.body).data.step),
      completes: events.filter((e) => e.event === 'task.complete').length,
    });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every task it answered for when killed amid concurrent creations (embedded store, group commit)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'baton-crash-'));
    const first = await startBaton({ dataDir });
    const keys = newAccount(first, { rpm: 100_000, concurrency: 1 });
    const acknowledged: string[] = [];
    let killed = false;
    // 40 clients create tasks back to back (bounded) until the process is killed under them.
    const client = async () => {
      for (let i = 0; i < 200 && !killed; i++) {
        const res = await first.client.request('/v1/tasks', { key: keys.test, body: { prompt: `What time is it in UTC? #${i}`, sub_agent: 'web-researcher' } }).catch(() => undefined);
        if (res?.status === 200) acknowledged.push(res.body.id);
      }
    };
    const clients = Array.from({ length: 40 }, client);
    while (acknowledged.length < 300) await sleep(5);
    killed = true;
    await first.kill();
    await Promise.all(clients);
    const second = await startBaton({ dataDir });
    const stored = new Set<string>();
    for (let offset = 0; ; offset += 100) {
      const page = (await second.client.request(`/v1/tasks?limit=100&offset=${offset}`, { key: keys.test })).body;
      for (const task of page.data) stored.add(task.id);
      if (!page.has_more) break;
    }
    await second.stop();
    rmSync(dataDir, { recursive: true, force: true });
    assert.ok(acknowledged.length >= 300 && stored.size >= acknowledged.length, `${acknowledged.length} answered, ${stored.size} stored`);
    assert.deepEqual(acknowledged.filter((id) => !stored.has(id)), [], 'every task answered with 200 survived the kill');
  });

  it('lets another node take a task over after the lease of a killed node runs out (PostgreSQL)', async () => {
    const database = await createTestDatabase();
    const env = { BATON_WORKER_LEASE_SECONDS: '2' };
    const nodeA = await startBaton({ databaseUrl: database.url, env });
    const keys = newAccount(nodeA);
    const id = await killDuringSecondStep(nodeA, keys.test);
    const nodeB = await startBaton({ databaseUrl: database.url, env });
    const done = await waitForTask(nodeB.client, keys.test, id, ['complete', 'failed']);
    assert.equal(done.status, 'complete', JSON.stringify(done.error));
    const client = new pg.Client(database.url);
    await client.connect();
    const steps = (await client.query('select tool, status from task_steps where task_id = $1 order by seq', [id])).rows;
    const events = (await client.query('select event, body from webhook_events where task_id = $1', [id])).rows;
    await client.end();
    await nodeB.stop();
    await database.drop();
    assertRanOnce({
      steps,
      progress: events.filter((e) => e.event === 'task.progress').map((e) => JSON.parse(e.body).data.step),
      completes: events.filter((e) => e.event === 'task.complete').length,
    });
  });
});
