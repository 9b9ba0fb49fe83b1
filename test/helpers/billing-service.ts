// A loopback HTTP service for custom tool tests: the billing API of the capabilities example and
// the inventory API of the OpenAPI fixture. It records every request (method, path, query,
// headers, body) so tests check exactly what Baton sent.
import type { IncomingHttpHeaders } from 'node:http';
import { startLoopbackServer } from './loopback-server.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface BillingService {
  origin: string;
  requests: RecordedRequest[];
  /** Status the next requests answer instead (tests of X6's error mapping). */
  failWith: number | null;
  close(): Promise<void>;
}

export async function startBillingService(): Promise<BillingService> {
  const state = { requests: [] as RecordedRequest[], failWith: null as number | null };
  const server = await startLoopbackServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://x');
    state.requests.push({ method: req.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body: text ? JSON.parse(text) : undefined });
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (state.failWith) return json(state.failWith, { message: `failing with ${state.failWith}` });
    if (url.pathname === '/v2/find_customer') return json(200, [{ id: 'cus_1', name: 'Dana Scully', email: 'dana@example.com' }]);
    const refund = url.pathname.match(/^\/v2\/invoices\/([^/]+)\/refunds$/);
    if (refund) return json(201, { id: 're_1', invoice: decodeURIComponent(refund[1]), status: 'succeeded' });
    if (url.pathname === '/api/products') return json(200, [{ sku: 'SKU-1', name: 'Blue mug', stock: 12, category: url.searchParams.get('category') }]);
    const restock = url.pathname.match(/^\/api\/products\/([^/]+)\/restock$/);
    if (restock) return json(200, { sku: decodeURIComponent(restock[1]), stock: 12 + Number((JSON.parse(text) as { units: number }).units) });
    return json(404, { message: 'no such route' });
  });
  return Object.assign(state, { origin: server.origin, close: server.close });
}
