// Setup and checks of a case, run directly against its end user's sandbox with the real sandbox
// implementations (the same code a test-environment task calls).
import { runSandboxTool } from '../src/engine/sandbox-runner.ts';
import { catalog } from '../src/tools/catalog.ts';
import { receiveMail } from '../src/tools/builtin/gmail/inbound.ts';
import type { ToolDef } from '../src/tools/types.ts';
import type { SetupStep, StateCheck } from './cases.ts';
import type { World } from './world.ts';

const receiveEmail: ToolDef = {
  name: 'gmail.receive (evaluation setup)',
  service: 'gmail',
  description: '',
  keywords: [],
  input: {},
  output: '',
  scopes: [],
  mutates: true,
  sandbox: (input, world) => receiveMail(world, input as never),
  live: () => Promise.reject(new Error('setup only')),
};

function run(world: World, userId: string, tool: ToolDef, input: Record<string, unknown>): Promise<unknown> {
  const service = catalog.getService(tool.service)!;
  return runSandboxTool(world.ctx.db, world.clock, { accountId: world.accountId, userId }, service, tool, input);
}

export async function runSetup(world: World, userId: string, steps: readonly SetupStep[]): Promise<void> {
  for (const step of steps) {
    if ('receive_email' in step) await run(world, userId, receiveEmail, { ...step.receive_email });
    else await run(world, userId, catalog.getTool(step.tool)!, structuredClone(step.input));
  }
}

/** What each check found wrong (empty when all hold). */
export async function failedChecks(world: World, userId: string, checks: readonly StateCheck[]): Promise<string[]> {
  const problems: string[] = [];
  for (const check of checks) {
    let text: string;
    try {
      text = JSON.stringify(await run(world, userId, catalog.getTool(check.tool)!, structuredClone(check.input))).toLowerCase();
    } catch (error) {
      problems.push(`${check.tool} failed: ${(error as Error).message}`);
      continue;
    }
    for (const want of check.contains ?? []) if (!text.includes(want.toLowerCase())) problems.push(`${check.tool} lacks "${want}"`);
    for (const unwanted of check.absent ?? []) if (text.includes(unwanted.toLowerCase())) problems.push(`${check.tool} has "${unwanted}"`);
  }
  return problems;
}

