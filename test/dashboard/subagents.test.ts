// Subagents through a real browser: the list with the API's filters, deploy with a live preview of
// the tools a prompt gets and why (the same tools the API then reports), edit, delete, a prebuilt
// one read-only, the preview without the script; another account's subagents are out of reach.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { newContext } from './browser.ts';
import { getPage, otherAccountUser, postForm, startDashboard, type DashboardFixture } from './fixture.ts';
import { withoutChromium } from '../helpers/chromium.ts';

const crmPrompt = 'Triage GitHub issues and post a summary to a Slack channel';
const calendarPrompt = 'Schedule meetings in Google Calendar and find free time';

async function previewedTools(page: Page): Promise<string[]> {
  return page.locator('#tool-preview ol.tools li > code').allTextContents();
}

async function untilPreview(page: Page, check: (tools: string[]) => boolean): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const tools = await previewedTools(page);
    if (check(tools)) return tools;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the preview never matched: ${await page.textContent('#tool-preview')}`);
}

describe('dashboard: subagents (browser)', { skip: withoutChromium }, () => {
  let dash: DashboardFixture;
  let api: (path: string) => Promise<{ status: number; body: { tools: string[]; status: string; prompt: string } }>;
  before(async () => {
    dash = await startDashboard();
    api = (path) => dash.baton.client.request(path, { key: dash.baton.key! });
  });
  after(async () => {
    await dash?.stop();
  });

  it('lists the prebuilt subagents; filtering on custom shows what to do next', async () => {
    const page = await dash.open('/dashboard/subagents');
    assert.match((await page.textContent('tbody'))!, /github-assistant.*prebuilt/s);
    await page.selectOption('#f-type', 'custom');
    await page.click('button:has-text("Filter")');
    await page.waitForURL(/type=custom/);
    assert.match((await page.textContent('main'))!, /Deploy one below/);
    await page.close();
  });

  it('previews the tools a prompt gets, and why, as it is typed; deploying gives exactly those tools', async () => {
    const page = await dash.open('/dashboard/subagents');
    assert.match((await page.textContent('#tool-preview'))!, /Type a prompt/);
    await page.fill('#name', 'crm-agent');
    await page.locator('#prompt').pressSequentially(crmPrompt, { delay: 5 });
    const tools = await untilPreview(page, (t) => t.some((n) => n.startsWith('github.')) && t.some((n) => n.startsWith('slack.')));
    assert.match((await page.textContent('#tool-preview'))!, /why: matched/);
    assert.match((await page.textContent('#tool-preview'))!, /needs the end user's connection/);
    await page.click('button:has-text("Deploy")');
    await page.waitForURL(/\/dashboard\/subagents\/crm-agent\?done=deployed/);
    const deployed = await api('/v1/subagents/crm-agent');
    assert.deepEqual(deployed.body.tools, tools, 'the API reports the previewed tools, in order');
    assert.deepEqual(await page.locator('#current-tools li > code').allTextContents(), tools);
  });

  it('refuses what the API refuses, keeping what was typed', async () => {
    const page = await dash.open('/dashboard/subagents');
    await page.fill('#name', 'Bad Name');
    await page.fill('#prompt', crmPrompt);
    await page.click('button:has-text("Deploy")');
    assert.match((await page.textContent('[role=alert]'))!, /name/i);
    assert.equal(await page.inputValue('#name'), 'Bad Name');
    assert.equal(await page.inputValue('#prompt'), crmPrompt);
    await page.fill('#name', 'crm-agent');
    await page.click('button:has-text("Deploy")');
    assert.match((await page.textContent('[role=alert]'))!, /already deployed/);
    await page.close();
  });

  it('edits the prompt with a live preview and saves it; deletes the subagent', async () => {
    const page = await dash.open('/dashboard/subagents/crm-agent');
    await page.fill('#prompt', '');
    await page.locator('#prompt').pressSequentially(calendarPrompt, { delay: 5 });
    const tools = await untilPreview(page, (t) => t.length > 0 && t.every((n) => !n.startsWith('slack.')) && t.some((n) => n.startsWith('google_calendar.')));
    assert.equal(await page.textContent('#current-prompt'), crmPrompt, 'nothing saved by a preview');
    await page.click('button:has-text("Save prompt")');
    await page.waitForURL(/done=saved/);
    const saved = await api('/v1/subagents/crm-agent');
    assert.equal(saved.body.prompt, calendarPrompt);
    assert.deepEqual(saved.body.tools, tools);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.click('button:has-text("Delete subagent")');
    await page.waitForURL(/done=deleted/);
    assert.equal((await api('/v1/subagents/crm-agent')).body.status, 'deleted');
    assert.equal(await page.locator('#prompt').count(), 0, 'a deleted subagent has no editor');
    await page.close();
  });

  it('previews without the script through the Preview button, and says when a prompt is empty', async () => {
    const context = await newContext(dash.browser, { javaScript: false });
    await context.addCookies(await dash.owner.cookies());
    const page = await context.newPage();
    await page.goto(`${dash.baton.url}/dashboard/subagents`);
    await page.fill('#prompt', calendarPrompt);
    await page.click('button:has-text("Preview tools")');
    assert.ok((await previewedTools(page)).some((n) => n.startsWith('google_calendar.')));
    assert.equal(await page.inputValue('#prompt'), calendarPrompt);
    await page.fill('#prompt', '   ');
    await page.click('button:has-text("Preview tools")');
    assert.match((await page.textContent('#tool-preview'))!, /must not be empty/);
    await context.close();
  });

  it('shows a prebuilt subagent read-only and refuses to change it', async () => {
    const page = await dash.open('/dashboard/subagents/github-assistant');
    assert.equal(await page.locator('#prompt').count(), 0);
    assert.ok((await page.locator('#current-tools li').count()) > 0);
    const csrf = (await page.getAttribute('meta[name=csrf-token]', 'content'))!;
    const status = await page.evaluate(async (token) => (await fetch('/dashboard/subagents/github-assistant', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `csrf=${token}&intent=save&prompt=hijack` })).status, csrf);
    assert.equal(status, 403);
    await page.close();
  });

  it("another account's user sees none of this account's subagents and cannot change them", async () => {
    const deploy = await dash.baton.client.request('/v1/subagents', { key: dash.baton.key!, body: { name: 'private-agent', prompt: crmPrompt } });
    assert.equal(deploy.status, 201);
    const { page, context, cookie, csrf } = await otherAccountUser(dash, 'olga@example.com');
    await page.goto(`${dash.baton.url}/dashboard/subagents`);
    assert.ok(!(await page.textContent('main'))!.includes('private-agent'));
    assert.equal((await getPage(dash.baton, '/dashboard/subagents/private-agent', cookie)).status, 404);
    assert.equal((await postForm(dash.baton, '/dashboard/subagents/private-agent', cookie, { csrf, intent: 'save', prompt: 'hijack' })).status, 404);
    assert.equal((await postForm(dash.baton, '/dashboard/subagents/private-agent/delete', cookie, { csrf })).status, 404);
    const own = await api('/v1/subagents/private-agent');
    assert.deepEqual([own.body.status, own.body.prompt], ['deployed', crmPrompt]);
    await context.close();
  });
});
