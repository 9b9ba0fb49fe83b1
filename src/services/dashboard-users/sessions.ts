// Dashboard sessions (D1): a random id in an HttpOnly cookie, stored only as its hash; 12 hours
// idle and 7 days at most; a fresh id at every sign-in (no fixation); sign-out deletes the row, so
// the cookie is worthless everywhere at once. Each session carries its own CSRF token.
import { randomBase62 } from '../../lib/random.ts';
import type { Account, DashboardUserRow } from '../../store/schema.ts';
import { hashToken } from '../connections/consent-link.ts';
import type { ServiceContext } from '../context.ts';

export const sessionLimits = { idleMs: 12 * 3600 * 1000, absoluteMs: 7 * 24 * 3600 * 1000 };
// last_seen_at is written at most once a minute per session, not on every page.
const touchEveryMs = 60_000;

export interface DashboardSession {
  user: { id: string; email: string };
  account: Account;
  csrf: string;
}

export async function startSession(ctx: ServiceContext, user: DashboardUserRow): Promise<{ id: string; csrf: string }> {
  const id = randomBase62(43);
  const csrf = randomBase62(32);
  const now = ctx.clock.now();
  await ctx.db
    .insertInto('dashboard_sessions')
    .values({
      id_hash: hashToken(id),
      user_id: user.id,
      account_id: user.account_id,
      csrf_token: csrf,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + sessionLimits.absoluteMs).toISOString(),
    })
    .execute();
  return { id, csrf };
}

/** The session behind a cookie value, or undefined when it is unknown, idle too long, expired, or its account is disabled. */
export async function findSession(ctx: ServiceContext, id: string | undefined): Promise<DashboardSession | undefined> {
  if (!id) return undefined;
  const idHash = hashToken(id);
  const row = await ctx.db
    .selectFrom('dashboard_sessions')
    .innerJoin('dashboard_users', 'dashboard_users.id', 'dashboard_sessions.user_id')
    .select(['dashboard_sessions.csrf_token', 'dashboard_sessions.last_seen_at', 'dashboard_sessions.expires_at', 'dashboard_users.id as user_id', 'dashboard_users.email', 'dashboard_users.account_id'])
    .where('dashboard_sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const now = ctx.clock.now().getTime();
  if (now >= Date.parse(row.expires_at) || now - Date.parse(row.last_seen_at) >= sessionLimits.idleMs) {
    await endSession(ctx, id);
    return undefined;
  }
  const account = await ctx.db.selectFrom('accounts').selectAll().where('id', '=', row.account_id).executeTakeFirst();
  if (!account || account.status !== 'active') return undefined;
  if (now - Date.parse(row.last_seen_at) >= touchEveryMs) {
    await ctx.db.updateTable('dashboard_sessions').set({ last_seen_at: new Date(now).toISOString() }).where('id_hash', '=', idHash).execute();
  }
  return { user: { id: row.user_id, email: row.email ?? '' }, account, csrf: row.csrf_token };
}

export async function endSession(ctx: ServiceContext, id: string): Promise<void> {
  await ctx.db.deleteFrom('dashboard_sessions').where('id_hash', '=', hashToken(id)).execute();
}
