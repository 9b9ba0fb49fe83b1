// The one place task status changes (spec 3.1 with K1, K6, K10). Each transition, in one
// transaction: the guarded status update (only from the state the caller saw, so a race ends in
// exactly one outcome), its timestamps, the outbox event, and the slot hand-over to pending tasks.
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../lib/clock.ts';
import { isPostgres } from '../store/dialect.ts';
import { inTransaction } from '../store/open-store.ts';
import { preparedQuery } from '../store/prepared-query.ts';
import type { Database, TaskRow, TaskStatus, TasksTable } from '../store/schema.ts';
import { taskTransitioned } from '../telemetry/metrics.ts';
import { writeEvent, type EventInput } from '../webhooks/outbox.ts';
import type { Notifier } from './notifier.ts';
import { pgCompleteAlone } from './pg-complete.ts';
import { freeSlot, takeSlot } from './slots.ts';
import type { TaskError } from './task-error.ts';
import { closeOpenSteps } from './trace.ts';

export interface EngineDeps {
  db: Kysely<Database>;
  notifier: Notifier;
  clock: Clock;
}

export interface WaitingInfo {
  reason: 'oauth_consent_required';
  service: string;
  scopes: string[];
  auth_url: string;
  expires_at: string;
  message: string;
}

export type TransitionRequest =
  /** `stripe`: the concurrency unit the task holds while it runs (null for test-mode tasks). */
  | { to: 'running'; stripe: number | null }
  | { to: 'pending' }
  | { to: 'waiting'; waiting: WaitingInfo }
  | { to: 'complete'; result: unknown }
  | { to: 'failed'; error: TaskError }
  | { to: 'cancelled' };

const allowed: Record<TaskStatus, readonly TaskStatus[]> = {
  pending: ['running', 'failed', 'cancelled'], // failed: its account was disabled
  running: ['waiting', 'complete', 'failed', 'cancelled'],
  waiting: ['running', 'pending', 'failed', 'cancelled'],
  complete: [],
  failed: [],
  cancelled: [],
};

export const finalStatuses: readonly TaskStatus[] = ['complete', 'failed', 'cancelled'];

/** The task changed under us (a cancel, another worker); the caller re-reads and decides again. */
export class TransitionConflict extends Error {
  override name = 'TransitionConflict';
}

function changesFor(task: TaskRow, request: TransitionRequest, nowIso: string): Partial<TasksTable> {
  const leaving = { lease_owner: null, lease_expires_at: null, slot_stripe: null };
  switch (request.to) {
    case 'running':
      return { started_at: task.started_at ?? nowIso, waiting_json: null, waiting_expires_at: null, ...leaving, slot_stripe: request.stripe };
    case 'pending':
      return { waiting_json: null, waiting_expires_at: null, ...leaving };
    case 'waiting':
      return { waiting_json: JSON.stringify(request.waiting), waiting_expires_at: request.waiting.expires_at, ...leaving };
    case 'complete':
      return { completed_at: nowIso, result_json: JSON.stringify(request.result), waiting_json: null, ...leaving };
    case 'failed':
      return { failed_at: nowIso, error_json: JSON.stringify(request.error), waiting_json: null, waiting_expires_at: null, ...leaving };
    case 'cancelled':
      return { cancelled_at: nowIso, waiting_json: null, waiting_expires_at: null, ...leaving };
  }
}

function eventFor(task: TaskRow, request: TransitionRequest, now: Date): EventInput | undefined {
  const base = { accountId: task.account_id, taskId: task.id, subAgent: task.sub_agent, now };
  if (request.to === 'complete') return { ...base, event: 'task.complete', data: request.result };
  if (request.to === 'failed') return { ...base, event: 'task.failed', data: { error: request.error } };
  if (request.to === 'waiting') {
    const { reason, service, auth_url, message, scopes } = request.waiting;
    return { ...base, event: 'task.waiting', data: { reason, service, auth_url, message, scopes } };
  }
  return undefined;
}

