// The retry schedule (E4): schedule[i] is the delay before attempt i+1, each counted from the
// previous failure. A receiver answering 429 or 503 with Retry-After may ask for a longer wait (never
// a shorter one); it is capped, so a typo in a receiver cannot park an event for weeks.
import type { AttemptResult } from './send-event.ts';

export const maxRetryAfterSeconds = 24 * 3600;

/** Retry-After in delay-seconds or HTTP-date form; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: Date): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Math.min(Number(text), maxRetryAfterSeconds);
  // An HTTP-date names its weekday and month; Date.parse alone would also take "-5" as a year.
  const at = /[a-z]{3}/i.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(at)) return undefined;
  return Math.min(Math.max(0, Math.ceil((at - now.getTime()) / 1000)), maxRetryAfterSeconds);
}

export type Outcome =
  | { status: 'delivered' }
  | { status: 'pending'; nextAttemptAt: Date }
  | { status: 'undeliverable' };

/**
 * What follows an attempt. `attemptsInRound` counts this one: attempt k failing schedules attempt
 * k+1 after schedule[k], and after the schedule's last attempt the event is undeliverable.
 */
export function outcomeOf(result: AttemptResult, attemptsInRound: number, schedule: number[], failedAt: Date): Outcome {
  if (result.succeeded) return { status: 'delivered' };
  if (attemptsInRound >= schedule.length) return { status: 'undeliverable' };
  const delay = Math.max(schedule[attemptsInRound], result.retryAfterSeconds ?? 0);
  return { status: 'pending', nextAttemptAt: new Date(failedAt.getTime() + delay * 1000) };
}
