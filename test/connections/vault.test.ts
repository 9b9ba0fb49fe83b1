// The token vault (C5, K7) in process, on both engines: refresh ahead of expiry and on demand,
// once at a time, keeping the old refresh token when none comes back; refusals become
// TokenRefreshRefused; sandbox tokens are never refreshed; a tampered ciphertext never opens.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { TokenRefreshRefused } from '../../src/engine/connections.ts';
import { grantConnection } from '../../src/services/connections/grant-connection.ts';
import { findConnection, type ConnectionKey } from '../../src/services/connections/find-connection.ts';
import { openToken } from '../../src/services/connections/token-seal.ts';
import { ToolError } from '../../src/tools/tool-error.ts';
import { startOAuthServer, type TestAuthServer } from '../helpers/oauth-server.ts';
import { storageFor, storeKinds } from '../helpers/stores.ts';
import { connectLive, expireSoon, gatewayFor, openHarness, providersFor, redirectUri, type Harness } from './vault-harness.ts';

/** A token endpoint that answers as scripted and records the refresh tokens presented to it. */
async function scriptedTokenEndpoint() {
  const seen: string[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const server = http.createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    seen.push(new URLSearchParams(text).get('refresh_token') ?? '');
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    seen,
    endpoints: { authorizeUrl: `${url}/authorize`, tokenUrl: `${url}/token` },
    answer: (status: number, body: unknown) => void (answer = { status, body }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function apiStatus(as: TestAuthServer, token: string): Promise<number> {
  return (await fetch(as.apiUrl, { headers: { authorization: `Bearer ${token}` } })).status;
}

for (const kind of storeKinds) {
  describe(`token vault (${kind})`, () => {
    let as: TestAuthServer;
    let h: Harness;
    let drop: () => Promise<void>;
    let endpoint: Awaited<ReturnType<typeof scriptedTokenEndpoint>>;
    before(async () => {
      as = await startOAuthServer({ redirectUri, accessTokenTtl: 300 });
      const storage = await storageFor(kind);
      drop = storage.drop;
      h = await openHarness(storage.databaseUrl);
      endpoint = await scriptedTokenEndpoint();
    });
    after(async () => {
      await h.close();
      await Promise.all([as.close(), endpoint.close(), drop()]);
    });

    it('uses the stored token while it is fresh, refreshes ahead of expiry once for 50 concurrent callers', async () => {
      const providers = providersFor(as.endpoints, as.client);
      const gateway = gatewayFor(h, providers);
      const key = await connectLive(h, as, providers, 'many');
      const first = await gateway.accessToken(key);
      assert.equal(await gateway.accessToken(key), first, 'more than 60 s left: no refresh');
      await expireSoon(h, key, 30_000);
      const refreshes = as.counters.refreshGrants;
      const tokens = await Promise.all(Array.from({ length: 50 }, () => gateway.accessToken(key)));
      assert.equal(as.counters.refreshGrants, refreshes + 1, 'exactly one refresh grant');
      assert.equal(new Set(tokens).size, 1);
      assert.notEqual(tokens[0], first);
      assert.equal(await apiStatus(as, tokens[0]), 200);
      // Rotation + reuse detection would have revoked the grant after a second use of the old refresh token.
      const forced = await gateway.accessToken(key, { forceRefresh: true });
      assert.equal(await gateway.accessToken(key, { forceRefresh: true }), forced, 'a forced refresh right after another one reuses it');
      assert.equal(as.counters.refreshGrants, refreshes + 1, 'the first forced refresh is the same 401 seen twice: the fresh token is used');
    });

    it('forceRefresh gets a new token; a refused refresh (grant revoked) is TokenRefreshRefused', async () => {
      const providers = providersFor(as.endpoints, as.client);
      const gateway = gatewayFor(h, providers);
      const key = await connectLive(h, as, providers, 'forced');
      const row = (await findConnection(h.ctx.db, key))!;
      await h.ctx.db.updateTable('connections').set({ updated_at: '2000-01-01T00:00:00.000Z' }).where('user_id', '=', 'forced').execute();
      const refreshes = as.counters.refreshGrants;
      const fresh = await gateway.accessToken(key, { forceRefresh: true });
      assert.equal(as.counters.refreshGrants, refreshes + 1);
      assert.notEqual(fresh, openToken(h.ctx.keyRing, key, 'access', row.access_token_sealed!));
      assert.equal(await apiStatus(as, fresh), 200);
      // Replaying the consumed refresh token makes the provider revoke the whole grant (reuse detection).
      await fetch(as.endpoints.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${as.client.clientId}:${as.client.clientSecret}`).toString('base64')}` },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: openToken(h.ctx.keyRing, key, 'refresh', row.refresh_token_sealed!) }),
      });
      await h.ctx.db.updateTable('connections').set({ updated_at: '2000-01-01T00:00:00.000Z' }).where('user_id', '=', 'forced').execute();
      await assert.rejects(gateway.accessToken(key, { forceRefresh: true }), TokenRefreshRefused);
    });

    it('keeps the old refresh token when the response brings none; answers provider trouble sensibly', async () => {
      const key: ConnectionKey = { accountId: h.accountId, environment: 'live', userId: 'keeper', service: 'github' };
      const soon = new Date(Date.now() + 20_000);
      await grantConnection(h.ctx, key, { scopes: ['repo'], accessToken: 'at-old', refreshToken: 'rt-original', expiresAt: soon });
      const gateway = gatewayFor(h, providersFor(endpoint.endpoints, { clientId: 'c', clientSecret: 's' }));
      endpoint.answer(503, { error: 'temporarily_unavailable' });
      assert.equal(await gateway.accessToken(key), 'at-old', 'ahead of expiry, a provider outage keeps the still-valid token');
      await h.ctx.db.updateTable('connections').set({ updated_at: '2000-01-01T00:00:00.000Z' }).where('user_id', '=', 'keeper').execute();
      await assert.rejects(gateway.accessToken(key, { forceRefresh: true }), (e: unknown) => e instanceof ToolError && e.kind === 'service_unavailable');
      endpoint.answer(200, { access_token: 'at-new', token_type: 'Bearer', expires_in: 3600 });
      assert.equal(await gateway.accessToken(key), 'at-new');
      const row = (await findConnection(h.ctx.db, key))!;
      assert.equal(openToken(h.ctx.keyRing, key, 'refresh', row.refresh_token_sealed!), 'rt-original');
      assert.deepEqual(endpoint.seen.slice(-1), ['rt-original']);
      endpoint.answer(400, { error: 'invalid_grant' });
      await h.ctx.db.updateTable('connections').set({ updated_at: '2000-01-01T00:00:00.000Z' }).where('user_id', '=', 'keeper').execute();
      await assert.rejects(gateway.accessToken(key, { forceRefresh: true }), TokenRefreshRefused);
      await gateway.markExpired(key);
      await assert.rejects(gateway.accessToken(key), TokenRefreshRefused, 'an expired connection gives no token');
    });

    it('never refreshes sandbox (test-environment) tokens', async () => {
      const key: ConnectionKey = { accountId: h.accountId, environment: 'test', userId: 'sandboxed', service: 'github' };
      await grantConnection(h.ctx, key, { scopes: ['repo'], accessToken: 'sbx_at_1', refreshToken: 'sbx_rt_1', expiresAt: new Date(Date.now() - 1000) });
      const gateway = gatewayFor(h, providersFor(endpoint.endpoints, { clientId: 'c', clientSecret: 's' }));
      const calls = endpoint.seen.length;
      assert.equal(await gateway.accessToken(key, { forceRefresh: true }), 'sbx_at_1');
      assert.equal(endpoint.seen.length, calls);
    });

    it('refuses a tampered ciphertext as invalid credentials, never as a token', async () => {
      const key: ConnectionKey = { accountId: h.accountId, environment: 'live', userId: 'tampered', service: 'github' };
      await grantConnection(h.ctx, key, { scopes: ['repo'], accessToken: 'at-secret-value', refreshToken: 'rt-secret-value' });
      const sealed = (await findConnection(h.ctx.db, key))!.access_token_sealed!;
      const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1);
      await h.ctx.db.updateTable('connections').set({ access_token_sealed: flipped }).where('user_id', '=', 'tampered').execute();
      const gateway = gatewayFor(h, providersFor(endpoint.endpoints, { clientId: 'c', clientSecret: 's' }));
      await assert.rejects(gateway.accessToken(key), (e: unknown) => {
        assert.ok(e instanceof ToolError && e.kind === 'invalid_credentials');
        assert.match(e.message, /cannot be opened \(altered at rest\)/);
        assert.ok(!e.message.includes('secret-value'));
        return true;
      });
    });
  });
}
