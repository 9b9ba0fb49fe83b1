// A provider double for tests that answer by route ("METHOD /path"), set per test, and read back raw request bodies.
import type { IncomingHttpHeaders } from 'node:http';
import { startProviderDouble, type Reply } from './provider-double.ts';

export interface RoutedRequest {
  method: string;
  /** The URL path with the API prefix taken off, without the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}
export type Route = (req: RoutedRequest) => Reply;

export interface RoutedDoubleOptions {
  /** The API's path prefix, e.g. '/gmail/v1'; it is part of baseUrl and taken off recorded paths. */
  prefix: string;
  /** The answer to a request no route matches. */
  unrouted: Reply;
  contentType: string;
  /** Sent when a route's reply has no body. */
  emptyBody: unknown;
}

export interface RoutedDouble {
  /** The origin plus the prefix: what the live client is pointed at. */
  baseUrl: string;
  seen: RoutedRequest[];
  routes: Record<string, Route>;
  /** Forgets the recorded requests and every route. */
  reset(): void;
  close(): Promise<void>;
}

export async function startRoutedDouble(options: RoutedDoubleOptions): Promise<RoutedDouble> {
  const seen: RoutedRequest[] = [];
  const routes: Record<string, Route> = {};
  const double = await startProviderDouble({
    contentType: options.contentType,
    emptyBody: options.emptyBody,
    respond: (req) => {
      const path = req.url.pathname.startsWith(options.prefix) ? req.url.pathname.slice(options.prefix.length) : req.url.pathname;
      const entry: RoutedRequest = { method: req.method, path, query: req.url.searchParams, headers: req.headers, body: req.text };
      seen.push(entry);
      const route = routes[`${entry.method} ${entry.path}`];
      return route ? route(entry) : options.unrouted;
    },
  });
  return {
    baseUrl: `${double.origin}${options.prefix}`,
    seen,
    routes,
    reset: () => {
      seen.length = 0;
      for (const key of Object.keys(routes)) delete routes[key];
    },
    close: () => double.close(),
  };
}
