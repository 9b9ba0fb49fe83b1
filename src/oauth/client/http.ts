// Turns Baton's provider configuration into the objects oauth4webapi works with. Providers are plain
// OAuth 2.0 servers configured by endpoint, so there is no discovery: the metadata is built here.
import * as oauth from 'oauth4webapi';
import type { OAuthEndpoints } from '../../tools/types.ts';
import { OAuthFlowError } from './errors.ts';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Transport options shared by every call that talks to a provider. */
export interface OAuthHttpOptions {
  /** Replaces global fetch (tests, egress guard, tracing). */
  fetch?: FetchLike;
  /** Clock used to turn `expires_in` into `expiresAt`. */
  now?: () => Date;
  /** Allows plain-http endpoints. Only for loopback test servers: providers are HTTPS (T1). */
  allowInsecureRequests?: boolean;
  /** Per-request timeout; default 15 seconds. */
  timeoutMs?: number;
}

export interface OAuthClientCredentials {
  clientId: string;
  /** Absent for a public client (`clientAuth: 'none'`). */
  clientSecret?: string;
}

function parseUrl(value: string | undefined, what: string): URL {
  try {
    return new URL(value ?? '');
  } catch (cause) {
    throw new OAuthFlowError('invalid_config', `${what} is not a valid URL`, { cause });
  }
}

/**
 * The issuer is taken to be the origin of the authorize URL: oauth4webapi compares it with an `iss`
 * callback parameter (RFC 9207, mix-up defence) when the provider sends one.
 */
export function authorizationServer(endpoints: OAuthEndpoints): oauth.AuthorizationServer {
  const authorize = parseUrl(endpoints.authorizeUrl, 'authorizeUrl');
  return {
    issuer: authorize.origin,
    authorization_endpoint: authorize.href,
    token_endpoint: parseUrl(endpoints.tokenUrl, 'tokenUrl').href,
    revocation_endpoint: endpoints.revokeUrl ? parseUrl(endpoints.revokeUrl, 'revokeUrl').href : undefined,
  };
}

export function oauthClient(clientId: string): oauth.Client {
  return { client_id: clientId };
}

export function clientAuthentication(endpoints: OAuthEndpoints, client: OAuthClientCredentials): oauth.ClientAuth {
  if (endpoints.clientAuth === 'none') return oauth.None();
  if (client.clientSecret === undefined) throw new OAuthFlowError('invalid_config', 'the client has no secret to authenticate with');
  return endpoints.clientAuth === 'post'
    ? oauth.ClientSecretPost(client.clientSecret)
    : oauth.ClientSecretBasic(client.clientSecret);
}

/** Parameters every token request carries besides the grant's own: the RFC 8707 resource, when there is one. */
export function tokenParameters(endpoints: OAuthEndpoints): Record<string, string> | undefined {
  return endpoints.resource ? { resource: endpoints.resource } : undefined;
}

/**
 * Request options for oauth4webapi. Fetch is wrapped so that a network failure or timeout becomes
 * provider_unavailable here, where it cannot be confused with oauth4webapi's own TypeErrors.
 */
export function requestOptions<Method = 'POST', Body = URLSearchParams>(http: OAuthHttpOptions): oauth.HttpRequestOptions<Method, Body> {
  const base: FetchLike = http.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const timeoutMs = http.timeoutMs ?? 15_000;
  return {
    signal: () => AbortSignal.timeout(timeoutMs),
    [oauth.allowInsecureRequests]: http.allowInsecureRequests === true,
    [oauth.customFetch]: async (url, init) => {
      try {
        return await base(url, init as RequestInit);
      } catch (cause) {
        throw new OAuthFlowError('provider_unavailable', `could not reach ${new URL(url).host}`, { cause });
      }
    },
  };
}

export function clock(http: OAuthHttpOptions): Date {
  return http.now ? http.now() : new Date();
}
