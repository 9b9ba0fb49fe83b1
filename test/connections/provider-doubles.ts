// Loopback stand-ins for what a live GitHub connection talks to, built on the real authorization
// server (test/helpers/oauth-server.ts):
// - a GitHub REST API double that accepts only bearer tokens the provider says are active, and
//   records every token it saw (to check they never leak);
// - a tap in front of the provider's token endpoint that records the access and refresh tokens it
//   hands out, so a database dump or a log can be searched for them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestAuthServer } from '../helpers/oauth-server.ts';

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function closer(server: http.Server) {
  return () => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

export interface GithubDouble {
  url: string;
  /** Bearer tokens of accepted calls, in order. */
  accepted: string[];
  rejected: number;
  close(): Promise<void>;
}

const repo = (id: number, name: string) => ({
  id, name, full_name: `octo-org/${name}`, owner: { login: 'octo-org' }, private: true, description: `The ${name} repository`,
  html_url: `https://github.com/octo-org/${name}`, default_branch: 'main', language: 'TypeScript', open_issues_count: 3,
  archived: false, updated_at: '2026-01-02T03:04:05Z', pushed_at: '2026-01-02T03:04:05Z',
});

export async function startGithubDouble(as: TestAuthServer): Promise<GithubDouble> {
  const double: GithubDouble = { url: '', accepted: [], rejected: 0, close: async () => {} };
  const server = http.createServer(async (req, res) => {
    const token = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const info = token ? await as.introspect(token) : { active: false, scopes: [] };
    if (!token || !info.active) {
      double.rejected += 1;
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Bad credentials' }));
      return;
    }
    if (!info.scopes?.includes('repo')) {
      res.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Resource not accessible by integration' }));
      return;
    }
    double.accepted.push(token);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'GET' && path === '/user/repos') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([repo(1, 'storefront'), repo(2, 'payments-api')]));
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not Found' }));
  });
  double.url = await listen(server);
  double.close = closer(server);
  return double;
}

export interface TokenTap {
  url: string;
  /** Every access and refresh token the provider issued through the tap. */
  issued: string[];
  close(): Promise<void>;
}

export async function startTokenTap(tokenUrl: string): Promise<TokenTap> {
  const tap: TokenTap = { url: '', issued: [], close: async () => {} };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'content-type', 'accept']) if (req.headers[name]) headers[name] = String(req.headers[name]);
    const upstream = await fetch(tokenUrl, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
    const text = await upstream.text();
    try {
      const body = JSON.parse(text) as { access_token?: string; refresh_token?: string };
      for (const token of [body.access_token, body.refresh_token]) if (token) tap.issued.push(token);
    } catch {
      // not JSON: nothing to record
    }
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' }).end(text);
  });
  tap.url = await listen(server);
  tap.close = closer(server);
  return tap;
}
