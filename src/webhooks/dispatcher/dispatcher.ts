// The webhook dispatcher: claims due events with a lease and sends them, many at once but never two
// of one task (the claim query sees to that). It wakes when an event is written (notifier), when a
// send finishes (the task's next event may now be due), and on a slow poll for retries that came
// due and leases that expired. It never spins: a wake-up that finds nothing due simply ends.
// Delivery is at least once (E6): see deliver.ts for the crash window.
import type { Logger } from 'pino';
import { newId } from '../../lib/random.ts';
import type { ServiceContext } from '../../services/context.ts';
import type { StoreKind } from '../../store/open-store.ts';
import { claimDueEvents, type ClaimedEvent } from './claim.ts';
import { deliverClaimed } from './deliver.ts';
import type { DeliverySettings } from './settings.ts';
import { createWakeQueue } from './wake-queue.ts';

export interface DispatcherDeps {
  ctx: ServiceContext;
  storeKind: StoreKind;
  logger: Logger;
  settings: DeliverySettings;
}

export interface Dispatcher {
  /** Identifies this dispatcher's claims (webhook_events.lease_owner starts with it). */
  readonly id: string;
  /** Checks for due work now (e.g. after a test moved its clock). */
  wake(): void;
  /** Sends everything due now, including what becomes due as earlier sends finish; resolves when idle. Returns the sends finished meanwhile. */
  runOnce(): Promise<number>;
  /** Stops claiming, lets sends in flight finish (up to the grace period), then resolves. */
  stop(): Promise<void>;
}

const maxBatch = 100;
const maxRoundsPerWake = 100;
const maxRunOnceSteps = 100_000;

export function startDispatcher(deps: DispatcherDeps): Dispatcher {
  const { ctx, settings, logger } = deps;
  const id = newId('dsp');
  const inFlight = new Set<Promise<void>>();
  const shutdown = new AbortController();
  const queue = createWakeQueue();
  const sweepRoom = Math.max(1, Math.min(10, Math.floor(settings.concurrency / 5)));
  let claims = 0;
  let finished = 0;
  let stopped = false;
  let pumping: Promise<number> | undefined;
  let again = false;

  // Tasks with a send in flight here, and whether a wake-up named them meanwhile: claiming such a
  // task is pointless while its event is in flight, so the wake-up is kept until the send is done.
  const busyTasks = new Map<string, { woken: boolean }>();

  function launch(claimed: ClaimedEvent): void {
    busyTasks.set(claimed.task_id, { woken: false });
    const sending: Promise<void> = deliverClaimed({ ctx, settings, logger, shutdown: shutdown.signal }, claimed)
      .then(
        (done) => done.nextOfTask,
        (error: unknown) => {
          logger.error({ err: error, event: claimed.id }, 'webhook delivery failed to record; its lease will expire and it will be retried');
          return false;
        },
      )
      .then((nextOfTask) => {
        const woken = busyTasks.get(claimed.task_id)?.woken ?? false;
        busyTasks.delete(claimed.task_id);
        inFlight.delete(sending);
        finished++;
        if (nextOfTask || woken) wakeTask(claimed.task_id);
        else if (!stopped) void pump(); // a slot is free: whatever waited for one may go
      });
    inFlight.add(sending);
  }

  /** Claims what the wake queue asks for until it is empty or every slot is busy. */
  async function fill(): Promise<number> {
    let launched = 0;
    again = false;
    for (let round = 0; round < maxRoundsPerWake && !stopped; round++) {
      const room = Math.min(settings.concurrency - inFlight.size, maxBatch);
      const scope = room > 0 ? queue.next(room, inFlight.size > 0 ? sweepRoom : 1) : undefined;
      if (!scope) break; // a finishing send wakes us again
      const claimed = await claimDueEvents(ctx.db, deps.storeKind, {
        owner: `${id}.${++claims}`,
        now: ctx.clock.now(),
        leaseMs: settings.leaseMs,
        limit: room,
        firstDelaySeconds: settings.retrySchedule[0] ?? 0,
        taskIds: scope.kind === 'tasks' ? scope.taskIds : undefined,
      });
      queue.settle(scope, claimed.map((event) => event.task_id), room);
      for (const event of claimed) launch(event);
      launched += claimed.length;
    }
    return launched;
  }

  function pump(): Promise<number> {
    if (pumping) {
      again = true;
      return pumping;
    }
    pumping = fill()
      .catch((error: unknown) => {
        // The store is unreachable or the query failed: the poll tries again shortly.
        logger.error({ err: error }, 'claiming webhook deliveries failed');
        return 0;
      })
      .finally(() => {
        pumping = undefined;
        // A wake-up that came while we were finishing; never after stop (that would spin forever).
        if (again && !stopped) void pump();
      });
    return pumping;
  }

  function wakeTask(taskId: string): void {
    const busy = busyTasks.get(taskId);
    if (busy) {
      busy.woken = true;
      return;
    }
    queue.task(taskId);
    if (!stopped) void pump();
  }

  function wake(): void {
    queue.all();
    if (!stopped) void pump();
  }

  // The notification's payload is the task id (outbox.ts); an empty one asks for a sweep.
  const unsubscribe = ctx.notifier.on('baton_events', wakeTask);
  // Not unref'd: a running dispatcher is reason enough for a process to stay up (a worker has no
  // server keeping it alive); stop() ends it.
  const poll = setInterval(wake, settings.pollMs);
  wake();

  return {
    id,
    wake,
    async runOnce() {
      const before = finished;
      wake();
      for (let step = 0; step < maxRunOnceSteps && !stopped; step++) {
        if (pumping) await pumping;
        else if (inFlight.size > 0) await Promise.race(inFlight);
        else if (queue.next() === undefined) break;
        else await pump();
      }
      return finished - before;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(poll);
      unsubscribe();
      await pumping;
      const grace = setTimeout(() => shutdown.abort(), settings.stopGraceMs);
      await Promise.allSettled([...inFlight]);
      clearTimeout(grace);
    },
  };
}
