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
  const id = newSortableId('msg');
  const nowIso = input.now.toISOString();
  const body = JSON.stringify({ event: input.event, task_id: input.taskId, sub_agent: input.subAgent, timestamp: nowIso, data: input.data });
  // An account without an endpoint gets its event written as skipped at once (docs/webhooks.md):
  // no claim, no attempt and no wake-up for a send that cannot happen. Decided in the insert itself.
  const [{ status }] = await db
    .insertInto('webhook_events')
    .values({
      id,
      account_id: input.accountId,
      task_id: input.taskId,
      seq,
      event: input.event,
      body,
      status: sql<'pending' | 'skipped'>`case when exists (select 1 from webhook_endpoints where account_id = ${input.accountId}) then 'pending' else 'skipped' end`,
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
