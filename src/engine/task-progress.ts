// Writes a running task's progress, each write guarded by "still running and still ours", so a
// cancelled task or a lost lease turns every later write into a no-op the runner can detect.
import type { ModelMessage } from 'ai';
import type { Kysely } from 'kysely';
import { inTransaction } from '../store/open-store.ts';
import type { Database, TaskRow, TasksTable } from '../store/schema.ts';
import { enqueueEvent } from '../webhooks/outbox.ts';
import type { EngineDeps } from './state-machine.ts';
import { appendStep, finishStep } from './trace.ts';

export class TaskNoLongerOurs extends Error {
  override name = 'TaskNoLongerOurs';
}

export async function guardedUpdate(db: Kysely<Database>, task: TaskRow, owner: string, changes: Partial<TasksTable>): Promise<void> {
  const result = await db
    .updateTable('tasks')
    .set(changes)
    .where('id', '=', task.id)
    .where('status', '=', 'running')
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new TaskNoLongerOurs(task.id);
}

export interface Progress {
  step: string;
  message: string;
  progress_pct: number;
}

export async function saveModelStep(deps: EngineDeps, task: TaskRow, owner: string, messages: ModelMessage[], progress?: Progress): Promise<void> {
  await inTransaction(deps.db, async (db) => {
    const now = deps.clock.now();
    await guardedUpdate(db, task, owner, { conversation_json: JSON.stringify(messages), updated_at: now.toISOString() });
    if (progress) await enqueueEvent(db, deps.notifier, { accountId: task.account_id, taskId: task.id, subAgent: task.sub_agent, event: 'task.progress', data: progress, now });
  });
}

/** Opens the trace step of a tool call (or finds the one a crashed worker left open) and counts it. */
export async function startToolStep(deps: EngineDeps, task: TaskRow, owner: string, call: { id: string; tool: string }): Promise<{ seq: number; stepCount: number }> {
  return inTransaction(deps.db, async (db) => {
    const open = await db.selectFrom('task_steps').select('seq').where('task_id', '=', task.id).where('tool_call_id', '=', call.id).where('status', '=', 'running').executeTakeFirst();
    const current = await db.selectFrom('tasks').select('step_count').where('id', '=', task.id).executeTakeFirstOrThrow();
    if (open) return { seq: open.seq, stepCount: current.step_count };
    const stepCount = current.step_count + 1;
    await guardedUpdate(db, task, owner, { step_count: stepCount, updated_at: deps.clock.now().toISOString() });
    const seq = await appendStep(db, task.id, { tool: call.tool, action: call.tool.split('.')[1] ?? call.tool, status: 'running', toolCallId: call.id }, deps.clock.now());
    return { seq, stepCount };
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
  await inTransaction(deps.db, async (db) => {
    const now = deps.clock.now();
    await guardedUpdate(db, task, owner, { conversation_json: JSON.stringify(messages), updated_at: now.toISOString() });
    await finishStep(db, task.id, step.seq, { status: step.status ?? 'complete', durationMs: Math.max(0, now.getTime() - step.startedAt), note: step.note });
    if (progress) await enqueueEvent(db, deps.notifier, { accountId: task.account_id, taskId: task.id, subAgent: task.sub_agent, event: 'task.progress', data: progress, now });
  });
}
