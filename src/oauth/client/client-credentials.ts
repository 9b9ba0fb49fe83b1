// The client credentials grant (RFC 6749 4.4): a token for the client itself, with no end user.
// Baton uses it only to list an OAuth-protected MCP server's tools when a source is registered
// (the MCP client-credentials extension); the token is used once and never stored.
import * as oauth from 'oauth4webapi';
import type { OAuthEndpoints } from '../../tools/types.ts';
import { toFlowError } from './errors.ts';
import type { OAuthClientCredentials, OAuthHttpOptions } from './http.ts';
import { authorizationServer, clientAuthentication, oauthClient, requestOptions, tokenParameters } from './http.ts';

export interface ClientCredentialsInput extends OAuthHttpOptions {
  endpoints: OAuthEndpoints;
  client: OAuthClientCredentials;
  scopes: string[];
}

/** An access token for the client; throws OAuthFlowError `token_exchange_failed` when refused. */
export async function clientCredentialsToken(input: ClientCredentialsInput): Promise<string> {
  const as = authorizationServer(input.endpoints);
  const client = oauthClient(input.client.clientId);
  try {
    const parameters: Record<string, string> = { ...tokenParameters(input.endpoints) };
    if (input.scopes.length > 0) parameters.scope = input.scopes.join(input.endpoints.scopeSeparator ?? ' ');
    const response = await oauth.clientCredentialsGrantRequest(as, client, clientAuthentication(input.endpoints, input.client), parameters, requestOptions(input));
    return (await oauth.processClientCredentialsResponse(as, client, response)).access_token;
  } catch (err) {
    throw toFlowError(err, 'token_exchange_failed');
  }
}
