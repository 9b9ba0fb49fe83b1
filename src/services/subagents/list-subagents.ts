// GET /v1/subagents: the account's custom subagents and the prebuilt ones, newest first (K11),
// deployed ones unless status=deleted is asked (S3).
import type { AccountContext } from '../context.ts';
import { collection, pageOf } from '../shared/pagination.ts';
import { prebuiltAccount } from './find-subagent.ts';
import { listItemView } from './subagent-view.ts';
import { refreshIfStale } from './tool-selection.ts';

export interface ListSubagentsQuery {
  type?: 'custom' | 'prebuilt';
  status?: 'deployed' | 'deleted';
  limit?: number;
  offset?: number;
}

export async function listSubagents(ctx: AccountContext, query: ListSubagentsQuery) {
  const page = pageOf(query);
  let select = ctx.db
    .selectFrom('subagents')
    .selectAll()
    .where('account_id', 'in', [ctx.account.id, prebuiltAccount])
    .where('status', '=', query.status ?? 'deployed');
  if (query.type) select = select.where('type', '=', query.type);
  const rows = await select.orderBy('created_at', 'desc').orderBy('name', 'desc').limit(page.limit + 1).offset(page.offset).execute();
  const fresh = await Promise.all(rows.map((row) => refreshIfStale(ctx, row)));
  return collection(fresh.map(listItemView), page);
}
