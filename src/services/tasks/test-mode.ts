// K2: a test-mode task validates and previews without calling any tool. It is final at once:
// the planning steps go to the trace and the preview is the result of a task.complete.
import type { Catalog } from '../../tools/catalog.ts';
import { planTask } from '../../models/offline/index.ts';
import { transitionTask } from '../../engine/state-machine.ts';
import { appendStep } from '../../engine/trace.ts';
import type { TaskRow } from '../../store/schema.ts';
import type { AccountContext } from '../context.ts';
import { findConnection, isConnectionUsable } from '../connections/find-connection.ts';
import { accountCatalog } from '../tools/account-catalog.ts';

async function connectionPreview(ctx: AccountContext, task: TaskRow, toolNames: string[], catalog: Catalog) {
  const scopesByService = new Map<string, Set<string>>();
  for (const name of toolNames) {
    const tool = catalog.getTool(name);
    const service = tool && catalog.getService(tool.service);
    if (!tool || !service?.requiresConnection) continue;
    const scopes = scopesByService.get(service.id) ?? new Set<string>();
    tool.scopes.forEach((scope) => scopes.add(scope));
    scopesByService.set(service.id, scopes);
  }
  const previews = [];
  for (const [service, scopeSet] of scopesByService) {
    const scopes = [...scopeSet].sort();
    const row = task.user_id ? await findConnection(ctx.db, { accountId: task.account_id, environment: task.environment, userId: task.user_id, service }) : undefined;
    previews.push({ service, scopes, authorized: isConnectionUsable(row, scopes) });
  }
  return previews;
}

export async function completeTestTask(ctx: AccountContext, task: TaskRow, toolNames: string[]): Promise<TaskRow> {
  const now = ctx.clock.now();
  const catalog = await accountCatalog(ctx, task.account_id);
  const tools = toolNames.map((name) => catalog.getTool(name)).filter((t) => t !== undefined);
  const { calls: plan, refusal, chosen } = planTask(task.prompt, tools, now, catalog);
  await appendStep(ctx.db, task.id, { tool: 'planner', action: 'select_tools', status: 'complete', note: `${toolNames.length} tools available to ${task.sub_agent}` }, now);
  for (const call of plan) {
    await appendStep(ctx.db, task.id, { tool: call.tool, action: 'plan', status: 'skipped', note: 'test mode: planned, not executed' }, now);
  }
  // A task refused for a missing detail or a condition still shows the tools chosen for it.
  const plannedTools = [...new Set([...plan.map((call) => call.tool), ...(refusal ? (chosen ?? []) : [])])];
  const result = {
    mode: 'test',
    tools: plannedTools,
    plan: plan.map((call, index) => ({ step: index + 1, tool: call.tool, input: call.input })),
    connections: await connectionPreview(ctx, task, plannedTools, catalog),
    ...(refusal ? { refusal } : {}),
  };
  return transitionTask(ctx, task, { to: 'complete', result });
}
