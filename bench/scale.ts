// Issue 15's scale benchmark (BENCH_ONLY=scale): tasks per second of one and of ten accounts with
// k = 1, 2 and 4 `baton worker` processes on one PostgreSQL, tasks created while the workers run
// and a backlog drained, graphile-worker measured beside Baton on the same database in the same
// run, backends waiting on a lock sampled from pg_stat_activity, worker CPU per task, and creation
// (API only) against graphile-worker's add_job. BENCH_SCALE_TASKS sets the tasks per run (1,500);
// BENCH_SCALE_ACCOUNTS (1,10), BENCH_SCALE_WORKERS (1,2,4), BENCH_SCALE_MODES (created,drain) and
// BENCH_SCALE_PARTS (baton,graphile,create) pick runs, so a part can be measured alone; the target verdicts print when their runs were made.
// Tasks created while workers run also print their pickup latency (creation to first step, p50 and
// p99). BENCH_SCALE_WORKER_NODE_OPTIONS goes to the Baton worker processes only (e.g. `--cpu-prof
// --cpu-prof-dir=/tmp/prof`). Every run is measured cold (fresh processes) and then warm (the same
// processes on a second batch), for Baton and graphile-worker alike, and the targets print for both.
// Baton's workers also count their round trips (bench/count-round-trips.ts): claims, write groups
// and other statements per task over the same window as the rate.
// Each line is also written to stderr as soon as it is measured.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { runMigrations } from 'graphile-worker';
import { systemClock } from '../src/lib/clock.ts';
import { createAccount } from '../src/services/accounts/create-account.ts';
import type { ServiceContext } from '../src/services/context.ts';
import { createKey } from '../src/services/keys/create-key.ts';
import { openStore, type Store } from '../src/store/open-store.ts';
import { createClient } from '../test/helpers/https-client.ts';
import { load } from './load.ts';
import { countingEnv, perTask, roundTrips, type RoundTrips } from './round-trip-counts.ts';
import { startBatonCommand, startProcess, type Started } from './processes.ts';
import { startBenchBaton } from './setup.ts';

const tasks = Number(process.env.BENCH_SCALE_TASKS ?? 1500);
const listed = (name: string, fallback: string) => (process.env[name] ?? fallback).split(',').filter(Boolean);
const workerCounts = listed('BENCH_SCALE_WORKERS', '1,2,4').map(Number);
const accountCounts = listed('BENCH_SCALE_ACCOUNTS', '1,10').map(Number);
const parts = new Set(listed('BENCH_SCALE_PARTS', 'baton,graphile,create'));
const modes = listed('BENCH_SCALE_MODES', 'created,drain').map((m) => (m === 'created' ? 'created while running' : m));
const workerNodeOptions = process.env.BENCH_SCALE_WORKER_NODE_OPTIONS;
const workerConcurrency = 50;
const graphileConcurrency = 10;
const prompt = 'What time is it in UTC?';
/** Cold: fresh processes on the first batch; warm: the same processes on a second batch. */
const phases = ['cold', 'warm'] as const;

interface RunResult {
  perSecond: number;
  lockWaits: number;
  /** The statement most often waiting on a lock, if any waited. */
  waitingStatement: string;
  cpuMsPerTask: number;
  /** CPU of this database's PostgreSQL backends (every client's) per task. */
  dbCpuMsPerTask: number;
  /** Tasks that waited as pending before they started (none should with a high limit). */
  queued?: number;
  /** Created while running: ms from a task's creation to its first step's start, p50 and p99. */
  pickup?: { p50: number; p99: number };
  /** Baton's workers: claims, write groups and other round trips per task. */
  roundTrips?: string;
}

/** Pickup latency of the accounts' tasks: from creation to the start of the first step. */
async function pickupLatency(db: pg.Client, ids: string[]): Promise<{ p50: number; p99: number }> {
  const { rows } = await db.query(
    `select percentile_cont(0.5) within group (order by ms) as p50, percentile_cont(0.99) within group (order by ms) as p99
       from (select extract(epoch from (min(s.started_at)::timestamptz - t.created_at::timestamptz)) * 1000 as ms
               from tasks t join task_steps s on s.task_id = t.id where t.account_id = any($1) group by t.id, t.created_at) picked`,
    [ids],
  );
  return { p50: Number(rows[0].p50), p99: Number(rows[0].p99) };
}

/** CPU time (user + system) of a process so far, in ms, from /proc (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * Samples backends of this database waiting on a lock every 200 ms until stopped: the average
 * count, and the statement most often seen waiting (to tell which lock it is).
 */
