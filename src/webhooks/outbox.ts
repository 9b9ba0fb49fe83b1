// The outbox (spec 6, E5/E6): events are rows written in the same transaction as the transition
// that causes them, numbered per task so the dispatcher sends them strictly in order. The body is
// fixed here, so every attempt and every redelivery signs exactly the same bytes.
import { sql, type Kysely } from 'kysely';
import { newSortableId } from '../lib/random.ts';
import type { Notifier } from '../engine/notifier.ts';
import type { Database, WebhookEventsTable } from '../store/schema.ts';

export type EventName = WebhookEventsTable['event'];

export interface EventInput {
  accountId: string;
  taskId: string;
  subAgent: string;
  event: EventName;
  data: unknown;
  now: Date;
}

export async function enqueueEvent(db: Kysely<Database>, notifier: Notifier, input: EventInput): Promise<string> {
  const [{ event_seq: seq }] = await db
    .updateTable('tasks')
    .set((eb) => ({ event_seq: eb('event_seq', '+', 1) }))
    .where('id', '=', input.taskId)
    .returning('event_seq')
    .execute();
  return writeEvent(db, notifier, input, seq);
}

/** The event body: fixed once, so every attempt and redelivery signs the same bytes. */
function eventBody(input: EventInput): string {
  return JSON.stringify({ event: input.event, task_id: input.taskId, sub_agent: input.subAgent, timestamp: input.now.toISOString(), data: input.data });
}

// An account without an endpoint gets its event written as skipped at once (docs/webhooks.md): no
// claim, no attempt and no wake-up for a send that cannot happen. Decided in the insert itself.
const statusFor = (accountId: string) =>
  sql<'pending' | 'skipped'>`case when exists (select 1 from webhook_endpoints where account_id = ${accountId}) then 'pending' else 'skipped' end`;

/** Writes the event numbered `seq` (the task's event_seq, already advanced by the caller's transaction). */
export async function writeEvent(db: Kysely<Database>, notifier: Notifier, input: EventInput, seq: number): Promise<string> {
  const id = newSortableId('msg');
  const nowIso = input.now.toISOString();
  const [{ status }] = await db
    .insertInto('webhook_events')
    .values({
      id,
      account_id: input.accountId,
      task_id: input.taskId,
      seq,
      event: input.event,
      body: eventBody(input),
      status: statusFor(input.accountId),
      attempts: 0,
      next_attempt_at: nowIso,
      lease_owner: null,
      lease_expires_at: null,
      created_at: nowIso,
      updated_at: nowIso,
      delivered_at: null,
    })
    .returning('status')
    .execute();
  if (status === 'pending') await notifier.notify(db, 'baton_events', input.taskId);
  return id;
}

/**
 * PostgreSQL, for a statement that advances the task's event_seq in a CTE named `advanced`
 * (returning `event_seq`): a CTE `event` that writes the event under that number, nothing when
 * `advanced` is empty. SQL with named parameters, filled by pgEventParams (engine/pg-task-write.ts).
 */
export const pgEventCte = `event as (
    insert into webhook_events (id, account_id, task_id, seq, event, body, status, attempts, next_attempt_at, lease_owner, lease_expires_at, created_at, updated_at, delivered_at)
    select :event_id, :event_account, :event_task, advanced.event_seq, :event_name, :event_body,
      case when exists (select 1 from webhook_endpoints where account_id = :event_account) then 'pending' else 'skipped' end,
      0, :event_now, null, null, :event_now, :event_now, null
    from advanced
    returning status)`;

/** A column for the statement's final select that wakes dispatchers at commit when the event is pending. */
export const pgEventWoke = `(select case when status = 'pending' then pg_notify('baton_events', :event_task) end from event) as event_woke`;

export function pgEventParams(input: EventInput): Record<string, unknown> {
  return { event_id: newSortableId('msg'), event_account: input.accountId, event_task: input.taskId, event_name: input.event, event_body: eventBody(input), event_now: input.now.toISOString() };
}
