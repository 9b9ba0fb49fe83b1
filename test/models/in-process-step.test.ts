// The offline model's steps without generateText (src/models/in-process-step.ts) are the steps
// generateText makes of the same model: every prompt of the evaluation's development parts
// (eval/dev*.json) is run to its end both ways, the sandbox tools executing each call, and every step must be equal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { ModelMessage } from 'ai';
import { createModel } from '../../src/models/create-model.ts';
import { runsInProcess } from '../../src/models/in-process-step.ts';
import { nextModelStep, toolResultMessage, type ModelStep } from '../../src/models/model-step.ts';
import { timedModel } from '../../src/telemetry/model-timing.ts';
import { catalog } from '../../src/tools/catalog.ts';
import type { SandboxState } from '../../src/tools/types.ts';
import { failTaskTool, failTaskToolName } from '../../src/engine/fail-task-tool.ts';

const NOW = new Date('2025-03-12T10:00:00Z');
const SYSTEM = `You are a workplace assistant.\nCurrent time: ${NOW.toISOString()}`;
const tools = [...catalog.tools, failTaskTool];

const inProcess = timedModel(createModel({ provider: 'offline', timeoutMs: 5000, maxRetries: 0 }));
// The same model under another provider name: nextModelStep drives it through generateText.
const viaSdk = { ...(createModel({ provider: 'offline', timeoutMs: 5000, maxRetries: 0 }) as LanguageModelV4), provider: 'test.offline-through-generate-text' };

/** The steps of a prompt run to its end (at most 8), both ways, compared at each step. */
async function compare(prompt: string): Promise<ModelStep[]> {
  const states = new Map<string, SandboxState>();
  let ids = 0;
  let messages: ModelMessage[] = [{ role: 'user', content: prompt }];
  const steps: ModelStep[] = [];
  for (let turn = 0; turn < 8; turn++) {
    const signal = AbortSignal.timeout(5000);
    const direct = await nextModelStep({ model: inProcess, system: SYSTEM, messages: structuredClone(messages), tools, signal });
    const generated = await nextModelStep({ model: viaSdk, system: SYSTEM, messages: structuredClone(messages), tools, signal });
    assert.deepEqual(direct, generated, `step ${turn + 1} of ${JSON.stringify(prompt)}`);
    steps.push(direct);
    if (direct.kind === 'final' || direct.calls.some((c) => c.tool === failTaskToolName)) return steps;
    messages = JSON.parse(JSON.stringify([...messages, ...direct.messages])) as ModelMessage[];
    const results = [];
    for (const call of direct.calls) {
      const tool = catalog.getTool(call.tool)!;
      if (!states.has(tool.service)) states.set(tool.service, catalog.getService(tool.service)!.sandboxSeed('user_1'));
      const world = { state: states.get(tool.service)!, now: () => NOW, newId: (prefix: string) => `${prefix}_${++ids}`, userId: 'user_1' };
      try {
        results.push({ id: call.id, tool: call.tool, output: await tool.sandbox(structuredClone(call.input), world) });
      } catch (error) {
        results.push({ id: call.id, tool: call.tool, output: error, isError: true });
      }
    }
    messages = JSON.parse(JSON.stringify([...messages, toolResultMessage(results)])) as ModelMessage[];
  }
  return steps;
}

test('the offline model runs in process; a hosted model (or another provider name) does not', () => {
  assert.equal(runsInProcess(inProcess), true);
  assert.equal(runsInProcess(viaSdk), false);
  assert.equal(runsInProcess(createModel({ provider: 'openai', apiKey: 'k', model: 'gpt-4o', timeoutMs: 1000, maxRetries: 0 })), false);
});

test('every step of every development prompt is the step generateText makes', async () => {
  const dir = new URL('../../eval/', import.meta.url);
  const parts = readdirSync(dir).filter((name) => /^dev[\w-]*\.json$/.test(name));
  const cases = parts.flatMap((name) => (JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as { cases: Array<{ prompt: string }> }).cases);
  assert.ok(parts.length >= 20 && cases.length > 1000, `${parts.length} parts, ${cases.length} cases`);
  const kinds = { calls: 0, finals: 0, failures: 0 };
  for (const { prompt } of cases) {
    for (const step of await compare(prompt)) {
      if (step.kind === 'final') kinds.finals++;
      else if (step.calls.some((c) => c.tool === failTaskToolName)) kinds.failures++;
      else kinds.calls++;
    }
  }
  // The comparison covered calls, answers and refusals alike.
  assert.ok(kinds.calls > 500 && kinds.finals > 200 && kinds.failures > 500, JSON.stringify(kinds));
});

test('user text in parts, an empty part among them, is read as generateText converts it', async () => {
  const messages: ModelMessage[] = [{ role: 'user', content: [{ type: 'text', text: 'What time is it' }, { type: 'text', text: '' }, { type: 'text', text: 'in Tokyo?' }] }];
  const signal = AbortSignal.timeout(5000);
  const direct = await nextModelStep({ model: inProcess, system: SYSTEM, messages, tools, signal });
  assert.deepEqual(direct, await nextModelStep({ model: viaSdk, system: SYSTEM, messages, tools, signal }));
  assert.equal(direct.kind, 'tool_calls');
});

test('a call without a result goes through generateText, which refuses it as a model error', async () => {
  const messages: ModelMessage[] = [
    { role: 'user', content: 'What time is it in Tokyo?' },
    { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'offline-1', toolName: 'datetime__now', input: { timeZone: 'Asia/Tokyo' } }] },
  ];
  const signal = AbortSignal.timeout(5000);
  await assert.rejects(nextModelStep({ model: inProcess, system: SYSTEM, messages, tools, signal }), /offline-1/);
  await assert.rejects(nextModelStep({ model: viaSdk, system: SYSTEM, messages, tools, signal }), /offline-1/);
});
