// Housekeeping the workers do on a slow timer: idempotency records past their 24 hours are deleted
// (they are already ignored, this only keeps the table small).
import type { Logger } from 'pino';
import type { Kysely } from 'kysely';
import type { Clock } from '../lib/clock.ts';
import { purgeExpiredIdempotencyKeys } from '../store/idempotency-store.ts';
import type { Database } from '../store/schema.ts';

const everyMs = 10 * 60 * 1000;

export function startMaintenance(deps: { db: Kysely<Database>; clock: Clock; logger: Logger }): { stop(): void } {
  const run = () =>
    purgeExpiredIdempotencyKeys(deps.db, deps.clock.now())
      .then((purged) => purged > 0 && deps.logger.info({ purged }, 'expired idempotency keys purged'))
      .catch((error) => deps.logger.warn({ err: error }, 'idempotency purge failed'));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
