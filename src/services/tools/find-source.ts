// GET /v1/tools and /v1/tools/:name (X4): an account's own sources only (A5).
import { ServiceError } from '../../lib/errors.ts';
import type { Db, ToolSourceRow } from '../../store/schema.ts';
import type { AccountContext } from '../context.ts';
import { collection, pageOf } from '../shared/pagination.ts';
import { sourceView } from './source-view.ts';

export async function getSourceRow(ctx: AccountContext, name: string): Promise<ToolSourceRow> {
  const row = await findSourceRow(ctx.db, ctx.account.id, name);
  if (!row) throw new ServiceError('tool_source_not_found', `No tool source named ${name}`, { param: 'name' });
  return row;
}

export function findSourceRow(db: Db, accountId: string, name: string): Promise<ToolSourceRow | undefined> {
  return db.selectFrom('tool_sources').selectAll().where('account_id', '=', accountId).where('name', '=', name).executeTakeFirst();
}

export async function getSource(ctx: AccountContext, name: string) {
  return sourceView(await getSourceRow(ctx, name));
}

/** Newest first (K11), like every list. */
export async function listSources(ctx: AccountContext, query: { limit?: number; offset?: number }) {
  const page = pageOf(query);
  const rows = await ctx.db
    .selectFrom('tool_sources')
    .selectAll()
    .where('account_id', '=', ctx.account.id)
    .orderBy('created_at', 'desc')
    .orderBy('name', 'desc')
    .limit(page.limit + 1)
    .offset(page.offset)
    .execute();
  return collection(rows.map(sourceView), page);
}
