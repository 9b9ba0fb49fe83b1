// RFC 7009 token revocation, used when a connection is deleted (C4).
import * as oauth from 'oauth4webapi';
import type { OAuthEndpoints } from '../../tools/types.ts';
import { toFlowError } from './errors.ts';
import type { OAuthClientCredentials, OAuthHttpOptions } from './http.ts';
import { authorizationServer, clientAuthentication, oauthClient, requestOptions } from './http.ts';

export interface RevokeInput extends OAuthHttpOptions {
  endpoints: OAuthEndpoints;
  client: OAuthClientCredentials;
  token: string;
  /** RFC 7009 hint; revoking the refresh token usually ends the whole grant. */
  tokenTypeHint?: 'access_token' | 'refresh_token';
}

/**
 * RFC 7009 revocation. Resolves true once the provider confirmed, false when it has no revocation
 * endpoint (nothing to do: the caller still forgets the tokens). An unknown or already revoked token
 * is a success by the RFC.
 */
export async function revokeToken(input: RevokeInput): Promise<boolean> {
  const as = authorizationServer(input.endpoints);
  if (!as.revocation_endpoint) return false;
  const client = oauthClient(input.client.clientId);
  try {
    const response = await oauth.revocationRequest(
      as,
      client,
      clientAuthentication(input.endpoints, input.client),
      input.token,
      {
        ...requestOptions(input),
        additionalParameters: input.tokenTypeHint ? { token_type_hint: input.tokenTypeHint } : undefined,
      },
    );
    await oauth.processRevocationResponse(response);
    return true;
  } catch (err) {
    throw toFlowError(err, 'revocation_failed');
  }
}
