// Tasks through a real browser: the list with the API's filters and pages, a task's outcome, and a
// running [sandbox:slow] task whose timeline grows on the open page (with the script, and without
// it), then cancelled from the page; another account's tasks are out of reach.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { createTask, waitForTask } from '../helpers/tasks.ts';
import { newContext } from './browser.ts';
import { getPage, otherAccountUser, postForm, startDashboard, type DashboardFixture } from './fixture.ts';
import { withoutChromium } from '../helpers/chromium.ts';

// Three commands, so three steps of 2 s each: one tool per command, each an example docs/models.md
// says how it is planned.
const threeSlowSteps = '[sandbox:slow] How many days until 2026-12-25? What time is 9am America/Los_Angeles on 2026-12-01 in Europe/Berlin? How many days until 2027-01-01?';

async function stepCount(page: Page): Promise<number> {
  return Number((await page.getAttribute('#timeline', 'data-steps')) ?? 0);
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('dashboard: tasks (browser)', { skip: withoutChromium }, () => {
  let dash: DashboardFixture;
  let key: string;
  const made: Record<string, string> = {};
  before(async () => {
    dash = await startDashboard({ roomyPlan: true });
    key = dash.baton.key!;
  });
  after(async () => {
    await dash?.stop();
  });

  it('starts empty with what to do next', async () => {
    const page = await dash.open('/dashboard/tasks');
    assert.match((await page.textContent('main'))!, /No tasks yet.*POST \/v1\/tasks/s);
    await page.close();
  });

  it('filters by status, subagent and end user exactly as GET /v1/tasks does, a page at a time', async () => {
    const done = await createTask(dash.baton.client, key, { prompt: 'What time is it in UTC?', sub_agent: 'web-researcher', user_id: 'ann' });
    const planned = await createTask(dash.baton.client, key, { prompt: 'Open an issue in acme/web', sub_agent: 'github-assistant', user_id: 'bob', mode: 'test' });
    const failed = await createTask(dash.baton.client, key, { prompt: '[sandbox:permission_denied] What time is it in UTC?', sub_agent: 'web-researcher', user_id: 'bob' });
    await waitForTask(dash.baton.client, key, done.id, ['complete']);
    await waitForTask(dash.baton.client, key, failed.id, ['failed']);
    Object.assign(made, { done: done.id, planned: planned.id, failed: failed.id });
    const page = await dash.open('/dashboard/tasks');
    const ids = async () => (await page.locator('tbody th code').allTextContents());
    assert.deepEqual(await ids(), [failed.id, planned.id, done.id], 'newest first');
    await page.selectOption('#f-status', 'complete');
    await page.fill('#f-user_id', 'bob');
    await page.click('button:has-text("Filter")');
    await page.waitForURL(/status=complete&sub_agent=&user_id=bob/);
    const api = await dash.baton.client.request('/v1/tasks?status=complete&user_id=bob', { key });
    assert.deepEqual(await ids(), api.body.data.map((t: { id: string }) => t.id));
    assert.deepEqual(await ids(), [planned.id]);
    await page.click('a:has-text("Clear")');
    await page.fill('#f-sub_agent', 'web-researcher');
    await page.press('#f-sub_agent', 'Enter');
    await page.waitForURL(/sub_agent=web-researcher/);
    assert.deepEqual(await ids(), [failed.id, done.id]);
    await page.goto(`${dash.baton.url}/dashboard/tasks?limit=2`);
    assert.deepEqual(await ids(), [failed.id, planned.id]);
    await page.click('a[rel=next]');
    assert.deepEqual(await ids(), [done.id]);
    assert.match(page.url(), /limit=2&offset=2/);
    await page.goto(`${dash.baton.url}/dashboard/tasks?user_id=nobody`);
    assert.match((await page.textContent('main'))!, /No tasks match/);
    assert.equal((await page.goto(`${dash.baton.url}/dashboard/tasks?status=done`))!.status(), 400);
    await page.close();
  });

  it('shows a task\'s result, a failure\'s error and a test-mode plan', async () => {
    const page = await dash.open(`/dashboard/tasks/${made.done}`);
    assert.match((await page.textContent('#task-outcome'))!, /Result/);
    assert.ok(await stepCount(page) >= 1);
    assert.equal(await page.locator('#task-cancel').count(), 0, 'a finished task has no cancel');
    await page.goto(`${dash.baton.url}/dashboard/tasks/${made.failed}`);
    assert.match((await page.textContent('#task-outcome'))!, /permission_denied/);
    await page.goto(`${dash.baton.url}/dashboard/tasks/${made.planned}`);
    assert.match((await page.textContent('#task-facts'))!, /test mode/);
    assert.match((await page.textContent('#timeline'))!, /select_tools/);
    await page.close();
  });

  it('draws a running [sandbox:slow] task\'s timeline as it grows, without a reload, and cancels it', async () => {
    const task = await createTask(dash.baton.client, key, { prompt: threeSlowSteps, sub_agent: 'web-researcher' });
    const page = await dash.open(`/dashboard/tasks/${task.id}`);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const first = await stepCount(page);
    await until(async () => (await stepCount(page)) > first, 'the timeline to grow');
    await until(async () => (await page.textContent('#timeline'))!.includes('complete'), 'a finished step');
    assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true, 'updated in place');
    assert.equal(await page.textContent('#task-status'), 'running');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.click('button:has-text("Cancel task")');
    await page.waitForURL(/done=cancelled/);
    assert.equal(await page.textContent('#task-status'), 'cancelled');
    assert.match((await page.textContent('#timeline'))!, /cancelled/);
    assert.equal((await dash.baton.client.request(`/v1/tasks/${task.id}`, { key })).body.status, 'cancelled');
    assert.equal(await page.locator('[data-live]').count(), 0, 'a final task is not polled');
  });

  it('without the script, a running task\'s page reloads itself until the task ends', async () => {
    const task = await createTask(dash.baton.client, key, { prompt: threeSlowSteps, sub_agent: 'web-researcher' });
    const context = await newContext(dash.browser, { javaScript: false });
    await context.addCookies(await dash.owner.cookies());
    const page = await context.newPage();
    await page.goto(`${dash.baton.url}/dashboard/tasks/${task.id}`);
    const first = await stepCount(page);
    await until(async () => (await stepCount(page).catch(() => first)) > first, 'a reload with more steps');
    await until(async () => ['complete', 'failed'].includes((await page.textContent('#task-status').catch(() => '')) ?? ''), 'the task to end', 20_000);
    await context.close();
  });

  it('a cancel of a finished task says so; another account\'s user sees no task of this one', async () => {
    const { page, context, cookie, csrf } = await otherAccountUser(dash, 'olga@example.com');
    await page.goto(`${dash.baton.url}/dashboard/tasks`);
    assert.match((await page.textContent('main'))!, /No tasks yet/);
    assert.equal((await getPage(dash.baton, `/dashboard/tasks/${made.done}`, cookie)).status, 404);
    const running = await createTask(dash.baton.client, key, { prompt: threeSlowSteps, sub_agent: 'web-researcher' });
    assert.equal((await postForm(dash.baton, `/dashboard/tasks/${running.id}/cancel`, cookie, { csrf })).status, 404);
    assert.notEqual((await dash.baton.client.request(`/v1/tasks/${running.id}`, { key })).body.status, 'cancelled');
    await context.close();
    const owner = await dash.open(`/dashboard/tasks/${made.done}`);
    const { csrf: ownerCsrf } = { csrf: (await owner.getAttribute('meta[name=csrf-token]', 'content'))! };
    const late = await owner.evaluate(async ([id, token]) => (await fetch(`/dashboard/tasks/${id}/cancel`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `csrf=${token}` })).status, [made.done, ownerCsrf]);
    assert.equal(late, 409);
    await owner.close();
  });
});
