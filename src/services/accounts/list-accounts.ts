import type { ServiceContext } from '../context.ts';
import { accountView, type AccountView } from './account-view.ts';

export async function listAccounts(ctx: ServiceContext): Promise<AccountView[]> {
  const rows = await ctx.db.selectFrom('accounts').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(accountView);
}
