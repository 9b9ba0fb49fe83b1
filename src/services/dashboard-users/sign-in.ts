// Signing in to the dashboard (D1). Failed attempts are limited per e-mail (5 in 15 minutes) and
// per client address (20 in 15 minutes), counted in the store so every node sees the same count.
// Unknown e-mails cost the same hash as known ones, and every failure says the same thing.
import { ServiceError } from '../../lib/errors.ts';
import type { DashboardUserRow } from '../../store/schema.ts';
import type { ServiceContext } from '../context.ts';
import { decoyHash, verifyPassword } from './password-hash.ts';

export const signInLimits = { windowMs: 15 * 60 * 1000, perEmail: 5, perClient: 20 };

async function failuresSince(ctx: ServiceContext, subject: string, since: string): Promise<number> {
  const row = await ctx.db.selectFrom('dashboard_signin_failures').select((eb) => eb.fn.countAll<number>().as('n')).where('subject', '=', subject).where('at', '>', since).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function signIn(ctx: ServiceContext, input: { email?: unknown; password?: unknown; client: string }): Promise<DashboardUserRow> {
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - signInLimits.windowMs).toISOString();
  const subjects = { email: `email:${email}`, client: `client:${input.client}` };
  if ((await failuresSince(ctx, subjects.email, since)) >= signInLimits.perEmail || (await failuresSince(ctx, subjects.client, since)) >= signInLimits.perClient) {
    throw new ServiceError('rate_limit_exceeded', 'Too many failed sign-ins. Wait 15 minutes, or set a new password with an invitation link.');
  }
  const user = email ? await ctx.db.selectFrom('dashboard_users').selectAll().where('email', '=', email).executeTakeFirst() : undefined;
  const matches = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
  if (!user || !user.password_hash || !matches) {
    const at = now.toISOString();
    await ctx.db.deleteFrom('dashboard_signin_failures').where('at', '<=', since).execute();
    await ctx.db.insertInto('dashboard_signin_failures').values([{ subject: subjects.email, at }, { subject: subjects.client, at }]).execute();
    throw new ServiceError('invalid_credentials', 'The e-mail or the password is wrong');
  }
  await ctx.db.deleteFrom('dashboard_signin_failures').where('subject', '=', subjects.email).execute();
  return user;
}
