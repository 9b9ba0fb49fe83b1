// POST /v1/tools (X1-X4): writes a prepared source. A built-in service's name or one of the
// account's sources is taken (409); an account holds at most 100 sources. The account's deployed
// subagents choose their tools again (X5).
import { isoNow } from '../../lib/clock.ts';
import { ServiceError } from '../../lib/errors.ts';
import type { ToolSourceRow } from '../../store/schema.ts';
import { catalog } from '../../tools/catalog.ts';
import { pointer } from '../../tools/custom/definition-error.ts';
import { sealToolSecret } from '../../tools/custom/source-secret.ts';
import type { AccountContext, ServiceContext } from '../context.ts';
import { recalculateSubagents } from '../subagents/tool-selection.ts';
import { findSourceRow } from './find-source.ts';
import type { PreparedSource } from './prepare-source.ts';
import { sourceView } from './source-view.ts';

export const maxSourcesPerAccount = 100;

/** The row of a prepared source; the secret sealed under the key ring (C5). */
export function sourceRow(ctx: ServiceContext, accountId: string, { def, tools }: PreparedSource, createdAt: string, updatedAt: string): ToolSourceRow {
  return {
    account_id: accountId,
    name: def.name,
    kind: def.kind,
    description: def.description,
    url: def.url,
    sandbox_url: def.sandboxUrl ?? null,
    auth_json: JSON.stringify(def.auth.auth),
    definition_json: JSON.stringify(def.stored),
    tools_json: JSON.stringify(tools),
    secret_sealed: def.auth.secret === undefined ? null : sealToolSecret(ctx.keyRing, accountId, def.name, def.auth.secret),
    created_at: createdAt,
    updated_at: updatedAt,
  };
}

export async function registerSource(ctx: AccountContext, prepared: PreparedSource) {
  const { name } = prepared.def;
  if (catalog.getService(name)) throw new ServiceError('tool_source_already_exists', `${name} is the name of a built-in service`, { param: pointer('name') });
  if (await findSourceRow(ctx.db, ctx.account.id, name)) throw new ServiceError('tool_source_already_exists', `A tool source named ${name} is already registered`, { param: pointer('name') });
  const { count } = await ctx.db.selectFrom('tool_sources').select((eb) => eb.fn.countAll<number>().as('count')).where('account_id', '=', ctx.account.id).executeTakeFirstOrThrow();
  if (Number(count) >= maxSourcesPerAccount) throw new ServiceError('validation_failed', `An account holds at most ${maxSourcesPerAccount} tool sources; delete one first`, { param: pointer('name') });
  const now = isoNow(ctx.clock);
  const row = sourceRow(ctx, ctx.account.id, prepared, now, now);
  await ctx.db.insertInto('tool_sources').values(row).execute();
  await recalculateSubagents(ctx, ctx.account.id);
  return sourceView(row);
}
