import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createLiveApi } from '../../src/tools/live-http.ts';
import { ToolError } from '../../src/tools/tool-error.ts';
import type { LiveApi } from '../../src/tools/types.ts';
import { webTools } from '../../src/tools/builtin/web/service.ts';
import { startLoopbackServer } from '../helpers/loopback-server.ts';

// A real web server on loopback; fetchPublic stands in for the egress guard with a plain fetch.
const requested: string[] = [];

const ARTICLE = `<!DOCTYPE html>
<html><head><title>  Café &amp; Co &#8211; Menu </title><meta content="Seasonal menu" name="description">
<style>.x{display:none}</style><script type="text/javascript">var secret = "do not show";</script></head>
<body><nav><ul><li>Home</li><li>About</li></ul></nav>
<!-- a comment that must vanish -->
<main><h1>Our   menu</h1><p>Espresso &euro;2.50&nbsp;&middot; Latte &#x20AC;3.80</p><p>Open <b>daily</b><br>8&ndash;18h</p></main>
<footer>Imprint</footer></body></html>`;

const server = await startLoopbackServer((req, res) => {
  requested.push(req.url ?? '');
  if (req.url === '/menu') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
  if (req.url === '/big') return void res.writeHead(200, { 'content-type': 'text/html' }).end(`<p>${'word '.repeat(10_000)}</p>`);
  if (req.url === '/data.json') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  if (req.url === '/logo.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end('\x89PNG');
  if (req.url === '/busy') return void res.writeHead(503).end('later');
  if (req.url === '/slow-down') return void res.writeHead(429).end('slow down');
  if (req.url === '/private') return void res.writeHead(403).end('no');
  res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
});
after(() => server.close());
const { origin } = server;

const fetchPublic: LiveApi['fetchPublic'] = async (url) => {
  const res = await fetch(url);
  return { url: res.url, status: res.status, contentType: res.headers.get('content-type') ?? '', body: await res.text() };
};
const api = createLiveApi({ baseUrl: 'http://unused.invalid', accessToken: '', fetchPublic });
const fetchLive = async (input: Record<string, unknown>) => (await webTools[0].live(input, api)) as { url: string; status: number; title?: string; description?: string; text: string; truncated: boolean; length: number };

async function failsWith(path: string, kind: string) {
  await assert.rejects(fetchLive({ url: `${origin}${path}` }), (err: unknown) => {
    assert.ok(err instanceof ToolError, String(err));
    assert.equal(err.kind, kind, err.message);
    return true;
  });
}

test('fetch_page fetches through fetchPublic and extracts title and readable text', async () => {
  const page = await fetchLive({ url: `${origin}/menu` });
  assert.equal(requested.at(-1), '/menu');
  assert.equal(page.url, `${origin}/menu`);
  assert.equal(page.status, 200);
  assert.equal(page.title, 'Café & Co – Menu');
  assert.equal(page.description, 'Seasonal menu');
  assert.equal(page.text, 'Our menu\n\nEspresso €2.50 · Latte €3.80\n\nOpen daily\n8–18h');
  assert.equal(page.truncated, false);
});

test('long pages are truncated to maxLength', async () => {
  const page = await fetchLive({ url: `${origin}/big`, maxLength: 1000 });
  assert.equal(page.text.length, 1000);
  assert.equal(page.truncated, true);
  assert.equal(page.length, 'word '.repeat(10_000).trim().length);
});

test('JSON is returned as text; binary content is refused', async () => {
  assert.equal((await fetchLive({ url: `${origin}/data.json` })).text, '{"ok":true}');
  await failsWith('/logo.png', 'tool_error');
});

test('failure statuses map to ToolError kinds', async () => {
  await failsWith('/missing', 'not_found');
  await failsWith('/busy', 'service_unavailable');
  await failsWith('/slow-down', 'rate_limited');
  await failsWith('/private', 'tool_error');
});

test('non-http URLs never reach fetchPublic', async () => {
  const before = requested.length;
  await assert.rejects(fetchLive({ url: 'file:///etc/passwd' }), (err: unknown) => err instanceof ToolError && err.kind === 'invalid_input');
  await assert.rejects(fetchLive({ url: 'gopher://127.0.0.1/' }), (err: unknown) => err instanceof ToolError && err.kind === 'invalid_input');
  assert.equal(requested.length, before);
});
