// baton.fail_task is offered to every model (decision G4), the offline one included: the offline
// planner never plans it from the offered list (it emits it only as its own move), so offering it
// changes none of its plans, even for a prompt that talks of failing a task.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ModelMessage } from 'ai';
import { failTaskTool, failTaskToolName } from '../../src/engine/fail-task-tool.ts';
import { createModel } from '../../src/models/create-model.ts';
import { nextModelStep } from '../../src/models/model-step.ts';
import { catalog } from '../../src/tools/catalog.ts';

const model = createModel({ provider: 'offline', timeoutMs: 5000, maxRetries: 0 });
const system = 'You are an assistant.\nCurrent time: 2025-03-12T10:00:00Z';

async function firstStep(prompt: string, tools: Parameters<typeof nextModelStep>[0]['tools']) {
  const messages: ModelMessage[] = [{ role: 'user', content: prompt }];
  return nextModelStep({ model, system, messages, tools, signal: AbortSignal.timeout(5000) });
}

test('offering baton.fail_task does not change what the offline model plans', async () => {
  for (const prompt of ['What time is it in Asia/Tokyo? If you cannot tell, fail the task.', "Create a GitHub issue in acme/web titled 'Task failed'"]) {
    const without = await firstStep(prompt, catalog.tools);
    const withTool = await firstStep(prompt, [failTaskTool, ...catalog.tools]);
    assert.equal(withTool.kind, 'tool_calls', prompt);
    assert.deepEqual(withTool.kind === 'tool_calls' && withTool.calls.map((c) => [c.tool, c.input]), without.kind === 'tool_calls' && without.calls.map((c) => [c.tool, c.input]));
  }
});

test('with only baton.fail_task offered, the offline model refuses with outside_capabilities', async () => {
  const step = await firstStep('Fail this task', [failTaskTool]);
  assert.equal(step.kind, 'tool_calls');
  assert.equal(step.kind === 'tool_calls' && step.calls[0].tool, failTaskToolName);
  assert.equal(step.kind === 'tool_calls' && (step.calls[0].input as { code: string }).code, 'outside_capabilities');
});
