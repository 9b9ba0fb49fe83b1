// Custom tools through a real browser: register a source from its JSON definition (what the API
// refuses is refused here, with where), inspect it, refresh an MCP server's tools, delete; its
// tools reach the subagent preview; another account's sources are out of reach.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { startNotesMcpServer, type NotesMcpServer } from '../helpers/mcp-server.ts';
import { getPage, otherAccountUser, postForm, startDashboard, type DashboardFixture } from './fixture.ts';
import { withoutChromium } from '../helpers/chromium.ts';

const billingDefinition = readFileSync(new URL('../fixtures/tools/billing-api.json', import.meta.url), 'utf8');

describe('dashboard: custom tools (browser)', { skip: withoutChromium }, () => {
  let dash: DashboardFixture;
  let mcp: NotesMcpServer;
  before(async () => {
    [dash, mcp] = await Promise.all([startDashboard(), startNotesMcpServer()]);
  });
  after(async () => {
    await dash?.stop();
    await mcp?.close();
  });

  it('starts empty; refuses what POST /v1/tools refuses, saying where, keeping the text', async () => {
    const page = await dash.open('/dashboard/tools');
    assert.match((await page.textContent('main'))!, /No custom tools yet/);
    await page.fill('#definition', '{"name": "notes",');
    await page.click('button:has-text("Register")');
    assert.match((await page.textContent('[role=alert]'))!, /not valid JSON/);
    await page.fill('#definition', '{"name": "notes", "capabilities": []}');
    await page.click('button:has-text("Register")');
    assert.match((await page.textContent('[role=alert]'))!, /at \/description/);
    assert.equal(await page.inputValue('#definition'), '{"name": "notes", "capabilities": []}');
    await page.close();
  });

  it('registers an MCP server and a capabilities definition; each page shows its tools, never a secret', async () => {
    const page = await dash.open('/dashboard/tools');
    await page.fill('#definition', JSON.stringify({ name: 'notes', description: 'Team notes', mcp: { url: mcp.url } }));
    await page.click('button:has-text("Register")');
    await page.waitForURL(/\/dashboard\/tools\/notes\?done=registered/);
    assert.deepEqual(await page.locator('#source-tools code').allTextContents(), ['notes.list_notes', 'notes.add_note']);
    const api = await dash.baton.client.request('/v1/tools/notes', { key: dash.baton.key! });
    assert.deepEqual(api.body.tools.map((t: { name: string }) => t.name), ['notes.list_notes', 'notes.add_note']);
    const billing = JSON.parse(billingDefinition);
    billing.auth = { type: 'api_key', header: 'X-Billing-Key', value: 'billing-secret-123' };
    await page.goto(`${dash.baton.url}/dashboard/tools`);
    await page.fill('#definition', JSON.stringify(billing));
    await page.click('button:has-text("Register")');
    await page.waitForURL(/\/dashboard\/tools\/billing-api/);
    assert.match((await page.textContent('main'))!, /api_key\s*active/);
    assert.ok(!(await page.content()).includes('billing-secret-123'), 'the credential is not shown');
    await page.goto(`${dash.baton.url}/dashboard/tools`);
    assert.deepEqual((await page.locator('tbody th a').allTextContents()).sort(), ['billing-api', 'notes']);
    await page.close();
  });

  it("a source's tools reach the subagent preview, as they reach deploy", async () => {
    const page = await dash.open('/dashboard/subagents');
    await page.fill('#prompt', 'Keep the team notes: add notes and list them');
    await page.click('button:has-text("Preview tools")');
    const tools = await page.locator('#tool-preview ol.tools li > code').allTextContents();
    assert.ok(tools.some((name) => name.startsWith('notes.')), tools.join());
    await page.close();
  });

  it('refreshes an MCP source: a tool the server added appears', async () => {
    mcp.extraTools.push('archive-notes');
    const page = await dash.open('/dashboard/tools/notes');
    await page.click('button:has-text("Refresh")');
    await page.waitForURL(/done=refreshed/);
    assert.deepEqual(await page.locator('#source-tools code').allTextContents(), ['notes.list_notes', 'notes.add_note', 'notes.archive_notes']);
    await page.close();
  });

  it("another account's user sees no source of this one and cannot refresh or delete it", async () => {
    const { page, context, cookie, csrf } = await otherAccountUser(dash, 'olga@example.com');
    await page.goto(`${dash.baton.url}/dashboard/tools`);
    assert.match((await page.textContent('main'))!, /No custom tools yet/);
    assert.equal((await getPage(dash.baton, '/dashboard/tools/notes', cookie)).status, 404);
    for (const action of ['refresh', 'delete']) assert.equal((await postForm(dash.baton, `/dashboard/tools/notes/${action}`, cookie, { csrf })).status, 404, action);
    assert.equal((await dash.baton.client.request('/v1/tools/notes', { key: dash.baton.key! })).status, 200);
    await context.close();
  });

  it('deletes a source: gone from the page and from the API', async () => {
    const page = await dash.open('/dashboard/tools/notes');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.click('button:has-text("Delete source")');
    await page.waitForURL(/done=deleted/);
    assert.deepEqual(await page.locator('tbody th a').allTextContents(), ['billing-api']);
    assert.equal((await dash.baton.client.request('/v1/tools/notes', { key: dash.baton.key! })).status, 404);
    await page.close();
  });
});
