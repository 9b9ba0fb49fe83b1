// The running task's progress writes on PostgreSQL, one statement each (pg-task-write.ts): the
// task update is guarded by "running and ours", and the trace step and the event are written only
// when it happened.
import type { Kysely } from 'kysely';
import type { Database, TaskRow } from '../store/schema.ts';
import { toolStepFinished } from '../telemetry/metrics.ts';
import type { EventInput } from '../webhooks/outbox.ts';
import { pgTaskWrite, type TaskWrite } from './pg-task-write.ts';
import { TaskNoLongerOurs } from './task-no-longer-ours.ts';
import type { NewStep, StepStatus } from './trace.ts';

async function guardedWrite<R>(db: Kysely<Database>, task: TaskRow, owner: string, write: Omit<TaskWrite, 'taskId' | 'where'>): Promise<R> {
  const row = await pgTaskWrite<R>(db, { ...write, taskId: task.id, where: `status = 'running' and lease_owner = :owner`, params: { ...write.params, owner } });
  if (!row.updated) throw new TaskNoLongerOurs(task.id);
  return row;
}

export async function pgSaveConversation(db: Kysely<Database>, task: TaskRow, owner: string, set: TaskWrite['set'], event: EventInput | undefined): Promise<void> {
  await guardedWrite(db, task, owner, { set, event });
}

const openStep = `step as (
    insert into task_steps (task_id, seq, tool, action, status, started_at, duration_ms, note, tool_call_id)
    select :task_id, coalesce((select max(seq) from task_steps where task_id = :task_id), 0) + 1, :tool, :action, :step_status, :started_at, 0, null, :tool_call_id
    from advanced
    returning seq)`;

/** Counts the step and opens its trace row after the task's last one (with the event, if any); returns the row's seq. */
export async function pgOpenToolStep(db: Kysely<Database>, task: TaskRow, owner: string, set: TaskWrite['set'], step: NewStep, now: Date, event?: EventInput): Promise<number> {
  const params = { tool: step.tool, action: step.action, step_status: step.status, started_at: now.toISOString(), tool_call_id: step.toolCallId ?? null };
  const row = await guardedWrite<{ seq: number }>(db, task, owner, { set, event, after: [openStep], select: ['(select seq from step) as seq'], params });
  return row.seq;
}

const closeStep = `step as (
    update task_steps set status = :step_status, duration_ms = :duration_ms, note = :note
    where task_id = :task_id and seq = :seq and exists (select 1 from advanced)
    returning tool)`;

/** Saves the conversation, closes the step and writes the event, in one statement. */
export async function pgFinishToolStep(
  db: Kysely<Database>,
  task: TaskRow,
  owner: string,
  set: TaskWrite['set'],
  step: { seq: number; status: StepStatus; durationMs: number; note: string },
  event: EventInput | undefined,
): Promise<void> {
  const params = { step_status: step.status, duration_ms: step.durationMs, note: step.note, seq: step.seq };
  const row = await guardedWrite<{ tool: string | null }>(db, task, owner, { set, event, after: [closeStep], select: ['(select tool from step) as tool'], params });
  if (row.tool !== null) toolStepFinished(row.tool, step.status, step.durationMs);
}
