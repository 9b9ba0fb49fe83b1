// The task trace (spec 2.4, K9): one row per step, written as it happens so GET .../trace shows a
// running task's progress. A step is one tool call, or a planning step of a test-mode task.
import { sql, type Kysely } from 'kysely';
import type { Database, TaskStepsTable } from '../store/schema.ts';
import { toolStepFinished } from '../telemetry/metrics.ts';

export type StepStatus = TaskStepsTable['status'];

export interface NewStep {
  tool: string;
  action: string;
  status: StepStatus;
  note?: string;
  toolCallId?: string;
  durationMs?: number;
}

/** Adds a step after the task's last one (one statement: the next seq is taken in the insert). */
export async function appendStep(db: Kysely<Database>, taskId: string, step: NewStep, now: Date): Promise<number> {
  const { rows } = await sql<{ seq: number }>`
    insert into task_steps (task_id, seq, tool, action, status, started_at, duration_ms, note, tool_call_id)
    select ${taskId}, coalesce(max(seq), 0) + 1, ${step.tool}, ${step.action}, ${step.status}, ${now.toISOString()}, ${step.durationMs ?? 0}, ${step.note ?? null}, ${step.toolCallId ?? null}
    from task_steps where task_id = ${taskId}
    returning seq`.execute(db);
  return rows[0].seq;
}

export async function finishStep(db: Kysely<Database>, taskId: string, seq: number, update: { status: StepStatus; durationMs: number; note?: string }): Promise<void> {
  const [step] = await db
    .updateTable('task_steps')
    .set({ status: update.status, duration_ms: update.durationMs, ...(update.note !== undefined ? { note: update.note } : {}) })
    .where('task_id', '=', taskId)
    .where('seq', '=', seq)
    .returning('tool')
    .execute();
  if (step) toolStepFinished(step.tool, update.status, update.durationMs);
}

/** Steps still marked running when a task stops (cancel, failure) are closed with that outcome. */
export async function closeOpenSteps(db: Kysely<Database>, taskId: string, status: StepStatus, now: Date): Promise<void> {
  const open = await db.selectFrom('task_steps').select(['seq', 'started_at']).where('task_id', '=', taskId).where('status', '=', 'running').execute();
  for (const step of open) {
    await finishStep(db, taskId, step.seq, { status, durationMs: Math.max(0, now.getTime() - Date.parse(step.started_at)) });
  }
}
