import { getAccount } from '../accounts/get-account.ts';
import type { ServiceContext } from '../context.ts';
import { keyView, type KeyView } from './key-view.ts';

export async function listKeys(ctx: ServiceContext, accountId: string): Promise<KeyView[]> {
  await getAccount(ctx, accountId);
  const rows = await ctx.db
    .selectFrom('api_keys')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(keyView);
}
