// GET /v1/tasks/:id/trace (spec 2.4, K9): steps in order, readable while the task runs.
// total_duration_ms is the task's wall time so far: from start (or creation) to its end, or now.
import type { AccountContext } from '../context.ts';
import { getTaskRow } from './find-task.ts';

export async function getTrace(ctx: AccountContext, id: string) {
  const task = await getTaskRow(ctx, id);
  const steps = await ctx.db.selectFrom('task_steps').selectAll().where('task_id', '=', id).orderBy('seq').execute();
  const end = task.completed_at ?? task.failed_at ?? task.cancelled_at;
  const start = Date.parse(task.started_at ?? task.created_at);
  const stop = end ? Date.parse(end) : ctx.clock.now().getTime();
  return {
    task_id: task.id,
    sub_agent: task.sub_agent,
    steps: steps.map((s) => ({ tool: s.tool, action: s.action, status: s.status, duration_ms: s.duration_ms, ...(s.note ? { note: s.note } : {}) })),
    total_duration_ms: Math.max(0, stop - start),
  };
}
