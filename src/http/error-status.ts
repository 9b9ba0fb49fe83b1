// The one place service error codes become HTTP statuses.
import type { ErrorCode } from '../lib/errors.ts';

export const statusByCode: Record<ErrorCode, number> = {
  invalid_request: 400,
  missing_api_key: 401,
  invalid_api_key: 401,
  https_required: 403,
  account_disabled: 403,
  prebuilt_subagent_readonly: 403,
  not_found: 404,
  account_not_found: 404,
  key_not_found: 404,
  subagent_not_found: 404,
  tool_source_not_found: 404,
  task_not_found: 404,
  webhook_not_configured: 404,
  delivery_not_found: 404,
  connection_not_found: 404,
  consent_link_not_found: 404,
  consent_link_expired: 410,
  consent_link_used: 410,
  oauth_callback_invalid: 400,
  settings_link_not_found: 404,
  settings_link_expired: 410,
  invalid_csrf_token: 403,
  invalid_credentials: 401,
  dashboard_user_not_found: 404,
  dashboard_user_exists: 409,
  password_link_not_found: 404,
  password_link_expired: 410,
  password_link_used: 410,
  provider_error: 502,
  service_not_configured: 503,
  method_not_allowed: 405,
  task_already_complete: 409,
  subagent_already_exists: 409,
  tool_source_already_exists: 409,
  subagent_deleted: 409,
  idempotency_in_progress: 409,
  payload_too_large: 413,
  request_timeout: 408,
  unsupported_media_type: 415,
  prompt_too_long: 422,
  invalid_name: 422,
  invalid_metadata: 422,
  validation_failed: 422,
  invalid_tool_definition: 422,
  tool_source_unreachable: 422,
  idempotency_key_reused: 422,
  destination_not_allowed: 422,
  rate_limit_exceeded: 429,
  internal_error: 500,
  not_ready: 503,
};

export interface ErrorEnvelope {
  error: { code: ErrorCode; message: string; param?: string; request_id?: string };
}

export function errorEnvelope(code: ErrorCode, message: string, param: string | undefined, requestId: string | undefined): ErrorEnvelope {
  return { error: { code, message, ...(param ? { param } : {}), ...(requestId ? { request_id: requestId } : {}) } };
}