export async function transitionTask(deps: EngineDeps, task: TaskRow, request: TransitionRequest): Promise<TaskRow> {
  if (!allowed[task.status].includes(request.to)) {
    throw new Error(`illegal task transition ${task.status} -> ${request.to} for ${task.id}`);
  }
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const changes = { ...changesFor(task, request, nowIso), status: request.to, updated_at: nowIso };
  const event = eventFor(task, request, now);
  // The common end of a task on PostgreSQL is one statement; a pending task waiting for its unit
  // (or a conflict) takes the transaction below.
  if (request.to === 'complete' && event && isPostgres(deps.db)) {
    const quick = await pgCompleteAlone(deps.db, task, changes, event);
    if (quick === 'conflict') throw new TransitionConflict(`task ${task.id} is no longer ${task.status}`);
    if (quick === 'done') return transitioned({ ...task, ...changes, event_seq: task.event_seq + 1 }, now);
  }
  const next = await inTransaction(deps.db, async (db) => {
    const updated = await db
      .updateTable('tasks')
      .set((eb) => (event ? { ...changes, event_seq: eb('event_seq', '+', 1) } : changes))
      .where('id', '=', task.id)
      .where('status', '=', task.status)
      .returning('event_seq')
      .executeTakeFirst();
    if (!updated) throw new TransitionConflict(`task ${task.id} is no longer ${task.status}`);
    const next: TaskRow = { ...task, ...changes, event_seq: updated.event_seq };
    if (request.to === 'failed' || request.to === 'cancelled') await closeOpenSteps(db, task.id, request.to, now);
    if (event) await writeEvent(db, deps.notifier, event, updated.event_seq);
    if (request.to === 'running') await deps.notifier.notify(db, 'baton_tasks', task.id);
    if (request.to === 'cancelled') await deps.notifier.notify(db, 'baton_cancel', task.id);
    if (task.status === 'running' && task.slot_stripe !== null) await handOver({ ...deps, db }, task.account_id, task.slot_stripe);
    return next;
  });
  return transitioned(next, now);
}

function transitioned(next: TaskRow, now: Date): TaskRow {
  taskTransitioned(next, now);
  return next;
}

// The oldest pending task of an account, locked (K1: oldest first, ordered by created_at then id);
// on PostgreSQL SKIP LOCKED, so concurrent hand-overs take successive tasks. `withinStripe`: only
// when the freed unit's stripe is not over a lowered capacity (the unit is then not handed on).
function oldestPendingQuery(withinStripe: boolean) {
  return preparedQuery((db, p: { accountId: string; stripe: number }) => {
    let query = db
      .selectFrom('tasks')
      .selectAll()
      .where('account_id', '=', p.accountId)
      .where('status', '=', sql.lit('pending'))
      .orderBy('created_at')
      .orderBy('id')
      .limit(sql.lit(1));
    if (withinStripe) {
      query = query.where(({ exists, selectFrom }) =>
        exists(selectFrom('account_slots').select(sql.lit(1).as('one')).where('account_id', '=', p.accountId).where('stripe', '=', p.stripe).whereRef('used', '<=', 'capacity')),
      );
    }
    return isPostgres(db) ? query.forUpdate().skipLocked() : query;
  });
}
const oldestPendingWithin = oldestPendingQuery(true);
const oldestPending = oldestPendingQuery(false);

/** A running task stopped: its unit goes to the oldest pending task, or back to its stripe. */
async function handOver(deps: EngineDeps, accountId: string, stripe: number): Promise<void> {
  const [next] = await oldestPendingWithin(deps.db, { accountId, stripe });
  if (next) await transitionTask(deps, next, { to: 'running', stripe });
  else await freeSlot(deps.db, accountId, stripe);
}

/**
 * Starts the account's oldest pending tasks while it has free units: after a creation or a resume
 * that queued a task (a unit freed meanwhile by a completion that could not see it yet), and on
 * the workers' poll (which also finds a raised plan limit). Each start is its own short transaction.
 */
export async function promotePending(deps: EngineDeps, accountId: string): Promise<number> {
  let started = 0;
  for (;;) {
    const promoted = await inTransaction(deps.db, async (db) => {
      // The unit first: when none is free (the usual case) no pending row is locked at all.
      const stripe = await takeSlot(db, accountId, { forPending: true });
      if (stripe === null) return false;
      const [next] = await oldestPending(db, { accountId, stripe });
      if (!next) {
        await freeSlot(db, accountId, stripe);
        return false;
      }
      await transitionTask({ ...deps, db }, next, { to: 'running', stripe });
      return true;
    });
    if (!promoted) return started;
    started++;
  }
}

/** Consent granted: back to running when a unit is free and nothing older waits, else pending. */
export async function resumeWaitingTask(deps: EngineDeps, task: TaskRow): Promise<TaskRow> {
  if (task.mode === 'test') return transitionTask(deps, task, { to: 'running', stripe: null });
  return inTransaction(deps.db, async (db) => {
    const tx = { ...deps, db };
    const stripe = await takeSlot(db, task.account_id);
    if (stripe === null) {
      const queued = await transitionTask(tx, task, { to: 'pending' });
      await deps.notifier.notify(db, 'baton_promote', task.account_id);
      return queued;
    }
    try {
      return await transitionTask(tx, task, { to: 'running', stripe });
    } catch (error) {
      // The caller may catch the conflict and commit the rest of its transaction: return the unit.
      await freeSlot(db, task.account_id, stripe);
      throw error;
    }
  });
}
