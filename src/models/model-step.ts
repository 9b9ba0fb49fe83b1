// One model turn of the agent loop. The engine owns the loop: it executes the tools itself,
// persists every step and may pause between steps, so tools are declared here WITHOUT `execute`
// and generateText runs exactly one step. Whatever model drives it (offline planner, OpenAI,
// Anthropic, an OpenAI-compatible server), the engine sees the same ModelStep. The offline planner,
// which runs in this process, is asked without generateText's loop (in-process-step.ts, ADR 34).
import { generateText, jsonSchema, tool, type JSONSchema7, type LanguageModel, type ModelMessage, type ToolSet } from 'ai';
import type { ToolDef } from '../tools/types.ts';
import { callSettingsOf } from './call-settings.ts';
import { ModelError } from './model-error.ts';
import { toModelError } from './provider-errors.ts';
import { toCatalogToolName, toModelToolName } from './tool-names.ts';
import { inProcessStep, runsInProcess } from './in-process-step.ts';

export { ModelError };

export interface ModelStepInput {
  /** From createModel(); its timeout and retry settings travel with it. */
  model: LanguageModel;
  /** The subagent's prompt and house rules; may carry a `Current time: <ISO>` line. */
  system: string;
  /** The conversation so far, starting with one user message: the task prompt. */
  messages: ModelMessage[];
  /** The tools this task may use: the catalog's, and the engine's own (baton.fail_task). */
  tools: readonly OfferedTool[];
  signal: AbortSignal;
  /** Overrides the model's configured timeout (ms, retries included) for this call. */
  timeoutMs?: number;
  /** Overrides the model's configured retry count for this call. */
  maxRetries?: number;
}

/** What a model is told of a tool; executing it is the engine's business. */
export type OfferedTool = Pick<ToolDef, 'name' | 'description' | 'input'>;

export interface ModelToolCall {
  id: string;
  /** Catalog name, e.g. github.create_issue. */
  tool: string;
  input: Record<string, unknown>;
}

export type ModelStep =
  | { kind: 'tool_calls'; calls: ModelToolCall[]; messages: ModelMessage[] }
  | { kind: 'final'; text: string; messages: ModelMessage[] };

/**
 * A model that names a tool it was not offered gets the SDK's error result and another turn, at most
 * this many times; a model that keeps doing it is broken for this task.
 */
const MAX_INVALID_ROUNDS = 2;

/** Messages as they will look after the engine stored them as JSON and read them back. */
function jsonSafe<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function declareTools(tools: readonly OfferedTool[]): ToolSet {
  return Object.fromEntries(tools.map((t) => [toModelToolName(t.name), tool({ description: t.description, inputSchema: jsonSchema(t.input as JSONSchema7) })]));
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Asks the model for its next move: tool calls to execute, or the final answer. */
export async function nextModelStep(input: ModelStepInput): Promise<ModelStep> {
  const configured = callSettingsOf(input.model);
  const timeoutMs = input.timeoutMs ?? configured.timeoutMs;
  const maxRetries = input.maxRetries ?? configured.maxRetries;
  if (runsInProcess(input.model)) {
    input.signal.throwIfAborted();
    let step;
    try {
      step = await inProcessStep({ ...input, model: input.model });
    } catch (err) {
      input.signal.throwIfAborted();
      throw toModelError(err, timeoutMs);
    }
    if (step) return step;
  }
  const offered = input.tools.map((t) => t.name);
  const tools = declareTools(input.tools);
  const produced: ModelMessage[] = [];
  for (let round = 0; ; round++) {
    input.signal.throwIfAborted();
    let result;
    try {
      result = await generateText({
        model: input.model,
        instructions: input.system,
        messages: [...input.messages, ...produced],
        tools,
        maxRetries,
        timeout: timeoutMs,
        abortSignal: input.signal,
        // Baton stores the conversation itself; nothing may depend on OpenAI keeping responses.
        providerOptions: { openai: { store: false } },
        // Baton times and traces steps itself (src/telemetry); the SDK's own telemetry events cost
        // a copy and redaction of every request and answer even with nobody listening.
        telemetry: { isEnabled: false },
      });
    } catch (err) {
      // A cancel is the engine's own doing, not a provider failure: hand back its reason.
      input.signal.throwIfAborted();
      throw toModelError(err, timeoutMs);
    }
    produced.push(...jsonSafe(result.response.messages));
    const valid = result.toolCalls.filter((c) => !('invalid' in c && c.invalid));
    if (valid.length > 0) {
      const calls = valid.map((c) => ({ id: c.toolCallId, tool: toCatalogToolName(c.toolName, offered), input: jsonSafe(asRecord(c.input)) }));
      return { kind: 'tool_calls', calls, messages: produced };
    }
    if (result.toolCalls.length === 0) return { kind: 'final', text: result.text, messages: produced };
    // Only calls to tools it was not offered: the SDK already answered them with an error result.
    if (round >= MAX_INVALID_ROUNDS) {
      throw new ModelError(`the model kept calling tools it was not offered: ${result.toolCalls.map((c) => c.toolName).join(', ')}`);
    }
  }
}

export interface ToolResult {
  id: string;
  /** Catalog name of the tool that ran. */
  tool: string;
  output: unknown;
  isError?: boolean;
}

/** Plain JSON for a tool's output; an Error keeps its kind and message (JSON would drop both). */
function outputValue(output: unknown): unknown {
  if (output instanceof Error) {
    const kind = (output as { kind?: unknown }).kind;
    return { error: typeof kind === 'string' ? kind : output.name, message: output.message };
  }
  return jsonSafe(output) ?? null;
}

/** The tool message to append after executing a step's calls, one result per call id. */
export function toolResultMessage(results: ToolResult[]): ModelMessage {
  return {
    role: 'tool',
    content: results.map((r) => {
      const value = outputValue(r.output);
      const output = r.isError
        ? typeof value === 'string'
          ? { type: 'error-text' as const, value }
          : { type: 'error-json' as const, value: value as never }
        : typeof value === 'string'
          ? { type: 'text' as const, value }
          : { type: 'json' as const, value: value as never };
      return { type: 'tool-result' as const, toolCallId: r.id, toolName: toModelToolName(r.tool), output };
    }),
  };
}
