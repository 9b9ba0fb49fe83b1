// Authorization code flow with PKCE (C2): build the provider URL, then check the callback and
// exchange its code. Storage-free: the caller keeps `state` and `codeVerifier` between the two.
import { timingSafeEqual } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import type { OAuthEndpoints } from '../../tools/types.ts';
import { OAuthFlowError, toFlowError } from './errors.ts';
import type { OAuthClientCredentials, OAuthHttpOptions } from './http.ts';
import { authorizationServer, clientAuthentication, clock, oauthClient, requestOptions, tokenParameters } from './http.ts';
import type { OAuthTokens } from './tokens.ts';
import { joinScopes, RECOGNIZED_TOKEN_TYPES, toTokens } from './tokens.ts';

export interface AuthorizationRequestInput {
  endpoints: OAuthEndpoints;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  /** Overrides `endpoints.scopeSeparator` (default a space). */
  scopeSeparator?: string;
  /** Per-request parameters, e.g. login_hint or include_granted_scopes for incremental consent. */
  extraParams?: Record<string, string>;
}

export interface AuthorizationRequest {
  url: string;
  /** Store both until the callback arrives (valid until the consent timeout, K6). */
  state: string;
  codeVerifier: string;
}

export async function buildAuthorizationRequest(input: AuthorizationRequestInput): Promise<AuthorizationRequest> {
  const as = authorizationServer(input.endpoints);
  const state = oauth.generateRandomState();
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const url = new URL(as.authorization_endpoint as string);
  // Provider and caller extras first, so they can never override the protocol parameters below.
  for (const extra of [input.endpoints.extraAuthParams, input.extraParams]) {
    for (const [name, value] of Object.entries(extra ?? {})) url.searchParams.set(name, value);
  }
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  if (input.scopes.length > 0) {
    url.searchParams.set('scope', joinScopes(input.scopes, input.endpoints, input.scopeSeparator));
  }
  if (input.endpoints.resource) url.searchParams.set('resource', input.endpoints.resource);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return { url: url.href, state, codeVerifier };
}

export interface CompleteAuthorizationInput extends OAuthHttpOptions {
  endpoints: OAuthEndpoints;
  client: OAuthClientCredentials;
  /** The same redirect_uri as in the authorization request (the token endpoint compares them). */
  redirectUri: string;
  /** The full URL the browser hit, query string included. */
  callbackUrl: string | URL;
  expectedState: string;
  codeVerifier: string;
  /** Reported as granted when the token response has no `scope` (RFC 6749 5.1). */
  requestedScopes?: string[];
}

function sameState(actual: string | null, expected: string): boolean {
  if (actual === null || expected === '') return false;
  const a = Buffer.from(actual);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checks the callback; throws before any network call when it cannot be trusted or holds no code. */
function validateCallback(as: oauth.AuthorizationServer, client: oauth.Client, input: CompleteAuthorizationInput): URLSearchParams {
  let callback: URL;
  try {
    callback = new URL(input.callbackUrl);
  } catch (cause) {
    throw new OAuthFlowError('invalid_callback', 'callback URL is not a valid URL', { cause });
  }
  // Our own check first: a mismatched state means the response may be forged, whatever else it says.
  if (!sameState(callback.searchParams.get('state'), input.expectedState)) {
    throw new OAuthFlowError('state_mismatch', 'callback state does not match the pending authorization');
  }
  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(as, client, callback.searchParams, input.expectedState);
  } catch (err) {
    if (err instanceof oauth.AuthorizationResponseError) {
      const extra = { oauthError: err.error, cause: err };
      if (err.error === 'access_denied') throw new OAuthFlowError('consent_denied', 'the user denied consent', extra);
      throw new OAuthFlowError('authorization_error', `provider refused the authorization request (${err.error})`, extra);
    }
    // Duplicated parameters, an `iss` of another issuer, implicit-flow leftovers.
    throw new OAuthFlowError('invalid_callback', err instanceof Error ? err.message : String(err), { cause: err });
  }
  const codes = params.getAll('code');
  if (codes.length !== 1 || !codes[0]) {
    throw new OAuthFlowError('invalid_callback', 'callback must carry exactly one authorization code');
  }
  return params;
}

export async function completeAuthorization(input: CompleteAuthorizationInput): Promise<OAuthTokens> {
  const as = authorizationServer(input.endpoints);
  const client = oauthClient(input.client.clientId);
  const params = validateCallback(as, client, input);
  const requestedAt = clock(input);
  try {
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      clientAuthentication(input.endpoints, input.client),
      params,
      input.redirectUri,
      input.codeVerifier,
      { ...requestOptions(input), additionalParameters: tokenParameters(input.endpoints) },
    );
    const result = await oauth.processAuthorizationCodeResponse(as, client, response, {
      recognizedTokenTypes: RECOGNIZED_TOKEN_TYPES,
    });
    return toTokens(result, requestedAt, { scopes: input.requestedScopes });
  } catch (err) {
    throw toFlowError(err, 'token_exchange_failed');
  }
}
