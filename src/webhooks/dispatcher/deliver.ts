// Delivers one claimed event: look up the account's endpoint now (the URL and secret in force at send
// time, E1), send, and record the attempt with what follows it (E3, E4). An account without an
// endpoint gets its event marked skipped: events are not kept for an endpoint configured later.
import type { Logger } from 'pino';
import type { ServiceContext } from '../../services/context.ts';
import { openWebhookSecret } from '../../services/webhook-endpoint/endpoint-secret.ts';
import type { ClaimedEvent } from './claim.ts';
import { markSkipped, recordAttempt, releaseClaim } from './record.ts';
import { webhookAttemptTimed } from '../../telemetry/metrics.ts';
import { outcomeOf } from './schedule.ts';
import { sendEvent, type AttemptResult } from './send-event.ts';
import type { DeliverySettings } from './settings.ts';

export interface DeliverDeps {
  ctx: ServiceContext;
  settings: DeliverySettings;
  logger: Logger;
  /** Fires when the dispatcher stops and its grace period is over. */
  shutdown: AbortSignal;
}

export interface Delivered {
  outcome: 'delivered' | 'failed' | 'skipped' | 'released' | 'lost';
  /** A later event of the task may be due now: claim it. */
  nextOfTask: boolean;
}

async function attempt(deps: DeliverDeps, claimed: ClaimedEvent, endpoint: { url: string; secret_sealed: string }): Promise<AttemptResult> {
  const now = deps.ctx.clock.now();
  let secret: string;
  try {
    secret = openWebhookSecret(deps.ctx.keyRing, claimed.account_id, endpoint.secret_sealed);
  } catch (error) {
    // A key ring missing the sealing key is an operator problem; the attempt fails visibly instead.
    const message = `The endpoint secret cannot be opened: ${(error as Error).message}`;
    return { url: endpoint.url, startedAt: now, statusCode: null, latencyMs: 0, responseBody: null, error: { code: 'secret_unavailable', message }, succeeded: false, retryAfterSeconds: undefined };
  }
  return sendEvent({
    url: endpoint.url,
    secret,
    eventId: claimed.id,
    body: claimed.body,
    now,
    timeoutMs: deps.settings.timeoutMs,
    allowPrivate: deps.ctx.allowPrivateNetworks,
    signal: deps.shutdown,
  });
}

export async function deliverClaimed(deps: DeliverDeps, claimed: ClaimedEvent): Promise<Delivered> {
  const { db, clock } = deps.ctx;
  const endpoint = await db.selectFrom('webhook_endpoints').select(['url', 'secret_sealed']).where('account_id', '=', claimed.account_id).executeTakeFirst();
  if (!endpoint) {
    await markSkipped(db, claimed, clock.now());
    return { outcome: 'skipped', nextOfTask: true };
  }
  const result = await attempt(deps, claimed, endpoint);
  if (deps.shutdown.aborted && result.error?.code === 'aborted') {
    await releaseClaim(db, claimed, clock.now());
    return { outcome: 'released', nextOfTask: false };
  }
  const now = clock.now();
  const outcome = outcomeOf(result, claimed.attempts, deps.settings.retrySchedule, now);
  // Crash window (E6): the receiver may have the event already; if this process dies before the
  // write below commits, the lease expires and the event is sent again with the same webhook-id.
  const recorded = await recordAttempt(db, claimed, result, outcome, now);
  webhookAttemptTimed(result.succeeded ? 'delivered' : outcome.status === 'pending' ? 'retry' : 'undeliverable', result.latencyMs);
  if (recorded === 'lost') {
    deps.logger.warn({ event: claimed.id }, 'webhook claim lost before the attempt was recorded; another dispatcher owns it');
    return { outcome: 'lost', nextOfTask: false };
  }
  if (!result.succeeded) deps.logger.debug({ event: claimed.id, error: result.error, next: outcome.status }, 'webhook attempt failed');
  return { outcome: result.succeeded ? 'delivered' : 'failed', nextOfTask: recorded === 'recorded, more due' };
}
