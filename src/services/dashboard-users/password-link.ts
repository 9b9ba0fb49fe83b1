// One-time links that set a dashboard user's password (D1): an opaque token valid 24 hours, stored
// only as its hash, spent by its first use. Issued by `baton users create`, the first start, and
// the dashboard's invite form.
import { ServiceError } from '../../lib/errors.ts';
import { randomBase62 } from '../../lib/random.ts';
import { inTransaction } from '../../store/open-store.ts';
import type { DashboardUserRow } from '../../store/schema.ts';
import { hashToken } from '../connections/consent-link.ts';
import type { ServiceContext } from '../context.ts';
import { hashPassword } from './password-hash.ts';
import { assertPassword, normalizeEmail } from './user-rules.ts';

export const passwordLinkTtlMs = 24 * 3600 * 1000;

export async function createPasswordLink(ctx: ServiceContext, userId: string): Promise<{ url: string; expires_at: string }> {
  const token = randomBase62(43);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + passwordLinkTtlMs).toISOString();
  await ctx.db.insertInto('dashboard_password_links').values({ token_hash: hashToken(token), user_id: userId, created_at: now.toISOString(), expires_at: expiresAt, used_at: null }).execute();
  return { url: `${ctx.site.publicUrl}/dashboard/set-password/${token}`, expires_at: expiresAt };
}

/** The user a link is for, while it is valid and unused. */
export async function openPasswordLink(ctx: ServiceContext, token: string): Promise<DashboardUserRow> {
  const link = await ctx.db.selectFrom('dashboard_password_links').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
  const user = link && (await ctx.db.selectFrom('dashboard_users').selectAll().where('id', '=', link.user_id).executeTakeFirst());
  if (!link || !user) throw new ServiceError('password_link_not_found', 'This link is not valid. Ask a user of your account for a new invitation.');
  if (link.used_at) throw new ServiceError('password_link_used', 'This link was already used. Sign in, or ask for a new invitation.');
  if (Date.parse(link.expires_at) <= ctx.clock.now().getTime()) throw new ServiceError('password_link_expired', 'This link has expired (links work for 24 hours). Ask for a new invitation.');
  return user;
}

/** Sets the password (and the e-mail, for the first-start owner who has none yet) and spends the link. */
export async function usePasswordLink(ctx: ServiceContext, token: string, input: { email?: unknown; password?: unknown }): Promise<DashboardUserRow> {
  const user = await openPasswordLink(ctx, token);
  const email = user.email ?? normalizeEmail(input.email);
  const password_hash = await hashPassword(assertPassword(input.password));
  const now = ctx.clock.now().toISOString();
  return inTransaction(ctx.db, async (trx) => {
    // Claimed with a conditional update, so two submissions of one link cannot both succeed.
    const spent = await trx.updateTable('dashboard_password_links').set({ used_at: now }).where('token_hash', '=', hashToken(token)).where('used_at', 'is', null).executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw new ServiceError('password_link_used', 'This link was already used. Sign in, or ask for a new invitation.');
    if (user.email === null) {
      const taken = await trx.selectFrom('dashboard_users').select('id').where('email', '=', email).executeTakeFirst();
      if (taken) throw new ServiceError('dashboard_user_exists', `${email} already signs in to a Baton dashboard`, { param: 'email' });
    }
    await trx.updateTable('dashboard_users').set({ email, password_hash, updated_at: now }).where('id', '=', user.id).execute();
    // A new password ends every session the old one opened.
    await trx.deleteFrom('dashboard_sessions').where('user_id', '=', user.id).execute();
    return { ...user, email, password_hash, updated_at: now };
  });
}
