// A running task completing on PostgreSQL in one statement, when its concurrency unit has no
// pending task to go to (the usual case): the guarded status update, the outbox event and the unit
// given back to its stripe. When a pending task waits for the unit, nothing is written and the
// caller hands the unit over in a transaction (state-machine.ts); a pending task that another
// hand-over has locked is not waiting for this unit (SKIP LOCKED, as in the hand-over itself).
import type { Kysely } from 'kysely';
import type { Database, TaskRow } from '../store/schema.ts';
import type { EventInput } from '../webhooks/outbox.ts';
import { pgTaskWrite, type TaskWrite } from './pg-task-write.ts';

export type QuickCompletion = 'done' | 'conflict' | 'unit_awaited';

const awaiting = `awaiting as (
    select 1 from tasks
    where account_id = :account and status = 'pending'
      and exists (select 1 from account_slots where account_id = :account and stripe = :stripe and used <= capacity)
    limit 1 for update skip locked)`;
const freed = `freed as (
    update account_slots set used = used - 1
    where account_id = :account and stripe = :stripe and exists (select 1 from advanced))`;

export async function pgCompleteAlone(db: Kysely<Database>, task: TaskRow, set: TaskWrite['set'], event: EventInput): Promise<QuickCompletion> {
  const stripe = task.slot_stripe;
  if (stripe === null) {
    const row = await pgTaskWrite(db, { taskId: task.id, set, where: 'status = :from', params: { from: task.status }, event });
    return row.updated ? 'done' : 'conflict';
  }
  const row = await pgTaskWrite<{ awaited: boolean }>(db, {
    taskId: task.id,
    set,
    where: 'status = :from and not exists (select 1 from awaiting)',
    before: [awaiting],
    event,
    after: [freed],
    select: ['exists (select 1 from awaiting) as awaited'],
    params: { from: task.status, account: task.account_id, stripe },
    stripe: { accountId: task.account_id, stripe },
  });
  if (row.updated) return 'done';
  return row.awaited ? 'unit_awaited' : 'conflict';
}
