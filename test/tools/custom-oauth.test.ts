// An oauth2 tool source end to end (X3) through the real server and a real authorization server
// (oidc-provider), on both engines: a live task for an end user without a connection waits with
// `service` = the source name and an auth_url; consent at the provider resumes it and the call
// carries the user's token; the connection is listed, shown on the settings page, refreshed ahead
// of expiry once for concurrent calls, revoked (at the provider too), and the next task waits
// again. A test key goes through sandbox consent. No secret or token reaches a response, the log or
// the database.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { storeKinds } from '../helpers/stores.ts';
import { TEST_USER } from '../helpers/oauth-server.ts';
import { createTask, form, pathOf, waitForTask } from '../connections/connection-helpers.ts';
import { dumpDatabase, execSql } from '../connections/database-dump.ts';
import { startLiveWorld, type LiveWorld } from '../connections/live-setup.ts';

const prompt = 'Get my directory profile';

for (const kind of storeKinds) {
  describe(`an oauth2 tool source through the consent flow (${kind})`, () => {
    let w: LiveWorld;
    let definition: Record<string, unknown>;
    before(async () => {
      w = await startLiveWorld(kind, {}, (origin) => ({ extraRedirectUris: [`${origin}/oauth/callback/directory`] }));
      definition = {
        name: 'directory',
        description: "The company directory: the signed-in person's profile",
        base_url: w.as.apiUrl.replace(/\/me$/, ''),
        auth: {
          type: 'oauth2', authorization_url: w.as.endpoints.authorizeUrl, token_url: w.as.endpoints.tokenUrl, revocation_url: w.as.endpoints.revokeUrl,
          client_id: w.as.client.clientId, client_secret: w.as.client.clientSecret, scopes: ['read:user'],
        },
        capabilities: [{ name: 'get_profile', description: "Get the signed-in person's directory profile", method: 'GET', path: '/me' }],
      };
      const registered = await api('/v1/tools', definition);
      assert.equal(registered.status, 200, registered.text);
      const deployed = await api('/v1/subagents', { name: 'directory-desk', prompt: 'You look up profiles in the company directory.' });
      assert.equal(deployed.status, 201, deployed.text);
    });
    after(() => w.close());

    const api = (path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST', key = w.keys.live) => w.baton.client.request(path, { key, method, body });

    async function waiting(userId: string, key = w.keys.live) {
      const created = await createTask(w.baton.client, key, { prompt, sub_agent: 'directory-desk', user_id: userId });
      const task = await waitForTask(w.baton.client, key, created.id, ['waiting', 'failed', 'complete']);
      assert.equal(task.status, 'waiting', JSON.stringify(task));
      return task;
    }

    async function consent(authUrl: string) {
      const redirect = await w.baton.client.request(pathOf(authUrl));
      assert.equal(redirect.status, 302, redirect.text);
      const provider = new URL(String(redirect.headers.location));
      const callback = await w.as.userAgent.followConsent(provider.href);
      const res = await w.baton.client.request(pathOf(callback));
      assert.equal(res.status, 200, res.text);
      return { provider, page: res.text };
    }

    async function run(userId: string) {
      const created = await createTask(w.baton.client, w.keys.live, { prompt, sub_agent: 'directory-desk', user_id: userId });
      return waitForTask(w.baton.client, w.keys.live, created.id, ['complete', 'failed', 'waiting']);
    }

    it('shows the source without its client secret; a subagent about the directory gets its tool', async () => {
      const source = (await api('/v1/tools/directory')).body;
      assert.deepEqual(source.auth, {
        type: 'oauth2', authorization_url: w.as.endpoints.authorizeUrl, token_url: w.as.endpoints.tokenUrl, revocation_url: w.as.endpoints.revokeUrl,
        client_id: w.as.client.clientId, scopes: ['read:user'], configured: true,
      });
      assert.deepEqual((await api('/v1/subagents/directory-desk')).body.tools, ['directory.get_profile']);
    });

    it('waits with service = the source name, resumes after consent at the provider, and calls with the user\'s token', async () => {
      const task = await waiting('dana');
      assert.equal(task.waiting.reason, 'oauth_consent_required');
      assert.equal(task.waiting.service, 'directory');
      assert.deepEqual(task.waiting.scopes, ['read:user']);
      assert.equal(task.waiting.message, 'The user has not connected directory; ask them to authorize it at auth_url');
      const { provider, page } = await consent(task.waiting.auth_url);
      assert.equal(provider.origin + provider.pathname, w.as.endpoints.authorizeUrl);
      assert.equal(provider.searchParams.get('client_id'), w.as.client.clientId);
      assert.equal(provider.searchParams.get('redirect_uri'), `${w.baton.url}/oauth/callback/directory`);
      assert.equal(provider.searchParams.get('scope'), 'read:user');
      assert.equal(provider.searchParams.get('code_challenge_method'), 'S256');
      assert.match(page, /directory is connected/);

      const done = await waitForTask(w.baton.client, w.keys.live, task.id, ['complete', 'failed']);
      assert.equal(done.status, 'complete', JSON.stringify(done.error));
      assert.equal(done.result.outputs[0].tool, 'directory.get_profile');
      assert.deepEqual(done.result.outputs[0].output, { sub: TEST_USER, scope: 'read:user', client_id: w.as.client.clientId });
      assert.equal((await w.as.introspect(w.as.apiTokens.at(-1)!)).active, true, 'the call carried a valid token of the user');
    });

    it('a test-mode preview names the source\'s connection and whether the user has it (X7)', async () => {
      for (const [userId, authorized] of [['dana', true], ['nobody', false]] as const) {
        const preview = await createTask(w.baton.client, w.keys.live, { prompt, sub_agent: 'directory-desk', user_id: userId, mode: 'test' });
        assert.equal(preview.status, 'complete');
        assert.deepEqual([preview.result.tools, preview.result.connections], [['directory.get_profile'], [{ service: 'directory', scopes: ['read:user'], authorized }]]);
      }
    });

    it('lists the connection with the user\'s others and shows it on the settings page', async () => {
      const listed = (await api('/v1/users/dana/connections')).body.data;
      assert.deepEqual(listed.map((c: Record<string, unknown>) => [c.service, c.environment, c.status, c.scopes]), [['directory', 'live', 'active', ['read:user']]]);
      const link = (await api('/v1/users/dana/settings_link', {})).body;
      const page = await w.baton.client.request(pathOf(link.url));
      assert.equal(page.status, 200);
      assert.match(page.text, /<tr data-service="directory" data-environment="live" data-status="active">/);
      assert.match(page.text, /<th scope="row">directory<\/th>/);
      assert.match(page.text, /<li>read:user<\/li>/);
    });

    it('refreshes a token about to expire once, for three concurrent tasks, and keeps the grant alive', async () => {
      await execSql(w.store, 'update connections set expires_at = $1 where user_id = $2 and service = $3', [new Date(Date.now() + 10_000).toISOString(), 'dana', 'directory']);
      const refreshes = w.as.counters.refreshGrants;
      const tasks = await Promise.all([run('dana'), run('dana'), run('dana')]);
      assert.deepEqual(tasks.map((t) => t.status), ['complete', 'complete', 'complete'], JSON.stringify(tasks.map((t) => t.error)));
      assert.equal(w.as.counters.refreshGrants, refreshes + 1, 'one refresh grant at the provider');
      const tokens = w.as.apiTokens.slice(-3);
      assert.equal(new Set(tokens).size, 1, 'the three calls used the one refreshed token');
      assert.equal((await w.as.introspect(tokens[0])).active, true);
    });

    it('a 401 from the source refreshes the token once and retries (X6, K7)', async () => {
      const token = w.as.apiTokens.at(-1)!;
      // The API stops accepting the access token before it expires (the refresh token stays good).
      w.as.apiRefuses.add(token);
      // A forced refresh within 5 s of the last one is taken for the same 401 seen twice: age the row.
      await execSql(w.store, 'update connections set updated_at = $1 where user_id = $2 and service = $3', ['2000-01-01T00:00:00.000Z', 'dana', 'directory']);
      const refreshes = w.as.counters.refreshGrants;
      const task = await run('dana');
      assert.equal(task.status, 'complete', JSON.stringify(task.error));
      assert.equal(w.as.counters.refreshGrants, refreshes + 1);
      assert.deepEqual(w.as.apiTokens.slice(-2).map((t) => t === token), [true, false], 'the refused token, then a fresh one');
    });

    it('revokes with the user\'s other connections (at the provider too); the next task waits again', async () => {
      const token = w.as.apiTokens.at(-1)!;
      const revocations = w.as.counters.revocations;
      const revoked = await api('/v1/users/dana/connections/directory', undefined, 'DELETE');
      assert.equal(revoked.status, 200, revoked.text);
      assert.equal(revoked.body.status, 'revoked');
      assert.ok(w.as.counters.revocations > revocations, 'the provider was asked to revoke');
      assert.equal((await w.as.introspect(token)).active, false);
      const again = await waiting('dana');
      assert.equal(again.waiting.service, 'directory');
      assert.match(again.waiting.message, /has not connected directory/);
    });

    it('a test key goes through sandbox consent; without a sandbox URL the call is simulated', async () => {
      const task = await waiting('sam', w.keys.test);
      assert.equal(task.waiting.service, 'directory');
      const approved = await w.baton.client.request(pathOf(task.waiting.auth_url), form({ decision: 'approve' }));
      assert.equal(approved.status, 200, approved.text);
      const done = await waitForTask(w.baton.client, w.keys.test, task.id, ['complete', 'failed']);
      assert.equal(done.status, 'complete', JSON.stringify(done.error));
      assert.deepEqual(done.result.outputs[0].output, { simulated: true, tool: 'directory.get_profile', input: {} });
    });

    it('a token endpoint that is not an http(s) URL is refused at save, with a pointer to it', async () => {
      const bad = { ...definition, name: 'directory-two', auth: { ...(definition.auth as object), token_url: 'ftp://tokens.example.com/token' } };
      const res = await api('/v1/tools', bad);
      assert.equal(res.status, 422);
      assert.equal(res.body.error.param, '/auth/token_url');
    });

    it('keeps the client secret and every token out of responses, the log and the database', async () => {
      const listed = await api('/v1/tools');
      const shown = [listed.text, (await api('/v1/users/dana/connections')).text, w.baton.stderr(), await dumpDatabase(w.store)];
      const secrets = [w.as.client.clientSecret, ...new Set(w.as.apiTokens)];
      assert.ok(secrets.length >= 3);
      for (const text of shown) for (const secret of secrets) assert.ok(!text.includes(secret), `a secret leaked: ${secret.slice(0, 6)}...`);
    });
  });
}
