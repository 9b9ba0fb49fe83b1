// The agent loop for one claimed task: ask the model for the next step, run its tool calls one by
// one (each persisted before and after), pause for consent, and end in exactly one final state.
// Everything needed to continue lives in the task row, so another worker can pick up after a crash.
// A tool error the model can act on goes back to it as the call's result (G4); baton.fail_task,
// offered beside the subagent's tools, ends the task with a G1 code.
import type { ModelMessage, LanguageModel } from 'ai';
import type { Logger } from 'pino';
import type { TaskRow } from '../store/schema.ts';
import { ModelError, nextModelStep, toolResultMessage } from '../models/model-step.ts';
import { recoversFromToolErrors } from '../models/create-model.ts';
import { toModelToolName } from '../models/tool-names.ts';
import { ToolError } from '../tools/tool-error.ts';
import type { Catalog } from '../tools/catalog.ts';
import type { ToolDef } from '../tools/types.ts';
import { checkConnection } from './consent-gate.ts';
import type { ConnectionGateway } from './connections.ts';
import { lastToolCall, pendingToolCalls, toolOutputs, type PendingCall } from './conversation.ts';
import { failTaskError, failTaskTool, failTaskToolName } from './fail-task-tool.ts';
import type { ClaimedTask } from './queue.ts';
import { transitionTask, TransitionConflict, type EngineDeps } from './state-machine.ts';
import { systemPrompt } from './system-prompt.ts';
import { accountDisabledError, taskError, type TaskError } from './task-error.ts';
import { finishToolStep, saveModelStep, startToolStep, TaskNoLongerOurs, type UnsavedStep } from './task-progress.ts';
import { invokeTool, type InvokerDeps } from './tool-invoker.ts';
import { maxToolErrorsInARow, toolErrorStreak, toolErrorText, type ReturnedError } from './tool-error-results.ts';
import { isSimulated, taskCatalog, type CatalogAccess } from './task-catalog.ts';
import { ToolFailure } from './tool-failure.ts';
import { appendStep, finishStep } from './trace.ts';

export const maxWorkflowSteps = 50;

export interface RunnerDeps extends EngineDeps, CatalogAccess {
  connections: ConnectionGateway;
  invoker: InvokerDeps;
  model: LanguageModel;
  taskTimeoutSeconds: number;
  logger: Logger;
}

export type AbortReason = 'cancelled' | 'lease_lost' | 'timeout' | 'shutdown';

