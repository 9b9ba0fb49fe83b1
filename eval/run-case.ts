// Runs one case through the API as an application would: create the task, present consent when it
// waits (approving it, as the evaluation's end users always do), poll to the end, read the trace;
// then the same prompt in test mode for the preview.
import { setTimeout as sleep } from 'node:timers/promises';
import type { TaskCase } from './cases.ts';
import { failedChecks, runSetup } from './sandbox.ts';
import type { World } from './world.ts';

export interface Observation {
  status: string;
  error?: { code: string; message: string };
  summary: string;
  /** Tools whose trace step completed, in order. */
  succeeded: string[];
  /** Every tool the run called (any step status). */
  called: string[];
  previewTools: string[];
  stateProblems: string[];
}

const finalStatuses = new Set(['complete', 'failed', 'cancelled']);

async function request(world: World, path: string, options: Parameters<World['client']['request']>[1] = {}) {
  const res = await world.client.request(path, { key: world.key, ...options });
  if (res.status >= 500) throw new Error(`${options.method ?? 'GET'} ${path} answered ${res.status}: ${res.text}`);
  return res;
}

async function runToEnd(world: World, body: Record<string, unknown>, timeoutMs: number) {
  const created = await request(world, '/v1/tasks', { body });
  if (created.status !== 200) throw new Error(`create answered ${created.status}: ${created.text}`);
  const deadline = Date.now() + timeoutMs;
  const approved = new Set<string>();
  for (;;) {
    const task = (await request(world, `/v1/tasks/${created.body.id}`)).body;
    if (finalStatuses.has(task.status)) return task;
    if (task.status === 'waiting' && task.waiting?.auth_url && !approved.has(task.waiting.auth_url)) {
      approved.add(task.waiting.auth_url);
      await world.client.request(task.waiting.auth_url, { method: 'POST', rawBody: 'decision=approve', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    }
    if (Date.now() > deadline) return { ...task, status: `stuck (${task.status})` };
    await sleep(20);
  }
}

/** `part`: the part's name; parts reuse case ids, and a world may run several parts. */
export async function runCase(world: World, c: TaskCase, part: string, timeoutMs = 30_000): Promise<Observation> {
  const userId = `eval-${part}-${c.id}`;
  try {
    await runSetup(world, userId, c.setup ?? []);
  } catch (error) {
    // The sandbox refused the case's own setup: nothing to judge, reported beside stuck tasks.
    return { status: `setup failed: ${(error as Error).message}`, summary: '', succeeded: [], called: [], previewTools: [], stateProblems: [] };
  }
  const task = await runToEnd(world, { prompt: c.prompt, sub_agent: c.subagent, user_id: userId }, timeoutMs);
  const trace = (await request(world, `/v1/tasks/${task.id}/trace`)).body;
  const steps = (trace?.steps ?? []) as { tool: string; status: string; action: string }[];
  const toolSteps = steps.filter((s) => s.action !== 'plan' && s.action !== 'authorize');
  const preview = await runToEnd(world, { prompt: c.prompt, sub_agent: c.subagent, user_id: userId, mode: 'test' }, timeoutMs);
  return {
    status: task.status,
    error: task.error,
    summary: typeof task.result?.summary === 'string' ? task.result.summary : '',
    succeeded: toolSteps.filter((s) => s.status === 'complete').map((s) => s.tool),
    called: toolSteps.map((s) => s.tool),
    previewTools: (preview.result?.tools ?? []) as string[],
    stateProblems: await failedChecks(world, userId, c.expect.state ?? []),
  };
}
