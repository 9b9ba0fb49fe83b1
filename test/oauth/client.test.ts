// The OAuth client core against a real authorization server (oidc-provider) on loopback.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  buildAuthorizationRequest,
  completeAuthorization,
  OAuthFlowError,
  refreshAccessToken,
  revokeToken,
} from '../../src/oauth/client/index.ts';
import type { AuthorizationRequest, CompleteAuthorizationInput, OAuthTokens } from '../../src/oauth/client/index.ts';
import { startOAuthServer, TEST_USER } from '../helpers/oauth-server.ts';
import type { TestAuthServer } from '../helpers/oauth-server.ts';

// Nothing listens here: the scripted user agent stops at the redirect and hands back its URL.
const REDIRECT = 'http://127.0.0.1:9/oauth/callback';
const insecure = { allowInsecureRequests: true };

let as: TestAuthServer;
before(async () => {
  as = await startOAuthServer({ redirectUri: REDIRECT, accessTokenTtl: 120 });
});
after(() => as.close());

async function authorize(scopes = ['repo', 'read:user'], deny = false) {
  const req = await buildAuthorizationRequest({ endpoints: as.endpoints, clientId: as.client.clientId, redirectUri: REDIRECT, scopes });
  return { req, callbackUrl: await as.userAgent.followConsent(req.url, { deny }) };
}

function complete(req: AuthorizationRequest, callbackUrl: string, extra: Partial<CompleteAuthorizationInput> = {}) {
  return completeAuthorization({
    endpoints: as.endpoints, client: as.client, redirectUri: REDIRECT, callbackUrl,
    expectedState: req.state, codeVerifier: req.codeVerifier, ...insecure, ...extra,
  });
}

async function connect(): Promise<OAuthTokens> {
  const { req, callbackUrl } = await authorize();
  return complete(req, callbackUrl);
}

async function api(token: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(as.apiUrl, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.json() as Record<string, unknown> };
}

async function rejectsWith(promise: Promise<unknown>, code: string, oauthError?: string): Promise<void> {
  await assert.rejects(promise, (err: unknown) => {
    assert.ok(err instanceof OAuthFlowError, `expected OAuthFlowError, got ${String(err)}`);
    assert.equal(err.code, code, err.message);
    if (oauthError) assert.equal(err.oauthError, oauthError);
    return true;
  });
}

function withParam(url: string, name: string, value: string | null): string {
  const u = new URL(url);
  if (value === null) u.searchParams.delete(name);
  else u.searchParams.set(name, value);
  return u.href;
}

describe('authorization request', () => {
  it('carries PKCE S256, a fresh state and the protocol parameters', async () => {
    const endpoints = { ...as.endpoints, scopeSeparator: ',', extraAuthParams: { access_type: 'offline', state: 'forged' } };
    const a = await buildAuthorizationRequest({ endpoints, clientId: 'c1', redirectUri: REDIRECT, scopes: ['repo', 'gist'] });
    const b = await buildAuthorizationRequest({ endpoints, clientId: 'c1', redirectUri: REDIRECT, scopes: ['repo'] });
    const q = new URL(a.url).searchParams;
    assert.equal(q.get('response_type'), 'code');
    assert.equal(q.get('client_id'), 'c1');
    assert.equal(q.get('redirect_uri'), REDIRECT);
    assert.equal(q.get('scope'), 'repo,gist');
    assert.equal(q.get('access_type'), 'offline');
    assert.equal(q.get('state'), a.state, 'extra params cannot override state');
    assert.equal(q.get('code_challenge_method'), 'S256');
    assert.equal(q.get('code_challenge'), createHash('sha256').update(a.codeVerifier).digest('base64url'));
    assert.notEqual(a.state, b.state);
    assert.notEqual(a.codeVerifier, b.codeVerifier);
    assert.ok(a.state.length >= 32);
  });
});

