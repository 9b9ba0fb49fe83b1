// A worker process's task loop: claim runnable tasks up to its concurrency, run each with a lease
// kept alive by heartbeats, abort a task when it is cancelled, its lease is lost or it runs past
// its deadline, and sweep waiting tasks whose consent window closed (K6).
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { claimTasks, releaseAllLeasesAtStart, releaseLease, renewLeases, type ClaimedTask } from './queue.ts';
import { runTask, type AbortReason, type RunnerDeps } from './runner.ts';
import { sweepExpiredConsents } from './consent-sweep.ts';
import { startPromoter } from './promoter.ts';
import { taskPickedUp } from '../telemetry/metrics.ts';
import { contendedForMs, paceAfter } from './wake-pace.ts';

export interface WorkerOptions {
  concurrency: number;
  leaseSeconds: number;
  /** Safety poll for expired leases, due promotions and consent timeouts. */
  pollMs?: number;
}

export interface Worker {
  id: string;
  active(): number;
  stop(): Promise<void>;
}

export async function startWorker(deps: RunnerDeps & { logger: Logger }, options: WorkerOptions): Promise<Worker> {
  const id = `worker_${randomBytes(6).toString('hex')}`;
  const running = new Map<string, { controller: AbortController; done: Promise<void>; deadline?: NodeJS.Timeout }>();
  let stopping = false;
  let pumping = false;
  let pumpAgain = false;
  // The last claim had no room for every runnable task: a finished task's room is claimed at once.
  // Otherwise there was nothing more to take, and a task made runnable since sends a wake-up.
  let mayHaveMore = false;
  // Claims after wake-ups are spaced by paceMs, from the start of the last claim: after a wake-up
  // that another worker's claim answered, and while others claim too, until a claim takes a batch;
  // one claim for all the wake-ups heard meanwhile (wake-pace.ts, ADR 33 and 35).
  let woken = false;
  let paceMs = 0;
  let lastClaimAt = -Infinity;
  let lostRaceAt = -Infinity;
  let wakeTimer: NodeJS.Timeout | undefined;
  // At start and on each poll: the next pump also takes tasks whose holder's lease ran out.
  let reclaimDue = true;
  await releaseAllLeasesAtStart(deps.db);

  const lease = () => ({ owner: id, seconds: options.leaseSeconds, now: deps.clock.now() });

  function abort(taskId: string, reason: AbortReason) {
    running.get(taskId)?.controller.abort(reason);
  }

  function start(task: ClaimedTask) {
    const controller = new AbortController();
    const started = Date.parse(task.started_at ?? task.created_at);
    const remaining = started + deps.taskTimeoutSeconds * 1000 - deps.clock.now().getTime();
    const deadline = setTimeout(() => abort(task.id, 'timeout'), Math.max(0, remaining));
    const done = runTask(deps, task, id, controller.signal)
      .catch((error) => deps.logger.error({ err: error, task: task.id }, 'task runner crashed'))
      .finally(async () => {
        clearTimeout(deadline);
        running.delete(task.id);
        if (controller.signal.reason === 'shutdown') await releaseLease(deps.db, id, task.id).catch(() => {});
        if (mayHaveMore) void pump();
      });
    running.set(task.id, { controller, done, deadline });
  }

  async function pump(): Promise<void> {
    if (stopping) return;
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = true;
    try {
      do {
        pumpAgain = false;
        const afterWake = woken;
        woken = false;
        const room = options.concurrency - running.size;
        if (room > 0) lastClaimAt = performance.now();
        const claimed = await claimTasks(deps.db, lease(), room);
        if (afterWake && room > 0) {
          if (claimed.length === 0) lostRaceAt = performance.now();
          paceMs = paceAfter(paceMs, { found: claimed.length, room, contended: performance.now() - lostRaceAt < contendedForMs });
        }
        if (reclaimDue && claimed.length < room) {
          reclaimDue = false;
          claimed.push(...(await claimTasks(deps.db, lease(), room - claimed.length, { expired: true })));
        }
        for (const task of claimed) {
          taskPickedUp(task, deps.clock.now());
          start(task);
        }
        mayHaveMore = claimed.length === room;
        if (mayHaveMore && room > 0) pumpAgain = true;
      } while (pumpAgain && !stopping);
    } catch (error) {
      deps.logger.error({ err: error }, 'claiming tasks failed; retrying on the next poll');
    } finally {
      pumping = false;
    }
  }

  function wake(): void {
    // Heard during a claim, the wake-up may announce a task that claim takes: no evidence either way.
    if (!pumping) woken = true;
    const wait = lastClaimAt + paceMs - performance.now();
    if (wait <= 0) return void pump();
    wakeTimer ??= setTimeout(() => {
      wakeTimer = undefined;
      void pump();
    }, wait);
  }

  const offTasks = deps.notifier.on('baton_tasks', wake);
  const offCancel = deps.notifier.on('baton_cancel', (taskId) => abort(taskId, 'cancelled'));
  const promoter = startPromoter(deps);
  const heartbeat = setInterval(() => {
    renewLeases(deps.db, lease(), [...running.keys()])
      .then((lost) => lost.forEach((taskId) => abort(taskId, 'lease_lost')))
      .catch((error) => deps.logger.warn({ err: error }, 'lease renewal failed'));
  }, Math.max(200, (options.leaseSeconds * 1000) / 3));
  const poll = setInterval(() => {
    reclaimDue = true;
    void pump();
    sweepExpiredConsents(deps).catch((error) => deps.logger.warn({ err: error }, 'consent sweep failed'));
    promoter.sweep().catch((error) => deps.logger.warn({ err: error }, 'promotion sweep failed'));
  }, options.pollMs ?? 1000);
  void pump();

  return {
    id,
    active: () => running.size,
    async stop() {
      stopping = true;
      offTasks();
      offCancel();
      promoter.stop();
      clearInterval(heartbeat);
      clearInterval(poll);
      clearTimeout(wakeTimer);
      for (const taskId of running.keys()) abort(taskId, 'shutdown');
      await Promise.all([...running.values()].map((r) => r.done));
    },
  };
}
