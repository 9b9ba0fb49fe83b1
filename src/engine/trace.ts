// The task trace (spec 2.4, K9): one row per step, written as it happens so GET .../trace shows a
// running task's progress. A step is one tool call, or a planning step of a test-mode task.
import type { Kysely } from 'kysely';
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

export async function appendStep(db: Kysely<Database>, taskId: string, step: NewStep, now: Date): Promise<number> {
  const last = await db.selectFrom('task_steps').select((eb) => eb.fn.max('seq').as('seq')).where('task_id', '=', taskId).executeTakeFirst();
  const seq = Number(last?.seq ?? 0) + 1;
  await db
    .insertInto('task_steps')
    .values({
      task_id: taskId,
      seq,
      tool: step.tool,
      action: step.action,
      status: step.status,
      started_at: now.toISOString(),
      duration_ms: step.durationMs ?? 0,
      note: step.note ?? null,
      tool_call_id: step.toolCallId ?? null,
    })
    .execute();
  return seq;
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
