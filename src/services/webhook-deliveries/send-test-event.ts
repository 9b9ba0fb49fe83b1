// POST /v1/webhook_endpoint/test (docs/adr/0005-webhook-test-event.md): one signed request to the
// endpoint, sent at once and never retried, then written to the delivery log. The body is a
// `task.progress` event of the spec's own shape, because receivers may refuse event names outside
// the spec's four; a task id starting `task_test_` (which no real task can have) marks it as a test.
// Sending and recording are two steps: the send must not run inside a database transaction (on
// embedded SQLite an open transaction holds the one connection, stalling every other request).
import { isoNow } from '../../lib/clock.ts';
import { ServiceError } from '../../lib/errors.ts';
import { newId, randomBase62 } from '../../lib/random.ts';
import { sendEvent, type AttemptResult } from '../../webhooks/dispatcher/send-event.ts';
import { attemptErrorText } from '../../webhooks/dispatcher/record.ts';
import { getAccount } from '../accounts/get-account.ts';
import type { ServiceContext } from '../context.ts';
import { openWebhookSecret } from '../webhook-endpoint/endpoint-secret.ts';
import { testTaskPrefix } from './delivery-view.ts';

/** E3: the receiver's deadline for the test request (the spec's 30 seconds). */
export const testEventTimeoutMs = 30_000;

export interface SentTestEvent {
  id: string;
  taskId: string;
  body: string;
  createdAt: string;
  result: AttemptResult;
}

export async function sendTestEvent(ctx: ServiceContext, accountId: string, options: { timeoutMs?: number } = {}): Promise<SentTestEvent> {
  await getAccount(ctx, accountId);
  const endpoint = await ctx.db.selectFrom('webhook_endpoints').select(['url', 'secret_sealed']).where('account_id', '=', accountId).executeTakeFirst();
  if (!endpoint) throw new ServiceError('webhook_not_configured', 'This account has no webhook endpoint; set one first');
  const now = ctx.clock.now();
  const id = newId('msg');
  const taskId = `${testTaskPrefix}${randomBase62(24)}`;
  const data = { step: 'test', message: 'Test event from Baton', progress_pct: 0 };
  const body = JSON.stringify({ event: 'task.progress', task_id: taskId, sub_agent: 'test', timestamp: now.toISOString(), data });
  const result = await sendEvent({
    url: endpoint.url,
    secret: openWebhookSecret(ctx.keyRing, accountId, endpoint.secret_sealed),
    eventId: id,
    body,
    now,
    timeoutMs: options.timeoutMs ?? testEventTimeoutMs,
    allowPrivate: ctx.allowPrivateNetworks,
  });
  return { id, taskId, body, createdAt: now.toISOString(), result };
}

/** Writes the test event and its one attempt to the log (delivered, or undeliverable: no retries). */
export async function recordTestEvent(ctx: ServiceContext, accountId: string, sent: SentTestEvent) {
  const { result } = sent;
  const settledAt = isoNow(ctx.clock);
  await ctx.db
    .insertInto('webhook_events')
    .values({
      id: sent.id,
      account_id: accountId,
      task_id: sent.taskId,
      seq: 1,
      event: 'task.progress',
      body: sent.body,
      status: result.succeeded ? 'delivered' : 'undeliverable',
      attempts: 1,
      next_attempt_at: sent.createdAt,
      lease_owner: null,
      lease_expires_at: null,
      created_at: sent.createdAt,
      updated_at: settledAt,
      delivered_at: result.succeeded ? settledAt : null,
    })
    .execute();
  await ctx.db
    .insertInto('webhook_attempts')
    .values({
      event_id: sent.id,
      attempt: 1,
      started_at: result.startedAt.toISOString(),
      url: result.url,
      status_code: result.statusCode,
      latency_ms: result.latencyMs,
      response_body: result.responseBody,
      error: attemptErrorText(result),
      succeeded: result.succeeded ? 1 : 0,
    })
    .execute();
  return {
    id: sent.id,
    task_id: sent.taskId,
    url: result.url,
    succeeded: result.succeeded,
    status_code: result.statusCode,
    latency_ms: result.latencyMs,
    response_body: result.responseBody,
    error: result.error,
  };
}
