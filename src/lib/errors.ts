// The closed set of error codes a caller can see (spec 7.3 and decisions.md). Each transport maps
// them to its own form: HTTP status + envelope (src/http/error-status.ts), CLI message + exit code.
export const errorCodes = [
  'invalid_request',
  'missing_api_key',
  'invalid_api_key',
  'https_required',
  'account_disabled',
  'prebuilt_subagent_readonly',
  'not_found',
  'account_not_found',
  'key_not_found',
  'subagent_not_found',
  'tool_source_not_found',
  'task_not_found',
  'webhook_not_configured',
  'delivery_not_found',
  'connection_not_found',
  'consent_link_not_found',
  'consent_link_expired',
  'consent_link_used',
  'oauth_callback_invalid',
  'settings_link_not_found',
  'settings_link_expired',
  'invalid_csrf_token',
  'invalid_credentials',
  'dashboard_user_not_found',
  'dashboard_user_exists',
  'password_link_not_found',
  'password_link_expired',
  'password_link_used',
  'provider_error',
  'service_not_configured',
  'method_not_allowed',
  'task_already_complete',
  'subagent_already_exists',
  'tool_source_already_exists',
  'subagent_deleted',
  'idempotency_in_progress',
  'payload_too_large',
  'request_timeout',
  'unsupported_media_type',
  'prompt_too_long',
  'invalid_name',
  'invalid_metadata',
  'validation_failed',
  'invalid_tool_definition',
  'tool_source_unreachable',
  'idempotency_key_reused',
  'destination_not_allowed',
  'rate_limit_exceeded',
  'internal_error',
  'not_ready',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export class ServiceError extends Error {
  readonly code: ErrorCode;
  /** The offending field, query parameter or header, when there is one. */
  readonly param: string | undefined;

  constructor(code: ErrorCode, message: string, options: { param?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ServiceError';
    this.code = code;
    this.param = options.param;
  }
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError;
}
