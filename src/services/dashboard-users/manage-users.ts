// Dashboard users of an account (D1): create (with a one-time set-password link), list, remove.
// Every user may do everything (no roles); a user cannot remove themselves, so an account always
// keeps someone who can sign in.
import { ServiceError } from '../../lib/errors.ts';
import { newId } from '../../lib/random.ts';
import { inTransaction } from '../../store/open-store.ts';
import type { DashboardUserRow } from '../../store/schema.ts';
import { getAccount } from '../accounts/get-account.ts';
import { withDb, type ServiceContext } from '../context.ts';
import { createPasswordLink } from './password-link.ts';
import { normalizeEmail } from './user-rules.ts';

export function userView(row: DashboardUserRow) {
  return { id: row.id, account: row.account_id, email: row.email, status: row.password_hash ? ('active' as const) : ('invited' as const), created_at: row.created_at };
}

export type DashboardUserView = ReturnType<typeof userView>;

/** `email` null: the first start's owner, who chooses an address with the password. */
export async function createDashboardUser(ctx: ServiceContext, accountId: string, emailInput: unknown | null): Promise<DashboardUserView> {
  const email = emailInput === null ? null : normalizeEmail(emailInput);
  await getAccount(ctx, accountId);
  if (email !== null && (await ctx.db.selectFrom('dashboard_users').select('id').where('email', '=', email).executeTakeFirst())) {
    throw new ServiceError('dashboard_user_exists', `${email} already signs in to a Baton dashboard`, { param: 'email' });
  }
  const now = ctx.clock.now().toISOString();
  const row: DashboardUserRow = { id: newId('usr'), account_id: accountId, email, password_hash: null, created_at: now, updated_at: now };
  await ctx.db.insertInto('dashboard_users').values(row).execute();
  return userView(row);
}

/** A new user with their one-time set-password link (`baton users create`, the Users page). */
export async function inviteDashboardUser(ctx: ServiceContext, accountId: string, email: unknown) {
  return inTransaction(ctx.db, async (trx) => {
    const tx = withDb(ctx, trx);
    const user = await createDashboardUser(tx, accountId, email);
    return { ...user, password_link: await createPasswordLink(tx, user.id) };
  });
}

export async function listDashboardUsers(ctx: ServiceContext, accountId: string): Promise<DashboardUserView[]> {
  await getAccount(ctx, accountId);
  const rows = await ctx.db.selectFrom('dashboard_users').selectAll().where('account_id', '=', accountId).orderBy('created_at').orderBy('id').execute();
  return rows.map(userView);
}

/** Removes a user of the account with their sessions and links; `actingUserId` may not remove itself. */
export async function removeDashboardUser(ctx: ServiceContext, accountId: string, userId: string, actingUserId?: string) {
  if (userId === actingUserId) throw new ServiceError('validation_failed', 'You cannot remove yourself; ask another user of the account', { param: 'user' });
  return inTransaction(ctx.db, async (trx) => {
    const row = await trx.selectFrom('dashboard_users').selectAll().where('id', '=', userId).where('account_id', '=', accountId).executeTakeFirst();
    if (!row) throw new ServiceError('dashboard_user_not_found', `No dashboard user with id ${userId}`, { param: 'user' });
    await trx.deleteFrom('dashboard_sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('dashboard_password_links').where('user_id', '=', userId).execute();
    await trx.deleteFrom('dashboard_users').where('id', '=', userId).execute();
    return userView(row);
  });
}
