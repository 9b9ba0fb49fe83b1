// A provider API double for live tool tests: a loopback server that records every request and answers scripted JSON.
import type { IncomingHttpHeaders } from 'node:http';
import { startLoopbackServer } from './loopback-server.ts';

export interface Recorded {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  /** The request body as text ('' when there is none). */
  text: string;
}
export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

export interface ProviderDoubleOptions {
  /** Decides the answer to each request. */
  respond: (req: Recorded) => Reply;
  /** The content-type of JSON answers; 'application/json' unless told. */
  contentType?: string;
  /** Sent when a reply has no body; an empty body unless told. */
  emptyBody?: unknown;
}

export interface ProviderDouble {
  origin: string;
  close(): Promise<void>;
}

export function startProviderDouble(options: ProviderDoubleOptions): Promise<ProviderDouble> {
  return startLoopbackServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://double');
      const reply = options.respond({ method: req.method ?? '', url, headers: req.headers, text: Buffer.concat(chunks).toString('utf8') });
      if (reply.status === 204) return void res.writeHead(204).end();
      const body = reply.body ?? options.emptyBody;
      res.writeHead(reply.status ?? 200, { 'content-type': options.contentType ?? 'application/json', ...reply.headers });
      res.end(body === undefined ? '' : JSON.stringify(body));
    });
  });
}
