// Where a task's database work goes on PostgreSQL (docs/performance.md): statements (round trips)
// and explicit transactions per creation and per one-step date/time task run by a worker, counted
// on the pool's connections in this process. Usage: node scripts/profile-task-path.ts [tasks=200]
// [--cpu-prof=<file>]: a V8 CPU profile of the drain alone (open it in Chrome DevTools);
// [--alloc-prof=<file>]: a sampled allocation profile of the drain instead, collected objects
// included (what the garbage collector is given to do).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { Session } from 'node:inspector/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../src/config/config.ts';
import { openRuntime } from '../src/server/runtime.ts';
import { startWorkers } from '../src/server/workers.ts';
import { createAccount } from '../src/services/accounts/create-account.ts';
import { getAccount } from '../src/services/accounts/get-account.ts';
import { syncPrebuiltSubagents } from '../src/services/subagents/sync-prebuilt.ts';
import { createTask } from '../src/services/tasks/create-task.ts';
import { inTransaction } from '../src/store/open-store.ts';
import { createTestDatabase } from '../test/helpers/postgres.ts';

const args = process.argv.slice(2);
const tasks = Number(args.find((a) => !a.startsWith('--')) ?? 200);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const allocations = option('alloc-prof') !== undefined;
const profileFile = option('cpu-prof') ?? option('alloc-prof');
const database = await createTestDatabase();
const config = loadConfig({ BATON_DATABASE_URL: database.url, BATON_ENCRYPTION_KEY: `k1:${Buffer.alloc(32, 5).toString('base64')}`, BATON_DATA_DIR: '/tmp/baton-profile', BATON_LOG_LEVEL: 'warn' });
const logger = pino({ level: 'warn' });
const runtime = await openRuntime(config, { migrate: true, logger });
const counted = { statements: 0, roundTrips: 0, begins: 0 };
// Statements by their opening words (table and verb), to see where the round trips go.
const kinds = new Map<string, number>();
// Every client the pool hands out counts its queries (wrapped once; the pool reuses clients).
const wrapped = new WeakSet<object>();
runtime.store.pool!.on('acquire', (client) => {
  if (wrapped.has(client)) return;
  wrapped.add(client);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text ?? '';
    // A group of task writes (src/store/pg-write-batch.ts) is one round trip of several statements.
    counted.statements += (args[0] as { statements?: number })?.statements ?? 1;
    counted.roundTrips++;
    if (/^\s*begin/i.test(text)) counted.begins++;
    const kind = (args[0] as { statements?: number })?.statements ? '(a group of task writes)' : text.replace(/\s+/g, ' ').replace(/"/g, '').slice(0, 48);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    return query(...args);
  };
});
const per = (before: typeof counted) => ({ statements: +((counted.statements - before.statements) / tasks).toFixed(2), roundTrips: +((counted.roundTrips - before.roundTrips) / tasks).toFixed(2), transactions: +((counted.begins - before.begins) / tasks).toFixed(2) });

await syncPrebuiltSubagents(runtime.ctx);
const created = await createAccount(runtime.ctx, { name: 'profile', plan: 'enterprise', rpm: 1_000_000, concurrency: 100_000 });
const ctx = { ...runtime.ctx, account: await getAccount(runtime.ctx, created.id), environment: 'test' as const };

// Creation as the API runs it: one transaction each (the idempotent POST wraps the verb in one).
let before = { ...counted };
for (let i = 0; i < tasks; i++) await inTransaction(ctx.db, (db) => createTask({ ...ctx, db }, { prompt: `What time is it in UTC? #${i}`, sub_agent: 'web-researcher' }));
const creation = per(before);

// Running: one in-process worker drains them; progress is read on a connection of its own.
const side = new pg.Client(database.url);
await side.connect();
before = { ...counted };
kinds.clear();
const profiler = new Session();
if (profileFile) {
  profiler.connect();
  if (allocations) {
    await profiler.post('HeapProfiler.enable');
    await profiler.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  } else {
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
}
const started = performance.now();
const cpu0 = process.cpuUsage();
const workers = await startWorkers(config, runtime.ctx, 'postgres', logger);
while (Number((await side.query(`select count(*) as n from tasks where status not in ('complete', 'failed')`)).rows[0].n) > 0) await sleep(20);
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpu0);
if (profileFile) {
  const { profile } = allocations ? await profiler.post('HeapProfiler.stopSampling') : await profiler.post('Profiler.stop');
  writeFileSync(profileFile, JSON.stringify(profile));
  profiler.disconnect();
}
const running = per(before);
const outcomes = Object.fromEntries((await side.query(`select status, count(*)::int as n from tasks group by status`)).rows.map((r) => [r.status, r.n]));
await workers.stop();
await side.end();
console.log(JSON.stringify({ tasks, outcomes, creation, running, drainPerSecond: Math.round((tasks * 1000) / ms), processCpuMsPerTask: +((cpu.user + cpu.system) / 1000 / tasks).toFixed(2), ofWhichSystem: +(cpu.system / 1000 / tasks).toFixed(2), loadAverage: os.loadavg()[0] }));
for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(`${(n / tasks).toFixed(2).padStart(6)}  ${kind}`);
await runtime.close();
await database.drop();
