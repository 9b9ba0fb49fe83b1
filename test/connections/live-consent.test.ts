// The live consent flow end to end (spec 5.2, C2, K5-K7) on both engines: a live task for a user
// who never connected waits with auth_url; a scripted browser follows it through the real
// authorization server; the callback stores the grant and the task resumes and completes with a
// live call carrying a valid token. Tampered, replayed, expired and denied callbacks change nothing
// (or fail the task consent_denied); a grant with fewer scopes waits again asking for the union.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hashToken } from '../../src/services/connections/consent-link.ts';
import { storeKinds } from '../helpers/stores.ts';
import { createTask, pathOf, waitForTask } from './connection-helpers.ts';
import { dumpDatabase, execSql } from './database-dump.ts';
import { connectLiveUser, startLiveWorld, type LiveWorld } from './live-setup.ts';

const prompt = 'List my GitHub repositories';

for (const kind of storeKinds) {
  describe(`live consent through a real authorization server (${kind})`, () => {
    let w: LiveWorld;
    const authUrls: string[] = [];
    before(async () => {
      w = await startLiveWorld(kind);
    });
    after(() => w.close());

    async function waitingTask(userId: string) {
      const created = await createTask(w.baton.client, w.keys.live, { prompt, sub_agent: 'github-assistant', user_id: userId });
      const task = await waitForTask(w.baton.client, w.keys.live, created.id, ['waiting', 'failed', 'complete']);
      assert.equal(task.status, 'waiting', JSON.stringify(task));
      authUrls.push(task.waiting.auth_url);
      return task;
    }

    /** GET auth_url as the browser would: Baton answers 302 to the provider's authorize endpoint. */
    async function openAuthUrl(authUrl: string): Promise<URL> {
      const res = await w.baton.client.request(pathOf(authUrl));
      assert.equal(res.status, 302, res.text);
      return new URL(String(res.headers.location));
    }

    /** Follows the provider's pages (login, consent) and returns the callback URL it redirects to. */
    async function consentAt(providerUrl: URL, options: { deny?: boolean } = {}): Promise<string> {
      return w.as.userAgent.followConsent(providerUrl.href, options);
    }

    it('waits with auth_url, redirects to the provider with state and PKCE, resumes after consent and completes', async () => {
      const task = await waitingTask('octo-user');
      assert.deepEqual({ ...task.waiting, auth_url: undefined, expires_at: undefined }, {
        reason: 'oauth_consent_required', service: 'github', scopes: ['repo'], auth_url: undefined, expires_at: undefined,
        message: 'The user has not connected GitHub; ask them to authorize it at auth_url',
      });
      assert.ok(Date.parse(task.waiting.expires_at) > Date.now());
      const provider = await openAuthUrl(task.waiting.auth_url);
      assert.equal(provider.origin + provider.pathname, w.as.endpoints.authorizeUrl);
      const q = provider.searchParams;
      assert.equal(q.get('client_id'), w.as.client.clientId);
      assert.equal(q.get('redirect_uri'), `${w.baton.url}/oauth/callback/github`);
      assert.equal(q.get('scope'), 'repo');
      assert.equal(q.get('code_challenge_method'), 'S256');
      assert.ok((q.get('state') ?? '').length >= 32 && (q.get('code_challenge') ?? '').length >= 43);

      const callback = await consentAt(provider);
      const grantsBefore = w.as.counters.tokenGrants;
      const res = await w.baton.client.request(pathOf(callback));
      assert.equal(res.status, 200, res.text);
      assert.match(res.text, /GitHub is connected/);
      assert.equal(w.as.counters.tokenGrants, grantsBefore + 1);

      const done = await waitForTask(w.baton.client, w.keys.live, task.id, ['complete', 'failed']);
      assert.equal(done.status, 'complete', JSON.stringify(done.error));
      assert.match(JSON.stringify(done.result), /octo-org\/storefront/);
      const token = w.github.accepted.at(-1)!;
      assert.equal((await w.as.introspect(token)).active, true, 'the live call carried a valid token');

      // A replayed callback finds no state: nothing is exchanged or resumed twice.
      const replay = await w.baton.client.request(pathOf(callback), { headers: { accept: 'application/json' } });
      assert.equal(replay.status, 400);
      assert.equal(replay.body.error.code, 'oauth_callback_invalid');
      assert.equal(w.as.counters.tokenGrants, grantsBefore + 1);
      // The used link is spent.
      assert.equal((await w.baton.client.request(pathOf(task.waiting.auth_url))).status, 410);

      const connections = await w.baton.client.request('/v1/users/octo-user/connections', { key: w.keys.live });
      assert.deepEqual(connections.body.data.map((c: Record<string, unknown>) => [c.service, c.environment, c.status, c.scopes]), [['github', 'live', 'active', ['repo']]]);
    });

    it('a tampered state or another service\'s callback changes nothing; the genuine callback still works', async () => {
      const task = await waitingTask('tamper-user');
      const callback = new URL(await consentAt(await openAuthUrl(task.waiting.auth_url)));
      const grants = w.as.counters.tokenGrants;
      const forged = new URL(callback);
      forged.searchParams.set('state', `${callback.searchParams.get('state')}x`);
      const wrongService = new URL(callback.href.replace('/callback/github', '/callback/slack'));
      const noState = new URL(callback);
      noState.searchParams.delete('state');
      for (const url of [forged, wrongService, noState]) {
        const res = await w.baton.client.request(pathOf(url.href));
        assert.equal(res.status, 400, url.href);
        assert.match(res.text, /not valid or was already used/);
      }
      assert.equal(w.as.counters.tokenGrants, grants, 'no code was exchanged');
      assert.equal((await waitForTask(w.baton.client, w.keys.live, task.id, ['waiting'])).status, 'waiting');
      assert.equal((await w.baton.client.request(pathOf(callback.href))).status, 200);
      assert.equal((await waitForTask(w.baton.client, w.keys.live, task.id, ['complete', 'failed'])).status, 'complete');
    });

    it('an expired auth_url, or a callback after expiry, is refused and resumes nothing', async () => {
      const task = await waitingTask('late-user');
      const callback = await consentAt(await openAuthUrl(task.waiting.auth_url));
      const token = new URL(task.waiting.auth_url).pathname.split('/').pop()!;
      await execSql(w.store, 'update consent_requests set expires_at = $1 where token_hash = $2', ['2000-01-01T00:00:00.000Z', hashToken(token)]);
      const grants = w.as.counters.tokenGrants;
      const late = await w.baton.client.request(pathOf(callback));
      assert.equal(late.status, 410);
      assert.match(late.text, /expired/);
      const page = await w.baton.client.request(pathOf(task.waiting.auth_url));
      assert.equal(page.status, 410);
      assert.equal(w.as.counters.tokenGrants, grants);
      assert.equal((await waitForTask(w.baton.client, w.keys.live, task.id, ['waiting'])).status, 'waiting');
    });

    it('access_denied at the provider fails the task consent_denied', async () => {
      const task = await waitingTask('shy-user');
      const callback = await consentAt(await openAuthUrl(task.waiting.auth_url), { deny: true });
      assert.equal(new URL(callback).searchParams.get('error'), 'access_denied');
      const res = await w.baton.client.request(pathOf(callback));
      assert.equal(res.status, 200);
      assert.match(res.text, /You declined to connect GitHub/);
      const failed = await waitForTask(w.baton.client, w.keys.live, task.id, ['failed']);
      assert.equal(failed.error.code, 'consent_denied');
    });

    it('incremental scopes: a grant with fewer scopes waits again with a fresh link asking for the union', async () => {
      const first = await waitingTask('inc-user');
      // The user (or provider) grants less than asked: only read:user.
      const narrowed = await openAuthUrl(first.waiting.auth_url);
      narrowed.searchParams.set('scope', 'read:user');
      assert.equal((await w.baton.client.request(pathOf(await consentAt(narrowed)))).status, 200);
      const again = await waitForTask(w.baton.client, w.keys.live, first.id, ['waiting', 'failed', 'complete']);
      assert.equal(again.status, 'waiting', JSON.stringify(again));
      assert.notEqual(again.waiting.auth_url, first.waiting.auth_url, 'a fresh link');
      assert.deepEqual(again.waiting.scopes, ['read:user', 'repo'], 'the union of granted and needed');
      assert.match(again.waiting.message, /needs more permissions/);
      // A second task for the same user asks for the same union.
      const second = await waitingTask('inc-user');
      assert.deepEqual(second.waiting.scopes, ['read:user', 'repo']);
      const provider = await openAuthUrl(again.waiting.auth_url);
      assert.equal(provider.searchParams.get('scope'), 'read:user repo');
      assert.equal((await w.baton.client.request(pathOf(await consentAt(provider)))).status, 200);
      for (const id of [first.id, second.id]) {
        assert.equal((await waitForTask(w.baton.client, w.keys.live, id, ['complete', 'failed'])).status, 'complete');
      }
      const list = await w.baton.client.request('/v1/users/inc-user/connections', { key: w.keys.live });
      assert.deepEqual(list.body.data[0].scopes, ['read:user', 'repo'], 'the new grant replaced the old');
    });

    it('refreshes an expiring token once, keeps the grant valid, and the task completes', async () => {
      await connectLiveUser(w, 'refresh-user');
      await execSql(w.store, 'update connections set expires_at = $1 where user_id = $2', [new Date(Date.now() + 10_000).toISOString(), 'refresh-user']);
      const refreshes = w.as.counters.refreshGrants;
      const created = await createTask(w.baton.client, w.keys.live, { prompt, sub_agent: 'github-assistant', user_id: 'refresh-user' });
      const done = await waitForTask(w.baton.client, w.keys.live, created.id, ['complete', 'failed']);
      assert.equal(done.status, 'complete', JSON.stringify(done.error));
      assert.equal(w.as.counters.refreshGrants, refreshes + 1);
      const [row] = await execSql(w.store, 'select expires_at from connections where user_id = $1', ['refresh-user']);
      assert.ok(Date.parse(String(row.expires_at)) > Date.now() + 200_000, 'the new expiry is stored');
    });

    it('a tampered ciphertext is refused: the task fails invalid_credentials, never with a token', async () => {
      // Its own user, connected through the whole flow here: it used to borrow the connection an
      // earlier test made, and found no row when run alone or after that test failed.
      await connectLiveUser(w, 'cipher-user');
      const [row] = await execSql(w.store, 'select access_token_sealed as v from connections where user_id = $1', ['cipher-user']);
      assert.ok(row, 'cipher-user has a stored connection');
      const sealed = String(row.v);
      const flipped = `${sealed.slice(0, -3)}${sealed.at(-3) === 'A' ? 'B' : 'A'}${sealed.slice(-2)}`;
      await execSql(w.store, 'update connections set access_token_sealed = $1 where user_id = $2', [flipped, 'cipher-user']);
      const created = await createTask(w.baton.client, w.keys.live, { prompt, sub_agent: 'github-assistant', user_id: 'cipher-user' });
      const failed = await waitForTask(w.baton.client, w.keys.live, created.id, ['failed', 'complete']);
      assert.equal(failed.status, 'failed');
      assert.equal(failed.error.code, 'invalid_credentials');
      assert.match(failed.error.message, /stored GitHub credentials cannot be opened \(altered at rest\)/);
    });

    it('never shows a token: task, trace, list, webhook bodies, logs and the database dump', async () => {
      const webhook = await w.baton.client.request('/v1/webhook_endpoint', { method: 'PUT', key: w.keys.live, body: { url: 'http://127.0.0.1:9/hook' } });
      assert.equal(webhook.status, 200, webhook.text);
      const secrets = [...w.tap.issued, ...w.github.accepted, w.as.client.clientSecret, webhook.body.secret];
      assert.ok(w.tap.issued.length >= 2, 'the tap saw an access and a refresh token');
      const tasks = await w.baton.client.request('/v1/tasks?limit=100', { key: w.keys.live });
      const shown = [tasks.text];
      for (const t of tasks.body.data) {
        shown.push((await w.baton.client.request(`/v1/tasks/${t.id}`, { key: w.keys.live })).text);
        shown.push((await w.baton.client.request(`/v1/tasks/${t.id}/trace`, { key: w.keys.live })).text);
      }
      const events = await execSql(w.store, 'select body from webhook_events', []);
      assert.ok(events.length > 0, 'events were written');
      shown.push(...events.map((e) => String(e.body)), w.baton.stderr(), await dumpDatabase(w.store));
      for (const text of shown) for (const secret of secrets) assert.ok(!text.includes(secret), `a secret leaked into: ${text.slice(0, 120)}`);
      assert.ok(w.tap.issued.length >= 8, 'tokens from every grant and refresh were checked');
      const linkTokens = authUrls.map((url) => new URL(url).pathname.split('/').pop()!);
      for (const token of linkTokens) assert.ok(!w.baton.stderr().includes(token), 'consent links are logged without their token');
      assert.match(w.baton.stderr(), /\/oauth\/callback\/\S*\?code=\[redacted\]&state=\[redacted\]/, 'the callback is logged, its code redacted');
    });
  });
}
