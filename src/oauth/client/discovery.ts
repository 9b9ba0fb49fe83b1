// Authorization server metadata (RFC 8414, or OpenID Connect discovery for providers that publish
// only that), for tool sources whose endpoints are found rather than given (the MCP authorization
// spec). oauth4webapi checks that the document's `issuer` is the one asked for (mix-up defence).
import * as oauth from 'oauth4webapi';
import { toFlowError } from './errors.ts';
import type { OAuthHttpOptions } from './http.ts';
import { requestOptions } from './http.ts';

export async function discoverAuthorizationServer(issuer: string, http: OAuthHttpOptions): Promise<oauth.AuthorizationServer> {
  let last: unknown;
  for (const algorithm of ['oauth2', 'oidc'] as const) {
    try {
      const response = await oauth.discoveryRequest(new URL(issuer), { ...requestOptions<'GET', undefined>(http), algorithm });
      return await oauth.processDiscoveryResponse(new URL(issuer), response);
    } catch (err) {
      last = err;
    }
  }
  throw toFlowError(last, 'discovery_failed');
}
