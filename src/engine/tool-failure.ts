// How a failed tool call ends a task: ToolError kinds become task failure codes (spec 7.4).
import { ToolError, type ToolErrorKind } from '../tools/tool-error.ts';
import type { FailureCode } from './task-error.ts';

/** Thrown by the tool invoker when a call has failed for good (after any retries). */
export class ToolFailure extends Error {
  readonly code: FailureCode;
  readonly tool: string;
  constructor(code: FailureCode, tool: string, message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ToolFailure';
    this.code = code;
    this.tool = tool;
  }
}

const codeByKind: Record<ToolErrorKind, FailureCode> = {
  service_unavailable: 'service_unavailable',
  rate_limited: 'rate_limited',
  invalid_credentials: 'invalid_credentials',
  permission_denied: 'permission_denied',
  invalid_input: 'tool_error',
  not_found: 'tool_error',
  tool_error: 'tool_error',
};

export function failureFromToolError(tool: string, error: ToolError): ToolFailure {
  return new ToolFailure(codeByKind[error.kind], tool, error.message, { cause: error });
}

export function isRetryable(error: unknown): error is ToolError {
  return error instanceof ToolError && (error.kind === 'service_unavailable' || error.kind === 'rate_limited');
}
