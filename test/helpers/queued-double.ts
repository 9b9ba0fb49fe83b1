// A provider double for tests that queue the answers they expect, in order, and read back JSON request bodies.
import type { IncomingHttpHeaders } from 'node:http';
import { startProviderDouble, type Reply } from './provider-double.ts';

export interface QueuedRequest<Body> {
  method: string;
  /** The URL path, without the query. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (undefined when the request had none). */
  body: Body;
}

export interface QueuedDouble<Body> {
  origin: string;
  seen: QueuedRequest<Body>[];
  answers: Reply[];
  /** Forgets the recorded requests and any answers still queued. */
  reset(): void;
  close(): Promise<void>;
}

/** `unexpected` answers any request once the queue is empty. */
export async function startQueuedDouble<Body = unknown>(unexpected: Reply): Promise<QueuedDouble<Body>> {
  const seen: QueuedRequest<Body>[] = [];
  const answers: Reply[] = [];
  const double = await startProviderDouble({
    respond: (req) => {
      seen.push({ method: req.method, path: req.url.pathname, query: Object.fromEntries(req.url.searchParams), headers: req.headers, body: (req.text ? JSON.parse(req.text) : undefined) as Body });
      return answers.shift() ?? unexpected;
    },
  });
  return {
    origin: double.origin,
    seen,
    answers,
    reset: () => {
      seen.length = 0;
      answers.length = 0;
    },
    close: () => double.close(),
  };
}
