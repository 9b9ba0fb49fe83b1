// First start: with no accounts yet, create a default account, a test key so a newcomer can
// call the API at once, and a dashboard owner (who sets e-mail and password with a one-time link). A settings row claimed with insert-or-nothing makes this happen once even
// when several nodes start together; later starts print no key.
import type { ServiceContext } from '../services/context.ts';
import { createAccount } from '../services/accounts/create-account.ts';
import { createKey } from '../services/keys/create-key.ts';
import { createDashboardUser } from '../services/dashboard-users/manage-users.ts';
import { inTransaction } from '../store/open-store.ts';
import { withDb } from '../services/context.ts';

export interface Bootstrap {
  accountId: string;
  key: string;
  /** The dashboard owner; serve makes its set-password link once the public address is known. */
  dashboardUserId: string;
}

export async function bootstrapFirstAccount(ctx: ServiceContext): Promise<Bootstrap | undefined> {
  return inTransaction(ctx.db, async (trx) => {
    const claimed = await trx
      .insertInto('settings')
      .values({ key: 'bootstrapped_at', value: ctx.clock.now().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return undefined;
    const existing = await trx.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
    if (existing) return undefined;
    const tx = withDb(ctx, trx);
    const account = await createAccount(tx, { name: 'default' });
    const key = await createKey(tx, account.id, 'test');
    const owner = await createDashboardUser(tx, account.id, null);
    return { accountId: account.id, key: key.key, dashboardUserId: owner.id };
  });
}
