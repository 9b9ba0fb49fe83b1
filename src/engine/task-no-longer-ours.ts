// A progress write found the task no longer running under this worker (cancelled, failed by
// someone else, or its lease taken over): the runner stops without touching it again.
export class TaskNoLongerOurs extends Error {
  override name = 'TaskNoLongerOurs';
}
