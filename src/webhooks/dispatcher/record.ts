// Writing down what became of a claimed event. Each write is guarded by the claim token: a dispatcher
// that lost its lease (it stalled past the lease and another one took over) writes nothing.
import { sql, type Kysely } from 'kysely';
import { inTransaction } from '../../store/open-store.ts';
import type { Database } from '../../store/schema.ts';
import type { ClaimedEvent } from './claim.ts';
import type { Outcome } from './schedule.ts';
import type { AttemptResult } from './send-event.ts';

export function attemptErrorText(result: AttemptResult): string | null {
  return result.error ? `${result.error.code}: ${result.error.message}` : null;
}

export type Recorded = 'lost' | 'recorded' | 'recorded, more due';

/**
 * The attempt row and the event's new state, in one transaction. 'lost' if the claim was lost;
 * 'recorded, more due' when the event is settled and a later event of its task waits to be sent.
 * SQL templates rather than the query builder: this runs once per send (see claim.ts).
 */
export async function recordAttempt(db: Kysely<Database>, claimed: ClaimedEvent, result: AttemptResult, outcome: Outcome, now: Date): Promise<Recorded> {
  const nowIso = now.toISOString();
  const next = outcome.status === 'pending' ? outcome.nextAttemptAt.toISOString() : null;
  const deliveredAt = outcome.status === 'delivered' ? nowIso : null;
  return inTransaction(db, async (trx) => {
    // A rescheduled event gives its lease back; a finished one keeps lease_owner: who settled it.
    const updated = await sql`
      update webhook_events
      set status = ${outcome.status}, next_attempt_at = coalesce(${next}, next_attempt_at),
        lease_owner = case when ${outcome.status} = 'pending' then null else lease_owner end,
        lease_expires_at = null, delivered_at = coalesce(${deliveredAt}, delivered_at), updated_at = ${nowIso}
      where id = ${claimed.id} and lease_owner = ${claimed.lease_owner} and status = 'pending'`.execute(trx);
    if (Number(updated.numAffectedRows ?? 0) !== 1) return 'lost';
    // Numbered across redelivery rounds; the update above holds the event row, serialising writers.
    await sql`
      insert into webhook_attempts (event_id, attempt, started_at, url, status_code, latency_ms, response_body, error, succeeded)
      select ${claimed.id}, coalesce(max(attempt), 0) + 1, ${result.startedAt.toISOString()}, ${result.url},
        cast(${result.statusCode} as integer), cast(${result.latencyMs} as integer), ${result.responseBody}, ${attemptErrorText(result)},
        cast(${result.succeeded ? 1 : 0} as integer)
      from webhook_attempts where event_id = ${claimed.id}`.execute(trx);
    if (outcome.status === 'pending') return 'recorded'; // the task stays blocked behind this event
    // Status spelt as in claim.ts, so that PostgreSQL probes (task_id, seq).
    const later = await sql`
      select 1 as later from webhook_events
      where task_id = ${claimed.task_id} and seq > ${claimed.seq} and status not in ('delivered', 'undeliverable', 'skipped')
      limit 1`.execute(trx);
    return later.rows.length > 0 ? 'recorded, more due' : 'recorded';
  });
}

/** No endpoint when the event came due: nothing was sent, so no attempt is counted. */
export async function markSkipped(db: Kysely<Database>, claimed: ClaimedEvent, now: Date): Promise<void> {
  await db
    .updateTable('webhook_events')
    .set((eb) => ({ status: 'skipped', lease_expires_at: null, attempts: eb('attempts', '-', 1), updated_at: now.toISOString() }))
    .where('id', '=', claimed.id)
    .where('lease_owner', '=', claimed.lease_owner)
    .where('status', '=', 'pending')
    .execute();
}

/** A send aborted by shutdown: hand the event back at once, uncounted (it may still have arrived). */
export async function releaseClaim(db: Kysely<Database>, claimed: ClaimedEvent, now: Date): Promise<void> {
  await db
    .updateTable('webhook_events')
    .set((eb) => ({ lease_owner: null, lease_expires_at: null, attempts: eb('attempts', '-', 1), updated_at: now.toISOString() }))
    .where('id', '=', claimed.id)
    .where('lease_owner', '=', claimed.lease_owner)
    .where('status', '=', 'pending')
    .execute();
}
