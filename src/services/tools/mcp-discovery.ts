// The MCP authorization spec's discovery: the server's protected resource metadata (RFC 9728) read
// with the official SDK's helper (at the address its 401 challenge names, else at the path-aware
// well-known address, else at the root), then its authorization server's metadata read with the
// OAuth client (oauth4webapi, which keeps every endpoint and checks the issuer). Every request goes
// through the egress guard (E7). The metadata's `resource` must be the server's own or a prefix of
// it, or the tokens would be for another resource.
import { discoverOAuthProtectedResourceMetadata } from '@modelcontextprotocol/sdk/client/auth.js';
import { checkResourceAllowed } from '@modelcontextprotocol/sdk/shared/auth-utils.js';
import type * as oauth from 'oauth4webapi';
import { ServiceError } from '../../lib/errors.ts';
import type { FetchLike } from '../../lib/egress/index.ts';
import { discoverAuthorizationServer, type OAuthHttpOptions } from '../../oauth/client/index.ts';
import { invalidDefinition, pointer } from '../../tools/custom/definition-error.ts';

/** What a 401 from the server said (WWW-Authenticate, RFC 6750 and RFC 9728). */
export interface McpChallenge {
  resourceMetadataUrl?: URL;
  scope?: string;
}

export interface McpAuthServer {
  /** RFC 8707 resource indicator for the server's tokens. */
  resource: string;
  server: oauth.AuthorizationServer;
  authorizationUrl: string;
  tokenUrl: string;
  /** The scopes the server asks for: its challenge's, else its resource metadata's. */
  scopes: string[];
}

type ResourceMetadata = Awaited<ReturnType<typeof discoverOAuthProtectedResourceMetadata>>;

/** RFC 8707: no fragment; a server URL names itself. */
const canonical = (url: string) => url.replace(/#.*$/, '');

async function resourceMetadata(serverUrl: string, challenge: McpChallenge, fetchFn: FetchLike): Promise<ResourceMetadata | undefined> {
  let metadata: ResourceMetadata;
  try {
    metadata = await discoverOAuthProtectedResourceMetadata(serverUrl, { resourceMetadataUrl: challenge.resourceMetadataUrl }, fetchFn);
  } catch {
    return undefined; // none published: the server's URL names the resource, its origin the authorization server
  }
  if (!checkResourceAllowed({ requestedResource: canonical(serverUrl), configuredResource: metadata.resource })) {
    throw invalidDefinition(pointer('mcp', 'url'), `The MCP server's protected resource metadata names another resource (${metadata.resource})`);
  }
  return metadata;
}

/** For a source with its own client: the resource its tokens are for. */
export async function mcpResource(serverUrl: string, challenge: McpChallenge, fetchFn: FetchLike): Promise<string> {
  return (await resourceMetadata(serverUrl, challenge, fetchFn))?.resource ?? canonical(serverUrl);
}

/** For a source without a client: the resource and the authorization server to register with. */
export async function discoverMcpAuthServer(serverUrl: string, challenge: McpChallenge, http: OAuthHttpOptions & { fetch: FetchLike }): Promise<McpAuthServer> {
  const metadata = await resourceMetadata(serverUrl, challenge, http.fetch);
  const issuer = metadata?.authorization_servers?.[0] ?? new URL(serverUrl).origin;
  let server: oauth.AuthorizationServer;
  try {
    server = await discoverAuthorizationServer(issuer, http);
  } catch (error) {
    throw new ServiceError('tool_source_unreachable', `The authorization server of the MCP server at ${serverUrl} (${issuer}) publishes no usable metadata: ${error instanceof Error ? error.message : String(error)}; give client_id, client_secret, authorization_url and token_url instead`, { param: pointer('auth'), cause: error });
  }
  if (!server.authorization_endpoint || !server.token_endpoint) {
    throw new ServiceError('tool_source_unreachable', `The authorization server ${issuer} publishes no authorization or token endpoint`, { param: pointer('auth') });
  }
  const scopes = challenge.scope?.split(' ').filter(Boolean) ?? metadata?.scopes_supported ?? [];
  return { resource: metadata?.resource ?? canonical(serverUrl), server, authorizationUrl: server.authorization_endpoint, tokenUrl: server.token_endpoint, scopes };
}
