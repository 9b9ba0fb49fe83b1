// A real webhook receiver on loopback: records every request (raw bytes and headers) and answers as
// the test scripts it, including never (to hold a request while a dispatcher is killed).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface Received {
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  // Parsed body; typed loosely because tests probe arbitrary fields.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  /** performance.now() when the whole body had arrived. */
  at: number;
}

export type Reply = { status?: number; headers?: Record<string, string>; body?: string; delayMs?: number } | 'hang';
export type Script = (request: Received, index: number) => Reply;

export interface Receiver {
  url: string;
  port: number;
  requests: Received[];
  /** Replaces how the next requests are answered (default: 200 at once). */
  answer(script: Script): void;
  /** Resolves once `count` requests have arrived; rejects after timeoutMs. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(script: Script = () => ({ status: 200 })): Promise<Receiver> {
  const requests: Received[] = [];
  const waiters: Array<() => void> = [];
  let current = script;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = undefined;
      }
      const received = { headers: req.headers, raw, body, at: performance.now() };
      requests.push(received);
      for (const wake of waiters.splice(0)) wake();
      const reply = current(received, requests.length - 1);
      if (reply === 'hang') return;
      const send = () => res.writeHead(reply.status ?? 200, reply.headers ?? {}).end(reply.body ?? '');
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    requests,
    answer: (next) => void (current = next),
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`receiver got ${requests.length} requests, expected ${count}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // held requests never end on their own
        server.close(() => resolve());
      }),
  };
}
