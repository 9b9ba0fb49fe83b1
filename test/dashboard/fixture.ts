// One `baton serve` and one Chromium per test file, with the account's owner signed in (through
// the first start's one-time link), and the raw form posts the security tests send beside the browser.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startBaton, type Baton, type BatonOptions } from '../helpers/baton.ts';
import type { ApiResponse } from '../helpers/https-client.ts';
import { claimLink, launchBrowser, newContext, sessionCookie, sessionCookieName } from './browser.ts';

export const ownerEmail = 'owner@example.com';

export interface DashboardFixture {
  baton: Baton;
  browser: Browser;
  /** The owner's signed-in browser context. */
  owner: BrowserContext;
  /** A new tab of the owner's context at a dashboard path. */
  open(path: string): Promise<Page>;
  stop(): Promise<void>;
}

/** `roomyPlan`: tests that poll tasks as fast as a caller may need more than the default plan's 100 requests a minute. */
export async function startDashboard(options: BatonOptions & { roomyPlan?: boolean } = {}): Promise<DashboardFixture> {
  // Webhook receivers and tool servers of the tests listen on loopback (decision E7).
  const baton = await startBaton({ ...options, env: { BATON_ALLOW_PRIVATE_NETWORKS: 'true', ...options.env } });
  if (options.roomyPlan) baton.cli(['accounts', 'set-plan', '--account', baton.accountId!, '--plan', 'enterprise', '--rpm', '100000', '--concurrency', '100']);
  const browser = await launchBrowser();
  const owner = await newContext(browser);
  const first = await owner.newPage();
  await claimLink(first, baton.dashboardLink!, ownerEmail);
  await first.close();
  return {
    baton,
    browser,
    owner,
    async open(path) {
      const page = await owner.newPage();
      await page.goto(`${baton.url}${path}`);
      return page;
    },
    async stop() {
      await browser.close();
      await baton.stop();
    },
  };
}

export interface OtherUser {
  accountId: string;
  context: BrowserContext;
  page: Page;
  cookie: string;
  csrf: string;
}

/** A user of a second account, signed in in a context of their own: for the isolation tests (A5). */
export async function otherAccountUser(fixture: DashboardFixture, email: string): Promise<OtherUser> {
  const { baton } = fixture;
  const accountId = baton.cli(['accounts', 'create', '--name', `other-${email}`]).json.id;
  const link = new URL(baton.cli(['users', 'create', '--account', accountId, '--email', email]).json.password_link.url).pathname;
  const context = await newContext(fixture.browser);
  const page = await context.newPage();
  await claimLink(page, `${baton.url}${link}`, email);
  return { accountId, context, page, ...(await credentialsOf(fixture, context)) };
}

/** The session id and CSRF token of a signed-in context, for requests sent around the browser. */
export async function credentialsOf(fixture: { baton: Baton }, context: BrowserContext): Promise<{ cookie: string; csrf: string }> {
  const page = await context.newPage();
  await page.goto(`${fixture.baton.url}/dashboard`);
  const csrf = (await page.getAttribute('meta[name=csrf-token]', 'content'))!;
  await page.close();
  return { cookie: (await sessionCookie(context))!.value, csrf };
}

/** A dashboard form sent without a browser (a forged or cross-account attempt). */
export function postForm(baton: Baton, path: string, cookie: string, fields: Record<string, string>): Promise<ApiResponse> {
  return baton.client.request(path, {
    method: 'POST',
    rawBody: new URLSearchParams(fields).toString(),
    headers: { cookie: `${sessionCookieName}=${cookie}`, 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export function getPage(baton: Baton, path: string, cookie: string): Promise<ApiResponse> {
  return baton.client.request(path, { headers: { cookie: `${sessionCookieName}=${cookie}` } });
}

/** Waits until an API request with `key` answers `status` (revocation reaches every node within a second, A2). */
export async function untilStatus(baton: Baton, key: string, status: number, timeoutMs = 3000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await baton.client.request('/v1/subagents', { key });
    if (res.status === status || Date.now() > deadline) return res.status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
