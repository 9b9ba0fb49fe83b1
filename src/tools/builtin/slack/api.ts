// Slack's Web API answers HTTP 200 with {ok: false, error: "<code>"}; this turns those codes into
// the ToolError kinds the engine retries or reports. HTTP-level failures (429 etc.) arrive from LiveApi.
import type { LiveApi } from '../../types.ts';
import { ToolError, type ToolErrorKind } from '../../tool-error.ts';

const kindByCode: Record<string, ToolErrorKind> = {
  invalid_auth: 'invalid_credentials',
  not_authed: 'invalid_credentials',
  token_revoked: 'invalid_credentials',
  token_expired: 'invalid_credentials',
  account_inactive: 'invalid_credentials',
  missing_scope: 'permission_denied',
  not_allowed_token_type: 'permission_denied',
  no_permission: 'permission_denied',
  restricted_action: 'permission_denied',
  not_in_channel: 'permission_denied',
  channel_not_found: 'not_found',
  user_not_found: 'not_found',
  users_not_found: 'not_found',
  message_not_found: 'not_found',
  thread_not_found: 'not_found',
  ratelimited: 'rate_limited',
  internal_error: 'service_unavailable',
  fatal_error: 'service_unavailable',
  service_unavailable: 'service_unavailable',
  request_timeout: 'service_unavailable',
};

const statusByKind: Partial<Record<ToolErrorKind, number>> = {
  invalid_credentials: 401,
  permission_denied: 403,
  not_found: 404,
  rate_limited: 429,
  service_unavailable: 503,
  invalid_input: 400,
};

/** A ToolError for a Slack error code; unknown codes are argument problems (invalid_arguments, name_taken...). */
export function slackError(code: string, detail?: string): ToolError {
  const kind = kindByCode[code] ?? 'invalid_input';
  return new ToolError(kind, `Slack answered ${code}${detail ? ` (${detail})` : ''}`, { status: statusByKind[kind] });
}

interface SlackEnvelope {
  ok?: boolean;
  error?: string;
  needed?: string;
}

/**
 * Calls a Web API method. Reads go as GET with query parameters; writes as POST with a JSON body,
 * which Slack accepts for write methods when the charset is declared.
 */
export async function slackCall<T>(api: LiveApi, method: string, params: Record<string, string | number | boolean | undefined>, verb: 'GET' | 'POST' = 'GET'): Promise<T> {
  const response =
    verb === 'GET'
      ? await api.request<T & SlackEnvelope>({ method: 'GET', path: `/${method}`, query: params })
      : await api.request<T & SlackEnvelope>({
          method: 'POST',
          path: `/${method}`,
          body: Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)),
          headers: { 'content-type': 'application/json; charset=utf-8' },
        });
  if (!response || response.ok !== true) {
    const code = response?.error ?? 'unknown_error';
    throw slackError(code, code === 'missing_scope' && response?.needed ? `needs ${response.needed}` : method);
  }
  return response;
}
