// Why a tool call failed, in the terms of the task failure codes (spec 7.4, decision K8).
export type ToolErrorKind =
  | 'invalid_input' // the arguments break the provider's rules; not retried
  | 'not_found' // the thing the arguments name does not exist
  | 'service_unavailable' // provider 5xx or unreachable; retried by the engine
  | 'rate_limited' // provider 429; retried after Retry-After
  | 'invalid_credentials' // provider 401
  | 'permission_denied' // provider 403 (usually missing scopes)
  | 'tool_error'; // anything else

export class ToolError extends Error {
  readonly kind: ToolErrorKind;
  readonly status: number | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: ToolErrorKind, message: string, options: { status?: number; retryAfterSeconds?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ToolError';
    this.kind = kind;
    this.status = options.status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
