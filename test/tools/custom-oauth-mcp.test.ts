// MCP servers protected by OAuth (X3, MCP authorization spec) through the real server, real MCP
// servers built with the SDK and a real authorization server (oidc-provider), on both engines.
// A source with its own client: its tools are listed with a client credentials token, a live task
// waits, the user consents (the authorization request names the server as the resource), the
// task resumes and tools/call carries the user's token; refresh, revoke, waiting again. A source
// without a client: Baton discovers the authorization server from the server's protected resource
// metadata and registers itself (RFC 7591), keeps that client across patches and refreshes, and
// the same consent flow runs with it. Servers that cannot be listed or discovered are refused.
// Neither client secret nor any token reaches a response, the log or the database.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startNotesMcpServer, type NotesMcpServer } from '../helpers/mcp-server.ts';
import { TEST_USER } from '../helpers/oauth-server.ts';
import { storeKinds } from '../helpers/stores.ts';
import { createTask, pathOf, waitForTask } from '../connections/connection-helpers.ts';
import { dumpDatabase, execSql } from '../connections/database-dump.ts';
import { startLiveWorld, type LiveWorld } from '../connections/live-setup.ts';

const scopes = ['notes:read', 'notes:write'];

for (const kind of storeKinds) {
  describe(`MCP servers protected by OAuth (${kind})`, () => {
    let w: LiveWorld;
    let guarded: NotesMcpServer;
    let open: NotesMcpServer;
    let bare: NotesMcpServer;
    let staticAuth: Record<string, unknown>;
    let dynamicClient: { id: string; secret: string | undefined } = { id: '', secret: undefined };
    before(async () => {
      guarded = await startNotesMcpServer();
      open = await startNotesMcpServer();
      bare = await startNotesMcpServer({ requireHeader: ['x-notes-key', 'nobody-has-it'] });
      w = await startLiveWorld(kind, {}, (origin) => ({
        extraRedirectUris: [`${origin}/oauth/callback/notes`],
        resources: [guarded.url, open.url],
        scopes: ['repo', ...scopes],
        registration: true,
        clientCredentials: true,
      }));
      for (const [server, only] of [[guarded, undefined], [open, 'calls']] as const) {
        server.protect({ issuer: w.as.issuer, scopes, introspect: (token) => w.as.introspect(token), ...(only ? { only } : {}) });
      }
      staticAuth = {
        type: 'oauth2', authorization_url: w.as.endpoints.authorizeUrl, token_url: w.as.endpoints.tokenUrl, revocation_url: w.as.endpoints.revokeUrl,
        client_id: w.as.client.clientId, client_secret: w.as.client.clientSecret, scopes,
      };
    });
    after(async () => {
      await w.close();
      await Promise.all([guarded.close(), open.close(), bare.close()]);
    });

    const api = (path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') => w.baton.client.request(path, { key: w.keys.live, method, body });

    async function task(userId: string) {
      const created = await createTask(w.baton.client, w.keys.live, { prompt: 'List the notes', sub_agent: 'note-taker', user_id: userId });
      return waitForTask(w.baton.client, w.keys.live, created.id, ['waiting', 'failed', 'complete']);
    }

    async function consent(authUrl: string) {
      const redirect = await w.baton.client.request(pathOf(authUrl));
      assert.equal(redirect.status, 302, redirect.text);
      const provider = new URL(String(redirect.headers.location));
      const res = await w.baton.client.request(pathOf(await w.as.userAgent.followConsent(provider.href)));
      assert.equal(res.status, 200, res.text);
      return provider;
    }

    it('a server that guards everything: its tools are listed with a client credentials token of the source\'s client', async () => {
      const grants = w.as.counters.clientCredentialsGrants;
      const res = await api('/v1/tools', { name: 'notes', mcp: { url: guarded.url }, auth: staticAuth });
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(res.body.tools.map((t: { name: string }) => t.name), ['notes.list_notes', 'notes.add_note']);
      assert.equal(w.as.counters.clientCredentialsGrants, grants + 1);
      assert.deepEqual(res.body.auth, {
        type: 'oauth2', authorization_url: w.as.endpoints.authorizeUrl, token_url: w.as.endpoints.tokenUrl, revocation_url: w.as.endpoints.revokeUrl,
        client_id: w.as.client.clientId, scopes, resource: guarded.url, configured: true,
      });
      const listing = guarded.requests.filter((r) => r.rpc === 'tools/list').at(-1)!;
      assert.equal((await w.as.introspect(String(listing.headers.authorization).slice(7))).clientId, w.as.client.clientId, 'listed with the client\'s own token');
      assert.equal((await api('/v1/subagents', { name: 'note-taker', prompt: 'You manage the team notes: list notes and add notes.' })).status, 201);
      assert.deepEqual((await api('/v1/subagents/note-taker')).body.tools.sort(), ['notes.add_note', 'notes.list_notes']);
    });

    it('waits, consents with the server as the resource, resumes, and tools/call carries the user\'s token', async () => {
      const waiting = await task('nora');
      assert.equal(waiting.status, 'waiting', JSON.stringify(waiting));
      assert.deepEqual([waiting.waiting.service, waiting.waiting.scopes], ['notes', scopes]);
      const provider = await consent(waiting.waiting.auth_url);
      assert.equal(provider.searchParams.get('resource'), guarded.url);
      assert.equal(provider.searchParams.get('redirect_uri'), `${w.baton.url}/oauth/callback/notes`);
      const done = await waitForTask(w.baton.client, w.keys.live, waiting.id, ['complete', 'failed']);
      assert.equal(done.status, 'complete', JSON.stringify(done.error));
      assert.deepEqual(done.result.outputs[0].output, [{ title: 'Welcome', body: 'First note' }]);
      assert.deepEqual(guarded.calls.at(-1), { tool: 'list_notes', args: { contains: undefined }, sub: TEST_USER });
      const listed = (await api('/v1/users/nora/connections')).body.data;
      assert.deepEqual(listed.map((c: Record<string, unknown>) => [c.service, c.status, c.scopes]), [['notes', 'active', scopes]]);
    });

    it('refreshes ahead of expiry (naming the resource), revokes at the provider, and the next task waits again', async () => {
      await execSql(w.store, 'update connections set expires_at = $1 where user_id = $2 and service = $3', [new Date(Date.now() + 10_000).toISOString(), 'nora', 'notes']);
      const refreshes = w.as.counters.refreshGrants;
      const refreshed = await task('nora');
      assert.equal(refreshed.status, 'complete', JSON.stringify(refreshed.error));
      assert.equal(w.as.counters.refreshGrants, refreshes + 1);
      const token = String(guarded.requests.filter((r) => r.rpc === 'tools/call').at(-1)!.headers.authorization).slice(7);
      assert.equal((await w.as.introspect(token)).aud, guarded.url, 'the refreshed token is for the MCP server');

      const revocations = w.as.counters.revocations;
      assert.equal((await api('/v1/users/nora/connections/notes', undefined, 'DELETE')).body.status, 'revoked');
      assert.ok(w.as.counters.revocations > revocations);
      assert.equal((await w.as.introspect(token)).active, false);
      const again = await task('nora');
      assert.equal(again.status, 'waiting');
      assert.equal(again.waiting.service, 'notes');
    });

    it('without a client: discovers the authorization server, registers Baton, and keeps that client across a patch and a refresh', async () => {
      assert.equal((await api('/v1/tools/notes', undefined, 'DELETE')).status, 200);
      const registrations = w.as.counters.registrations;
      const res = await api('/v1/tools', { name: 'notes', mcp: { url: open.url }, auth: { type: 'oauth2' } });
      assert.equal(res.status, 200, res.text);
      assert.equal(w.as.counters.registrations, registrations + 1);
      const auth = res.body.auth;
      dynamicClient = { id: auth.client_id, secret: await w.as.clientSecretOf(auth.client_id) };
      assert.ok(dynamicClient.id && dynamicClient.secret, 'a confidential client was registered');
      assert.deepEqual(auth, {
        type: 'oauth2', scopes, authorization_url: `${w.as.issuer}/auth`, token_url: `${w.as.issuer}/token`, revocation_url: `${w.as.issuer}/token/revocation`,
        client_id: dynamicClient.id, resource: open.url, token_endpoint_auth_method: 'client_secret_basic', registration: 'dynamic', configured: true,
      });
      assert.ok(open.requests.some((r) => r.rpc === 'tools/list' && r.headers.authorization === undefined), 'listed without a token');

      const patched = await api('/v1/tools/notes', { description: 'The team notebook' }, 'PATCH');
      assert.equal(patched.status, 200, patched.text);
      const refreshed = await api('/v1/tools/notes/refresh', {});
      assert.equal(refreshed.status, 200, refreshed.text);
      assert.deepEqual([patched.body.auth.client_id, refreshed.body.auth.client_id, refreshed.body.description], [dynamicClient.id, dynamicClient.id, 'The team notebook']);
      assert.equal(w.as.counters.registrations, registrations + 1, 'no second registration');
    });

    it('the registered client runs the consent flow: waiting, consent, resume, revoke', async () => {
      const waiting = await task('olga');
      assert.equal(waiting.status, 'waiting', JSON.stringify(waiting));
      const provider = await consent(waiting.waiting.auth_url);
      assert.deepEqual([provider.searchParams.get('client_id'), provider.searchParams.get('resource')], [dynamicClient.id, open.url]);
      const done = await waitForTask(w.baton.client, w.keys.live, waiting.id, ['complete', 'failed']);
      assert.equal(done.status, 'complete', JSON.stringify(done.error));
      assert.deepEqual(open.calls.at(-1), { tool: 'list_notes', args: { contains: undefined }, sub: TEST_USER });
      const revocations = w.as.counters.revocations;
      assert.equal((await api('/v1/users/olga/connections/notes', undefined, 'DELETE')).body.status, 'revoked');
      assert.ok(w.as.counters.revocations > revocations, 'revoked with the registered client');
      assert.equal((await task('olga')).status, 'waiting');
    });

    it('refuses a guarded server whose client gets no token of its own, and a server without OAuth metadata', async () => {
      const wrongSecret = await api('/v1/tools', { name: 'notes-two', mcp: { url: guarded.url }, auth: { ...staticAuth, client_secret: 'not-the-secret' } });
      assert.equal(wrongSecret.status, 422, wrongSecret.text);
      assert.equal(wrongSecret.body.error.code, 'tool_source_unreachable');
      assert.match(wrongSecret.body.error.message, /lists its tools only with a token/);
      const noMetadata = await api('/v1/tools', { name: 'notes-three', mcp: { url: bare.url }, auth: { type: 'oauth2' } });
      assert.equal(noMetadata.status, 422, noMetadata.text);
      assert.equal(noMetadata.body.error.code, 'tool_source_unreachable');
      assert.equal(noMetadata.body.error.param, '/auth');
      assert.equal((await api('/v1/tools/notes-two')).status, 404);
    });

    it('keeps both client secrets and every token out of responses, the log and the database', async () => {
      const tokens = [...guarded.requests, ...open.requests].map((r) => r.headers.authorization).filter((h): h is string => typeof h === 'string').map((h) => h.slice(7));
      const secrets = [w.as.client.clientSecret, dynamicClient.secret!, ...new Set(tokens)];
      assert.ok(tokens.length >= 4);
      const shown = [(await api('/v1/tools')).text, (await api('/v1/users/olga/connections')).text, w.baton.stderr(), await dumpDatabase(w.store)];
      for (const text of shown) for (const secret of secrets) assert.ok(!text.includes(secret), `a secret leaked: ${secret.slice(0, 6)}...`);
    });
  });
}
