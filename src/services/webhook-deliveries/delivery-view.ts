// What the delivery log shows. `attempts` counts every recorded attempt of the event (redelivery
// rounds included); `body` is the exact JSON text that was signed and sent, as a string, so a
// receiver's signature problem can be checked against the very bytes.
import type { Kysely, Selectable } from 'kysely';
import type { Database, WebhookAttemptsTable, WebhookEventsTable } from '../../store/schema.ts';

export const deliveryStatuses = ['pending', 'delivered', 'undeliverable', 'skipped'] as const;
export const eventNames = ['task.complete', 'task.failed', 'task.progress', 'task.waiting'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
export type EventName = (typeof eventNames)[number];

/** Test events carry a task id no real task can have (real ids are task_ + base62, no second `_`). */
export const testTaskPrefix = 'task_test_';

export type DeliveryRow = Pick<
  Selectable<WebhookEventsTable>,
  'id' | 'task_id' | 'event' | 'status' | 'next_attempt_at' | 'created_at' | 'delivered_at' | 'body'
> & { attempt_count: number | null };

/** The log's rows for one account (or any, for the operator's CLI), with their attempt counts. */
export function selectDeliveries(db: Kysely<Database>) {
  return db
    .selectFrom('webhook_events')
    .select(['id', 'task_id', 'event', 'status', 'next_attempt_at', 'created_at', 'delivered_at', 'body', 'account_id'])
    .select((eb) =>
      eb
        .selectFrom('webhook_attempts')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('webhook_attempts.event_id', '=', 'webhook_events.id')
        .as('attempt_count'),
    );
}

export function deliveryItem(row: DeliveryRow) {
  return {
    id: row.id,
    task_id: row.task_id,
    event: row.event,
    status: row.status,
    attempts: Number(row.attempt_count ?? 0),
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
    created_at: row.created_at,
    delivered_at: row.status === 'delivered' ? row.delivered_at : null,
    test: row.task_id.startsWith(testTaskPrefix),
  };
}

export type DeliveryItem = ReturnType<typeof deliveryItem>;

/** Stored as `code: message` (record.ts); split back into the pair the API shows. */
function attemptError(text: string | null): { code: string; message: string } | null {
  if (text === null) return null;
  const cut = text.indexOf(': ');
  return cut < 0 ? { code: text, message: text } : { code: text.slice(0, cut), message: text.slice(cut + 2) };
}

export function attemptView(row: Selectable<WebhookAttemptsTable>) {
  return {
    attempt: row.attempt,
    started_at: row.started_at,
    url: row.url,
    status_code: row.status_code,
    latency_ms: row.latency_ms,
    response_body: row.response_body,
    error: attemptError(row.error),
    succeeded: row.succeeded === 1,
  };
}
