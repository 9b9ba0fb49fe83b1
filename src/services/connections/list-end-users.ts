// The dashboard's search of end users (D2): the account's end users that have connections, whose
// id starts with what was typed (case-sensitive, as ids are), most recently changed first.
import { sql } from 'kysely';
import type { ServiceContext } from '../context.ts';
import { collection, pageOf } from '../shared/pagination.ts';

export interface EndUserQuery {
  search?: string;
  limit?: number;
  offset?: number;
}

export async function listEndUsers(ctx: ServiceContext, accountId: string, query: EndUserQuery = {}) {
  const page = pageOf(query);
  let select = ctx.db
    .selectFrom('connections')
    .select((eb) => [
      'user_id',
      eb.fn.countAll<number>().as('connections'),
      eb.fn.sum<number>(sql<number>`case when status = 'active' then 1 else 0 end`).as('active'),
      eb.fn.max('updated_at').as('updated_at'),
    ])
    .where('account_id', '=', accountId);
  if (query.search) select = select.where(sql<string>`substr(user_id, 1, ${[...query.search].length})`, '=', query.search);
  const rows = await select.groupBy('user_id').orderBy('updated_at', 'desc').orderBy('user_id').limit(page.limit + 1).offset(page.offset).execute();
  return collection(rows.map((r) => ({ user_id: r.user_id, connections: Number(r.connections), active: Number(r.active ?? 0), updated_at: r.updated_at })), page);
}
