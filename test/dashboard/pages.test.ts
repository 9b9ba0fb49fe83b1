// Every dashboard page with data in it, as a product: no serious accessibility violation (axe-core)
// in the light and the dark theme, every control reachable with the Tab key and visibly focused,
// nothing wider than a phone's screen, and the screenshots docs/dashboard.md shows (written to
// DASHBOARD_SCREENSHOTS when set, e.g. docs/images/dashboard; to a temporary directory otherwise).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { createTask } from '../helpers/tasks.ts';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.ts';
import { assertAccessible, newContext, saveScreenshot } from './browser.ts';
import { startDashboard, type DashboardFixture } from './fixture.ts';
import { populate, type Populated } from './populate.ts';
import { withoutChromium } from '../helpers/chromium.ts';

const slow = '[sandbox:slow] How many days until 2026-12-25? What time is 9am America/Los_Angeles on 2026-12-01 in Europe/Berlin? How many days until 2027-01-01?';

function pagesOf(p: Populated, runningTask: string): Array<[string, string]> {
  return [
    ['overview', '/dashboard'],
    ['tasks', '/dashboard/tasks'],
    ['no tasks match', '/dashboard/tasks?user_id=nobody'],
    ['task', `/dashboard/tasks/${p.taskId}`],
    ['running task', `/dashboard/tasks/${runningTask}`],
    ['subagents', '/dashboard/subagents'],
    ['subagent', `/dashboard/subagents/${p.subagent}`],
    ['prebuilt subagent', '/dashboard/subagents/github-assistant'],
    ['connections', '/dashboard/connections'],
    ['end user', `/dashboard/connections?user_id=${p.userId}`],
    ['keys', '/dashboard/keys'],
    ['webhooks', '/dashboard/webhooks'],
    ['delivery', `/dashboard/webhooks/deliveries/${p.deliveryId}`],
    ['tools', '/dashboard/tools'],
    ['tool source', `/dashboard/tools/${p.source}`],
    ['users', '/dashboard/users'],
    ['not found', '/dashboard/tasks/task_doesnotexist'],
  ];
}

/** Tabs through the page from the top; every visible control must take the focus, visibly. */
async function assertKeyboardReachable(page: Page, what: string): Promise<void> {
  const total = await page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, textarea, summary')]
      .filter((el) => el.checkVisibility() && !el.closest('[inert]') && !(el as HTMLButtonElement).disabled);
    // One stop per radio group: Tab enters a group once, the arrow keys move inside it.
    const seen = new Set<string>();
    let n = 0;
    for (const el of controls) {
      const radio = el instanceof HTMLInputElement && el.type === 'radio' ? el.name : null;
      if (radio !== null && seen.has(radio)) continue;
      if (radio !== null) seen.add(radio);
      if (radio === null || (el as HTMLInputElement).checked) el.dataset.kb = String(n++);
      else continue;
    }
    return n;
  });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const reached = new Set<string>();
  const unfocused: string[] = [];
  for (let i = 0; i < total + 10 && reached.size < total; i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      return { kb: el.dataset.kb ?? null, outlined: style.outlineStyle !== 'none' && style.outlineWidth !== '0px', name: el.outerHTML.slice(0, 80) };
    });
    if (focus?.kb) reached.add(focus.kb);
    if (focus && !focus.outlined) unfocused.push(focus.name);
  }
  assert.ok(total > 0, `${what}: no controls found`);
  assert.equal(reached.size, total, `${what}: ${total - reached.size} of ${total} controls are not reached with Tab`);
  assert.deepEqual(unfocused, [], `${what}: focus not visible`);
}

