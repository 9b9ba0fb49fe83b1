// Builds the LiveApi a live tool implementation talks through: base URL and bearer token applied,
// provider failure statuses turned into ToolErrors the engine knows how to retry or report.
import type { LiveApi, LiveRequest } from './types.ts';
import { ToolError, type ToolErrorKind } from './tool-error.ts';

export interface LiveApiOptions {
  baseUrl: string;
  accessToken: string;
  fetch?: typeof fetch;
  fetchPublic?: LiveApi['fetchPublic'];
  now?: () => Date;
  signal?: AbortSignal;
  /** Headers every request to this provider carries (e.g. Notion-Version). */
  defaultHeaders?: Record<string, string>;
}

const kindByStatus: Record<number, ToolErrorKind> = {
  400: 'invalid_input',
  401: 'invalid_credentials',
  403: 'permission_denied',
  404: 'not_found',
  409: 'invalid_input',
  422: 'invalid_input',
  429: 'rate_limited',
};

export function buildUrl(baseUrl: string, req: Pick<LiveRequest, 'path' | 'query'>): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + req.path);
  for (const [key, value] of Object.entries(req.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** Reads Retry-After as whole seconds (delta or HTTP date); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: Date): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

function providerMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; error?: unknown; errors?: unknown };
    const candidate = parsed.message ?? parsed.error;
    if (typeof candidate === 'string') return candidate;
    if (candidate && typeof candidate === 'object' && 'message' in candidate) return String((candidate as { message: unknown }).message);
    // GraphQL APIs (Linear) answer {errors: [{message}]}.
    const first: unknown = Array.isArray(parsed.errors) ? parsed.errors[0] : undefined;
    if (first && typeof first === 'object' && 'message' in first && typeof first.message === 'string') return first.message;
  } catch {
    // not JSON: fall through to the raw text
  }
  return body.slice(0, 200);
}

export function createLiveApi(options: LiveApiOptions): LiveApi {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const signal = options.signal ?? new AbortController().signal;
  return {
    now,
    signal,
    accessToken: options.accessToken,
    fetchPublic:
      options.fetchPublic ??
      (() => {
        throw new ToolError('tool_error', 'Public web access is not available to this tool');
      }),
    async request<T>(req: LiveRequest): Promise<T> {
      const headers: Record<string, string> = {
        accept: 'application/json',
        authorization: `Bearer ${options.accessToken}`,
        ...options.defaultHeaders,
        ...req.headers,
      };
      let body: string | undefined;
      if (req.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
      }
      let res: Response;
      try {
        res = await doFetch(buildUrl(options.baseUrl, req), { method: req.method, headers, body, signal, redirect: 'error' });
      } catch (cause) {
        if (signal.aborted) throw cause;
        throw new ToolError('service_unavailable', 'The service could not be reached', { cause });
      }
      const text = await res.text();
      if (!res.ok) {
        const kind = kindByStatus[res.status] ?? (res.status >= 500 ? 'service_unavailable' : 'tool_error');
        throw new ToolError(kind, `The service answered ${res.status}: ${providerMessage(text)}`, {
          status: res.status,
          retryAfterSeconds: parseRetryAfter(res.headers.get('retry-after'), now()),
        });
      }
      if (!text) return undefined as T;
      try {
        return JSON.parse(text) as T;
      } catch (cause) {
        throw new ToolError('tool_error', 'The service answered with a body that is not JSON', { status: res.status, cause });
      }
    },
  };
}
