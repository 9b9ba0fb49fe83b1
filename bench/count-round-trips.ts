// Loaded into each Baton worker process of the scale benchmark (`--import`): counts the notifications
// it hears and its round trips to PostgreSQL by kind (claims and the tasks they took, groups of task
// writes and the statements they carry, the rest) and writes them, with its system CPU time and
// context switches, to BENCH_SCALE_COUNTS_DIR/<pid>.json, synchronously, each time the process gets
// SIGUSR2, so the benchmark takes them at the same moments as the CPU (bench/scale.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const counts = { snapshot: 0, notifications: 0, claims: 0, claimed: 0, emptyClaims: 0, groups: 0, groupStatements: 0, other: 0 };
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string; statements?: number };
  const statements = typeof first === 'object' ? first?.statements : undefined;
  const text = typeof first === 'string' ? first : (first?.text ?? '');
  if (statements !== undefined) {
    counts.groups++;
    counts.groupStatements += statements;
  } else if (text.startsWith('update "tasks" set "lease_owner"') && text.includes('skip locked')) {
    counts.claims++;
    const result = query.apply(this, args) as Promise<{ rowCount: number }>;
    return result.then((r) => {
      counts.claimed += r.rowCount;
      if (r.rowCount === 0) counts.emptyClaims++;
      return r;
    });
  } else counts.other++;
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

// Notifications heard (each one wakes the process).
const emit = pg.Client.prototype.emit;
pg.Client.prototype.emit = function (this: pg.Client, event: string | symbol, ...args: unknown[]) {
  if (event === 'notification') counts.notifications++;
  return emit.call(this, event, ...args);
};

const dir = process.env.BENCH_SCALE_COUNTS_DIR;
if (dir) {
  process.on('SIGUSR2', () => {
    counts.snapshot++;
    // Where the CPU went besides the code: system time and context switches (waits and preemptions).
    const usage = process.resourceUsage();
    const os = { systemMs: usage.systemCPUTime / 1000, waits: usage.voluntaryContextSwitches, preempted: usage.involuntaryContextSwitches };
    writeFileSync(path.join(dir, `${process.pid}.json`), JSON.stringify({ ...counts, ...os }));
  });
}
