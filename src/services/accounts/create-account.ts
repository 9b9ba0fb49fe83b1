import { ServiceError } from '../../lib/errors.ts';
import { isoNow } from '../../lib/clock.ts';
import { newId } from '../../lib/random.ts';
import { syncSlots } from '../../engine/slots.ts';
import { inTransaction } from '../../store/open-store.ts';
import type { ServiceContext } from '../context.ts';
import { accountView, type AccountView } from './account-view.ts';
import { resolvePlan, type PlanChoice } from './plans.ts';

export async function createAccount(ctx: ServiceContext, input: { name: string } & PlanChoice): Promise<AccountView> {
  const name = input.name.trim();
  if (name.length < 1 || name.length > 100) {
    throw new ServiceError('validation_failed', 'name must be 1 to 100 characters', { param: 'name' });
  }
  const { plan, rpm, concurrency } = resolvePlan(input);
  const now = isoNow(ctx.clock);
  const account = {
    id: newId('acct'),
    name,
    plan,
    rpm_limit: rpm,
    concurrency_limit: concurrency,
    status: 'active' as const,
    created_at: now,
    updated_at: now,
  };
  await inTransaction(ctx.db, async (db) => {
    await db.insertInto('accounts').values(account).execute();
    await syncSlots(db, account.id, concurrency);
  });
  return accountView(account);
}
