// PATCH, DELETE and refresh of /v1/tools/:name (X4). A patch replaces the fields it gives and
// derives the tools again; without `auth` the stored secret is kept. Refresh lists an MCP
// server's tools again (for other kinds it derives them again from the stored definition). Each
// change makes the account's deployed subagents choose their tools again (X5).
import { isoNow } from '../../lib/clock.ts';
import { ServiceError } from '../../lib/errors.ts';
import type { ToolSourceRow } from '../../store/schema.ts';
import { invalidDefinition, isObject, pointer, type Json } from '../../tools/custom/definition-error.ts';
import { openToolSecret } from '../../tools/custom/source-secret.ts';
import type { AccountContext, ServiceContext } from '../context.ts';
import { recalculateSubagents } from '../subagents/tool-selection.ts';
import { getSourceRow } from './find-source.ts';
import { prepareSource, type PreparedSource } from './prepare-source.ts';
import { sourceRow } from './register-source.ts';
import { sourceAuth, sourceView } from './source-view.ts';

const kindField = { http: 'capabilities', openapi: 'openapi', mcp: 'mcp' } as const;

/** The stored definition with its secret put back, so it parses as it was registered. */
function storedDefinition(ctx: ServiceContext, row: ToolSourceRow): Json {
  const stored = JSON.parse(row.definition_json) as Json;
  const auth = sourceAuth(row);
  // A dynamically registered client's secret was never part of the definition (mcp-oauth.ts keeps it).
  if (row.secret_sealed === null || !isObject(stored.auth) || (auth.type === 'oauth2' && auth.registration === 'dynamic')) return stored;
  const secret = openToolSecret(ctx.keyRing, row.account_id, row.name, row.secret_sealed);
  const field = auth.type === 'oauth2' ? 'client_secret' : 'value';
  return { ...stored, auth: { ...stored.auth, [field]: secret } };
}

function merged(ctx: ServiceContext, row: ToolSourceRow, patch: unknown): Json {
  if (!isObject(patch)) throw invalidDefinition('', 'a patch must be a JSON object');
  if (patch.name !== undefined && patch.name !== row.name) throw invalidDefinition(pointer('name'), 'a tool source cannot be renamed; register it under the new name');
  const other = Object.entries(kindField).find(([kind, field]) => kind !== row.kind && patch[field] !== undefined);
  if (other) throw invalidDefinition(pointer(other[1]), `${row.name} is a source of kind ${row.kind}; its kind cannot change`);
  return { ...storedDefinition(ctx, row), ...patch };
}

/** Reads the source and prepares its new form; network work happens here, outside a transaction. */
export async function preparePatch(ctx: AccountContext, name: string, patch: unknown): Promise<PreparedSource> {
  const row = await getSourceRow(ctx, name);
  return prepareSource(ctx, merged(ctx, row, patch), row);
}

export async function prepareRefresh(ctx: AccountContext, name: string): Promise<PreparedSource> {
  const row = await getSourceRow(ctx, name);
  return prepareSource(ctx, storedDefinition(ctx, row), row);
}

/** Writes a patched or refreshed source (it must still exist). */
export async function saveChangedSource(ctx: AccountContext, prepared: PreparedSource) {
  const row = await getSourceRow(ctx, prepared.def.name);
  const changed = sourceRow(ctx, ctx.account.id, prepared, row.created_at, isoNow(ctx.clock));
  const { account_id: _a, name: _n, created_at: _c, ...changes } = changed;
  await ctx.db.updateTable('tool_sources').set(changes).where('account_id', '=', ctx.account.id).where('name', '=', row.name).execute();
  await recalculateSubagents(ctx, ctx.account.id);
  return sourceView(changed);
}

export async function deleteSource(ctx: AccountContext, name: string) {
  const row = await getSourceRow(ctx, name);
  const result = await ctx.db.deleteFrom('tool_sources').where('account_id', '=', ctx.account.id).where('name', '=', row.name).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new ServiceError('tool_source_not_found', `No tool source named ${name}`, { param: 'name' });
  await recalculateSubagents(ctx, ctx.account.id);
  return { id: row.name, status: 'deleted' as const, deleted_at: isoNow(ctx.clock) };
}
