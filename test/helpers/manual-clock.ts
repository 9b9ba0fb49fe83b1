// A clock the test moves by hand, so retries and leases are tested without sleeping.
import type { Clock } from '../../src/lib/clock.ts';

export interface ManualClock extends Clock {
  advance(seconds: number): void;
  set(date: Date): void;
}

export function manualClock(start = new Date()): ManualClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (seconds) => void (now += seconds * 1000),
    set: (date) => void (now = date.getTime()),
  };
}
