// POST /v1/users/:user_id/settings_link (C4): an expiring link to the hosted page where that end
// user sees and revokes their connections. The link is an opaque random token stored only as its
// hash (like consent links), so a database dump hands out no page and links can be expired early.
import { ServiceError } from '../../lib/errors.ts';
import { randomBase62 } from '../../lib/random.ts';
import type { SettingsLinkRow } from '../../store/schema.ts';
import { assertAccountActive } from '../accounts/account-status.ts';
import type { ServiceContext } from '../context.ts';
import { hashToken } from './consent-link.ts';
import { assertUserId } from './connection-view.ts';

export const settingsLinkTtl = { defaultSeconds: 3600, minSeconds: 60, maxSeconds: 7 * 24 * 3600 };

export async function createSettingsLink(ctx: ServiceContext, accountId: string, userId: string, input: { expires_in?: number } = {}) {
  assertUserId(userId);
  const ttl = input.expires_in ?? settingsLinkTtl.defaultSeconds;
  if (!Number.isInteger(ttl) || ttl < settingsLinkTtl.minSeconds || ttl > settingsLinkTtl.maxSeconds) {
    throw new ServiceError('validation_failed', `expires_in must be ${settingsLinkTtl.minSeconds} to ${settingsLinkTtl.maxSeconds} seconds`, { param: 'expires_in' });
  }
  const token = randomBase62(43);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + ttl * 1000).toISOString();
  await ctx.db
    .insertInto('settings_links')
    .values({ token_hash: hashToken(token), account_id: accountId, user_id: userId, created_at: now.toISOString(), expires_at: expiresAt })
    .execute();
  return { url: `${ctx.site.publicUrl}/settings/${token}`, expires_at: expiresAt };
}

/** The account and end user a settings token stands for, while it is valid. */
export async function openSettingsLink(ctx: ServiceContext, token: string): Promise<SettingsLinkRow> {
  const row = await ctx.db.selectFrom('settings_links').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
  if (!row) throw new ServiceError('settings_link_not_found', 'This settings link is not valid. Ask the application for a new one.');
  await assertAccountActive(ctx.db, row.account_id);
  if (Date.parse(row.expires_at) <= ctx.clock.now().getTime()) {
    throw new ServiceError('settings_link_expired', 'This settings link has expired. Ask the application for a new one.');
  }
  return row;
}
