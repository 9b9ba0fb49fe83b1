// C4 on both engines: the connections list (both environments, never a token), revocation through
// the API (the caller key's environment unless ?environment= says otherwise; the provider's RFC
// 7009 endpoint is called), settings links, and the hosted settings page driven by a real browser
// (Debian's Chromium through playwright-core), with its CSRF defence.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, withoutChromium } from '../helpers/chromium.ts';
import { hashToken } from '../../src/services/connections/consent-link.ts';
import { storeKinds } from '../helpers/stores.ts';
import { eventually } from '../helpers/webhook-runtime.ts';
import { form, pathOf } from './connection-helpers.ts';
import { execSql } from './database-dump.ts';
import { connectLiveUser, connectSandboxUser, otherAccountKey, startLiveWorld, waitingTask, type LiveWorld } from './live-setup.ts';


for (const kind of storeKinds) {
  describe(`revocation and the settings page (${kind})`, () => {
    let w: LiveWorld;
    before(async () => {
      w = await startLiveWorld(kind);
      await Promise.all([connectLiveUser(w, 'rev-user'), connectSandboxUser(w, 'rev-user')]);
    });
    after(() => w.close());

    const list = (userId: string, key = w.keys.live, query = '') => w.baton.client.request(`/v1/users/${userId}/connections${query}`, { key });

    it('lists both environments with their scopes and status, paginated, never a token', async () => {
      const res = await list('rev-user');
      assert.equal(res.status, 200);
      assert.deepEqual(res.body.data.map((c: Record<string, unknown>) => `${c.service}/${c.environment}/${c.status}/${c.scopes}`).sort(), ['github/live/active/repo', 'github/test/active/repo']);
      for (const c of res.body.data) assert.deepEqual(Object.keys(c).sort(), ['created_at', 'environment', 'scopes', 'service', 'status', 'updated_at']);
      for (const secret of w.tap.issued) assert.ok(!res.text.includes(secret));
      const page = await list('rev-user', w.keys.test, '?limit=1');
      assert.equal(page.body.data.length, 1);
      assert.equal(page.body.has_more, true);
      assert.equal((await list('rev-user', w.keys.test, '?limit=1&offset=1')).body.has_more, false);
      assert.equal((await list('rev-user', w.keys.test, '?limit=0')).status, 400);
      assert.deepEqual((await list('nobody')).body, { data: [], has_more: false });
    });

    it("revokes the calling key's environment, calls the provider's revocation endpoint, and is idempotent", async () => {
      const token = w.github.accepted.at(-1)!;
      const revocations = w.as.counters.revocations;
      const res = await w.baton.client.request('/v1/users/rev-user/connections/github', { method: 'DELETE', key: w.keys.live });
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(Object.keys(res.body).sort(), ['revoked_at', 'service', 'status']);
      assert.equal(res.body.status, 'revoked');
      assert.equal(w.as.counters.revocations, revocations + 2, 'refresh and access token revoked at the provider');
      assert.equal((await w.as.introspect(token)).active, false);
      const again = await w.baton.client.request('/v1/users/rev-user/connections/github', { method: 'DELETE', key: w.keys.live });
      assert.deepEqual(again.body, res.body, 'a second DELETE answers the first revocation');
      const listed = (await list('rev-user')).body.data;
      assert.equal(listed.find((c: { environment: string }) => c.environment === 'live').revoked_at, res.body.revoked_at);
      assert.equal(listed.find((c: { environment: string }) => c.environment === 'test').status, 'active', 'the sandbox connection is untouched');
      // The server's log is written asynchronously: on a loaded machine the line may come a moment later.
      await eventually(async () => (/"provider_revocation":"revoked".*"connection revoked"/.test(w.baton.stderr()) ? true : undefined), 10_000, 'the revocation log line');
      // The next live task for this user waits for fresh consent.
      assert.equal((await waitingTask(w, w.keys.live, 'rev-user')).waiting.service, 'github');
      const sandbox = await w.baton.client.request('/v1/users/rev-user/connections/github?environment=test', { method: 'DELETE', key: w.keys.live });
      assert.equal(sandbox.status, 200);
      assert.equal(w.as.counters.revocations, revocations + 2, 'sandbox tokens are not sent to any provider');
    });

    it('answers connection_not_found for unknown connections and another account (A5); refuses a bad environment', async () => {
      const missing = await w.baton.client.request('/v1/users/rev-user/connections/slack', { method: 'DELETE', key: w.keys.live });
      assert.equal(missing.status, 404);
      assert.equal(missing.body.error.code, 'connection_not_found');
      assert.equal((await w.baton.client.request('/v1/users/rev-user/connections/github?environment=prod', { method: 'DELETE', key: w.keys.live })).status, 400);
      const other = await otherAccountKey(w);
      assert.deepEqual((await list('rev-user', other)).body, { data: [], has_more: false });
      assert.equal((await w.baton.client.request('/v1/users/rev-user/connections/github?environment=test', { method: 'DELETE', key: other })).status, 404);
      assert.equal((await w.baton.client.request('/v1/users/rev-user/settings_link', { method: 'POST', key: w.keys.live, body: { expires_in: 5 } })).status, 422);
    });

    it('the settings page refuses unknown and expired links and revokes only with the page\'s CSRF token', async () => {
      await connectSandboxUser(w, 'csrf-user');
      const link = await w.baton.client.request('/v1/users/csrf-user/settings_link', { method: 'POST', key: w.keys.test, headers: { 'idempotency-key': `sl-${kind}` } });
      assert.equal(link.status, 200, link.text);
      assert.ok(link.body.url.startsWith(`${w.baton.url}/settings/`));
      assert.ok(Date.parse(link.body.expires_at) > Date.now() + 3500_000);
      const other = await w.baton.client.request('/v1/users/rev-user/settings_link', { method: 'POST', key: w.keys.test });
      const otherCsrf = (await w.baton.client.request(pathOf(other.body.url), { headers: { accept: 'application/json' } })).body.csrf;
      const revokePath = `${pathOf(link.body.url)}/revoke`;
      const attempts: Array<Record<string, string>> = [{ service: 'github', environment: 'test' }, { service: 'github', environment: 'test', csrf: otherCsrf }];
      for (const fields of attempts) {
        const res = await w.baton.client.request(revokePath, form(fields));
        assert.equal(res.status, 403);
        assert.match(res.text, /Reload the settings page/);
      }
      assert.equal((await list('csrf-user', w.keys.test)).body.data[0].status, 'active', 'nothing was revoked');
      assert.equal((await w.baton.client.request('/settings/not-a-link')).status, 404);
      await execSql(w.store, 'update settings_links set expires_at = $1 where token_hash = $2', ['2000-01-01T00:00:00.000Z', hashToken(new URL(other.body.url).pathname.split('/')[2])]);
      const expired = await w.baton.client.request(pathOf(other.body.url));
      assert.equal(expired.status, 410);
      assert.match(expired.text, /expired/);
    });

    it('revokes with the right CSRF token posted as a form', async () => {
      const { url } = (await w.baton.client.request('/v1/users/csrf-user/settings_link', { method: 'POST', key: w.keys.test })).body;
      const { csrf } = (await w.baton.client.request(pathOf(url), { headers: { accept: 'application/json' } })).body;
      const res = await w.baton.client.request(`${pathOf(url)}/revoke`, form({ service: 'github', environment: 'test', csrf }));
      assert.equal(res.status, 200, res.text);
      assert.match(res.text, /GitHub is disconnected/);
      assert.equal((await list('csrf-user', w.keys.test)).body.data[0].status, 'revoked');
    });

    // One engine is enough for the browser: the verbs under it are the ones tested above on both.
    if (kind === 'sqlite') it('an end user sees their connections in a real browser and revokes one', { skip: withoutChromium }, async () => {
      await Promise.all([connectLiveUser(w, 'browser-user'), connectSandboxUser(w, 'browser-user')]);
      const { url } = (await w.baton.client.request('/v1/users/browser-user/settings_link', { method: 'POST', key: w.keys.live })).body;
      const userDataDir = mkdtempSync(path.join(tmpdir(), 'baton-chromium-'));
      const browser = await chromium.launchPersistentContext(userDataDir, { executablePath: chromiumPath, headless: true, args: chromiumArgs, ignoreHTTPSErrors: true });
      try {
        const page = await browser.newPage();
        await page.goto(url);
        assert.equal(await page.locator('h1').textContent(), 'Services connected to default');
        const live = page.locator('tr[data-service="github"][data-environment="live"]');
        assert.equal(await live.getAttribute('data-status'), 'active');
        assert.match(await live.textContent() ?? '', /Read and write your repositories/);
        assert.equal(await page.locator('tr[data-environment="test"]').getAttribute('data-status'), 'active');
        await live.getByRole('button', { name: 'Revoke GitHub (live)' }).click();
        await page.waitForSelector('text=GitHub is disconnected');
        await page.getByRole('link', { name: 'Back to your connections' }).click();
        await page.waitForSelector('tr[data-environment="live"][data-status="revoked"]');
        assert.equal(await page.locator('tr[data-environment="test"]').getAttribute('data-status'), 'active');
      } finally {
        await browser.close();
        rmSync(userDataDir, { recursive: true, force: true });
      }
      const listed = (await list('browser-user')).body.data;
      assert.equal(listed.find((c: { environment: string }) => c.environment === 'live').status, 'revoked');
    });
  });
}
