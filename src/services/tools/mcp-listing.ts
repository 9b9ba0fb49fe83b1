// tools/list of an MCP source when it is registered, patched or refreshed (X1). With an api key or
// bearer auth, sent with it. With oauth2, there is no end user yet: the server is asked without a
// token first (a server may list its tools to anyone and guard only their calls); if it answers
// 401, its auth is resolved (mcp-oauth.ts, using the challenge's pointers) and the source's client
// asks its authorization server for a token of its own (client credentials grant), used for this
// listing only and never stored. A server that lists only for end users cannot be registered.
import { extractWWWAuthenticateParams } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ServiceError } from '../../lib/errors.ts';
import { clientCredentialsToken } from '../../oauth/client/index.ts';
import type { ToolSourceRow } from '../../store/schema.ts';
import { authParts, credentialOf } from '../../tools/custom/auth-request.ts';
import type { SourceDefinition } from '../../tools/custom/definition.ts';
import { pointer } from '../../tools/custom/definition-error.ts';
import { listMcpTools, type McpToolInfo } from '../../tools/custom/mcp-client.ts';
import { sourceTimeoutMs } from '../../tools/custom/source-catalog.ts';
import type { ParsedAuth } from '../../tools/custom/types.ts';
import type { ServiceContext } from '../context.ts';
import type { McpChallenge } from './mcp-discovery.ts';
import { resolveMcpAuth, sourceOAuthHttp } from './mcp-oauth.ts';
import { authProvider } from './source-oauth.ts';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

function unreachable(def: SourceDefinition, error: unknown): ServiceError {
  if (error instanceof ServiceError) return error;
  return new ServiceError('tool_source_unreachable', `The MCP server at ${def.url} could not be reached or listed: ${reason(error)}`, { param: pointer('mcp', 'url'), cause: error });
}

function needsEndUser(def: SourceDefinition, error: unknown): ServiceError {
  return new ServiceError('tool_source_unreachable', `The MCP server at ${def.url} lists its tools only with a token, and its authorization server gave the source's client none of its own (client credentials grant: ${reason(error)}); Baton must list a source's tools before any end user connects`, { param: pointer('mcp', 'url'), cause: error });
}

const isUnauthorized = (error: unknown) => error instanceof StreamableHTTPError && error.code === 401;

function list(ctx: ServiceContext, def: SourceDefinition, headers: Record<string, string>, onResponse?: (res: Response) => void): Promise<McpToolInfo[]> {
  return listMcpTools({ url: def.url, headers, egress: { allowPrivate: ctx.allowPrivateNetworks, timeoutMs: sourceTimeoutMs }, onResponse });
}

async function listWithClientToken(ctx: ServiceContext, def: SourceDefinition, auth: ParsedAuth, refusal: unknown): Promise<McpToolInfo[]> {
  const provider = authProvider(auth.auth, auth.secret, ctx.allowPrivateNetworks);
  if (!provider || provider.endpoints.clientAuth === 'none') throw needsEndUser(def, refusal);
  let token: string;
  try {
    const scopes = auth.auth.type === 'oauth2' ? auth.auth.scopes : [];
    token = await clientCredentialsToken({ ...sourceOAuthHttp(ctx, sourceTimeoutMs), endpoints: provider.endpoints, client: provider.client, scopes });
  } catch (error) {
    throw needsEndUser(def, error);
  }
  try {
    return await list(ctx, def, { authorization: `Bearer ${token}` });
  } catch (error) {
    throw unreachable(def, error);
  }
}

/** The server's tools, and the source's auth as it is to be stored (an oauth2 one resolved). */
export async function listServerTools(ctx: ServiceContext, def: SourceDefinition, previous?: ToolSourceRow): Promise<{ listed: McpToolInfo[]; auth: ParsedAuth }> {
  const oauth2 = def.auth.auth.type === 'oauth2';
  const challenge: McpChallenge = {};
  const noteChallenge = (res: Response) => {
    if (res.status === 401) Object.assign(challenge, extractWWWAuthenticateParams(res));
  };
  let listed: McpToolInfo[] | undefined;
  let refusal: unknown;
  try {
    listed = await list(ctx, def, authParts(def.auth.auth, credentialOf(def.auth.auth, def.auth.secret)).headers, noteChallenge);
  } catch (error) {
    if (!oauth2 || !isUnauthorized(error)) throw unreachable(def, error);
    refusal = error;
  }
  if (!oauth2) return { listed: listed!, auth: def.auth };
  const auth = await resolveMcpAuth(ctx, def, challenge, previous, sourceTimeoutMs);
  return { listed: listed ?? (await listWithClientToken(ctx, def, auth, refusal)), auth };
}
