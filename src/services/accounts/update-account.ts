// Plan changes and disabling. A disabled account's keys answer 403 account_disabled.
import { isoNow } from '../../lib/clock.ts';
import { syncSlots } from '../../engine/slots.ts';
import { inTransaction } from '../../store/open-store.ts';
import type { ServiceContext } from '../context.ts';
import { failAccountTasks } from './account-status.ts';
import { accountView, type AccountView } from './account-view.ts';
import { getAccount } from './get-account.ts';
import { resolvePlan, type PlanChoice } from './plans.ts';

export async function setAccountPlan(ctx: ServiceContext, accountId: string, choice: PlanChoice): Promise<AccountView> {
  const { plan, rpm, concurrency } = resolvePlan(choice);
  await getAccount(ctx, accountId);
  await inTransaction(ctx.db, async (db) => {
    await db.updateTable('accounts').set({ plan, rpm_limit: rpm, concurrency_limit: concurrency, updated_at: isoNow(ctx.clock) }).where('id', '=', accountId).execute();
    // A raised limit's new units start pending tasks on the workers' next poll (promoter.ts).
    await syncSlots(db, accountId, concurrency);
  });
  return accountView(await getAccount(ctx, accountId));
}

/** Disabling also fails every unfinished task of the account (account-status.ts). */
export async function setAccountStatus(ctx: ServiceContext, accountId: string, status: 'active' | 'disabled'): Promise<AccountView> {
  await getAccount(ctx, accountId);
  await ctx.db.updateTable('accounts').set({ status, updated_at: isoNow(ctx.clock) }).where('id', '=', accountId).execute();
  if (status === 'disabled') await failAccountTasks(ctx, accountId);
  return accountView(await getAccount(ctx, accountId));
}
