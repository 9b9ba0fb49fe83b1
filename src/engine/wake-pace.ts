// How soon a worker claims after a wake-up (ADR 33, ADR 35). Every worker hears every `baton_tasks`
// wake-up, and the first claim takes every task it announced. A worker whose claim after a wake-up
// found nothing (another worker was first) claims later on the next ones, one claim for all the
// wake-ups meanwhile (ADR 33). That left four workers each claiming one or two tasks at a time (0.5-0.6
// claims and 0.6-0.7 write groups per task, against 0.1 and 0.2 for one worker, which is busy enough to
// take dozens a claim): so while a worker is losing races it also gathers, and spaces its claims
// until they take about `gatherTarget` tasks each (ADR 35). A worker alone never loses a race and
// keeps claiming at once.

/** The longest a worker waits between claims made after wake-ups. */
export const paceMsMax = 100;
/** Tasks a claim should take while other workers claim too. */
export const gatherTarget = 8;
/** How long after losing a race a worker counts others as claiming too. */
export const contendedForMs = 1000;

export interface ClaimFound {
  /** Tasks the claim took. */
  found: number;
  /** Tasks it had room for. */
  room: number;
  /** Whether a claim of this worker after a wake-up found nothing in the last `contendedForMs`. */
  contended: boolean;
}

/**
 * The least time between this worker's claims after wake-ups, from what its last one found:
 * - nothing (another worker was first): doubled, from 1 ms, up to paceMsMax (ADR 33);
 * - its whole room, or twice the target: halved, down to none (more may be waiting);
 * - alone (not contended), any task: halved (a worker alone is late by 1 ms once after a stray
 *   empty claim, no more);
 * - contended, fewer than the target: lengthened by half, from 2 ms, up to paceMsMax;
 * - contended, the target to twice it: kept.
 */
export function paceAfter(paceMs: number, claim: ClaimFound): number {
  const halved = paceMs >= 2 ? paceMs / 2 : 0;
  if (claim.found === 0) return Math.min(paceMsMax, Math.max(1, paceMs * 2));
  if (claim.found >= claim.room || claim.found >= 2 * gatherTarget || !claim.contended) return halved;
  if (claim.found < gatherTarget) return Math.min(paceMsMax, Math.max(2, paceMs * 1.5));
  return paceMs;
}
