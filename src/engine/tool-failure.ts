// How a failed tool call ends a task: ToolError kinds become task failure codes (spec 7.4, K8, G1),
// and whether the model could act on the error (decision G4: a not found or an invalid argument
// goes back to the model; a service down, a rate limit or a refused credential does not).
import { ToolError, type ToolErrorKind } from '../tools/tool-error.ts';
import type { FailureCode } from './task-error.ts';

/** Thrown by the tool invoker when a call has failed for good (after any retries). */
export class ToolFailure extends Error {
  readonly code: FailureCode;
  readonly tool: string;
  /** True when another call with other arguments could succeed: the model gets the error (G4). */
  readonly actionable: boolean;
  constructor(code: FailureCode, tool: string, message: string, options: { cause?: unknown; actionable?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ToolFailure';
    this.code = code;
    this.tool = tool;
    this.actionable = options.actionable ?? false;
  }
}

const codeByKind: Record<ToolErrorKind, FailureCode> = {
  service_unavailable: 'service_unavailable',
  rate_limited: 'rate_limited',
  invalid_credentials: 'invalid_credentials',
  permission_denied: 'permission_denied',
  invalid_input: 'tool_error',
  // G1: what the prompt names does not exist.
  not_found: 'target_not_found',
  tool_error: 'tool_error',
};

const actionableKinds: ReadonlySet<ToolErrorKind> = new Set(['invalid_input', 'not_found', 'tool_error']);

export function failureFromToolError(tool: string, error: ToolError): ToolFailure {
  return new ToolFailure(codeByKind[error.kind], tool, error.message, { cause: error, actionable: actionableKinds.has(error.kind) });
}

export function isRetryable(error: unknown): error is ToolError {
  return error instanceof ToolError && (error.kind === 'service_unavailable' || error.kind === 'rate_limited');
}
