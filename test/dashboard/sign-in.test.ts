// D1 through a real browser against a real `baton serve`: the first start's link, sign-in and its
// cookie, CSRF refused, no session fixation, sign-out ending the session on the server, failed
// sign-ins limited, invite and remove, one account's users invisible to another, accessibility.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { startBaton, type Baton } from '../helpers/baton.ts';
import { assertAccessible, claimLink, launchBrowser, newContext, password, sessionCookie, sessionCookieName, signIn } from './browser.ts';
import { withoutChromium } from '../helpers/chromium.ts';

describe('dashboard sign-in (browser)', { skip: withoutChromium }, () => {
  let baton: Baton;
  let browser: Browser;
  let owner: BrowserContext;
  const cookieHeader = (value: string) => ({ cookie: `${sessionCookieName}=${value}` });

  before(async () => {
    baton = await startBaton();
    browser = await launchBrowser();
    owner = await newContext(browser);
  });
  after(async () => {
    await browser?.close();
    await baton?.stop();
  });

  it('the first start prints a one-time link; it sets the owner\'s e-mail and password and signs in', async () => {
    const link = baton.cli(['users', 'list', '--account', baton.accountId!]);
    assert.deepEqual(link.json.data.map((u: { email: string | null; status: string }) => [u.email, u.status]), [[null, 'invited']]);
    const page = await owner.newPage();
    await claimLink(page, baton.dashboardLink!, 'owner@example.com');
    assert.equal(await page.textContent('h1'), 'Overview');
    assert.match(await page.textContent('.who') ?? '', /owner@example\.com/);
    const again = await page.goto(baton.dashboardLink!);
    assert.equal(again!.status(), 410, 'the link works once');
    await page.close();
  });

  it('the session cookie is HttpOnly, Secure, SameSite=Lax, host-only; pages carry a strict CSP', async () => {
    const cookie = (await sessionCookie(owner))!;
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.secure, true);
    assert.equal(cookie.sameSite, 'Lax');
    assert.equal(cookie.path, '/');
    assert.ok(!cookie.domain.startsWith('.'), 'host-only');
    const res = await baton.client.request('/dashboard', { headers: cookieHeader(cookie.value) });
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-security-policy']), /script-src 'self';.*style-src 'self'/);
    assert.ok(!/<script>|<style|\sstyle=|\son[a-z]+=/.test(res.text), 'no inline script, style or handler');
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.equal(res.headers['x-frame-options'], 'DENY');
  });

  it('refuses a form without the session\'s CSRF token, or sent from another origin, and changes nothing', async () => {
    const cookie = (await sessionCookie(owner))!.value;
    const form = (body: Record<string, string>, headers: Record<string, string> = {}) =>
      baton.client.request('/dashboard/users', { method: 'POST', rawBody: new URLSearchParams(body).toString(), headers: { ...cookieHeader(cookie), 'content-type': 'application/x-www-form-urlencoded', ...headers } });
    const page = await owner.newPage();
    await page.goto(`${baton.url}/dashboard/users`);
    const csrf = await page.getAttribute('meta[name=csrf-token]', 'content');
    await page.close();
    for (const attempt of [await form({ email: 'mallory@example.com' }), await form({ email: 'mallory@example.com', csrf: 'forged' }), await form({ email: 'mallory@example.com', csrf: csrf! }, { origin: 'https://evil.example' })]) {
      assert.equal(attempt.status, 403);
      assert.match(attempt.text, /invalid_csrf_token/);
    }
    const users = baton.cli(['users', 'list', '--account', baton.accountId!]).json.data;
    assert.ok(!users.some((u: { email: string }) => u.email === 'mallory@example.com'), 'nobody was invited');
    assert.equal((await form({ email: 'fine@example.com', csrf: csrf! }, { origin: baton.url })).status, 200, 'the real token from this origin works');
  });

  it('gives a new session id at sign-in (a planted or earlier id is never adopted) and sign-out ends it on the server', async () => {
    const context = await newContext(browser);
    const url = new URL(baton.url);
    await context.addCookies([{ name: sessionCookieName, value: 'planted-by-attacker', domain: url.hostname, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    await signIn(page, baton.url, 'owner@example.com');
    await page.waitForURL(/\/dashboard$/);
    const first = (await sessionCookie(context))!.value;
    assert.notEqual(first, 'planted-by-attacker');
    await page.goto(`${baton.url}/dashboard/sign-in`);
    assert.match(page.url(), /\/dashboard$/, 'signed in already: the sign-in page sends you on');
    await page.click('button:has-text("Sign out")');
    await page.waitForURL(/sign-in\?signed_out=1/);
    assert.match(await page.textContent('main') ?? '', /You are signed out/);
    const old = await baton.client.request('/dashboard', { headers: cookieHeader(first) });
    assert.equal(old.status, 303, 'the old cookie no longer opens a page');
    assert.match(String(old.headers.location), /\/dashboard\/sign-in/);
    await signIn(page, baton.url, 'owner@example.com');
    await page.waitForURL(/\/dashboard$/);
    assert.notEqual((await sessionCookie(context))!.value, first, 'a new id after signing in again');
    await context.close();
  });

  it('limits failed sign-ins per e-mail, with the same answer for unknown addresses', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page, baton.url, 'nobody@example.com', 'wrong password here');
    assert.match(await page.textContent('[role=alert]') ?? '', /e-mail or the password is wrong/);
    for (let i = 0; i < 5; i++) await signIn(page, baton.url, 'fine@example.com', `wrong password ${i}`);
    await signIn(page, baton.url, 'fine@example.com', password);
    assert.match(await page.textContent('[role=alert]') ?? '', /Too many failed sign-ins/);
    await page.context().close();
  });

  it('invites a user (the link is shown once), who sets a password; removing them ends their session', async () => {
    const page = await owner.newPage();
    await page.goto(`${baton.url}/dashboard/users`);
    await page.fill('#invite-email', 'ben@example.com');
    await page.click('button:has-text("Create invitation")');
    const link = (await page.textContent('#invite-link'))!;
    assert.match(link, /\/dashboard\/set-password\/[A-Za-z0-9]{43}$/);
    await page.goto(`${baton.url}/dashboard/users`);
    assert.ok(!(await page.content()).includes(link), 'not shown again');
    const ben = await newContext(browser);
    const benPage = await ben.newPage();
    await claimLink(benPage, link, 'ignored@example.com');
    assert.match(await benPage.textContent('.who') ?? '', /ben@example\.com/);
    await page.reload();
    await page.click('button[aria-label="Remove ben@example.com"]');
    await page.waitForURL(/done=removed/);
    assert.match(await page.textContent('[role=status]') ?? '', /removed/);
    await benPage.goto(`${baton.url}/dashboard/users`);
    assert.match(benPage.url(), /\/dashboard\/sign-in/, "ben's session ended");
    await ben.close();
    await page.close();
  });

  it("one account's user sees nothing of another account and cannot act on it", async () => {
    const other = baton.cli(['accounts', 'create', '--name', 'other']).json;
    const created = baton.cli(['users', 'create', '--account', other.id, '--email', 'olga@example.com']).json;
    const linkPath = new URL(created.password_link.url).pathname;
    assert.equal(created.status, 'invited');
    const context = await newContext(browser);
    const page = await context.newPage();
    await claimLink(page, `${baton.url}${linkPath}`, 'olga@example.com');
    await page.goto(`${baton.url}/dashboard/users`);
    const text = (await page.textContent('main'))!;
    assert.ok(!text.includes('owner@example.com') && !text.includes('fine@example.com'));
    const ownerId = baton.cli(['users', 'list', '--account', baton.accountId!]).json.data[0].id;
    const csrf = (await page.getAttribute('meta[name=csrf-token]', 'content'))!;
    const res = await baton.client.request(`/dashboard/users/${ownerId}/remove`, { method: 'POST', rawBody: `csrf=${csrf}`, headers: { ...cookieHeader((await sessionCookie(context))!.value), 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(res.status, 404);
    assert.equal(baton.cli(['users', 'list', '--account', baton.accountId!]).json.data.length, 2, 'the owner and fine@ are still there');
    await context.close();
  });

  // The signed-in pages are checked in pages.test.ts; these two are the ones before sign-in.
  it('has no serious accessibility violations on the sign-in and set-password pages (light and dark)', async () => {
    const link = `${baton.url}${new URL(baton.cli(['users', 'create', '--account', baton.accountId!, '--email', 'axe@example.com']).json.password_link.url).pathname}`;
    for (const dark of [false, true]) {
      const context = await newContext(browser, { audit: true, dark });
      const page = await context.newPage();
      const rules = dark ? ['color-contrast'] : undefined;
      await page.goto(`${baton.url}/dashboard/sign-in`);
      await assertAccessible(page, 'sign-in', rules);
      await page.goto(link);
      await assertAccessible(page, 'set password', rules);
      await context.close();
    }
  });
});
