// The one place task status changes (spec 3.1 with K1, K6, K10). Each transition, in one
// transaction: the guarded status update (only from the state the caller saw, so a race ends in
// exactly one outcome), its timestamps, the outbox event, and the slot hand-over to pending tasks.
import type { Kysely } from 'kysely';
import type { Clock } from '../lib/clock.ts';
import { inTransaction } from '../store/open-store.ts';
import type { Database, TaskRow, TaskStatus, TasksTable } from '../store/schema.ts';
import { enqueueEvent } from '../webhooks/outbox.ts';
import type { Notifier } from './notifier.ts';
import { hasFreeSlot, lockAccount } from './slots.ts';
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
  | { to: 'running' }
  | { to: 'pending' }
  | { to: 'waiting'; waiting: WaitingInfo }
  | { to: 'complete'; result: unknown }
  | { to: 'failed'; error: TaskError }
  | { to: 'cancelled' };

const allowed: Record<TaskStatus, readonly TaskStatus[]> = {
  pending: ['running', 'cancelled'],
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
  const leaving = { lease_owner: null, lease_expires_at: null };
  switch (request.to) {
    case 'running':
      return { started_at: task.started_at ?? nowIso, waiting_json: null, waiting_expires_at: null, ...leaving };
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

function eventFor(request: TransitionRequest): { event: 'task.complete' | 'task.failed' | 'task.waiting'; data: unknown } | undefined {
  if (request.to === 'complete') return { event: 'task.complete', data: request.result };
  if (request.to === 'failed') return { event: 'task.failed', data: { error: request.error } };
  if (request.to === 'waiting') {
    const { reason, service, auth_url, message, scopes } = request.waiting;
    return { event: 'task.waiting', data: { reason, service, auth_url, message, scopes } };
  }
  return undefined;
}

export async function transitionTask(deps: EngineDeps, task: TaskRow, request: TransitionRequest): Promise<TaskRow> {
  if (!allowed[task.status].includes(request.to)) {
    throw new Error(`illegal task transition ${task.status} -> ${request.to} for ${task.id}`);
  }
  return inTransaction(deps.db, async (db) => {
    const now = deps.clock.now();
    const nowIso = now.toISOString();
    const changes = { ...changesFor(task, request, nowIso), status: request.to, updated_at: nowIso };
    const updated = await db.updateTable('tasks').set(changes).where('id', '=', task.id).where('status', '=', task.status).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new TransitionConflict(`task ${task.id} is no longer ${task.status}`);
    const next: TaskRow = { ...task, ...changes };
    if (request.to === 'failed' || request.to === 'cancelled') await closeOpenSteps(db, task.id, request.to, now);
    const event = eventFor(request);
    if (event) await enqueueEvent(db, deps.notifier, { accountId: task.account_id, taskId: task.id, subAgent: task.sub_agent, event: event.event, data: event.data, now });
    if (request.to === 'running') await deps.notifier.notify(db, 'baton_tasks', task.id);
    if (request.to === 'cancelled') await deps.notifier.notify(db, 'baton_cancel', task.id);
    if (task.status === 'running' && task.mode === 'live') await promotePending({ ...deps, db }, task.account_id);
    return next;
  });
}

/** Hands freed slots to the account's oldest pending tasks (K1: oldest first). */
export async function promotePending(deps: EngineDeps, accountId: string): Promise<void> {
  await lockAccount(deps.db, accountId);
  const account = await deps.db.selectFrom('accounts').select('concurrency_limit').where('id', '=', accountId).executeTakeFirst();
  if (!account) return;
  while (await hasFreeSlot(deps.db, accountId, account.concurrency_limit)) {
    const next = await deps.db
      .selectFrom('tasks')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('status', '=', 'pending')
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!next) return;
    await transitionTask(deps, next, { to: 'running' });
  }
}

/** Consent granted: back to running when a slot is free, else pending in creation order. */
export async function resumeWaitingTask(deps: EngineDeps, task: TaskRow): Promise<TaskRow> {
  return inTransaction(deps.db, async (db) => {
    const tx = { ...deps, db };
    await lockAccount(db, task.account_id);
    const account = await db.selectFrom('accounts').select('concurrency_limit').where('id', '=', task.account_id).executeTakeFirstOrThrow();
    const free = task.mode === 'test' || (await hasFreeSlot(db, task.account_id, account.concurrency_limit));
    return transitionTask(tx, task, { to: free ? 'running' : 'pending' });
  });
}
