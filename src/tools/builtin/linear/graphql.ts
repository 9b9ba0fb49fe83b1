// Linear speaks GraphQL at POST /graphql. Its errors usually arrive as HTTP 200 with an `errors` array
// whose extensions.type says what went wrong; this turns them into the ToolError kinds the engine knows.
import type { LiveApi } from '../../types.ts';
import { ToolError, type ToolErrorKind } from '../../tool-error.ts';

/** Linear's ids are UUIDs; anything else a tool is given is a key, a name or an identifier. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LinearGraphqlError {
  message: string;
  extensions?: { type?: string; code?: string; userPresentableMessage?: string; statusCode?: number };
}

// extensions.type values as Linear's own SDK names them, plus the matching extensions.code spellings.
const kindByType: Record<string, ToolErrorKind> = {
  'authentication error': 'invalid_credentials',
  authentication_error: 'invalid_credentials',
  forbidden: 'permission_denied',
  'feature not accessible': 'permission_denied',
  feature_not_accessible: 'permission_denied',
  ratelimited: 'rate_limited',
  'invalid input': 'invalid_input',
  input_error: 'invalid_input',
  'user error': 'invalid_input',
  'graphql error': 'invalid_input',
  graphql_validation_failed: 'invalid_input',
  'internal error': 'service_unavailable',
  internal_server_error: 'service_unavailable',
  'lock timeout': 'service_unavailable',
  'network error': 'service_unavailable',
};

const statusByKind: Partial<Record<ToolErrorKind, number>> = {
  invalid_credentials: 401,
  permission_denied: 403,
  not_found: 404,
  rate_limited: 429,
  invalid_input: 400,
  service_unavailable: 503,
};

/** The ToolError for a Linear GraphQL error; "Entity not found" is Linear's way of saying 404. */
export function linearError(error: LinearGraphqlError | undefined): ToolError {
  const type = (error?.extensions?.type ?? error?.extensions?.code ?? '').toLowerCase();
  const message = error?.extensions?.userPresentableMessage ?? error?.message ?? 'Unknown Linear error';
  const kind: ToolErrorKind = /entity not found/i.test(error?.message ?? '') ? 'not_found' : (kindByType[type] ?? 'tool_error');
  const detail = error && message !== error.message ? `${error.message} - ${message}` : message;
  return new ToolError(kind, `Linear answered: ${detail}`, { status: statusByKind[kind] });
}

/** Runs one query or mutation and returns its `data`; any GraphQL error fails the call. */
export async function linearQuery<T>(api: LiveApi, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await api.request<{ data?: T | null; errors?: LinearGraphqlError[] }>({ method: 'POST', path: '/graphql', body: { query, variables } });
  if (response?.errors?.length) throw linearError(response.errors[0]);
  if (!response?.data) throw new ToolError('tool_error', 'Linear answered without data');
  return response.data;
}

/** Mutations report `success: false` without an error when nothing was changed. */
export function requireSuccess<T>(payload: { success: boolean } & T, what: string): T {
  if (!payload.success) throw new ToolError('tool_error', `Linear did not ${what}`);
  return payload;
}
