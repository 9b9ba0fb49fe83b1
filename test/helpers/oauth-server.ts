// A real OAuth 2.0 authorization server (oidc-provider v9) on 127.0.0.1 over plain http, standing in
// for a third-party service (GitHub-like scopes) in tests. Plus `/api/me`, a protected resource.
//
// Configuration choices, and why:
// - No `openid` scope is needed: oidc-provider accepts plain OAuth 2.0 requests. Custom scopes such
//   as `repo` are not OIDC scopes, so they must belong to a resource server: resourceIndicators is
//   on, `defaultResource` points every request at RESOURCE (clients send no `resource` parameter,
//   like Baton) and `useGrantedResource` lets the token endpoint use it too. getResourceServerInfo
//   declares the scopes and asks for opaque access tokens with the configured TTL. Scopes the
//   resource server does not know are silently dropped, as real providers do.
// - issueRefreshToken is overridden: by default refresh tokens need `offline_access` + prompt=consent.
// - rotateRefreshToken: true. Reuse detection is built in: presenting a consumed refresh token
//   revokes the whole grant (so does replaying an authorization code).
// - pkce.required always; devInteractions off, replaced by the handler in handleInteraction.
// - Optional, for tool sources: more resource servers (an MCP server's URL, which clients name with
//   the `resource` parameter), open dynamic client registration (RFC 7591) and the client
//   credentials grant.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { errors } from 'oidc-provider';
import type { OAuthEndpoints } from '../../src/tools/types.ts';
import { followConsent } from './oauth-user-agent.ts';

export const TEST_USER = 'user-42';

export interface TestAuthServerOptions {
  /** The redirect URI the client uses; nothing needs to listen there. */
  redirectUri: string;
  /** More redirect URIs the static client may use, and where the scripted browser stops too. */
  extraRedirectUris?: string[];
  /** Resource servers besides `<issuer>/api` (the default when a client names none). */
  resources?: string[];
  /** Open dynamic client registration at the issuer's registration endpoint. */
  registration?: boolean;
  /** The client credentials grant, for the static client and registered ones. */
  clientCredentials?: boolean;
  /** Scopes the resource server knows; default `repo`, `read:user`, `gist`. */
  scopes?: string[];
  /** Access token lifetime in seconds; default 300. */
  accessTokenTtl?: number;
}

export interface TokenInfo {
  active: boolean;
  sub?: string;
  clientId?: string;
  scopes?: string[];
  /** The resource server the token is for (RFC 8707). */
  aud?: string;
}

export interface TestAuthServer {
  issuer: string;
  endpoints: OAuthEndpoints;
  client: { clientId: string; clientSecret: string };
  /** Requests the token endpoint received, per grant type (accepted or refused), revocations answered 200, clients registered. */
  counters: { tokenGrants: number; refreshGrants: number; clientCredentialsGrants: number; revocations: number; registrations: number };
  /** GET with `Authorization: Bearer <token>`: 200 `{sub, scope, client_id}` or 401 invalid_token. */
  apiUrl: string;
  /** Every bearer token apiUrl was sent, valid or not. */
  apiTokens: string[];
  /** Tokens apiUrl answers 401 although the provider still knows them (a resource server's own refusal). */
  apiRefuses: Set<string>;
  userAgent: { followConsent(authUrl: string, options?: { deny?: boolean }): Promise<string> };
  introspect(accessToken: string): Promise<TokenInfo>;
  /** The secret the provider holds for a client (one it registered dynamically, say). */
  clientSecretOf(clientId: string): Promise<string | undefined>;
  close(): Promise<void>;
}

function rsaJwk(): Record<string, unknown> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' };
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

function html(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
}

