// How soon a worker claims after a wake-up (ADR 33). Every worker hears every `baton_tasks`
// wake-up, and the first claim takes every task it announced, so with several workers most claims
// after a wake-up found nothing and each worker's groups carried a few tasks (four workers: 1.02
// claims and 0.73 write groups per task, one worker: 0.13 and 0.18). A worker whose claim after a
// wake-up found nothing claims later on the next ones, one claim for all the wake-ups meanwhile.

/** The longest a worker waits after a wake-up before it claims. */
export const lateMsMax = 50;

/**
 * How late a worker claims after its next wake-up, from what its claim after this one found: none
 * (another worker was first) doubles it, from 1 ms up to lateMsMax; a task or more halves it, down
 * to at once (under 1 ms), so a worker alone is late by 1 ms at most, once, after a stray empty claim.
 */
export function lateAfter(lateMs: number, found: number): number {
  if (found === 0) return Math.min(lateMsMax, Math.max(1, lateMs * 2));
  return lateMs >= 2 ? lateMs / 2 : 0;
}
