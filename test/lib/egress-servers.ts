// Loopback servers and fake resolvers for the egress guard tests. Nothing here leaves the machine.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupFn } from '../../src/lib/egress/index.ts';

export interface TestServer {
  port: number;
  /** Paths of the requests that reached the server, in order. */
  hits: string[];
  close(): Promise<void>;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export async function startServer(handler: Handler, options: { host?: string; tls?: { key: string; cert: string } } = {}): Promise<TestServer> {
  const hits: string[] = [];
  const onRequest: Handler = (req, res) => {
    hits.push(req.url ?? '');
    handler(req, res);
  };
  const server = options.tls ? https.createServer(options.tls, onRequest) : http.createServer(onRequest);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // hanging test handlers never end their responses
        server.close(() => resolve());
      }),
  };
}

/** A loopback port with nothing listening on it (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A resolver that gives the n-th answer on the n-th call (the last one after that) and counts calls. */
export function scriptedLookup(...answers: string[][]): LookupFn & { calls: string[] } {
  const calls: string[] = [];
  const fn = async (hostname: string) => {
    calls.push(hostname);
    const answer = answers[Math.min(calls.length, answers.length) - 1];
    return answer.map((address) => ({ address, family: net.isIP(address) }));
  };
  return Object.assign(fn, { calls });
}

export async function ipv6LoopbackAvailable(): Promise<boolean> {
  const server = net.createServer();
  return new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(0, '::1', () => server.close(() => resolve(true)));
  });
}
