// What the dispatcher should look at next. A notification or a finished send names a task: only
// that task's next event can have become due, so a claim restricted to it is enough, and cheap. A
// sweep over everything due is needed for retries that came due and leases that expired (the poll),
// for notifications without a task (a reconnect), and while more was due than there was room for.
// Requests are numbered, so one that arrives while a claim runs (its event may have committed after
// the claim looked) is never settled by that claim.
export type ClaimScope = { kind: 'tasks'; taskIds: string[]; mark: number } | { kind: 'sweep'; mark: number };

const maxTrackedTasks = 1000;
const maxTasksPerClaim = 100;

export function createWakeQueue() {
  let counter = 0;
  let sweepWanted = 0; // number of the latest sweep request
  let sweepDone = 0; // number up to which a sweep found everything due
  const wanted = new Map<string, number>(); // task id -> number of its latest request

  function forget(taskIds: Iterable<string>, mark: number): void {
    for (const id of taskIds) if ((wanted.get(id) ?? Infinity) <= mark) wanted.delete(id);
  }

  return {
    task(taskId: string): void {
      if (taskId === '' || wanted.size >= maxTrackedTasks) sweepWanted = ++counter;
      else wanted.set(taskId, ++counter);
    },
    all(): void {
      sweepWanted = ++counter;
    },
    /**
     * The next claim to make, or undefined when nothing is waiting to be looked at. A sweep costs
     * about the same for one event as for many, so while sends are in flight it waits until
     * `sweepRoom` slots are free: under a backlog each sweep then claims a batch, not one event.
     */
    next(room = Infinity, sweepRoom = 1): ClaimScope | undefined {
      if (sweepWanted > sweepDone && room >= sweepRoom) return { kind: 'sweep', mark: counter };
      if (wanted.size === 0) return undefined;
      // No more tasks than free slots: a claim looks at every pending event of the tasks it names.
      const taskIds: string[] = [];
      for (const id of wanted.keys()) if (taskIds.push(id) >= Math.min(room, maxTasksPerClaim)) break;
      return { kind: 'tasks', taskIds, mark: counter };
    },
    /** After a claim: a full claim means more may be waiting; a short one means the scope is done. */
    settle(scope: ClaimScope, claimedTaskIds: string[], limit: number): void {
      const full = claimedTaskIds.length >= limit;
      if (full) return forget(claimedTaskIds, scope.mark);
      if (scope.kind === 'tasks') return forget(scope.taskIds, scope.mark);
      sweepDone = Math.max(sweepDone, scope.mark);
      forget([...wanted.keys()], scope.mark); // the sweep looked at every task
    },
  };
}
