// Two worker processes on one PostgreSQL never run the same task at once: 1,000 tasks, and every
// step's trace row and progress event is counted exactly once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { startBaton, type Baton } from '../helpers/baton.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/postgres.ts';
import { newAccount } from '../helpers/tasks.ts';
import { startWorkerProcess } from '../helpers/worker-process.ts';

const taskCount = 1000;

describe('two worker processes sharing PostgreSQL', () => {
  let database: TestDatabase;
  let api: Baton;
  let stopWorker: () => Promise<void>;
  before(async () => {
    database = await createTestDatabase();
    api = await startBaton({ databaseUrl: database.url, env: { BATON_WORKER_CONCURRENCY: '50' } });
    stopWorker = await startWorkerProcess(database.url, api, { BATON_WORKER_CONCURRENCY: '50' });
  });
  after(async () => {
    await stopWorker();
    await api.stop();
    await database.drop();
  });

  it('runs each of 1,000 tasks exactly once', { timeout: 240_000 }, async () => {
    const keys = newAccount(api, { rpm: 1_000_000, concurrency: 1000 });
    const ids: string[] = [];
    for (let batch = 0; batch < taskCount / 50; batch++) {
      const created = await Promise.all(
        Array.from({ length: 50 }, (_, i) => api.client.request('/v1/tasks', { key: keys.test, body: { prompt: `What time is it in UTC? (#${batch * 50 + i})`, sub_agent: 'web-researcher' } })),
      );
      for (const res of created) {
        assert.equal(res.status, 200, res.text);
        ids.push(res.body.id);
      }
    }
    const client = new pg.Client(database.url);
    await client.connect();
    try {
      const deadline = Date.now() + 200_000;
      for (;;) {
        const { rows } = await client.query(`select status, count(*)::int as n from tasks where account_id = $1 group by status`, [keys.account]);
        const done = rows.find((r) => r.status === 'complete')?.n ?? 0;
        if (done === taskCount) break;
        assert.ok(!rows.some((r) => r.status === 'failed'), `failed tasks: ${JSON.stringify(rows)}`);
        assert.ok(Date.now() < deadline, `not all tasks completed: ${JSON.stringify(rows)}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      const steps = await client.query(
        `select task_id, count(*)::int as n, sum(case when status = 'complete' then 1 else 0 end)::int as ok from task_steps where task_id = any($1) group by task_id`,
        [ids],
      );
      assert.equal(steps.rows.length, taskCount);
      assert.ok(steps.rows.every((r) => r.n === 1 && r.ok === 1), 'one completed step per task, none run twice');
      const events = await client.query(`select task_id, event, count(*)::int as n from webhook_events where task_id = any($1) group by task_id, event`, [ids]);
      const byEvent = new Map<string, number[]>();
      for (const r of events.rows) byEvent.set(r.event, [...(byEvent.get(r.event) ?? []), r.n]);
      assert.equal(byEvent.get('task.complete')?.length, taskCount);
      assert.ok(byEvent.get('task.complete')!.every((n) => n === 1));
      // plan + step_1: two progress events per task, each written once.
      assert.ok(byEvent.get('task.progress')!.every((n) => n === 2));
      const workers = await client.query(`select count(distinct lease_owner)::int as n from tasks where account_id = $1`, [keys.account]);
      assert.equal(workers.rows[0].n, 0, 'leases are released when tasks end');
    } finally {
      await client.end();
    }
  });
});
