// POST /v1/tasks (spec 4.2, K1-K3): validate, route to a deployed subagent, then start the task
// at once when the account has a free slot, or queue it as pending. Test mode completes at once.
import { isoNow } from '../../lib/clock.ts';
import { ServiceError } from '../../lib/errors.ts';
import { newSortableId } from '../../lib/random.ts';
import { parseSandboxTrigger } from '../../engine/sandbox-trigger.ts';
import { takeSlot } from '../../engine/slots.ts';
import { preparedQuery } from '../../store/prepared-query.ts';
import { taskColumns, type TaskRow } from '../../store/schema.ts';
import type { AccountContext } from '../context.ts';
import { findSubagentRow } from '../subagents/find-subagent.ts';
import { toolMatchesOf } from '../subagents/subagent-view.ts';
import { refreshIfStale } from '../subagents/tool-selection.ts';
import { assertTaskInput, type CreateTaskInput } from './task-rules.ts';
import { taskView } from './task-view.ts';
import { completeTestTask } from './test-mode.ts';

// Every creation runs this insert: prepared once (src/store/prepared-query.ts).
const insertTask = preparedQuery((db, task: TaskRow) => db.insertInto('tasks').values(Object.fromEntries(taskColumns.map((column) => [column, task[column]])) as TaskRow), { named: true });

export async function createTask(ctx: AccountContext, input: CreateTaskInput) {
  const { mode, metadata, userId } = assertTaskInput(input);
  const trigger = parseSandboxTrigger(input.prompt, ctx.environment);
  const found = await findSubagentRow(ctx.db, ctx.account.id, input.sub_agent);
  if (!found || found.status !== 'deployed') {
    throw new ServiceError('subagent_not_found', `No deployed subagent with id ${input.sub_agent}`, { param: 'sub_agent' });
  }
  const subagent = await refreshIfStale(ctx, found);
  const toolNames = toolMatchesOf(subagent).map((m) => m.tool);

  // K1: a live task takes a unit of the account's limit, unless none is free or older tasks wait.
  const stripe = mode === 'test' ? null : await takeSlot(ctx.db, ctx.account.id);
  const startsNow = mode === 'test' || stripe !== null;
  const now = isoNow(ctx.clock);
  const task: TaskRow = {
    id: newSortableId('task'),
    account_id: ctx.account.id,
    sub_agent: subagent.name,
    user_id: userId,
    prompt: input.prompt,
    metadata_json: JSON.stringify(metadata),
    mode,
    environment: ctx.environment,
    sandbox_trigger: trigger,
    tools_json: JSON.stringify(toolNames),
    status: startsNow ? 'running' : 'pending',
    created_at: now,
    updated_at: now,
    started_at: startsNow ? now : null,
    completed_at: null,
    failed_at: null,
    cancelled_at: null,
    result_json: null,
    error_json: null,
    waiting_json: null,
    waiting_expires_at: null,
    conversation_json: JSON.stringify([{ role: 'user', content: input.prompt }]),
    step_count: 0,
    event_seq: 0,
    lease_owner: null,
    lease_expires_at: null,
    slot_stripe: stripe,
  };
  await insertTask(ctx.db, task);
  if (mode === 'test') return taskView(await completeTestTask(ctx, task, toolNames));
  // Queued: a unit freed meanwhile by a completion that could not yet see this task is found by
  // the promotion this wakes (after commit), so the task does not wait for the next completion.
  await ctx.notifier.notify(ctx.db, startsNow ? 'baton_tasks' : 'baton_promote', startsNow ? task.id : ctx.account.id);
  return taskView(task);
}
