// Writes a running task's progress, each write guarded by "still running and still ours", so a
// cancelled task or a lost lease turns every later write into a no-op the runner can detect.
// Each write is one transaction; on PostgreSQL one statement (task-progress-pg.ts), so a write
// costs one round trip instead of a begin, three or four statements and a commit.
import type { ModelMessage } from 'ai';
import type { Kysely } from 'kysely';
import { isPostgres } from '../store/dialect.ts';
import { inTransaction } from '../store/open-store.ts';
import type { Database, TaskRow, TasksTable } from '../store/schema.ts';
import { writeEvent, type EventInput } from '../webhooks/outbox.ts';
import type { EngineDeps } from './state-machine.ts';
import { pgFinishToolStep, pgOpenToolStep, pgSaveConversation } from './task-progress-pg.ts';
import { TaskNoLongerOurs } from './task-no-longer-ours.ts';
import { appendStep, finishStep } from './trace.ts';

export { TaskNoLongerOurs };

/** Updates the task if it is still running under `owner`; `advance` also numbers a new event. Returns event_seq. */
async function guardedUpdate(db: Kysely<Database>, task: TaskRow, owner: string, changes: Partial<TasksTable>, advance: boolean): Promise<number> {
  const row = await db
    .updateTable('tasks')
    .set((eb) => (advance ? { ...changes, event_seq: eb('event_seq', '+', 1) } : changes))
    .where('id', '=', task.id)
    .where('status', '=', 'running')
    .where('lease_owner', '=', owner)
    .returning('event_seq')
    .executeTakeFirst();
  if (!row) throw new TaskNoLongerOurs(task.id);
  return row.event_seq;
}

export interface Progress {
  step: string;
  message: string;
  progress_pct: number;
}

function progressEvent(task: TaskRow, progress: Progress | undefined, now: Date): EventInput | undefined {
  return progress && { accountId: task.account_id, taskId: task.id, subAgent: task.sub_agent, event: 'task.progress', data: progress, now };
}

export async function saveModelStep(deps: EngineDeps, task: TaskRow, owner: string, messages: ModelMessage[], progress?: Progress): Promise<void> {
  const now = deps.clock.now();
  const changes = { conversation_json: JSON.stringify(messages), updated_at: now.toISOString() };
  const event = progressEvent(task, progress, now);
  if (isPostgres(deps.db)) return pgSaveConversation(deps.db, task, owner, changes, event);
  await inTransaction(deps.db, async (db) => {
    const seq = await guardedUpdate(db, task, owner, changes, event !== undefined);
    if (event) await writeEvent(db, deps.notifier, event, seq);
  });
}

/** A model step's conversation (and its progress event) not written yet: the next write carries it. */
export interface UnsavedStep {
  messages: ModelMessage[];
  progress?: Progress;
}

/**
 * Opens the trace step of a tool call and counts it. `stepCount` is the task's count before this
 * call (the runner keeps it: only the lease holder changes it). A call `recovered` from a stored
 * conversation may have a step a crashed worker left open: that one is taken up again, uncounted.
 * `unsaved`, the model step that asked for the call, is saved in the same write: a worker that dies
 * before it asks the model again, and nothing has run.
 */
export async function startToolStep(
  deps: EngineDeps,
  task: TaskRow,
  owner: string,
  call: { id: string; tool: string; recovered: boolean },
  stepCount: number,
  unsaved?: UnsavedStep,
): Promise<{ seq: number; stepCount: number }> {
  if (call.recovered) {
    const open = await deps.db.selectFrom('task_steps').select('seq').where('task_id', '=', task.id).where('tool_call_id', '=', call.id).where('status', '=', 'running').executeTakeFirst();
    if (open) {
      if (unsaved) await saveModelStep(deps, task, owner, unsaved.messages, unsaved.progress);
      return { seq: open.seq, stepCount };
    }
  }
  const now = deps.clock.now();
  const changes = { ...(unsaved ? { conversation_json: JSON.stringify(unsaved.messages) } : {}), step_count: stepCount + 1, updated_at: now.toISOString() };
  const event = progressEvent(task, unsaved?.progress, now);
  const step = { tool: call.tool, action: call.tool.split('.')[1] ?? call.tool, status: 'running' as const, toolCallId: call.id };
  if (isPostgres(deps.db)) return { seq: await pgOpenToolStep(deps.db, task, owner, changes, step, now, event), stepCount: changes.step_count };
  return inTransaction(deps.db, async (db) => {
    const seq = await guardedUpdate(db, task, owner, changes, event !== undefined);
    if (event) await writeEvent(db, deps.notifier, event, seq);
    return { seq: await appendStep(db, task.id, step, now), stepCount: changes.step_count };
  });
}

/** Closes a tool call's step with its result in the conversation: `failed` for an error the model gets back (G4). */
export async function finishToolStep(
  deps: EngineDeps,
  task: TaskRow,
  owner: string,
  step: { seq: number; startedAt: number; note: string; status?: 'complete' | 'failed' },
  messages: ModelMessage[],
  progress?: Progress,
): Promise<void> {
  const now = deps.clock.now();
  const changes = { conversation_json: JSON.stringify(messages), updated_at: now.toISOString() };
  const update = { status: step.status ?? 'complete', durationMs: Math.max(0, now.getTime() - step.startedAt), note: step.note };
  const event = progressEvent(task, progress, now);
  if (isPostgres(deps.db)) return pgFinishToolStep(deps.db, task, owner, changes, { seq: step.seq, ...update }, event);
  await inTransaction(deps.db, async (db) => {
    const seq = await guardedUpdate(db, task, owner, changes, event !== undefined);
    await finishStep(db, task.id, step.seq, update);
    if (event) await writeEvent(db, deps.notifier, event, seq);
  });
}
