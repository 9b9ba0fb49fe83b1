// GET /v1/users/:user_id/connections (C4): both environments, newest first, revoked ones included.
// Another account's end user is simply someone with no connections here (A5).
import type { ServiceContext } from '../context.ts';
import { collection, pageOf } from '../shared/pagination.ts';
import { assertUserId, connectionView } from './connection-view.ts';

export async function listConnections(ctx: ServiceContext, accountId: string, userId: string, query: { limit?: number; offset?: number } = {}) {
  assertUserId(userId);
  const page = pageOf(query);
  const rows = await ctx.db
    .selectFrom('connections')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('service')
    .orderBy('environment')
    .limit(page.limit + 1)
    .offset(page.offset)
    .execute();
  return collection(rows.map(connectionView), page);
}
