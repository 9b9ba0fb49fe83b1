// guardedFetch behind the standard fetch signature, for libraries that take a `fetch` (the MCP
// SDK's transport and auth helpers, oauth4webapi): the resolved address is checked and pinned,
// the body capped (a larger one fails), the exchange bounded in time, redirects not followed.
import { guardedFetch, type GuardedFetchOptions } from './fetch.ts';

export type FetchLike = (url: string | URL, init?: RequestInit) => Promise<Response>;

function plainHeaders(headers: HeadersInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(headers).entries());
}

export function egressFetch(options: GuardedFetchOptions): FetchLike {
  return async (url, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? init.body : init.body == null ? undefined : String(init.body);
    const signal = init.signal ?? undefined;
    const res = await guardedFetch(url, { method, headers: plainHeaders(init.headers), body }, { ...options, signal: options.signal && signal ? AbortSignal.any([options.signal, signal]) : (signal ?? options.signal), onTooLarge: 'error' });
    const noBody = res.status === 204 || res.status === 304 || method === 'HEAD';
    return new Response(noBody ? null : res.body, { status: res.status, headers: res.headers });
  };
}