describe('authorization code flow', () => {
  it('consents, exchanges the code and gets a token the API accepts', async () => {
    const grantsBefore = as.counters.tokenGrants;
    const { req, callbackUrl } = await authorize(['repo', 'read:user', 'admin:org']);
    const now = new Date('2030-01-01T00:00:00Z');
    const tokens = await complete(req, callbackUrl, { now: () => now });
    assert.equal(as.counters.tokenGrants, grantsBefore + 1);
    assert.equal(tokens.tokenType, 'bearer');
    // admin:org is unknown to the provider: it is dropped, and the client reports what was granted.
    assert.deepEqual([...tokens.scopes].sort(), ['read:user', 'repo']);
    assert.ok(tokens.refreshToken);
    assert.equal(tokens.expiresAt?.toISOString(), '2030-01-01T00:02:00.000Z');
    const me = await api(tokens.accessToken);
    assert.equal(me.status, 200);
    assert.equal(me.body.sub, TEST_USER);
    assert.equal(me.body.client_id, as.client.clientId);
    assert.equal((await api('not-a-token')).status, 401);
  });

  it('refuses a tampered state before any code exchange', async () => {
    const { req, callbackUrl } = await authorize();
    const grantsBefore = as.counters.tokenGrants;
    await rejectsWith(complete(req, withParam(callbackUrl, 'state', 'attacker-state')), 'state_mismatch');
    await rejectsWith(complete(req, withParam(callbackUrl, 'state', null)), 'state_mismatch');
    assert.equal(as.counters.tokenGrants, grantsBefore, 'no token request was sent');
    // The code was never spent: the genuine callback still completes.
    assert.ok((await complete(req, callbackUrl)).accessToken);
  });

  it('reports denied consent as consent_denied', async () => {
    const grantsBefore = as.counters.tokenGrants;
    const { req, callbackUrl } = await authorize(['repo'], true);
    assert.equal(new URL(callbackUrl).searchParams.get('error'), 'access_denied');
    await rejectsWith(complete(req, callbackUrl), 'consent_denied', 'access_denied');
    assert.equal(as.counters.tokenGrants, grantsBefore);
  });

  it('refuses a callback without a code or from another issuer', async () => {
    const { req, callbackUrl } = await authorize();
    await rejectsWith(complete(req, withParam(callbackUrl, 'code', null)), 'invalid_callback');
    await rejectsWith(complete(req, withParam(callbackUrl, 'iss', 'https://evil.example')), 'invalid_callback');
    await rejectsWith(complete(req, `${callbackUrl}&code=second`), 'invalid_callback');
  });

  it('fails a replayed callback, and the provider revokes what the code gave', async () => {
    const { req, callbackUrl } = await authorize();
    const first = await complete(req, callbackUrl);
    await rejectsWith(complete(req, callbackUrl), 'token_exchange_failed', 'invalid_grant');
    assert.equal((await api(first.accessToken)).status, 401);
  });

  it('fails the exchange with a wrong PKCE verifier', async () => {
    const { req, callbackUrl } = await authorize();
    await rejectsWith(complete(req, callbackUrl, { codeVerifier: 'x'.repeat(43) }), 'token_exchange_failed', 'invalid_grant');
  });

  it('refuses plain-http endpoints unless allowed', async () => {
    const { req, callbackUrl } = await authorize();
    await rejectsWith(completeAuthorization({
      endpoints: as.endpoints, client: as.client, redirectUri: REDIRECT, callbackUrl,
      expectedState: req.state, codeVerifier: req.codeVerifier,
    }), 'invalid_config');
  });
});

