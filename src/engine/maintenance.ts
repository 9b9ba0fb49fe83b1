// Housekeeping the workers do on a slow timer: idempotency records past their 24 hours (already
// ignored) and consent and settings links a week past their expiry are deleted, so those tables
// stay the size of what is still in use.
import type { Logger } from 'pino';
import type { Kysely } from 'kysely';
import type { Clock } from '../lib/clock.ts';
import { purgeExpiredLinks } from '../services/connections/purge-expired-links.ts';
import { purgeExpiredIdempotencyKeys } from '../store/idempotency-store.ts';
import type { Database } from '../store/schema.ts';

const everyMs = 10 * 60 * 1000;

/** How long an expired link keeps answering "expired" before it is deleted. */
const expiredLinkRetentionMs = 7 * 24 * 3600 * 1000;

interface MaintenanceDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** One round of housekeeping; returns how many rows of each kind it deleted. */
export async function runMaintenance(deps: MaintenanceDeps) {
  const now = deps.clock.now();
  const idempotencyKeys = await purgeExpiredIdempotencyKeys(deps.db, now);
  const links = await purgeExpiredLinks(deps.db, new Date(now.getTime() - expiredLinkRetentionMs));
  return { idempotencyKeys, ...links };
}

export function startMaintenance(deps: MaintenanceDeps & { logger: Logger }): { stop(): void } {
  const run = () =>
    runMaintenance(deps)
      .then((purged) => Object.values(purged).some((n) => n > 0) && deps.logger.info({ purged }, 'expired records purged'))
      .catch((error) => deps.logger.warn({ err: error }, 'housekeeping failed'));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
