import { ServiceError } from '../../lib/errors.ts';
import type { Account } from '../../store/schema.ts';
import type { ServiceContext } from '../context.ts';

export async function getAccount(ctx: ServiceContext, accountId: string): Promise<Account> {
  const account = await ctx.db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
  if (!account) throw new ServiceError('account_not_found', `No account with id ${accountId}`, { param: 'account' });
  return account;
}
