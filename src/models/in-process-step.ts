// The offline planner's step without the AI SDK's generateText loop (ADR 34). Around one call of a
// model, generateText prepares the tools, converts and checks the prompt, merges abort signals, arms
// timeouts and copies the step into events for callbacks nobody registered: about 0.3 ms of a
// one-step task's 1.2 ms of worker CPU, twice the planning itself. A model that runs in this
// process needs none of it. Its doGenerate (through the timing wrapper) gets the prompt and tools
// generateText would hand it, and its answer becomes the step generateText would make of it.
// Anything generateText treats specially (a tool not offered, input that is not JSON, a call
// without a result, a part other than text or a call) goes its way instead: undefined here.
import type { LanguageModelV4, LanguageModelV4FunctionTool, LanguageModelV4Message, LanguageModelV4Prompt } from '@ai-sdk/provider';
import type { LanguageModel, ModelMessage } from 'ai';
import { offlineProvider } from './offline/index.ts';
import { toCatalogToolName, toModelToolName } from './tool-names.ts';

/** What nextModelStep asks (model-step.ts imports these names from here to avoid a cycle). */
export interface InProcessInput {
  model: LanguageModel;
  system: string;
  messages: ModelMessage[];
  tools: ReadonlyArray<{ name: string; description: string; input: unknown }>;
  signal: AbortSignal;
}

export type InProcessStep =
  | { kind: 'tool_calls'; calls: Array<{ id: string; tool: string; input: Record<string, unknown> }>; messages: ModelMessage[] }
  | { kind: 'final'; text: string; messages: ModelMessage[] };

/** The offline planner runs in this process: its steps skip generateText. */
export function runsInProcess(model: LanguageModel): model is LanguageModelV4 {
  return typeof model === 'object' && model.specificationVersion === 'v4' && model.provider === offlineProvider;
}

// The runner offers one array per task and asks with it at every step: declared once.
const declared = new WeakMap<InProcessInput['tools'], { tools: LanguageModelV4FunctionTool[]; names: Set<string>; offered: string[] }>();

/** The tools as generateText declares them: by model name, a later tool of one name replacing an earlier one. */
function declare(tools: InProcessInput['tools']) {
  let found = declared.get(tools);
  if (!found) {
    const byName = new Map<string, InProcessInput['tools'][number]>();
    for (const tool of tools) byName.set(toModelToolName(tool.name), tool);
    const list = [...byName].map(([name, tool]): LanguageModelV4FunctionTool => ({ type: 'function', name, description: tool.description, inputSchema: tool.input as LanguageModelV4FunctionTool['inputSchema'] }));
    found = { tools: list, names: new Set(byName.keys()), offered: tools.map((t) => t.name) };
    declared.set(tools, found);
  }
  return found;
}

/**
 * The prompt as generateText converts it, in what the offline model reads: the system text, the
 * user's text parts (empty ones dropped), tool calls and their results. Undefined when a call has
 * no result (generateText refuses that prompt).
 */
function promptOf(system: string, messages: ModelMessage[]): LanguageModelV4Prompt | undefined {
  const prompt: LanguageModelV4Message[] = [{ role: 'system', content: system }];
  const open = new Set<string>();
  for (const message of messages) {
    if (message.role === 'system') {
      prompt.push({ role: 'system', content: message.content });
    } else if (message.role === 'user' || message.role === 'assistant') {
      const parts = typeof message.content === 'string' ? [{ type: 'text' as const, text: message.content }] : message.content.filter((p) => p.type !== 'text' || p.text !== '');
      for (const part of parts) if (part.type === 'tool-call' && !part.providerExecuted) open.add(part.toolCallId);
      if (message.role === 'user' && open.size > 0) return undefined;
      prompt.push({ role: message.role, content: parts } as LanguageModelV4Message);
    } else {
      for (const part of message.content) if (part.type === 'tool-result') open.delete(part.toolCallId);
      prompt.push(message as LanguageModelV4Message);
    }
  }
  return open.size > 0 ? undefined : prompt;
}

/** JSON as generateText parses a call's input; undefined where it would not (it refuses prototype keys). */
function parsedInput(text: string): unknown {
  if (/"(?:__proto__|constructor)"/.test(text)) return undefined;
  try {
    return text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The model's next step as generateText would return it; undefined where generateText should run. */
export async function inProcessStep(input: InProcessInput & { model: LanguageModelV4 }): Promise<InProcessStep | undefined> {
  const prompt = promptOf(input.system, input.messages);
  if (!prompt) return undefined;
  const { tools, names, offered } = declare(input.tools);
  const result = await input.model.doGenerate({ prompt, tools, abortSignal: input.signal });
  const content: Array<{ type: 'text'; text: string } | { type: 'tool-call'; toolCallId: string; toolName: string; input: unknown }> = [];
  const calls: Array<{ id: string; tool: string; input: Record<string, unknown> }> = [];
  let text = '';
  for (const part of result.content) {
    if ((part.type === 'text' || part.type === 'tool-call') && part.providerMetadata != null) return undefined;
    if (part.type === 'text') {
      text += part.text;
      if (part.text.length > 0) content.push({ type: 'text', text: part.text });
    } else if (part.type === 'tool-call' && !part.providerExecuted && names.has(part.toolName)) {
      const value = parsedInput(part.input);
      if (value === undefined) return undefined;
      content.push({ type: 'tool-call', toolCallId: part.toolCallId, toolName: part.toolName, input: value });
      // The engine's copy, apart from the message's (as generateText's JSON round trip gave it).
      const own = parsedInput(part.input);
      calls.push({ id: part.toolCallId, tool: toCatalogToolName(part.toolName, offered), input: own && typeof own === 'object' && !Array.isArray(own) ? (own as Record<string, unknown>) : {} });
    } else {
      return undefined;
    }
  }
  const messages: ModelMessage[] = content.length > 0 ? [{ role: 'assistant', content }] : [];
  return calls.length > 0 ? { kind: 'tool_calls', calls, messages } : { kind: 'final', text, messages };
}
