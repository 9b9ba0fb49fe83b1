// K1 under load from several processes on one PostgreSQL (ADR 0015): two API nodes (each with its
// own worker) and a third worker process create, run, complete and cancel tasks of one account
// while a monitor reads the database every few milliseconds. At no moment may more live tasks
// run than the plan allows or the units held differ from that count; in the end every task is
// final and every unit is back.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { startBaton, type Baton } from '../helpers/baton.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/postgres.ts';
import { slotStripes } from '../../src/engine/slots.ts';
import { newAccount } from '../helpers/tasks.ts';
import { startWorkerProcess } from '../helpers/worker-process.ts';

const limit = 3;
const perNode = 120;

describe('concurrency slots hammered from several processes (PostgreSQL)', () => {
  let database: TestDatabase;
  let nodes: Baton[];
  let stopWorker: () => Promise<void>;
  before(async () => {
    database = await createTestDatabase();
    const env = { BATON_WORKER_CONCURRENCY: '20' };
    nodes = [await startBaton({ databaseUrl: database.url, env }), await startBaton({ databaseUrl: database.url, env })];
    stopWorker = await startWorkerProcess(database.url, nodes[0], env);
  });
  after(async () => {
    await stopWorker?.();
    for (const node of nodes ?? []) await node.stop();
    await database?.drop();
  });

  it('never runs more than the limit, holds exactly one unit per running task, and ends with every unit free', { timeout: 180_000 }, async () => {
    const keys = newAccount(nodes[0], { rpm: 1_000_000, concurrency: limit });
    const monitor = new pg.Client(database.url);
    await monitor.connect();
    const violations: string[] = [];
    let samples = 0;
    let busiest = 0;
    let sawPending = false;
    let creating = true;
    const watching = (async () => {
      while (creating) {
        // One statement, one snapshot: the running count and the units held are read together.
        const { rows } = await monitor.query(
          `select (select count(*)::int from tasks where account_id = $1 and status = 'running' and mode = 'live') as running,
                  (select count(*)::int from tasks where account_id = $1 and status = 'pending') as pending,
                  (select coalesce(sum(used), 0)::int from account_slots where account_id = $1) as used`,
          [keys.account],
        );
        const { running, pending, used } = rows[0];
        samples++;
        busiest = Math.max(busiest, running);
        if (pending > 0) sawPending = true;
        if (running > limit) violations.push(`${running} running with a limit of ${limit}`);
        if (used !== running) violations.push(`${used} units held by ${running} running tasks`);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();

    const ids: string[] = [];
    const cancels: Promise<unknown>[] = [];
    await Promise.all(
      nodes.map(async (node, n) => {
        for (let batch = 0; batch < perNode / 10; batch++) {
          const created = await Promise.all(
            Array.from({ length: 10 }, (_, i) => {
              // Some slow ones hold their slot for a while; every seventh is cancelled right away.
              const prompt = (i === 0 ? '[sandbox:slow] ' : '') + `What time is it in UTC? (${n}/${batch}/${i})`;
              return node.client.request('/v1/tasks', { key: keys.test, body: { prompt, sub_agent: 'web-researcher' } });
            }),
          );
          for (const res of created) {
            assert.equal(res.status, 200, res.text);
            ids.push(res.body.id);
            if (ids.length % 7 === 0) cancels.push(node.client.request(`/v1/tasks/${res.body.id}/cancel`, { key: keys.test, method: 'POST' }));
          }
        }
      }),
    );
    await Promise.all(cancels);

    try {
      const deadline = Date.now() + 150_000;
      for (;;) {
        const { rows } = await monitor.query(`select count(*)::int as n from tasks where account_id = $1 and status not in ('complete', 'failed', 'cancelled')`, [keys.account]);
        if (rows[0].n === 0) break;
        assert.ok(Date.now() < deadline, `${rows[0].n} tasks never finished`);
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      creating = false;
      await watching;
    }
    const { rows } = await monitor.query(`select coalesce(sum(used), 0)::int as used, count(*)::int as stripes from account_slots where account_id = $1`, [keys.account]);
    const statuses = await monitor.query(`select status, count(*)::int as n from tasks where account_id = $1 group by status`, [keys.account]);
    await monitor.end();
    assert.deepEqual(violations.slice(0, 5), [], `${violations.length} violations in ${samples} samples`);
    assert.ok(samples > 50, `the monitor sampled ${samples} times`);
    assert.equal(busiest, limit, 'the account ran at its limit');
    assert.ok(sawPending, 'tasks queued behind the limit');
    assert.deepEqual(rows[0], { used: 0, stripes: slotStripes });
    assert.equal(ids.length, perNode * nodes.length);
    const byStatus = Object.fromEntries(statuses.rows.map((r) => [r.status, r.n]));
    assert.equal((byStatus.complete ?? 0) + (byStatus.cancelled ?? 0), ids.length, JSON.stringify(byStatus));
  });
});
