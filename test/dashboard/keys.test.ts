// The API keys page through a real browser: a created key is shown once and works against the API,
// a rotated key is replaced, a revoked one gets 401; another account's key cannot be touched.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { otherAccountUser, postForm, startDashboard, untilStatus, type DashboardFixture } from './fixture.ts';
import { withoutChromium } from '../helpers/chromium.ts';

describe('dashboard: API keys (browser)', { skip: withoutChromium }, () => {
  let dash: DashboardFixture;
  before(async () => {
    dash = await startDashboard();
  });
  after(async () => {
    await dash?.stop();
  });

  it('lists the first start\'s test key with its last use, never the key itself', async () => {
    const page = await dash.open('/dashboard/keys');
    const rows = page.locator('tbody tr');
    assert.equal(await rows.count(), 1);
    const text = (await rows.first().textContent())!;
    assert.match(text, /pk_test_\.\.\.\w{4}/);
    assert.match(text, /active/);
    assert.ok(!(await page.content()).includes(dash.baton.key!), 'the key itself is not on the page');
    await page.close();
  });

  it('creates a live key, shown once, that works against the API; revoking it gets 401', async () => {
    const page = await dash.open('/dashboard/keys');
    await page.check('input[name=environment][value=live]');
    await page.click('button:has-text("Create key")');
    const key = (await page.textContent('#new-key'))!;
    assert.match(key, /^pk_live_[A-Za-z0-9]{38}$/);
    assert.ok(!page.url().includes(key), 'not in the URL');
    assert.equal((await dash.baton.client.request('/v1/subagents', { key })).status, 200, 'the shown key works');
    await page.goto(`${dash.baton.url}/dashboard/keys`);
    assert.ok(!(await page.content()).includes(key), 'shown only once');
    const hint = `pk_live_...${key.slice(-4)}`;
    assert.match((await page.textContent(`tbody tr:has-text("${hint}")`))!, /never|UTC/);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.click(`button[aria-label="Revoke ${hint}"]`);
    await page.waitForURL(/done=revoked/);
    assert.match((await page.textContent('[role=status]'))!, /revoked/);
    assert.match((await page.textContent(`tbody tr:has-text("${hint}")`))!, /revoked/);
    assert.equal(await untilStatus(dash.baton, key, 401), 401, 'the revoked key gets 401');
    const refused = await dash.baton.client.request('/v1/subagents', { key });
    assert.equal(refused.body.error.code, 'invalid_api_key');
    await page.close();
  });

  it('a dismissed confirmation revokes nothing; rotating replaces the key with a new one shown once', async () => {
    const page = await dash.open('/dashboard/keys');
    await page.click('button:has-text("Create key")');
    const old = (await page.textContent('#new-key'))!;
    const hint = `pk_test_...${old.slice(-4)}`;
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.click(`button[aria-label="Revoke ${hint}"]`);
    assert.equal((await dash.baton.client.request('/v1/subagents', { key: old })).status, 200, 'still works');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.click(`button[aria-label="Rotate ${hint}"]`);
    await page.waitForSelector('#new-key');
    const fresh = (await page.textContent('#new-key'))!;
    assert.match(fresh, /^pk_test_/);
    assert.notEqual(fresh, old);
    assert.match((await page.textContent('[role=status]'))!, new RegExp(`${hint.replace(/\./g, '\\.')} is revoked`));
    assert.equal((await dash.baton.client.request('/v1/subagents', { key: fresh })).status, 200);
    assert.equal(await untilStatus(dash.baton, old, 401), 401);
    await page.close();
  });

  it("another account's user sees none of these keys and cannot revoke or rotate them", async () => {
    const { page, context, cookie, csrf } = await otherAccountUser(dash, 'olga@example.com');
    await page.goto(`${dash.baton.url}/dashboard/keys`);
    assert.match((await page.textContent('main'))!, /No API keys yet/);
    const ownerKeyId = dash.baton.cli(['keys', 'list', '--account', dash.baton.accountId!]).json.data.find((k: { status: string }) => k.status === 'active').id;
    for (const action of ['revoke', 'rotate']) {
      const res = await postForm(dash.baton, `/dashboard/keys/${ownerKeyId}/${action}`, cookie, { csrf });
      assert.equal(res.status, 404, action);
    }
    assert.equal((await dash.baton.client.request('/v1/subagents', { key: dash.baton.key! })).status, 200, "the owner's key still works");
    await context.close();
  });
});
