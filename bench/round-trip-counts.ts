// The scale benchmark's side of bench/count-round-trips.ts: loads the counter into Baton's worker
// processes and takes their counts (claims, write groups, other round trips) at a moment it picks.
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Started } from './processes.ts';

export interface RoundTrips {
  /** Notifications heard. */
  notifications: number;
  claims: number;
  /** Tasks the claims took, and claims that took none. */
  claimed: number;
  emptyClaims: number;
  groups: number;
  groupStatements: number;
  other: number;
  /** System CPU time, context switches to wait (voluntary) and preemptions (involuntary). */
  systemMs: number;
  waits: number;
  preempted: number;
  /** Tasks claimed by each process, in the order given. */
  claimedEach: number[];
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'baton-scale-counts-'));

/** Environment that makes a worker process count its round trips. */
export const countingEnv = (nodeOptions: string | undefined) => ({
  BENCH_SCALE_COUNTS_DIR: dir,
  NODE_OPTIONS: [`--import=${pathToFileURL(path.join(import.meta.dirname, 'count-round-trips.ts')).href}`, nodeOptions].filter(Boolean).join(' '),
});

type Counted = Exclude<keyof RoundTrips, 'claimedEach'>;
const counted: Counted[] = ['notifications', 'claims', 'claimed', 'emptyClaims', 'groups', 'groupStatements', 'other', 'systemMs', 'waits', 'preempted'];
const asked = new Map<number, number>();

/** The counts of the processes so far, summed (each writes its own when signalled). */
export async function roundTrips(workers: Started[]): Promise<RoundTrips> {
  const sum: RoundTrips = { notifications: 0, claims: 0, claimed: 0, emptyClaims: 0, groups: 0, groupStatements: 0, other: 0, systemMs: 0, waits: 0, preempted: 0, claimedEach: [] };
  for (const { child } of workers) {
    const pid = child.pid!;
    const expected = (asked.get(pid) ?? 0) + 1;
    asked.set(pid, expected);
    child.kill('SIGUSR2');
    for (let tries = 0; ; tries++) {
      let counts: (RoundTrips & { snapshot: number }) | undefined;
      try {
        counts = JSON.parse(readFileSync(path.join(dir, `${pid}.json`), 'utf8'));
      } catch {
        // Not written yet.
      }
      if (counts && counts.snapshot >= expected) {
        for (const key of counted) sum[key] += counts[key];
        sum.claimedEach.push(counts.claimed);
        break;
      }
      if (tries > 500) throw new Error(`worker ${pid} did not write its round-trip counts`);
      await sleep(2);
    }
  }
  return sum;
}

/** Per task between two counts: claims, write groups, statements a group, other round trips. */
export function perTask(from: RoundTrips, to: RoundTrips, tasks: number): string {
  const groups = to.groups - from.groups;
  const per = (key: Counted) => ((to[key] - from[key]) / tasks).toFixed(2);
  const claims = to.claims - from.claims;
  const shares = to.claimedEach.length > 1 ? ` (shares ${to.claimedEach.map((n, i) => (((n - from.claimedEach[i]) * 100) / Math.max(1, to.claimed - from.claimed)).toFixed(0)).join('/')}%)` : '';
  return `notifications heard ${per('notifications')}/task, claims ${per('claims')}/task, ${claims ? ((to.claimed - from.claimed) / claims).toFixed(1) : '0'} tasks each, ${per('emptyClaims')} empty/task${shares}, write groups ${per('groups')}/task (${groups ? ((to.groupStatements - from.groupStatements) / groups).toFixed(1) : '0'} writes each), other ${per('other')}/task; system CPU ${per('systemMs')} ms/task, context switches ${per('waits')} waits and ${per('preempted')} preemptions/task`;
}
