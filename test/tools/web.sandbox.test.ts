import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SandboxWorld } from '../../src/tools/types.ts';
import { ToolError } from '../../src/tools/tool-error.ts';
import { sandboxWorld } from '../helpers/sandbox-world.ts';
import { webService, webTools } from '../../src/tools/builtin/web/service.ts';

const world: SandboxWorld = sandboxWorld({ userId: 'u1', state: webService.sandboxSeed('u1'), now: () => new Date('2026-03-11T00:00:00Z'), id: (p) => `${p}_1` });
const [fetchPage] = webTools;
type Page = { url: string; title?: string; description?: string; text: string; truncated: boolean; length: number; contentType: string };
const fetchSandbox = async (input: Record<string, unknown>) => (await fetchPage.sandbox(input, world)) as Page;

async function rejectsWith(input: Record<string, unknown>, kind: string) {
  await assert.rejects(async () => fetchSandbox(input), (err: unknown) => err instanceof ToolError && err.kind === kind);
}

test('web needs no connection and has no OAuth', () => {
  assert.equal(webService.requiresConnection, false);
  assert.equal(webService.oauth, undefined);
  assert.equal(fetchPage.name, 'web.fetch_page');
  assert.deepEqual(fetchPage.scopes, []);
});

test('simulated pages come back as title and readable text without scripts, styles or menus', async () => {
  const page = await fetchSandbox({ url: 'https://example.com/blog/launch#top' });
  assert.equal(page.url, 'https://example.com/blog/launch');
  assert.equal(page.title, 'Introducing Example 3.0 | Example Blog');
  assert.match(page.text, /^Introducing Example 3\.0\n/);
  assert.match(page.text, /- Sync is 4× faster/);
  assert.match(page.text, /What's new/);
  assert.doesNotMatch(page.text, /trackLaunch|analytics|font-family|Pricing|All rights reserved/);
  assert.equal(page.truncated, false);
  const pricing = await fetchSandbox({ url: 'HTTPS://EXAMPLE.COM/pricing/' });
  assert.equal(pricing.title, 'Pricing – Example');
  assert.equal(pricing.description, 'Plans and prices for Example.');
  assert.match(pricing.text, /SSO & audit logs/);
});

test('long pages are cut at maxLength and say so', async () => {
  const page = await fetchSandbox({ url: 'https://example.com/archive' });
  assert.equal(page.text.length, 20_000);
  assert.equal(page.truncated, true);
  assert.ok(page.length > 20_000);
  const short = await fetchSandbox({ url: 'https://example.com/archive', maxLength: 1000 });
  assert.equal(short.text.length, 1000);
});

test('plain-text documents are returned as they are', async () => {
  const page = await fetchSandbox({ url: 'https://docs.example.org/changelog.txt' });
  assert.equal(page.title, undefined);
  assert.match(page.text, /^3\.0\.0 - Offline mode, API v3\n2\.4\.1/);
});

test('other pages answer a generated stand-in titled from the address; non-http URLs and bad arguments are invalid_input', async () => {
  const page = await fetchSandbox({ url: 'https://en.wikipedia.org/wiki/Coordinated_Universal_Time' });
  assert.equal(page.title, 'Coordinated Universal Time');
  assert.match(page.text, /Simulated page for https:\/\/en\.wikipedia\.org\/wiki\/Coordinated_Universal_Time in the Baton sandbox/);
  assert.equal((await fetchSandbox({ url: 'https://unknown.example.net/' })).title, 'unknown.example.net');
  await rejectsWith({ url: 'ftp://example.com/file' }, 'invalid_input');
  await rejectsWith({ url: 'file:///etc/passwd' }, 'invalid_input');
  await rejectsWith({ url: 'example.com' }, 'invalid_input');
  await rejectsWith({}, 'invalid_input');
  await rejectsWith({ url: 'https://example.com/', extra: true }, 'invalid_input');
});
