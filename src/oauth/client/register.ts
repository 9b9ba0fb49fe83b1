// Dynamic client registration (RFC 7591): Baton registers itself as a confidential web client of a
// tool source's authorization server, with its redirect URI, when the source gives no client (the
// MCP authorization spec). The client secret it gets back is the caller's to seal.
import * as oauth from 'oauth4webapi';
import { toFlowError } from './errors.ts';
import type { OAuthHttpOptions } from './http.ts';
import { requestOptions } from './http.ts';

export type TokenAuthMethod = 'client_secret_basic' | 'client_secret_post' | 'none';

export interface RegistrationInput extends OAuthHttpOptions {
  server: oauth.AuthorizationServer;
  redirectUri: string;
  scopes: string[];
  grantTypes: string[];
}

export interface RegisteredClient {
  clientId: string;
  clientSecret?: string;
  method: TokenAuthMethod;
}

/** RFC 8414: a server that lists no methods supports client_secret_basic. A secret is preferred to none. */
function tokenAuthMethod(server: oauth.AuthorizationServer): TokenAuthMethod {
  const supported = server.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  return (['client_secret_basic', 'client_secret_post', 'none'] as const).find((m) => supported.includes(m)) ?? 'client_secret_basic';
}

export async function registerClient(input: RegistrationInput): Promise<RegisteredClient> {
  const method = tokenAuthMethod(input.server);
  const metadata = {
    client_name: 'Baton',
    redirect_uris: [input.redirectUri],
    grant_types: input.grantTypes,
    response_types: ['code'],
    token_endpoint_auth_method: method,
    ...(input.scopes.length > 0 ? { scope: input.scopes.join(' ') } : {}),
  };
  try {
    const response = await oauth.dynamicClientRegistrationRequest(input.server, metadata, requestOptions<'POST', string>(input));
    const client = await oauth.processDynamicClientRegistrationResponse(response);
    const secret = typeof client.client_secret === 'string' ? client.client_secret : undefined;
    const granted = typeof client.token_endpoint_auth_method === 'string' ? client.token_endpoint_auth_method : method;
    return { clientId: client.client_id, ...(secret ? { clientSecret: secret } : {}), method: secret ? (granted as TokenAuthMethod) : 'none' };
  } catch (err) {
    throw toFlowError(err, 'registration_failed');
  }
}
