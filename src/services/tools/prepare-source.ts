// Everything a tool source needs before it is written, done outside any transaction (it may use
// DNS and the network): the definition's rules (X2-X4), its destinations (E7) and, for an MCP
// server, its tools/list answer and its resolved oauth2 auth. Writing is a separate, short step.
import { ServiceError } from '../../lib/errors.ts';
import { checkDestinationUrl, isEgressError } from '../../lib/egress/index.ts';
import type { ToolSourceRow } from '../../store/schema.ts';
import { parseDefinition, type SourceDefinition } from '../../tools/custom/definition.ts';
import { pointer } from '../../tools/custom/definition-error.ts';
import { mcpTools } from '../../tools/custom/mcp-tools.ts';
import type { CustomToolSpec, PublicAuth } from '../../tools/custom/types.ts';
import type { ServiceContext } from '../context.ts';
import { listServerTools } from './mcp-listing.ts';

export interface PreparedSource {
  def: SourceDefinition;
  tools: CustomToolSpec[];
}

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

/**
 * Baton sends requests to an oauth2 source's token and revocation endpoints (the authorization URL
 * is the browser's). Discovered ones are blamed on the auth as a whole.
 */
async function assertOAuthDestinations(ctx: ServiceContext, auth: PublicAuth): Promise<void> {
  if (auth.type !== 'oauth2') return;
  for (const field of ['token_url', 'revocation_url'] as const) {
    const url = auth[field];
    if (url) await assertDestination(ctx, url, auth.registration === 'dynamic' ? pointer('auth') : pointer('auth', field));
  }
}

/**
 * `previous` is the stored source a patch or refresh starts from: an MCP source keeps the client
 * it registered dynamically while its server URL stays the same.
 */
export async function prepareSource(ctx: ServiceContext, raw: unknown, previous?: ToolSourceRow): Promise<PreparedSource> {
  const def = parseDefinition(raw);
  const urlAt = def.kind === 'mcp' ? pointer('mcp', 'url') : pointer('base_url');
  const sandboxAt = def.kind === 'mcp' ? pointer('mcp', 'sandbox_url') : pointer('sandbox_base_url');
  await assertDestination(ctx, def.url, urlAt);
  if (def.sandboxUrl) await assertDestination(ctx, def.sandboxUrl, sandboxAt);
  await assertOAuthDestinations(ctx, def.auth.auth);
  if (def.tools) return { def, tools: def.tools };
  const { listed, auth: resolved } = await listServerTools(ctx, def, previous);
  if (resolved.auth.type === 'oauth2' && resolved.auth.registration === 'dynamic') await assertOAuthDestinations(ctx, resolved.auth);
  return { def: { ...def, auth: resolved }, tools: mcpTools(def.name, listed) };
}
