// Provider behaviour oidc-provider never shows (it always rotates, always answers well-formed JSON):
// a scripted token endpoint on loopback stands in for GitHub, Slack and broken providers.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import {
  buildAuthorizationRequest,
  completeAuthorization,
  OAuthFlowError,
  refreshAccessToken,
  revokeToken,
} from '../../src/oauth/client/index.ts';
import type { OAuthTokens } from '../../src/oauth/client/index.ts';
import type { OAuthEndpoints } from '../../src/tools/types.ts';

type Reply = { status?: number; body: unknown; contentType?: string } | 'hang';

let server: Server;
let base: string;
let reply: Reply;
let requests: { path: string; form: URLSearchParams }[] = [];

before(async () => {
  server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    requests.push({ path: req.url ?? '', form: new URLSearchParams(raw) });
    if (reply === 'hang') return;
    const json = reply.contentType === undefined;
    res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'application/json' });
    res.end(json ? JSON.stringify(reply.body) : String(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  requests = [];
});

const client = { clientId: 'cid', clientSecret: 'secret' };
const endpoints = (): OAuthEndpoints => ({
  authorizeUrl: `${base}/authorize`, tokenUrl: `${base}/token`, revokeUrl: `${base}/revoke`, clientAuth: 'post',
});
const now = new Date('2030-01-01T00:00:00Z');

function refresh(extra: { tokenUrl?: string; timeoutMs?: number } = {}): Promise<OAuthTokens> {
  const e = { ...endpoints(), ...(extra.tokenUrl ? { tokenUrl: extra.tokenUrl } : {}) };
  return refreshAccessToken({
    endpoints: e, client, refreshToken: 'rt-old', grantedScopes: ['repo'],
    allowInsecureRequests: true, now: () => now, timeoutMs: extra.timeoutMs,
  });
}

async function failsWith(promise: Promise<unknown>, code: string, oauthError?: string): Promise<OAuthFlowError> {
  const err = await promise.then(() => assert.fail(`expected ${code}`), (e: unknown) => e);
  assert.ok(err instanceof OAuthFlowError, String(err));
  assert.equal(err.code, code, err.message);
  if (oauthError !== undefined) assert.equal(err.oauthError, oauthError);
  return err;
}

describe('refresh quirks', () => {
  it('keeps the old refresh token when the response carries none (C5)', async () => {
    reply = { body: { access_token: 'at-new', token_type: 'Bearer', expires_in: '3600', scope: 'repo,gist' } };
    const tokens = await refresh();
    assert.deepEqual(tokens, {
      accessToken: 'at-new', refreshToken: 'rt-old', tokenType: 'bearer',
      scopes: ['repo', 'gist'], expiresAt: new Date('2030-01-01T01:00:00Z'),
    });
    assert.equal(requests.length, 1);
    assert.equal(requests[0].path, '/token');
    assert.equal(requests[0].form.get('grant_type'), 'refresh_token');
    assert.equal(requests[0].form.get('refresh_token'), 'rt-old');
    assert.equal(requests[0].form.get('client_secret'), 'secret');
  });

  it('takes a rotated refresh token, keeps granted scopes when none are returned, and allows no expiry', async () => {
    reply = { body: { access_token: 'at-2', token_type: 'bearer', refresh_token: 'rt-new' } };
    const tokens = await refresh();
    assert.equal(tokens.refreshToken, 'rt-new');
    assert.deepEqual(tokens.scopes, ['repo']);
    assert.equal(tokens.expiresAt, undefined);
  });

  it("accepts Slack's bot token type", async () => {
    reply = { body: { ok: true, access_token: 'xoxb-1', token_type: 'bot', scope: 'chat:write,channels:read' } };
    const tokens = await refresh();
    assert.equal(tokens.tokenType, 'bot');
    assert.deepEqual(tokens.scopes, ['chat:write', 'channels:read']);
  });

  const cases: { name: string; reply: Reply; code: string; oauthError?: string }[] = [
    { name: 'invalid_grant', reply: { status: 400, body: { error: 'invalid_grant' } }, code: 'refresh_refused', oauthError: 'invalid_grant' },
    { name: 'GitHub 200 bad_refresh_token', reply: { body: { error: 'bad_refresh_token', error_description: 'The refresh token passed is incorrect or expired.' } }, code: 'refresh_refused', oauthError: 'bad_refresh_token' },
    { name: 'Slack ok:false', reply: { body: { ok: false, error: 'invalid_refresh_token' } }, code: 'refresh_refused', oauthError: 'invalid_refresh_token' },
    { name: 'invalid_client', reply: { status: 401, body: { error: 'invalid_client' } }, code: 'refresh_failed', oauthError: 'invalid_client' },
    { name: '503 HTML', reply: { status: 503, body: '<h1>down</h1>', contentType: 'text/html' }, code: 'provider_unavailable' },
    { name: '429', reply: { status: 429, body: { error: 'slow_down' } }, code: 'provider_unavailable' },
    { name: 'temporarily_unavailable', reply: { status: 400, body: { error: 'temporarily_unavailable' } }, code: 'provider_unavailable' },
    { name: 'unknown token type', reply: { body: { access_token: 'a', token_type: 'mac' } }, code: 'refresh_failed' },
    { name: 'missing token_type', reply: { body: { access_token: 'a' } }, code: 'refresh_failed' },
    { name: 'HTML 200', reply: { body: '<html>login</html>', contentType: 'text/html' }, code: 'refresh_failed' },
  ];
  for (const c of cases) {
    it(`maps ${c.name} to ${c.code}`, async () => {
      reply = c.reply;
      const err = await failsWith(refresh(), c.code, c.oauthError);
      assert.equal(err.retryable, c.code === 'provider_unavailable');
    });
  }

  it('maps a refused connection and a timeout to provider_unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await failsWith(refresh({ tokenUrl: `http://127.0.0.1:${port}/token` }), 'provider_unavailable');
    reply = 'hang';
    await failsWith(refresh({ timeoutMs: 100 }), 'provider_unavailable');
  });
});

describe('code exchange and revocation quirks', () => {
  it('maps GitHub 200 bad_verification_code to token_exchange_failed', async () => {
    reply = { body: { error: 'bad_verification_code' } };
    const redirectUri = 'https://baton.example/oauth/callback';
    const req = await buildAuthorizationRequest({ endpoints: endpoints(), clientId: 'cid', redirectUri, scopes: ['repo'] });
    await failsWith(completeAuthorization({
      endpoints: endpoints(), client, redirectUri, callbackUrl: `${redirectUri}?code=abc&state=${req.state}`,
      expectedState: req.state, codeVerifier: req.codeVerifier, allowInsecureRequests: true,
    }), 'token_exchange_failed', 'bad_verification_code');
    assert.equal(requests[0].form.get('code'), 'abc');
    assert.equal(requests[0].form.get('redirect_uri'), redirectUri);
  });

  it('maps revocation failures', async () => {
    reply = { status: 400, body: { error: 'unsupported_token_type' } };
    const input = { endpoints: endpoints(), client, token: 't', allowInsecureRequests: true };
    await failsWith(revokeToken(input), 'revocation_failed', 'unsupported_token_type');
    reply = { status: 502, body: 'bad gateway', contentType: 'text/plain' };
    await failsWith(revokeToken(input), 'provider_unavailable');
    reply = { body: '' , contentType: 'text/plain' };
    assert.equal(await revokeToken(input), true);
    assert.equal(requests.at(-1)?.form.get('token'), 't');
  });
});