describe('dashboard: every page (accessibility, keyboard, phone, screenshots)', { skip: withoutChromium }, () => {
  let dash: DashboardFixture;
  let receiver: Receiver;
  let owned: Populated;
  let shots: string;
  const temporary = !process.env.DASHBOARD_SCREENSHOTS;
  before(async () => {
    [dash, receiver] = await Promise.all([startDashboard({ roomyPlan: true }), startReceiver()]);
    owned = await populate(dash, receiver);
    for (const [user, prompt] of [['user_7', 'Post the release notes to #general'], ['user_9', 'Create a Linear issue for the login bug'], ['user_42', 'Find free time tomorrow afternoon']]) {
      await createTask(dash.baton.client, dash.baton.key!, { prompt, sub_agent: prompt.includes('Linear') ? 'linear-assistant' : prompt.includes('#') ? 'slack-assistant' : 'calendar-assistant', user_id: user, mode: 'test' });
    }
    shots = process.env.DASHBOARD_SCREENSHOTS ?? mkdtempSync(path.join(tmpdir(), 'baton-shots-'));
    mkdirSync(shots, { recursive: true });
  });
  after(async () => {
    await dash?.stop();
    await receiver?.close();
    if (temporary && shots) rmSync(shots, { recursive: true, force: true });
  });

  // Every rule in the light theme; in the dark one the rule a theme changes, contrast.
  it('has no serious accessibility violation on any page, light or dark', async () => {
    const running = await createTask(dash.baton.client, dash.baton.key!, { prompt: slow, sub_agent: 'web-researcher' });
    for (const dark of [false, true]) {
      const context = await newContext(dash.browser, { audit: true, dark });
      await context.addCookies(await dash.owner.cookies());
      const page = await context.newPage();
      for (const [what, url] of pagesOf(owned, running.id)) {
        await page.goto(`${dash.baton.url}${url}`);
        await assertAccessible(page, `${what} (${dark ? 'dark' : 'light'})`, dark ? ['color-contrast'] : undefined);
      }
      await page.goto(`${dash.baton.url}/dashboard/keys`);
      await page.click('button:has-text("Create key")');
      await assertAccessible(page, `a new key shown once (${dark ? 'dark' : 'light'})`, dark ? ['color-contrast'] : undefined);
      await context.close();
    }
  });

  it('reaches every control of every page with the Tab key, with the focus visible', async () => {
    const running = await createTask(dash.baton.client, dash.baton.key!, { prompt: slow, sub_agent: 'web-researcher' });
    const page = await dash.owner.newPage();
    for (const [what, url] of pagesOf(owned, running.id).filter(([what]) => what !== 'running task')) {
      await page.goto(`${dash.baton.url}${url}`);
      await assertKeyboardReachable(page, what);
    }
    await page.goto(`${dash.baton.url}/dashboard`);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content', 'the skip link comes first');
    await page.keyboard.press('Enter');
    assert.match(page.url(), /#main$/);
    await page.close();
  });

  it('fits a phone\'s screen: nothing wider than 390 px but a table\'s own scroll', async () => {
    const running = await createTask(dash.baton.client, dash.baton.key!, { prompt: slow, sub_agent: 'web-researcher' });
    const context: BrowserContext = await newContext(dash.browser, { phone: true });
    await context.addCookies(await dash.owner.cookies());
    const page = await context.newPage();
    for (const [what, url] of pagesOf(owned, running.id)) {
      await page.goto(`${dash.baton.url}${url}`);
      const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
      assert.ok(scroll <= width, `${what}: ${scroll} px wide on a ${width} px screen`);
    }
    await page.goto(`${dash.baton.url}/dashboard/tasks/${running.id}`);
    await saveScreenshot(page, path.join(shots, 'task-phone.png'));
    await context.close();
  });

  it('takes the screenshots of the main pages', async () => {
    const running = await createTask(dash.baton.client, dash.baton.key!, { prompt: slow, sub_agent: 'web-researcher' });
    const page = await dash.owner.newPage();
    const shoot = async (name: string, url: string, ready?: () => Promise<unknown>) => {
      await page.goto(`${dash.baton.url}${url}`);
      await ready?.();
      await saveScreenshot(page, path.join(shots, `${name}.png`));
    };
    await shoot('task-running', `/dashboard/tasks/${running.id}`, () => page.waitForSelector('#timeline li.st-complete'));
    await shoot('overview', '/dashboard');
    await shoot('tasks', '/dashboard/tasks');
    await shoot('subagent-preview', '/dashboard/subagents#deploy', async () => {
      await page.fill('#name', 'support-triage');
      await page.locator('#prompt').pressSequentially('Triage GitHub issues and post a summary to a Slack channel', { delay: 2 });
      await page.waitForSelector('#tool-preview ol.tools');
      await page.locator('#deploy').scrollIntoViewIfNeeded();
    });
    await shoot('webhooks', '/dashboard/webhooks');
    await shoot('connections', `/dashboard/connections?user_id=${owned.userId}`);
    const dark = await newContext(dash.browser, { dark: true });
    await dark.addCookies(await dash.owner.cookies());
    const darkPage = await dark.newPage();
    await darkPage.goto(`${dash.baton.url}/dashboard/keys`);
    await darkPage.click('button:has-text("Create key")');
    await saveScreenshot(darkPage, path.join(shots, 'keys-dark.png'));
    await dark.close();
    await page.close();
  });
});
