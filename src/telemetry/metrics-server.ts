// The /metrics listener: plain HTTP on its own port (BATON_METRICS_PORT, bound to
// BATON_METRICS_HOST, loopback by default), never on the public API. With BATON_METRICS_TOKEN set,
// a scrape must send `Authorization: Bearer <token>`.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

const digest = (text: string) => createHash('sha256').update(text).digest();

export async function startMetricsServer(registry: Registry, options: { host: string; port: number; token: string | undefined }): Promise<{ port: number; close(): Promise<void> }> {
  const expected = options.token === undefined ? undefined : digest(`Bearer ${options.token}`);
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    // Compared as digests: equal length, constant time.
    if (expected && !timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500).end('metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(options.port, options.host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