export async function startOAuthServer(options: TestAuthServerOptions): Promise<TestAuthServer> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const resource = `${issuer}/api`;
  const scopes = options.scopes ?? ['repo', 'read:user', 'gist'];
  const accessTokenTtl = options.accessTokenTtl ?? 300;
  const client = { clientId: 'baton-test-client', clientSecret: randomBytes(24).toString('base64url') };
  const apiTokens: string[] = [];
  const apiRefuses = new Set<string>();
  const counters = { tokenGrants: 0, refreshGrants: 0, clientCredentialsGrants: 0, revocations: 0, registrations: 0 };
  const redirectUris = [options.redirectUri, ...(options.extraRedirectUris ?? [])];
  const resources = new Set([resource, ...(options.resources ?? [])]);
  const grantTypes = ['authorization_code', 'refresh_token', ...(options.clientCredentials ? ['client_credentials'] : [])];

  const provider = new Provider(issuer, {
    clients: [{
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: redirectUris,
      grant_types: grantTypes,
      response_types: ['code'],
      // oidc-provider accepts client_secret_basic and client_secret_post alike for a secret client.
      token_endpoint_auth_method: 'client_secret_basic',
    }],
    jwks: { keys: [rsaJwk()] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    findAccount: async (_ctx: unknown, sub: string) => ({ accountId: sub, claims: async () => ({ sub }) }),
    pkce: { required: () => true },
    issueRefreshToken: async (_ctx: unknown, c: { grantTypeAllowed(t: string): boolean }) => c.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    expiresWithSession: async () => false,
    interactions: { url: async (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: accessTokenTtl, AuthorizationCode: 60, RefreshToken: 86_400, IdToken: 3600,
      Interaction: 600, Session: 3600, Grant: 86_400,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true, allowedPolicy: async (_ctx: unknown, c: { clientId: string }, t: { clientId: string }) => c.clientId === t.clientId },
      registration: { enabled: options.registration === true },
      clientCredentials: { enabled: options.clientCredentials === true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => resource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: unknown, indicator: string) => {
          if (!resources.has(indicator)) throw new errors.InvalidTarget();
          return { scope: scopes.join(' '), accessTokenFormat: 'opaque', accessTokenTTL: accessTokenTtl };
        },
      },
    },
  });

  provider.on('grant.success', (ctx) => count(ctx.oidc?.params?.grant_type));
  provider.on('grant.error', (ctx) => count(ctx.oidc?.params?.grant_type));
  function count(grantType: unknown): void {
    if (grantType === 'authorization_code') counters.tokenGrants += 1;
    if (grantType === 'refresh_token') counters.refreshGrants += 1;
    if (grantType === 'client_credentials') counters.clientCredentialsGrants += 1;
  }
  provider.on('registration_create.success', () => (counters.registrations += 1));
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.method === 'POST' && ctx.path === '/token/revocation' && ctx.status === 200) counters.revocations += 1;
  });

  async function introspect(accessToken: string): Promise<TokenInfo> {
    const token = (await provider.AccessToken.find(accessToken)) ?? (await provider.ClientCredentials.find(accessToken));
    if (!token || token.isExpired) return { active: false };
    const aud = Array.isArray(token.aud) ? token.aud[0] : token.aud;
    return { active: true, sub: token.accountId, clientId: token.clientId, scopes: token.scope?.split(' ') ?? [], ...(aud ? { aud } : {}) };
  }

  // Login, then consent: the form's `decision` field approves or denies (a scripted user fills it).
  async function handleInteraction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      return html(res, 200, `<form method="post" data-prompt="${details.prompt.name}">
        <button name="decision" value="approve">Approve</button><button name="decision" value="deny">Deny</button></form>`);
    }
    const decision = (await readForm(req)).get('decision');
    if (decision !== 'approve') {
      const denied = { error: 'access_denied', error_description: 'End-User denied the request' };
      return provider.interactionFinished(req, res, denied, { mergeWithLastSubmission: false });
    }
    if (details.prompt.name === 'login') {
      return provider.interactionFinished(req, res, { login: { accountId: TEST_USER } }, { mergeWithLastSubmission: false });
    }
    const grant = (details.grantId ? await provider.Grant.find(details.grantId) : undefined)
      ?? new provider.Grant({ accountId: details.session?.accountId ?? TEST_USER, clientId: details.params.client_id });
    const missing = details.prompt.details as {
      missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, granted] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, granted.join(' '));
    }
    const grantId = await grant.save();
    return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const bearer = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (bearer) apiTokens.push(bearer);
    const info = bearer && !apiRefuses.has(bearer) ? await introspect(bearer) : { active: false };
    if (!info.active) {
      res.writeHead(401, { 'www-authenticate': 'Bearer error="invalid_token"', 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ error: 'invalid_token' }));
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ sub: info.sub, scope: info.scopes?.join(' '), client_id: info.clientId }));
  }

  const oidc = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    const own = path.startsWith('/interaction/') ? handleInteraction : path === '/api/me' ? handleApi : undefined;
    if (!own) return oidc(req, res);
    own(req, res).catch((err: unknown) => {
      if (res.headersSent) res.destroy();
      else html(res, 500, `test server handler failed: ${String(err)}`);
    });
  });

  return {
    issuer,
    endpoints: { authorizeUrl: `${issuer}/auth`, tokenUrl: `${issuer}/token`, revokeUrl: `${issuer}/token/revocation` },
    client,
    counters,
    apiUrl: `${issuer}/api/me`,
    apiTokens,
    apiRefuses,
    userAgent: { followConsent: (authUrl, opts = {}) => followConsent(authUrl, redirectUris, opts.deny === true) },
    introspect,
    clientSecretOf: async (clientId) => (await provider.Client.find(clientId))?.clientSecret,
    close: () => new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((err) => (err ? reject(err) : resolve()));
    }),
  };
}
