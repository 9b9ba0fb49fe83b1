// Per-account request limits (L2) with rate-limiter-flexible: in memory on the embedded store,
// in PostgreSQL when several nodes share one (with an in-memory limiter as insurance if the
// database hiccups). See docs/adr/0002-rate-limit-window.md for the window's exact behaviour.
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds when the current window ends. */
  resetAt: number;
  /** Whole seconds to wait, at least 1, when refused. */
  retryAfter: number;
}

export function createRateLimiter(pool: pg.Pool | undefined) {
  const limiters = new Map<number, RateLimiterAbstract>();
  // One limiter per distinct limit: the library fixes points per instance, and plans share limits.
  function limiterFor(points: number): RateLimiterAbstract {
    let limiter = limiters.get(points);
    if (!limiter) {
      const options = { points, duration: 60, keyPrefix: `rpm${points}` };
      limiter = pool
        ? new RateLimiterPostgres({
            ...options,
            storeClient: pool,
            storeType: 'pool',
            tableName: 'rate_limits',
            tableCreated: true,
            clearExpiredByTimeout: true,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options);
      limiters.set(points, limiter);
    }
    return limiter;
  }

  return async function consume(accountId: string, points: number): Promise<RateDecision> {
    const decide = (res: RateLimiterRes, allowed: boolean): RateDecision => ({
      allowed,
      limit: points,
      remaining: Math.max(0, res.remainingPoints),
      resetAt: Math.ceil((Date.now() + res.msBeforeNext) / 1000),
      retryAfter: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
    });
    try {
      return decide(await limiterFor(points).consume(accountId), true);
    } catch (error) {
      if (error instanceof RateLimiterRes) return decide(error, false);
      throw error;
    }
  };
}