function sampleLockWaits(db: pg.Client): { stop(): Promise<{ average: number; top: string }> } {
  const counts: number[] = [];
  const statements = new Map<string, number>();
  let on = true;
  const loop = (async () => {
    while (on) {
      const { rows } = await db.query(`select wait_event || ': ' || left(regexp_replace(query, '\\s+', ' ', 'g'), 70) as q from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
      counts.push(rows.length);
      for (const { q } of rows) statements.set(q, (statements.get(q) ?? 0) + 1);
      await sleep(200);
    }
  })();
  return {
    async stop() {
      on = false;
      await loop;
      const top = [...statements].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
      return { average: counts.length ? counts.reduce((a, b) => a + b, 0) / counts.length : 0, top };
    },
  };
}

/**
 * Polls how many of `total` are left until none; the rate is taken between 90% and 10% left, so
 * process start-up and the last stragglers do not count. `mark` runs as each bound is passed.
 */
async function rateWhileLeft(left: () => Promise<number>, total: number, mark: (bound: 90 | 10) => Promise<void>, timeoutMs = 300_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let t90: number | undefined;
  let t10: number | undefined;
  for (;;) {
    const n = await left();
    const now = performance.now();
    if (t90 === undefined && n <= total * 0.9) {
      t90 = now;
      await mark(90);
    }
    if (t10 === undefined && n <= total * 0.1) {
      t10 = now;
      await mark(10);
    }
    if (n === 0) break;
    if (Date.now() > deadline) throw new Error(`${n} of ${total} still not done`);
    await sleep(20);
  }
  return (total * 0.8) / (((t10 ?? performance.now()) - (t90 ?? 0)) / 1000);
}

/** CPU so far of each backend of this database (PostgreSQL runs on this machine). */
async function backendCpu(db: pg.Client): Promise<Map<number, number>> {
  const { rows } = await db.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database()`);
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      cpu.set(pid, cpuMs(pid));
    } catch {
      // Gone meanwhile.
    }
  }
  return cpu;
}

/**
 * The rate, lock waits, and the CPU of the measured processes and of the database's backends per
 * task, both over the same 90% to 10% window as the rate (a process's start-up, its first compiles
 * included, is left out as it is from the rate).
 */
async function measure(db: pg.Client, workers: Started[], left: () => Promise<number>, total: number, options: { during?: Promise<unknown>; counted?: boolean } = {}): Promise<RunResult> {
  const workerCpu = () => workers.reduce((sum, w) => sum + cpuMs(w.child.pid!), 0);
  const at = new Map<90 | 10, { worker: number; backends: Map<number, number>; trips?: RoundTrips }>();
  const locks = sampleLockWaits(db);
  const perSecond = await rateWhileLeft(left, total, async (bound) => {
    at.set(bound, { worker: workerCpu(), backends: await backendCpu(db), trips: options.counted ? await roundTrips(workers) : undefined });
  });
  const during = options.during;
  await during;
  const waits = await locks.stop();
  const [from, to] = [at.get(90)!, at.get(10)!];
  let dbCpu = 0;
  for (const [pid, ms] of to.backends) dbCpu += ms - (from.backends.get(pid) ?? 0);
  const inWindow = total * 0.8;
  const trips = from.trips && to.trips ? perTask(from.trips, to.trips, inWindow) : undefined;
  return { perSecond, lockWaits: waits.average, waitingStatement: waits.top, cpuMsPerTask: (to.worker - from.worker) / inWindow, dbCpuMsPerTask: dbCpu / inWindow, roundTrips: trips };
}

/** Fresh accounts with a high limit and their test keys, made in process (a CLI run each is seconds). */
async function accountKeys(store: Store, count: number): Promise<Array<{ id: string; key: string }>> {
  const ctx = { db: store.db, clock: systemClock } as ServiceContext;
  const accounts = [];
  for (let i = 0; i < count; i++) {
    const account = await createAccount(ctx, { name: 'scale', plan: 'enterprise', rpm: 1_000_000, concurrency: 100_000 });
    accounts.push({ id: account.id, key: (await createKey(ctx, account.id, 'test')).key });
  }
  return accounts;
}

/** Creates `count` tasks round-robin over the accounts, 16 requests in flight. */
async function createTasks(client: ReturnType<typeof createClient>, accounts: Array<{ key: string }>, count: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < count) {
        const i = next++;
        const res = await client.request('/v1/tasks', { key: accounts[i % accounts.length].key, body: { prompt: `${prompt} #${i}`, sub_agent: 'web-researcher' } });
        if (res.status !== 200) throw new Error(`create answered ${res.status}: ${res.text}`);
      }
    }),
  );
}

