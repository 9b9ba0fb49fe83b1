// A bounded chaos run on PostgreSQL (issue 15): an API node and two `baton worker` processes, one
// of them SIGKILLed mid-run three times and replaced. Nothing is lost: every task completes, each
// tool step has one trace row, each milestone event is written once and in order, no lease or
// concurrency unit is left behind.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { startBaton, type Baton } from '../helpers/baton.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/postgres.ts';
import { createTask, newAccount } from '../helpers/tasks.ts';
import { spawnWorkerProcess, type WorkerProcess } from '../helpers/worker-process.ts';

// Tool calls of 2 seconds each ([sandbox:slow]), so the kills land on calls in flight.
const twoSteps = '[sandbox:slow] What time is it in UTC, and what date is 3 days from now?';
const taskCount = 120;
const killsAfterMs = [1500, 2300, 1800];
const workerEnv = { BATON_WORKER_LEASE_SECONDS: '2', BATON_WORKER_CONCURRENCY: '200' };

describe('chaos: workers killed mid-run (PostgreSQL)', () => {
  let database: TestDatabase;
  let api: Baton;
  let db: pg.Client;
  const workers: WorkerProcess[] = [];
  before(async () => {
    database = await createTestDatabase();
    api = await startBaton({ databaseUrl: database.url, env: { BATON_RUN_WORKERS: 'false' } });
    db = new pg.Client(database.url);
    await db.connect();
  });
  after(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await db?.end();
    await api?.stop();
    await database?.drop();
  });

  it('loses no task, step or event when a worker is SIGKILLed three times', { timeout: 180_000 }, async () => {
    const keys = newAccount(api, { rpm: 1_000_000, concurrency: 1000 });
    for (let i = 0; i < 2; i++) workers.push(await spawnWorkerProcess(database.url, api, workerEnv));
    const ids: string[] = [];
    for (let i = 0; i < taskCount; i += 20) {
      const batch = await Promise.all(Array.from({ length: 20 }, () => createTask(api.client, keys.test, { prompt: twoSteps, sub_agent: 'web-researcher' })));
      ids.push(...batch.map((t) => t.id as string));
    }
    // Each kill takes the tasks the victim holds at that moment; another worker must finish them.
    const heldAtKills: number[] = [];
    for (const [round, wait] of killsAfterMs.entries()) {
      await sleep(wait);
      const victim = round % workers.length;
      heldAtKills.push((await db.query(`select count(*)::int as n from tasks where id = any($1) and status = 'running' and lease_owner = $2`, [ids, workers[victim].id])).rows[0].n);
      await workers[victim].kill();
      workers[victim] = await spawnWorkerProcess(database.url, api, workerEnv);
    }
    assert.ok(heldAtKills.some((n) => n > 0), `a killed worker held running tasks: ${heldAtKills.join(', ')}`);

    const deadline = Date.now() + 120_000;
    for (;;) {
      const { rows } = await db.query(`select status, count(*)::int as n from tasks where id = any($1) group by status`, [ids]);
      assert.ok(!rows.some((r) => r.status === 'failed' || r.status === 'cancelled'), JSON.stringify(rows));
      if (rows.length === 1 && rows[0].status === 'complete') break;
      assert.ok(Date.now() < deadline, `tasks not finished: ${JSON.stringify(rows)}`);
      await sleep(250);
    }

    // Whatever the planner made of the prompt: every tool call of the conversation has one completed
    // trace row, and the events are the plan, one progress event per step and the completion, in order.
    const rows = await db.query(
      `select t.id, t.conversation_json,
         (select json_agg(s.tool_call_id || ':' || s.status order by s.seq) from task_steps s where s.task_id = t.id) as steps,
         (select json_agg(e.seq || ':' || e.event || ':' || coalesce(e.body::json -> 'data' ->> 'step', '') order by e.seq) from webhook_events e where e.task_id = t.id) as events
       from tasks t where t.id = any($1)`,
      [ids],
    );
    assert.equal(rows.rows.length, taskCount);
    for (const row of rows.rows) {
      const calls = (JSON.parse(row.conversation_json) as Array<{ role: string; content: unknown }>)
        .filter((m) => m.role === 'assistant' && Array.isArray(m.content))
        .flatMap((m) => (m.content as Array<{ type: string; toolCallId: string }>).filter((p) => p.type === 'tool-call').map((p) => p.toolCallId));
      assert.ok(calls.length > 0, `${row.id} made a tool call`);
      assert.deepEqual(row.steps, calls.map((id) => `${id}:complete`), `${row.id}: one completed trace row per tool call`);
      const expected = ['plan', ...calls.map((_, i) => `step_${i + 1}`)].map((step, i) => `${i + 1}:task.progress:${step}`);
      assert.deepEqual(row.events, [...expected, `${calls.length + 2}:task.complete:`], `${row.id}: each event once, in order`);
    }
    const leftovers = await db.query(
      `select (select count(*)::int from tasks where id = any($1) and lease_owner is not null) as leases, (select coalesce(sum(used), 0)::int from account_slots where account_id = $2) as units`,
      [ids, keys.account],
    );
    assert.deepEqual(leftovers.rows[0], { leases: 0, units: 0 });
  });
});
