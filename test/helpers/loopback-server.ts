// Starts an HTTP server on 127.0.0.1 at a free port, so tests can stand up provider doubles without fixed ports.
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  origin: string;
  close(): Promise<void>;
}

export async function startLoopbackServer(listener: RequestListener): Promise<LoopbackServer> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