async function reload(deps: RunnerDeps, id: string): Promise<TaskRow> {
  return deps.db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function endTask(deps: RunnerDeps, task: TaskRow, outcome: { error: TaskError } | { result: unknown }): Promise<void> {
  try {
    await transitionTask(deps, task, 'error' in outcome ? { to: 'failed', error: outcome.error } : { to: 'complete', result: outcome.result });
  } catch (error) {
    // Cancelled meanwhile: the cancel won, and that is the task's one final state.
    if (!(error instanceof TransitionConflict)) throw error;
  }
}

/** What a run keeps in memory between its own writes: only the lease holder changes these. */
interface RunState {
  task: TaskRow;
  catalog: Catalog;
  allowed: Set<string>;
  stepCount: number;
  /** The last model step, until a write carries it: the first tool step's opening, or its own. */
  unsaved?: UnsavedStep;
}

/** Writes the model step still held in memory, before a write that does not carry it. */
async function saveUnsaved(deps: RunnerDeps, run: RunState, owner: string): Promise<void> {
  const unsaved = run.unsaved;
  if (!unsaved) return;
  run.unsaved = undefined;
  await saveModelStep(deps, run.task, owner, unsaved.messages, unsaved.progress);
}

export async function runTask(deps: RunnerDeps, claimed: ClaimedTask, owner: string, signal: AbortSignal): Promise<void> {
  // Disabling fails the account's tasks; one created meanwhile (a key is cached 500 ms) ends here.
  if (claimed.account_status !== 'active') return endTask(deps, claimed, { error: accountDisabledError() });
  const catalog = await taskCatalog(deps, claimed.account_id, claimed.tool_stamp);
  const model = deps.modelFor?.(catalog) ?? deps.model;
  const allowed = new Set(JSON.parse(claimed.tools_json) as string[]);
  const tools = [...allowed].map((name) => catalog.getTool(name)).filter((t): t is ToolDef => t !== undefined);
  const offered = [...tools, failTaskTool];
  const run: RunState = { task: claimed, catalog, allowed, stepCount: claimed.step_count };
  let messages = JSON.parse(claimed.conversation_json) as ModelMessage[];
  // Calls of the stored conversation still lack a result: this run resumes a task (after consent,
  // or from a worker that died). A resumed task's waiting step is done now.
  let calls = pendingToolCalls(messages).map((call) => ({ ...call, recovered: true }));
  if (calls.length > 0) await finishWaitingSteps(deps.db, claimed.id);

  // No re-read of the task between steps: every write is guarded by "running and ours", and a
  // cancel or a lost lease aborts `signal`, so the run stops at its next step either way.
  try {
    for (;;) {
      if (signal.aborted) return;
      if (claimed.started_at && deps.clock.now().getTime() - Date.parse(claimed.started_at) > deps.taskTimeoutSeconds * 1000) {
        return endTask(deps, claimed, { error: taskError('timeout', `The task ran longer than ${deps.taskTimeoutSeconds} seconds`) });
      }
      if (calls.length === 0) {
        const repeat = claimed.sandbox_trigger === 'workflow_depth' && claimed.environment === 'test' ? lastToolCall(messages) : undefined;
        if (repeat) {
          // The workflow_depth trigger: keep calling the same tool until the step limit stops it.
          const call = { ...repeat, id: `${repeat.id.split('#')[0]}#${run.stepCount + 1}` };
          messages = [...messages, { role: 'assistant', content: [{ type: 'tool-call', toolCallId: call.id, toolName: toModelToolName(call.tool), input: call.input }] }];
          calls = [{ ...call, recovered: false }];
          run.unsaved = { messages };
        } else {
          const firstStep = !messages.some((m) => m.role === 'assistant');
          const step = await nextModelStep({ model, system: systemPrompt(claimed.subagent_prompt ?? '', deps.clock.now()), messages, tools: offered, signal });
          messages = [...messages, ...step.messages];
          if (step.kind === 'final') {
            // G1: an answer right after a tool error the model did not recover from is not a success.
            const unrecovered = toolErrorStreak(messages).last;
            return endTask(deps, claimed, unrecovered ? { error: unrecovered } : { result: { summary: step.text, outputs: toolOutputs(messages) } });
          }
          calls = step.calls.map((call) => ({ ...call, recovered: false }));
          // A model that refuses up front (only baton.fail_task) planned nothing: no progress event.
          const planned = calls.map((c) => c.tool).filter((t) => t !== failTaskToolName);
          const plan = firstStep && planned.length > 0 ? { step: 'plan', message: `Planned: ${planned.join(', ')}`, progress_pct: 5 } : undefined;
          run.unsaved = { messages, progress: plan };
        }
      }
      for (const call of calls) {
        const outcome = await runCall(deps, run, owner, messages, call, signal);
        if (outcome.kind === 'stop') return;
        messages = outcome.messages;
      }
      calls = [];
    }
  } catch (error) {
    if (error instanceof TaskNoLongerOurs || signal.aborted) {
      if (signal.reason === 'timeout') {
        const task = await reload(deps, claimed.id);
        if (task.status === 'running') await endTask(deps, task, { error: taskError('timeout', `The task ran longer than ${deps.taskTimeoutSeconds} seconds`) });
      }
      return;
    }
    const task = await reload(deps, claimed.id);
    if (task.status !== 'running') return;
    if (error instanceof ModelError) return endTask(deps, task, { error: taskError('model_error', error.message) });
    deps.logger.error({ err: error, task: task.id }, 'task failed unexpectedly');
    return endTask(deps, task, { error: taskError('internal_error', 'The task failed on our side') });
  }
}

/** Consent was granted: the step that waited for it is done. */
async function finishWaitingSteps(db: RunnerDeps['db'], taskId: string): Promise<void> {
  const waiting = await db.selectFrom('task_steps').select('seq').where('task_id', '=', taskId).where('status', '=', 'waiting').execute();
  for (const step of waiting) await finishStep(db, taskId, step.seq, { status: 'complete', durationMs: 0, note: 'consent granted' });
}

type CallOutcome = { kind: 'stop' } | { kind: 'next'; messages: ModelMessage[] };

async function runCall(deps: RunnerDeps, run: RunState, owner: string, messages: ModelMessage[], call: PendingCall & { recovered: boolean }, signal: AbortSignal): Promise<CallOutcome> {
  const { task, catalog } = run;
  if (call.tool === failTaskToolName) {
    await saveUnsaved(deps, run, owner);
    return failByModel(deps, task, owner, messages, call);
  }
  const tool = catalog.getTool(call.tool);
  if (!tool || !run.allowed.has(call.tool)) {
    await saveUnsaved(deps, run, owner);
    await endTask(deps, task, { error: taskError('tool_error', `The model asked for ${call.tool}, which this subagent does not have`, call.tool) });
    return { kind: 'stop' };
  }
  // A call made by this run has no step yet; a recovered one may (then it is not counted again).
  const alreadyOpen = call.recovered && (await deps.db.selectFrom('task_steps').select('seq').where('task_id', '=', task.id).where('tool_call_id', '=', call.id).executeTakeFirst());
  if (!alreadyOpen && run.stepCount >= maxWorkflowSteps) {
    await saveUnsaved(deps, run, owner);
    await endTask(deps, task, { error: taskError('workflow_depth_exceeded', `The task needed more than ${maxWorkflowSteps} tool calls`, call.tool) });
    return { kind: 'stop' };
  }
  const gate = await checkConnection(deps, task, tool, catalog);
  if (gate.kind !== 'open') await saveUnsaved(deps, run, owner);
  if (gate.kind === 'fail') {
    await endTask(deps, task, { error: gate.error });
    return { kind: 'stop' };
  }
  if (gate.kind === 'wait') {
    await appendStep(deps.db, task.id, { tool: call.tool, action: 'authorize', status: 'waiting', note: `waiting for the user to connect ${gate.waiting.service}` }, deps.clock.now());
    await transitionTask(deps, task, { to: 'waiting', waiting: gate.waiting }).catch((error) => {
      if (!(error instanceof TransitionConflict)) throw error;
    });
    return { kind: 'stop' };
  }
  const unsaved = run.unsaved;
  run.unsaved = undefined;
  const { seq, stepCount } = await startToolStep(deps, task, owner, call, run.stepCount, unsaved);
  run.stepCount = stepCount;
  const startedAt = deps.clock.now().getTime();
  let output: unknown;
  try {
    output = await invokeTool(deps.invoker, { task, tool, service: catalog.getService(tool.service), input: call.input, first: stepCount === 1, signal });
  } catch (error) {
    if (!(error instanceof ToolFailure)) throw error;
    if (error.actionable && recoversFromToolErrors(deps.model)) return returnError(deps, task, owner, messages, call, error, { seq, startedAt });
    // Not something another call could fix (a service down, a refused credential), or a model that
    // cannot retry (the offline planner): the task ends with the error's code.
    await finishStep(deps.db, task.id, seq, { status: 'failed', durationMs: deps.clock.now().getTime() - startedAt, note: error.message });
    await endTask(deps, await reload(deps, task.id), { error: taskError(error.code, error.message, error.tool) });
    return { kind: 'stop' };
  }
  const next = [...messages, toolResultMessage([{ id: call.id, tool: call.tool, output }])];
  const progress = { step: `step_${stepCount}`, message: `${call.tool} finished`, progress_pct: Math.min(95, Math.round((100 * stepCount) / (stepCount + 1))) };
  const note = isSimulated(output) ? `${call.tool} simulated: no sandbox URL, nothing was sent` : `${call.tool} succeeded`;
  await finishToolStep(deps, task, owner, { seq, startedAt, note }, next, progress);
  return { kind: 'next', messages: next };
}

/** G4: the error becomes the call's result for the model, unless it is the third in a row. */
async function returnError(deps: RunnerDeps, task: TaskRow, owner: string, messages: ModelMessage[], call: PendingCall, error: ReturnedError, step: { seq: number; startedAt: number }): Promise<CallOutcome> {
  const next = [...messages, toolResultMessage([{ id: call.id, tool: call.tool, output: toolErrorText(error), isError: true }])];
  const streak = toolErrorStreak(next);
  if (streak.count >= maxToolErrorsInARow && streak.last) {
    await finishStep(deps.db, task.id, step.seq, { status: 'failed', durationMs: deps.clock.now().getTime() - step.startedAt, note: error.message });
    await endTask(deps, await reload(deps, task.id), { error: streak.last });
    return { kind: 'stop' };
  }
  await finishToolStep(deps, task, owner, { ...step, status: 'failed', note: `${error.message} (returned to the model)` }, next);
  return { kind: 'next', messages: next };
}

/** The model called baton.fail_task: the task fails with its G1 code; a bad input goes back as an error. */
async function failByModel(deps: RunnerDeps, task: TaskRow, owner: string, messages: ModelMessage[], call: PendingCall): Promise<CallOutcome> {
  const startedAt = deps.clock.now().getTime();
  let error: TaskError;
  try {
    error = failTaskError(call.input);
  } catch (invalid) {
    if (!(invalid instanceof ToolError)) throw invalid;
    const seq = await appendStep(deps.db, task.id, { tool: call.tool, action: 'fail_task', status: 'running', toolCallId: call.id }, deps.clock.now());
    return returnError(deps, task, owner, messages, call, { code: 'tool_error', tool: call.tool, message: invalid.message }, { seq, startedAt });
  }
  await appendStep(deps.db, task.id, { tool: call.tool, action: 'fail_task', status: 'failed', note: `${error.code}: ${error.message}`, toolCallId: call.id }, deps.clock.now());
  await endTask(deps, await reload(deps, task.id), { error });
  return { kind: 'stop' };
}
