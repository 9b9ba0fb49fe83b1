// Reads what the offline model needs from the prompt the AI SDK hands a language model: the task
// (the first user message), "now" (a `Current time: <ISO>` line in the system prompt, which the
// engine writes there), and the calls made so far with their results, in order.
import type { LanguageModelV4Prompt, LanguageModelV4ToolResultOutput } from '@ai-sdk/provider';

export interface PastCall {
  id: string;
  /** Catalog name. */
  tool: string;
  input: Record<string, unknown>;
  output: unknown;
  isError: boolean;
}

export interface Conversation {
  task: string;
  now: Date | undefined;
  calls: PastCall[];
}

const CURRENT_TIME = /Current time:\s*(\S+)/i;

function resultValue(output: LanguageModelV4ToolResultOutput): { value: unknown; isError: boolean } {
  switch (output.type) {
    case 'json':
    case 'text':
      return { value: output.value, isError: false };
    case 'error-json':
    case 'error-text':
      return { value: output.value, isError: true };
    case 'execution-denied':
      return { value: output.reason ?? 'execution denied', isError: true };
    default:
      return { value: output.value.map((part) => (part.type === 'text' ? part.text : '')).join('\n'), isError: false };
  }
}

function parseInput(input: unknown): Record<string, unknown> {
  if (typeof input === 'string') {
    try {
      return parseInput(JSON.parse(input));
    } catch {
      return {};
    }
  }
  return input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
}

/** `toCatalog` turns a model-side tool name back into the catalog name. */
export function readConversation(prompt: LanguageModelV4Prompt, toCatalog: (modelName: string) => string): Conversation {
  let task: string | undefined;
  let now: Date | undefined;
  const calls: PastCall[] = [];
  const byId = new Map<string, PastCall>();
  for (const message of prompt) {
    if (message.role === 'system') {
      const stamp = CURRENT_TIME.exec(message.content)?.[1];
      const parsed = stamp ? new Date(stamp) : undefined;
      if (parsed && !Number.isNaN(parsed.getTime())) now = parsed;
    } else if (message.role === 'user') {
      task ??= message.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
    } else {
      for (const part of message.content) {
        if (part.type === 'tool-call') {
          const call: PastCall = { id: part.toolCallId, tool: toCatalog(part.toolName), input: parseInput(part.input), output: undefined, isError: false };
          calls.push(call);
          byId.set(call.id, call);
        } else if (part.type === 'tool-result') {
          const call = byId.get(part.toolCallId);
          if (!call) continue;
          const result = resultValue(part.output);
          call.output = result.value;
          call.isError = result.isError;
        }
      }
    }
  }
  return { task: task ?? '', now, calls };
}