describe('refresh', () => {
  it('rotates, and a reused refresh token is refused and kills the grant', async () => {
    const first = await connect();
    const before = as.counters.refreshGrants;
    const second = await refreshAccessToken({ endpoints: as.endpoints, client: as.client, refreshToken: first.refreshToken!, ...insecure });
    assert.equal(as.counters.refreshGrants, before + 1, 'exactly one refresh');
    assert.notEqual(second.accessToken, first.accessToken);
    assert.ok(second.refreshToken);
    assert.notEqual(second.refreshToken, first.refreshToken, 'rotation gives a new refresh token');
    assert.deepEqual([...second.scopes].sort(), ['read:user', 'repo']);
    assert.equal((await api(second.accessToken)).status, 200);

    await rejectsWith(
      refreshAccessToken({ endpoints: as.endpoints, client: as.client, refreshToken: first.refreshToken!, ...insecure }),
      'refresh_refused', 'invalid_grant',
    );
    assert.equal((await api(second.accessToken)).status, 401, 'reuse detection revoked the grant');
    await rejectsWith(
      refreshAccessToken({ endpoints: as.endpoints, client: as.client, refreshToken: second.refreshToken!, ...insecure }),
      'refresh_refused',
    );
  });

  it('fails with invalid_client on a wrong client secret, which is not a refusal', async () => {
    const tokens = await connect();
    const client = { ...as.client, clientSecret: 'wrong' };
    await rejectsWith(
      refreshAccessToken({ endpoints: as.endpoints, client, refreshToken: tokens.refreshToken!, ...insecure }),
      'refresh_failed', 'invalid_client',
    );
  });
});

describe('revocation', () => {
  it('revokes an access token at the provider', async () => {
    const tokens = await connect();
    const before = as.counters.revocations;
    assert.equal(await revokeToken({ endpoints: as.endpoints, client: as.client, token: tokens.accessToken, ...insecure }), true);
    assert.equal(as.counters.revocations, before + 1);
    assert.equal((await api(tokens.accessToken)).status, 401);
    assert.deepEqual(await as.introspect(tokens.accessToken), { active: false });
  });

  it('revoking the refresh token ends the grant', async () => {
    const tokens = await connect();
    await revokeToken({ endpoints: as.endpoints, client: as.client, token: tokens.refreshToken!, tokenTypeHint: 'refresh_token', ...insecure });
    await rejectsWith(
      refreshAccessToken({ endpoints: as.endpoints, client: as.client, refreshToken: tokens.refreshToken!, ...insecure }),
      'refresh_refused',
    );
    assert.equal((await api(tokens.accessToken)).status, 401);
  });

  it('is a no-op for a provider without a revocation endpoint', async () => {
    const endpoints = { ...as.endpoints, revokeUrl: undefined };
    const fetch = async (): Promise<Response> => assert.fail('no request expected');
    assert.equal(await revokeToken({ endpoints, client: as.client, token: 't', fetch, ...insecure }), false);
  });
});

describe('client authentication', () => {
  it('sends the secret in the form body for post and in the Authorization header for basic', async () => {
    for (const clientAuth of ['post', 'basic'] as const) {
      const endpoints = { ...as.endpoints, clientAuth };
      const seen: { authorization: string | undefined; body: URLSearchParams }[] = [];
      const fetch = async (url: string, init: RequestInit): Promise<Response> => {
        const headers = new Headers(init.headers);
        seen.push({ authorization: headers.get('authorization') ?? undefined, body: new URLSearchParams(String(init.body)) });
        return globalThis.fetch(url, init);
      };
      const { req, callbackUrl } = await authorize(['repo']);
      const tokens = await complete(req, callbackUrl, { endpoints, fetch });
      assert.deepEqual(tokens.scopes, ['repo']);
      assert.equal(seen.length, 1);
      const [{ authorization, body }] = seen;
      assert.equal(body.get('grant_type'), 'authorization_code');
      assert.equal(body.get('code_verifier'), req.codeVerifier);
      if (clientAuth === 'post') {
        assert.equal(authorization, undefined);
        assert.equal(body.get('client_secret'), as.client.clientSecret);
      } else {
        // RFC 6749 2.3.1: both parts are form-urlencoded before base64 (oauth4webapi even encodes `-` and `_`).
        const [scheme, encoded] = (authorization ?? '').split(' ');
        assert.equal(scheme, 'Basic');
        const [id, secret] = Buffer.from(encoded, 'base64').toString().split(':').map(decodeURIComponent);
        assert.deepEqual({ id, secret }, { id: as.client.clientId, secret: as.client.clientSecret });
        assert.equal(body.get('client_secret'), null);
      }
    }
  });
});
