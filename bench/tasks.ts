// Issue 4's benchmarks, each beside a baseline from the same run: task creation throughput against
// a bare Fastify validated JSON POST (embedded and PostgreSQL), queue pickup latency, end-to-end time
// of a three-step sandbox task, and memory with 1,000 concurrent slow tasks in one process.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from '../test/helpers/https-client.ts';
import { load, row } from './load.ts';
import pg from 'pg';
import { rssMiB, startBare, startBatonCommand } from './processes.ts';
import { percentile, startBenchBaton } from './setup.ts';
import type { BenchOptions } from './http.ts';

const createBody = JSON.stringify({ prompt: 'What time is it in UTC?', sub_agent: 'web-researcher' });

export async function benchTaskCreation(options: BenchOptions): Promise<string[]> {
  const lines: string[] = [];
  let bareRps = 0;
  const variants = [
    { postgres: false, workers: false, label: 'embedded, API only' },
    { postgres: false, workers: true, label: 'embedded, API + worker running them' },
    { postgres: true, workers: false, label: 'PostgreSQL, API only' },
  ];
  for (const { postgres, workers, label } of variants) {
    // API only (BATON_RUN_WORKERS=false) measures creation alone. With the worker, every created task
    // also runs in the same process (concurrency 1 hands each freed slot to the next pending task).
    const bench = await startBenchBaton({ postgres, concurrency: 1, env: { BATON_RUN_WORKERS: String(workers) } });
    try {
      const url = `${bench.baton.info.url}/v1/tasks`;
      const headers = { authorization: `Bearer ${bench.key}`, 'content-type': 'application/json' };
      if (bareRps === 0) {
        const bare = await startBare(bench.baton.info.cert_file, path.join(bench.dataDir, 'tls-key.pem'));
        const bareLoad = { url: `https://127.0.0.1:${bare.info.port}/echo`, serverPid: bare.child.pid!, method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: createBody, connections: options.connections };
        load({ ...bareLoad, seconds: 2 });
        const bareResult = load({ ...bareLoad, seconds: options.seconds });
        await bare.stop();
        bareRps = bareResult.rps;
        lines.push(row('bare Fastify HTTPS validated JSON POST', bareResult));
      }
      const batonLoad = { url, serverPid: bench.baton.child.pid!, method: 'POST' as const, headers, body: createBody, connections: options.connections };
      load({ ...batonLoad, seconds: 2 });
      const result = load({ ...batonLoad, seconds: options.seconds });
      const ratio = result.rps / bareRps;
      const target = postgres || workers ? '' : ` (target >= 25%) ${ratio >= 0.25 ? 'PASS' : 'FAIL'}`;
      lines.push(row(`POST /v1/tasks (${label})`, result), `  ratio to bare POST: ${(ratio * 100).toFixed(0)}%${target}`);
    } finally {
      await bench.close();
    }
  }
  return lines;
}

async function traceOf(client: ReturnType<typeof createClient>, key: string, id: string) {
  for (;;) {
    const task = (await client.request(`/v1/tasks/${id}`, { key })).body;
    if (['complete', 'failed'].includes(task.status)) return task;
    await sleep(5);
  }
}

const pickupWarmup = 20;

