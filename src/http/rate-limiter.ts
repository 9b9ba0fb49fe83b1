// Per-account request limits (L2) over a sliding 60-second window (docs/adr/0010-sliding-rate-window.md):
// in memory on the embedded store (one process serves the API), in PostgreSQL when several nodes
// share one, where baton_rate_take (migrations 009 and 017) decides under the account row's lock
// and commits without waiting for its WAL flush (ADR 30): it must run alone, as here.
import type pg from 'pg';
import type { Clock } from '../lib/clock.ts';
import { decisionFor, spanSeconds, takeRequest, type RateDecision, type RateWindow } from './rate-window.ts';

export type { RateDecision };

const takeSql = 'select allowed, kept_seconds, kept_counts from baton_rate_take($1, $2, $3, $4)';

export function createRateLimiter(pool: pg.Pool | undefined, clock: Clock) {
  const windows = new Map<string, RateWindow>();

  async function takeShared(db: pg.Pool, accountId: string, nowSecond: number, limit: number) {
    const { rows } = await db.query<{ allowed: boolean; kept_seconds: string[]; kept_counts: number[] }>({ name: 'baton_rate_take', text: takeSql, values: [accountId, nowSecond, limit, spanSeconds] });
    const [row] = rows;
    return { allowed: row.allowed, window: { seconds: row.kept_seconds.map(Number), counts: row.kept_counts } };
  }

  return async function consume(accountId: string, limit: number): Promise<RateDecision> {
    const nowMs = clock.now().getTime();
    const nowSecond = Math.floor(nowMs / 1000);
    let taken: { allowed: boolean; window: RateWindow };
    if (pool) taken = await takeShared(pool, accountId, nowSecond, limit);
    else {
      taken = takeRequest(windows.get(accountId) ?? { seconds: [], counts: [] }, nowSecond, limit);
      windows.set(accountId, taken.window);
    }
    return decisionFor(taken.window, taken.allowed, limit, nowMs);
  };
}
