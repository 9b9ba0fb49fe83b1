// Access token refresh. Single-flight across nodes (C5) is the caller's job: with rotating
// providers two concurrent refreshes of one token look like reuse and revoke the whole grant.
import * as oauth from 'oauth4webapi';
import type { OAuthEndpoints } from '../../tools/types.ts';
import { toFlowError } from './errors.ts';
import type { OAuthClientCredentials, OAuthHttpOptions } from './http.ts';
import { authorizationServer, clientAuthentication, clock, oauthClient, requestOptions, tokenParameters } from './http.ts';
import type { OAuthTokens } from './tokens.ts';
import { RECOGNIZED_TOKEN_TYPES, toTokens } from './tokens.ts';

export interface RefreshInput extends OAuthHttpOptions {
  endpoints: OAuthEndpoints;
  client: OAuthClientCredentials;
  refreshToken: string;
  /** The connection's current scopes, reported when the response has no `scope` (RFC 6749 6). */
  grantedScopes?: string[];
}

/**
 * Throws OAuthFlowError `refresh_refused` when the provider rejects the refresh token (the end user
 * must consent again, K7), `provider_unavailable` when a retry may help, `refresh_failed` otherwise.
 */
export async function refreshAccessToken(input: RefreshInput): Promise<OAuthTokens> {
  const as = authorizationServer(input.endpoints);
  const client = oauthClient(input.client.clientId);
  const requestedAt = clock(input);
  try {
    const response = await oauth.refreshTokenGrantRequest(
      as,
      client,
      clientAuthentication(input.endpoints, input.client),
      input.refreshToken,
      { ...requestOptions(input), additionalParameters: tokenParameters(input.endpoints) },
    );
    const result = await oauth.processRefreshTokenResponse(as, client, response, {
      recognizedTokenTypes: RECOGNIZED_TOKEN_TYPES,
    });
    return toTokens(result, requestedAt, { scopes: input.grantedScopes, refreshToken: input.refreshToken });
  } catch (err) {
    throw toFlowError(err, 'refresh_failed');
  }
}