export async function benchPickupAndEndToEnd(samples: number): Promise<string[]> {
  const bench = await startBenchBaton({ concurrency: 100 });
  const client = createClient(bench.baton.info.url, bench.ca);
  try {
    // Pickup: creation -> first step started, from the stored timestamps (WAL lets us read alongside).
    // The first tasks of a fresh process also load code and warm the JIT; like the load runs' warm-up,
    // they are measured apart (the very first is printed) and the percentiles are of the tasks after.
    const ids: string[] = [];
    for (let i = 0; i < pickupWarmup + samples; i++) {
      const task = (await client.request('/v1/tasks', { key: bench.key, body: { prompt: 'What time is it in UTC?', sub_agent: 'web-researcher' } })).body;
      await traceOf(client, bench.key, task.id);
      ids.push(task.id);
    }
    const db = new DatabaseSync(path.join(bench.dataDir, 'baton.db'), { readOnly: true });
    const firstStep = db.prepare('select t.created_at as created, min(s.started_at) as started from tasks t join task_steps s on s.task_id = t.id where t.id = ? group by t.id');
    const [coldest, ...pickups] = ids.map((id) => {
      const row = firstStep.get(id) as { created: string; started: string };
      return Date.parse(row.started) - Date.parse(row.created);
    });
    pickups.splice(0, pickupWarmup - 1);
    db.close();
    // End to end: a three-step sandbox task, from creation to completion.
    const threeSteps = 'What time is it in UTC, what date is 3 days from now, and convert 2026-11-22T10:00:00Z to Asia/Tokyo';
    const ends: number[] = [];
    const oneStep: number[] = [];
    for (let i = 0; i < Math.max(5, samples / 10); i++) {
      for (const [prompt, into] of [[threeSteps, ends], ['What time is it in UTC?', oneStep]] as const) {
        const task = (await client.request('/v1/tasks', { key: bench.key, body: { prompt, sub_agent: 'web-researcher' } })).body;
        const done = await traceOf(client, bench.key, task.id);
        into.push(Date.parse(done.completed_at) - Date.parse(done.created_at));
      }
    }
    return [
      `queue pickup (create -> first step started), ${samples} tasks after ${pickupWarmup} warm-up ones: p50 ${percentile(pickups, 50)} ms, p99 ${percentile(pickups, 99)} ms (target p99 < 10 ms) ${percentile(pickups, 99) < 10 ? 'PASS' : 'FAIL'}; first task of the process: ${coldest} ms`,
      `end to end, three-step sandbox task: p50 ${percentile(ends, 50)} ms, p99 ${percentile(ends, 99)} ms (baseline, one-step task: p50 ${percentile(oneStep, 50)} ms)`,
    ];
  } finally {
    client.close();
    await bench.close();
  }
}

const slowPrompts = [
  { label: 'one-step', steps: 1, prompt: '[sandbox:slow] What time is it in UTC?' },
  { label: 'three-step', steps: 3, prompt: '[sandbox:slow] What time is it in UTC? What date is 10 days from now? Convert 2026-11-22T10:00:00Z to Asia/Tokyo.' },
];

export async function benchSlowTaskMemory(count: number): Promise<string[]> {
  // An API-only node on PostgreSQL takes the tasks; then one `baton worker` process claims all of
  // them at once, and [sandbox:slow] holds each tool call for 2 s. The worker's memory is sampled
  // until every task has finished (the completion writes of 1,000 tasks come at once at the end).
  const bench = await startBenchBaton({ postgres: true, concurrency: count, env: { BATON_RUN_WORKERS: 'false' } });
  const client = createClient(bench.baton.info.url, bench.ca);
  const db = new pg.Client(bench.env.BATON_DATABASE_URL);
  await db.connect();
  const lines: string[] = [];
  try {
    for (const { label, steps, prompt } of slowPrompts) {
      const ids: string[] = [];
      for (let i = 0; i < count; i += 50) {
        const created = await Promise.all(Array.from({ length: 50 }, () => client.request('/v1/tasks', { key: bench.key, body: { prompt, sub_agent: 'web-researcher' } })));
        ids.push(...created.map((res) => res.body.id as string));
      }
      const worker = await startBatonCommand('worker', { ...bench.env, BATON_WORKER_CONCURRENCY: String(count) });
      const pid = worker.child.pid!;
      let peak = 0;
      let mostInFlight = 0;
      let done = 0;
      const deadline = Date.now() + 30_000 + steps * 10_000;
      while (Date.now() < deadline) {
        peak = Math.max(peak, await rssMiB(pid));
        const { rows } = await db.query(
          `select (select count(*)::int from task_steps where task_id = any($1) and status = 'running') as running, (select count(*)::int from tasks where id = any($1) and status = 'complete') as done`,
          [ids],
        );
        mostInFlight = Math.max(mostInFlight, rows[0].running);
        done = rows[0].done;
        if (done === count) break;
        await sleep(100);
      }
      await worker.stop();
      // The planner decides the calls: say how many each task made, so "three-step" is checked.
      const calls = (await db.query(`select count(*)::int as n from task_steps where task_id = any($1)`, [ids])).rows[0].n / count;
      const mb = (peak * 1024 * 1024) / 1e6;
      const verdict = mb < 300 && mostInFlight >= count && done === count && calls === steps ? 'PASS' : 'FAIL';
      lines.push(`memory, one worker process, ${count} ${label} slow tasks (${calls} tool calls each, ${mostInFlight} in flight at once, ${done} completed): peak RSS ${peak.toFixed(0)} MiB = ${mb.toFixed(0)} MB (target < 300 MB) ${verdict}`);
    }
    return lines;
  } finally {
    await db.end();
    client.close();
    await bench.close();
  }
}
