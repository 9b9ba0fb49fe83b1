// A fetch for the MCP SDK's transport that goes through the egress guard (E7, X6): the resolved
// address is checked and pinned, the body capped, the exchange bounded in time. GET (the optional
// stream of server-initiated messages) is answered 405 here: Baton only sends requests, and a
// long-lived stream would hold the call open until its timeout.
import { guardedFetch, type GuardedFetchOptions } from '../../lib/egress/index.ts';

export type FetchLike = (url: string | URL, init?: RequestInit) => Promise<Response>;

function plainHeaders(headers: HeadersInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(headers).entries());
}

export function egressFetch(options: GuardedFetchOptions): FetchLike {
  return async (url, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method === 'GET') return new Response(null, { status: 405 });
    const body = typeof init.body === 'string' ? init.body : init.body == null ? undefined : String(init.body);
    const signal = init.signal ?? undefined;
    const res = await guardedFetch(url, { method, headers: plainHeaders(init.headers), body }, { ...options, signal: options.signal && signal ? AbortSignal.any([options.signal, signal]) : (signal ?? options.signal), onTooLarge: 'error' });
    const noBody = res.status === 204 || res.status === 304 || method === 'HEAD';
    return new Response(noBody ? null : res.body, { status: res.status, headers: res.headers });
  };
}
