// An MCP source's oauth2 auth, made whole when it is registered (X3). With its own client, the
// resource its tokens are for. Without one, the MCP authorization spec: discovery, then dynamic
// client registration with Baton's redirect URI. A source that is patched or refreshed keeps the
// client it registered while its server URL stays the same: a new client would strand the
// connections its end users granted to the old one.
import { ServiceError } from '../../lib/errors.ts';
import { egressFetch } from '../../lib/egress/index.ts';
import { registerClient, type OAuthHttpOptions, type RegisteredClient } from '../../oauth/client/index.ts';
import type { ToolSourceRow } from '../../store/schema.ts';
import type { SourceDefinition } from '../../tools/custom/definition.ts';
import { invalidDefinition, pointer } from '../../tools/custom/definition-error.ts';
import { openToolSecret } from '../../tools/custom/source-secret.ts';
import type { ParsedAuth, PublicAuth } from '../../tools/custom/types.ts';
import type { ServiceContext } from '../context.ts';
import { oauthHttp, redirectUri } from '../connections/provider-client.ts';
import { discoverMcpAuthServer, mcpResource, type McpAuthServer, type McpChallenge } from './mcp-discovery.ts';
import { sourceAuth } from './source-view.ts';

type OAuth2 = Extract<PublicAuth, { type: 'oauth2' }>;

/** Discovery, registration and the client credentials grant go through the egress guard (E7), within a source's 30 s (X6). */
export function sourceOAuthHttp(ctx: ServiceContext, timeoutMs: number): OAuthHttpOptions & { fetch: ReturnType<typeof egressFetch> } {
  return { ...oauthHttp(ctx), fetch: egressFetch({ allowPrivate: ctx.allowPrivateNetworks, timeoutMs }) };
}

/** The client registered for this server before, if the source still points at it. */
function registeredBefore(ctx: ServiceContext, def: SourceDefinition, previous: ToolSourceRow | undefined): ParsedAuth | undefined {
  if (!previous || previous.kind !== 'mcp' || previous.url !== def.url) return undefined;
  const auth = sourceAuth(previous);
  if (auth.type !== 'oauth2' || auth.registration !== 'dynamic') return undefined;
  const secret = previous.secret_sealed === null ? undefined : openToolSecret(ctx.keyRing, previous.account_id, previous.name, previous.secret_sealed);
  return { auth, ...(secret === undefined ? {} : { secret }) };
}

async function register(ctx: ServiceContext, def: SourceDefinition, found: McpAuthServer, scopes: string[], http: OAuthHttpOptions): Promise<RegisteredClient> {
  if (!found.server.registration_endpoint) {
    throw invalidDefinition(pointer('auth', 'client_id'), `The authorization server of ${def.url} (${found.server.issuer}) does not register clients dynamically: give client_id, client_secret, authorization_url and token_url`);
  }
  const minimal = { ...http, server: found.server, redirectUri: redirectUri(ctx, def.name), grantTypes: ['authorization_code', 'refresh_token'], scopes: [] };
  // The client credentials grant lets Baton list the server's tools without an end user, where the server allows it.
  const clientToken = found.server.grant_types_supported?.includes('client_credentials') === true;
  try {
    return await registerClient({ ...minimal, scopes, grantTypes: clientToken ? [...minimal.grantTypes, 'client_credentials'] : minimal.grantTypes });
  } catch (error) {
    // A server may refuse part of what was asked (the grant, scope values it does not know): ask for the minimum.
    if (!clientToken && scopes.length === 0) refused(def, error);
    return registerClient(minimal).catch((again: unknown) => refused(def, again));
  }
}

function refused(def: SourceDefinition, error: unknown): never {
  throw new ServiceError('tool_source_unreachable', `The authorization server of ${def.url} did not register Baton as a client: ${error instanceof Error ? error.message : String(error)}`, { param: pointer('auth'), cause: error });
}

export async function resolveMcpAuth(ctx: ServiceContext, def: SourceDefinition, challenge: McpChallenge, previous: ToolSourceRow | undefined, timeoutMs: number): Promise<ParsedAuth> {
  const auth = def.auth.auth as OAuth2;
  const http = sourceOAuthHttp(ctx, timeoutMs);
  if (auth.client_id) return { auth: { ...auth, resource: await mcpResource(def.url, challenge, http.fetch) }, ...(def.auth.secret === undefined ? {} : { secret: def.auth.secret }) };
  const kept = registeredBefore(ctx, def, previous);
  if (kept) return auth.scopes.length > 0 ? { ...kept, auth: { ...(kept.auth as OAuth2), scopes: auth.scopes } } : kept;
  const found = await discoverMcpAuthServer(def.url, challenge, http);
  const scopes = auth.scopes.length > 0 ? auth.scopes : found.scopes;
  const client = await register(ctx, def, found, scopes, http);
  const resolved: OAuth2 = {
    type: 'oauth2',
    scopes,
    authorization_url: found.authorizationUrl,
    token_url: found.tokenUrl,
    ...(found.server.revocation_endpoint ? { revocation_url: found.server.revocation_endpoint } : {}),
    client_id: client.clientId,
    resource: found.resource,
    token_endpoint_auth_method: client.method,
    registration: 'dynamic',
  };
  return { auth: resolved, ...(client.clientSecret === undefined ? {} : { secret: client.clientSecret }) };
}
