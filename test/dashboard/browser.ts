// One Chromium per test file (Debian's, through playwright-core; test/helpers/chromium.ts), and the steps every dashboard
// test repeats: claim a set-password link, sign in, read the session cookie, check accessibility.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../helpers/chromium.ts';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
export const sessionCookieName = '__Host-baton_session';
export const password = 'a long passphrase for tests';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}

/** `audit`: a context where axe-core may be injected (it bypasses the page's CSP, so flows never use it). */
export function newContext(browser: Browser, options: { phone?: boolean; audit?: boolean; dark?: boolean; javaScript?: boolean } = {}): Promise<BrowserContext> {
  return browser.newContext({
    ignoreHTTPSErrors: true,
    javaScriptEnabled: options.javaScript ?? true,
    bypassCSP: options.audit ?? false,
    colorScheme: options.dark ? 'dark' : 'light',
    viewport: options.phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
  });
}

/** Opens a one-time link, sets the password (and the e-mail when the page asks), lands signed in. */
export async function claimLink(page: Page, url: string, email: string): Promise<void> {
  await page.goto(url);
  if (await page.locator('#email').count()) await page.fill('#email', email);
  await page.fill('#password', password);
  await page.click('button[type=submit]');
  await page.waitForURL(/\/dashboard$/);
}

export async function signIn(page: Page, baseUrl: string, email: string, secret = password): Promise<void> {
  await page.goto(`${baseUrl}/dashboard/sign-in`);
  await page.fill('#email', email);
  await page.fill('#password', secret);
  await page.click('button[type=submit]');
}

export async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === sessionCookieName);
}

/** axe-core in the page: fails on any serious or critical violation, of every rule or of `rules`. (Run with bypassCSP contexts only.) */
export async function assertAccessible(page: Page, what: string, rules?: string[]): Promise<void> {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async (only) => {
    const options = { resultTypes: ['violations'], ...(only ? { runOnly: { type: 'rule', values: only } } : {}) };
    // @ts-expect-error axe is the global the script tag defines
    const result = await window.axe.run(document, options);
    return (result.violations as Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }>)
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, rules);
  assert.deepEqual(violations, [], `${what}: accessibility violations`);
}

/**
 * A screenshot for the docs. Headless Chromium sometimes answers "Unable to capture screenshot"
 * when the machine is busy (seen once in CI after the dark page's click); one more try after the
 * page has settled takes it.
 */
export async function saveScreenshot(page: Page, file: string): Promise<void> {
  try {
    await page.screenshot({ path: file });
  } catch (error) {
    if (!/Unable to capture screenshot/.test(String(error))) throw error;
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: file });
  }
}
