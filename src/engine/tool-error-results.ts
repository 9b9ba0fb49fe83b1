// Decision G4: a tool error the model can act on goes back to it as the call's result, a structured
// error text; the task fails only after three in a row, or when the model answers right after one
// without having recovered. Both are read back from the stored conversation (not from memory), so
// a task continued by another worker after a crash counts the same.
import type { ModelMessage } from 'ai';
import { toCatalogToolName } from '../models/tool-names.ts';
import { isErrorResult, type Part } from './conversation.ts';
import { failureCodes, taskError, type FailureCode, type TaskError } from './task-error.ts';
import { failTaskToolName } from './fail-task-tool.ts';

export const maxToolErrorsInARow = 3;

/** A tool error as the model receives it. */
export interface ReturnedError {
  code: FailureCode;
  tool: string;
  message: string;
}

/** The text the model gets for a failed call: the code and message, and what it may do next. */
export function toolErrorText(error: ReturnedError): string {
  return JSON.stringify({
    error: { code: error.code, tool: error.tool, message: error.message },
    next: `Fix the arguments or pick another target from what the tools returned, and call again; if the task cannot be done as asked, call ${failTaskToolName}. Do not claim this call succeeded.`,
  });
}

function readReturned(part: Part): ReturnedError {
  const value = (part.output as { value?: unknown } | undefined)?.value;
  try {
    const parsed = typeof value === 'string' ? (JSON.parse(value) as { error?: Partial<ReturnedError> }).error : undefined;
    if (parsed && (failureCodes as readonly string[]).includes(parsed.code ?? '')) return parsed as ReturnedError;
  } catch {
    // not one of ours: below
  }
  // An error result the engine did not write (the SDK answering a call to a tool never offered).
  return { code: 'tool_error', tool: part.toolName ? toCatalogToolName(part.toolName) : '', message: typeof value === 'string' ? value : 'The tool call failed' };
}

/** How many tool results at the end of the conversation are errors, and the last one as a task error. */
export function toolErrorStreak(messages: ModelMessage[]): { count: number; last?: TaskError } {
  let count = 0;
  let last: ReturnedError | undefined;
  for (const message of messages) {
    if (message.role !== 'tool' || !Array.isArray(message.content)) continue;
    for (const part of message.content as Part[]) {
      if (part.type !== 'tool-result') continue;
      const failed = isErrorResult(part);
      count = failed ? count + 1 : 0;
      last = failed ? readReturned(part) : undefined;
    }
  }
  return { count, ...(last ? { last: taskError(last.code, last.message, last.tool || undefined) } : {}) };
}
