// Reading the persisted conversation: which tool calls of the last model step still lack a result
// (after a crash, those are run again: at-least-once for a call in flight), and what the tools
// returned so far (for the task result; errors returned to the model are not outputs).
import type { ModelMessage } from 'ai';
import { toCatalogToolName } from '../models/tool-names.ts';

export interface PendingCall {
  id: string;
  tool: string;
  input: Record<string, unknown>;
}

export type Part = { type?: string; toolCallId?: string; toolName?: string; input?: unknown; output?: unknown };

function partsOf(message: ModelMessage): Part[] {
  return Array.isArray(message.content) ? (message.content as Part[]) : [];
}

export function pendingToolCalls(messages: ModelMessage[]): PendingCall[] {
  const lastAssistant = messages.findLastIndex((m) => m.role === 'assistant');
  if (lastAssistant < 0) return [];
  const answered = new Set(messages.slice(lastAssistant + 1).flatMap((m) => partsOf(m).filter((p) => p.type === 'tool-result').map((p) => p.toolCallId)));
  return partsOf(messages[lastAssistant])
    .filter((p) => p.type === 'tool-call' && !answered.has(p.toolCallId))
    .map((p) => ({ id: p.toolCallId!, tool: toCatalogToolName(p.toolName!), input: (p.input ?? {}) as Record<string, unknown> }));
}

/** The last call made, to repeat it under the workflow_depth sandbox trigger. */
export function lastToolCall(messages: ModelMessage[]): PendingCall | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const call = partsOf(messages[i]).findLast((p) => p.type === 'tool-call');
    if (call) return { id: call.toolCallId!, tool: toCatalogToolName(call.toolName!), input: (call.input ?? {}) as Record<string, unknown> };
  }
  return undefined;
}

function unwrapOutput(output: unknown): unknown {
  if (output && typeof output === 'object' && 'value' in output) return (output as { value: unknown }).value;
  return output;
}

/** A tool error returned to the model (G4) is not an output of the task. */
export function isErrorResult(part: Part): boolean {
  const type = (part.output as { type?: unknown } | undefined)?.type;
  return type === 'error-text' || type === 'error-json';
}

export function toolOutputs(messages: ModelMessage[]): Array<{ tool: string; output: unknown }> {
  return messages.flatMap((m) =>
    partsOf(m)
      .filter((p) => p.type === 'tool-result' && !isErrorResult(p))
      .map((p) => ({ tool: toCatalogToolName(p.toolName!), output: unwrapOutput(p.output) })),
  );
}
