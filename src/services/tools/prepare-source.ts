// Everything a tool source needs before it is written, done outside any transaction (it may use
// DNS and the network): the definition's rules (X2-X4), its destinations (E7) and, for an MCP
// server, its tools/list answer. Writing is a separate, short step.
import { ServiceError } from '../../lib/errors.ts';
import { checkDestinationUrl, isEgressError } from '../../lib/egress/index.ts';
import { authParts, credentialOf } from '../../tools/custom/auth-request.ts';
import { parseDefinition, type SourceDefinition } from '../../tools/custom/definition.ts';
import { pointer } from '../../tools/custom/definition-error.ts';
import { listMcpTools } from '../../tools/custom/mcp-client.ts';
import { mcpTools } from '../../tools/custom/mcp-tools.ts';
import type { CustomToolSpec } from '../../tools/custom/types.ts';
import type { ServiceContext } from '../context.ts';

export interface PreparedSource {
  def: SourceDefinition;
  tools: CustomToolSpec[];
}

/** X6: calls and tools/list time out after 30 s. */
export const sourceTimeoutMs = 30_000;

async function assertDestination(ctx: ServiceContext, url: string, at: string): Promise<void> {
  try {
    await checkDestinationUrl(url, { allowPrivate: ctx.allowPrivateNetworks });
  } catch (error) {
    if (!isEgressError(error)) throw error;
    // A host this node cannot resolve yet (an internal name, DNS set up later) is checked at call time.
    if (error.code === 'host_not_found') return;
    if (error.code === 'destination_not_allowed') {
      throw new ServiceError('destination_not_allowed', `${error.message} (set BATON_ALLOW_PRIVATE_NETWORKS=true to allow private addresses)`, { param: at });
    }
    throw new ServiceError('invalid_tool_definition', `${at}: ${error.message}`, { param: at });
  }
}

async function listServerTools(ctx: ServiceContext, def: SourceDefinition): Promise<CustomToolSpec[]> {
  const { headers } = authParts(def.auth.auth, credentialOf(def.auth.auth, def.auth.secret));
  try {
    const listed = await listMcpTools({ url: def.url, headers, egress: { allowPrivate: ctx.allowPrivateNetworks, timeoutMs: sourceTimeoutMs } });
    return mcpTools(def.name, listed);
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ServiceError('tool_source_unreachable', `The MCP server at ${def.url} could not be reached or listed: ${reason}`, { param: pointer('mcp', 'url'), cause: error });
  }
}

export async function prepareSource(ctx: ServiceContext, raw: unknown): Promise<PreparedSource> {
  const def = parseDefinition(raw);
  const urlAt = def.kind === 'mcp' ? pointer('mcp', 'url') : pointer('base_url');
  const sandboxAt = def.kind === 'mcp' ? pointer('mcp', 'sandbox_url') : pointer('sandbox_base_url');
  await assertDestination(ctx, def.url, urlAt);
  if (def.sandboxUrl) await assertDestination(ctx, def.sandboxUrl, sandboxAt);
  // Baton sends requests to an oauth2 source's token and revocation endpoints (its authorization URL is the browser's).
  const { auth } = def.auth;
  if (auth.type === 'oauth2' && auth.token_url) await assertDestination(ctx, auth.token_url, pointer('auth', 'token_url'));
  if (auth.type === 'oauth2' && auth.revocation_url) await assertDestination(ctx, auth.revocation_url, pointer('auth', 'revocation_url'));
  const tools = def.tools ?? (await listServerTools(ctx, def));
  return { def, tools };
}