const fmt = (r: RunResult) =>
  `${r.perSecond.toFixed(0).padStart(6)} tasks/s   lock waits ${r.lockWaits.toFixed(1).padStart(5)}   worker CPU ${r.cpuMsPerTask.toFixed(2).padStart(5)} ms/task   database CPU ${r.dbCpuMsPerTask.toFixed(2).padStart(5)} ms/task` +
  (r.pickup ? `   pickup p50 ${r.pickup.p50.toFixed(1)} ms, p99 ${r.pickup.p99.toFixed(1)} ms` : '') +
  (r.queued ? `   queued first: ${r.queued}` : '') +
  (r.roundTrips ? `   ${r.roundTrips}` : '') +
  (r.lockWaits >= 0.5 ? `   most waiting: ${r.waitingStatement}` : '');

export async function benchScale(): Promise<string[]> {
  const lines: string[] = [];
  const note = (...added: string[]) => {
    lines.push(...added);
    for (const line of added) process.stderr.write(`${line}\n`);
  };
  note(`${tasks} one-step date/time tasks per run; workers: ${workerConcurrency} tasks each (Baton), ${graphileConcurrency} jobs each (graphile-worker)`);
  const bench = await startBenchBaton({ postgres: true, concurrency: 100_000, env: { BATON_RUN_WORKERS: 'false' } });
  const url = bench.env.BATON_DATABASE_URL;
  const client = createClient(bench.baton.info.url, bench.ca);
  const db = new pg.Client(url);
  await db.connect();
  const store = openStore({ databaseUrl: url, dataDir: bench.dataDir, poolSize: 2 });
  const results = new Map<string, RunResult>();
  try {
    const workerEnv = { ...bench.env, BATON_WORKER_CONCURRENCY: String(workerConcurrency), ...countingEnv(workerNodeOptions) };
    const startWorkers = (k: number) => Promise.all(Array.from({ length: k }, () => startBatonCommand('worker', workerEnv)));
    // Each run measures twice on the same processes: cold (fresh processes, the first batch: the
    // method before 2026-11-26) and warm (a second batch on fresh accounts or jobs once the first
    // is done: workers are long-running processes, so this is their steady state). For a warm
    // drain the workers are stopped (SIGSTOP) while the backlog is made and go on (SIGCONT) after.
    const pause = (workers: Started[], signal: 'SIGSTOP' | 'SIGCONT') => workers.forEach((w) => w.child.kill(signal));
    for (const accountCount of parts.has('baton') ? accountCounts : []) {
      for (const k of workerCounts) {
        for (const mode of modes) {
          const name = `Baton, ${accountCount === 1 ? 'one account ' : 'ten accounts'}, ${k} worker${k > 1 ? 's' : ' '}, ${mode.padEnd(22)}`;
          let workers: Started[] = [];
          for (const phase of phases) {
            const accounts = await accountKeys(store, accountCount);
            const ids = accounts.map((a) => a.id);
            const left = async () => (await db.query(`select count(*)::int as n from tasks where account_id = any($1) and status not in ('complete', 'failed', 'cancelled')`, [ids])).rows[0].n as number;
            const total = async () => (await db.query(`select count(*)::int as n from tasks where account_id = any($1)`, [ids])).rows[0].n as number;
            let result: RunResult;
            if (mode === 'drain') {
              if (phase === 'warm') pause(workers, 'SIGSTOP');
              await createTasks(client, accounts, tasks);
              if (phase === 'cold') workers = await startWorkers(k);
              else pause(workers, 'SIGCONT');
              result = await measure(db, workers, left, tasks, { counted: true });
            } else {
              if (phase === 'cold') workers = await startWorkers(k);
              const creating = createTasks(client, accounts, tasks);
              // Rate over the run: wait until creation has begun so "left" counts the whole batch.
              while ((await total()) === 0) await sleep(5);
              result = await measure(db, workers, async () => tasks - (await total()) + (await left()), tasks, { during: creating, counted: true });
              result.pickup = await pickupLatency(db, ids);
            }
            result.queued = (await db.query(`select count(*)::int as n from tasks where account_id = any($1) and started_at > created_at`, [ids])).rows[0].n;
            results.set(`${accountCount}/${k}/${mode}/${phase}`, result);
            note(`${name} ${phase} ${fmt(result)}`);
          }
          await Promise.all(workers.map((w) => w.stop()));
        }
      }
    }

    await runMigrations({ connectionString: url });
    const utils = new pg.Pool({ connectionString: url, max: 10 });
    // The database is dropped with FORCE at the end (or after a failure): idle clients must not crash the bench.
    utils.on('error', () => {});
    for (const k of parts.has('graphile') ? workerCounts : []) {
      const left = async () => (await db.query(`select count(*)::int as n from graphile_worker.jobs`)).rows[0].n as number;
      let workers: Started[] = [];
      for (const phase of phases) {
        if (phase === 'warm') pause(workers, 'SIGSTOP');
        await utils.query(`select graphile_worker.add_job('noop', '{}'::json) from generate_series(1, $1)`, [tasks]);
        if (phase === 'cold') workers = await Promise.all(Array.from({ length: k }, () => startProcess([path.join(import.meta.dirname, 'graphile-peer.ts'), url, String(graphileConcurrency)], {})));
        else pause(workers, 'SIGCONT');
        const result = await measure(db, workers, left, tasks);
        results.set(`graphile/${k}/${phase}`, result);
        note(`graphile-worker, no-op jobs, ${k} worker${k > 1 ? 's' : ' '}, drain${' '.repeat(17)} ${phase} ${fmt(result)}`);
      }
      await Promise.all(workers.map((w) => w.stop()));
    }

    // Creation, API only, one account with a high limit, against add_job on a pool like Baton's.
    let created: ReturnType<typeof load> | undefined;
    let addJob = 0;
    if (parts.has('create')) {
      const [account] = await accountKeys(store, 1);
      const createLoad = { url: `${bench.baton.info.url}/v1/tasks`, serverPid: bench.baton.child.pid!, method: 'POST' as const, headers: { authorization: `Bearer ${account.key}`, 'content-type': 'application/json' }, body: JSON.stringify({ prompt, sub_agent: 'web-researcher' }), connections: 50 };
      load({ ...createLoad, seconds: 2 });
      created = load({ ...createLoad, seconds: 5 });
      addJob = await addJobRate(utils, 5_000);
      note(`creation, API only, one account: ${created.rps.toFixed(0)} req/s (p99 ${created.p99.toFixed(1)} ms); graphile-worker add_job, 50 in flight on 10 connections: ${addJob.toFixed(0)}/s`);
    }
    await utils.end();

    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    note('');
    for (const phase of phases) {
      const one = (k: number) => results.get(`1/${k}/created while running/${phase}`);
      const [one1, one2, one4] = [one(1), one(2), one(4)];
      const label = phase === 'warm' ? 'warm (steady state)' : 'cold (fresh processes)';
      if (one1 && one2 && one4) {
        const lockWaits = Math.max(one1.lockWaits, one2.lockWaits, one4.lockWaits);
        const [r2, r4] = [one2.perSecond / one1.perSecond, one4.perSecond / one1.perSecond];
        note(`targets, ${label}, one account, created while running: 2 workers / 1 = ${r2.toFixed(2)} (>= 1) ${verdict(r2 >= 1)}; 4 workers / 1 = ${r4.toFixed(2)} (>= 0.9) ${verdict(r4 >= 0.9)}; most lock waits ${lockWaits.toFixed(2)} (< 1) ${verdict(lockWaits < 1)}`);
      }
      const drain = results.get(`1/1/drain/${phase}`);
      const peer = results.get(`graphile/1/${phase}`);
      if (drain && peer) note(`target, ${label}, drain, one account, 1 worker / graphile-worker: ${(drain.perSecond / peer.perSecond).toFixed(2)} (>= 0.25) ${verdict(drain.perSecond >= 0.25 * peer.perSecond)}`);
      if (drain) note(`target, ${label}, worker CPU per one-step task (drain, 1 worker): ${drain.cpuMsPerTask.toFixed(2)} ms (<= 1.5) ${verdict(drain.cpuMsPerTask <= 1.5)}`);
    }
    if (created) note(`target creation / add_job: ${(created.rps / addJob).toFixed(2)} (>= 0.6) ${verdict(created.rps >= 0.6 * addJob)}`);
    return lines;
  } finally {
    await store.close();
    await db.end();
    client.close();
    await bench.close();
  }
}

async function addJobRate(pool: pg.Pool, ms: number): Promise<number> {
  let done = 0;
  const end = performance.now() + ms;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (performance.now() < end) {
        await pool.query(`select graphile_worker.add_job('noop', '{}'::json)`);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}
