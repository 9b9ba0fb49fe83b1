// Claiming due deliveries: the one dialect-specific query of the dispatcher. An event is due when it
// is pending, its time has come, nobody holds a live lease on it, and it is the lowest-seq pending
// event of its task with no other event of that task in flight (E5: strict order per task, one send
// per task at a time; other tasks are not held back). Claiming takes a lease and counts the attempt,
// so a dispatcher that dies mid-send still used up an attempt and cannot loop forever.
// PostgreSQL: FOR UPDATE SKIP LOCKED, so dispatchers on several nodes never claim the same row.
// SQLite: one process and one connection, so the plain UPDATE ... RETURNING is already atomic.
import { sql, type Kysely } from 'kysely';
import type { StoreKind } from '../../store/open-store.ts';
import type { Database, WebhookEventsTable } from '../../store/schema.ts';

export interface ClaimedEvent {
  id: string;
  account_id: string;
  task_id: string;
  seq: number;
  event: WebhookEventsTable['event'];
  body: string;
  /** Attempts in the current round, this one included. */
  attempts: number;
  /** The claim token: records are written only while it still holds the row. */
  lease_owner: string;
}

export interface ClaimRequest {
  owner: string;
  now: Date;
  leaseMs: number;
  limit: number;
  /** E4 schedule[0]: a first attempt waits this long after the event was written. */
  firstDelaySeconds: number;
  /** Only these tasks (the ones a notification or a finished send named); all when absent. */
  taskIds?: string[];
}

const none = sql.raw('');
// `pending`, spelt as "none of the final states" (the status set is closed). Spelt `= 'pending'`,
// it matches the partial index on pending rows, whose columns start with next_attempt_at, and
// PostgreSQL without fresh statistics probes that instead of (task_id, seq): measured 6x slower.
const unsettled = sql.raw(`p.status not in ('delivered', 'undeliverable', 'skipped')`);

// Written as one SQL template rather than with the query builder: it runs for every wake-up and
// every finished send, and building it node by node cost more than executing it (measured ~100 us
// against ~6 us). 'pending' is a literal so both engines match the partial index on it.
export async function claimDueEvents(db: Kysely<Database>, kind: StoreKind, request: ClaimRequest): Promise<ClaimedEvent[]> {
  const now = request.now.toISOString();
  const leaseUntil = new Date(request.now.getTime() + request.leaseMs).toISOString();
  const firstCutoff = new Date(request.now.getTime() - request.firstDelaySeconds * 1000).toISOString();
  const onlyTasks = request.taskIds ? sql`and e.task_id in (${sql.join(request.taskIds)})` : none;
  const firstDelay = request.firstDelaySeconds > 0 ? sql`and (e.attempts > 0 or e.next_attempt_at <= ${firstCutoff})` : none;
  const lock = kind === 'postgres' ? sql`for update of e skip locked` : none;
  const { rows } = await sql<ClaimedEvent>`
    update webhook_events
    set lease_owner = ${request.owner}, lease_expires_at = ${leaseUntil}, attempts = attempts + 1, updated_at = ${now}
    where id in (
      select e.id from webhook_events e
      where e.status = 'pending' and e.next_attempt_at <= ${now}
        and (e.lease_expires_at is null or e.lease_expires_at <= ${now})
        ${onlyTasks} ${firstDelay}
        -- Two range checks on (task_id, seq), each stopping at its first hit. Not one OR-ed
        -- subquery: that made every pending event of a task look at all the others (quadratic).
        and not exists (
          -- an earlier event of the task still to send
          select 1 from webhook_events p where p.task_id = e.task_id and p.seq < e.seq and ${unsettled}
        )
        and not exists (
          -- a later one in flight right now (this event was redelivered meanwhile)
          select 1 from webhook_events p
          where p.task_id = e.task_id and p.seq > e.seq and ${unsettled} and p.lease_expires_at > ${now}
        )
      order by e.next_attempt_at, e.task_id, e.seq
      limit ${request.limit}
      ${lock}
    )
    returning id, account_id, task_id, seq, event, body, attempts, lease_owner`.execute(db);
  return rows;
}
