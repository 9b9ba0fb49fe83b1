// The sliding window of L2 (docs/adr/0010-sliding-rate-window.md). An account's requests are
// counted by the second they arrived in; a second's count stays in the window until `spanSeconds`
// after that second began, so every request is counted for at least a full 60 seconds and no
// 60-second span ever holds more than the limit. Refused requests are not counted.
export const windowSeconds = 60;
export const spanSeconds = windowSeconds + 1;

export interface RateWindow {
  /** Whole Unix seconds, oldest first, each with its count of allowed requests. */
  seconds: number[];
  counts: number[];
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds when Remaining next goes up (when one more request fits, if none does now). */
  resetAt: number;
  /** Whole seconds until resetAt, at least 1: Retry-After when refused. */
  retryAfter: number;
}

/** Drops the seconds that left the window and takes one request if the limit allows (PostgreSQL: baton_rate_take, migration 009). */
export function takeRequest(window: RateWindow, nowSecond: number, limit: number): { allowed: boolean; window: RateWindow } {
  const kept: RateWindow = { seconds: [], counts: [] };
  let used = 0;
  window.seconds.forEach((second, i) => {
    if (second + spanSeconds <= nowSecond) return;
    kept.seconds.push(second);
    kept.counts.push(window.counts[i]);
    used += window.counts[i];
  });
  const allowed = used < limit;
  if (allowed) {
    const last = kept.seconds.length - 1;
    if (last >= 0 && kept.seconds[last] === nowSecond) kept.counts[last]++;
    else {
      kept.seconds.push(nowSecond);
      kept.counts.push(1);
    }
  }
  return { allowed, window: kept };
}

/** The headers' figures for the window as it stands after the decision. */
export function decisionFor(window: RateWindow, allowed: boolean, limit: number, nowMs: number): RateDecision {
  const used = window.counts.reduce((sum, count) => sum + count, 0);
  // Remaining goes up once the oldest seconds have left and fewer than min(used, limit) remain.
  const target = Math.min(used, limit) - 1;
  let left = used;
  let resetAt = Math.ceil(nowMs / 1000);
  for (let i = 0; i < window.seconds.length; i++) {
    left -= window.counts[i];
    if (left <= target) {
      resetAt = window.seconds[i] + spanSeconds;
      break;
    }
  }
  return { allowed, limit, remaining: Math.max(0, limit - used), resetAt, retryAfter: Math.max(1, Math.ceil((resetAt * 1000 - nowMs) / 1000)) };
}
