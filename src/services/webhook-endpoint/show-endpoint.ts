import { ServiceError } from '../../lib/errors.ts';
import { generateWebhookSecret } from '../../webhooks/signature.ts';
import { isoNow } from '../../lib/clock.ts';
import { getAccount } from '../accounts/get-account.ts';
import type { ServiceContext } from '../context.ts';
import { openWebhookSecret, sealWebhookSecret } from './endpoint-secret.ts';

async function requireEndpoint(ctx: ServiceContext, accountId: string) {
  await getAccount(ctx, accountId);
  const row = await ctx.db.selectFrom('webhook_endpoints').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  if (!row) throw new ServiceError('webhook_not_configured', 'This account has no webhook endpoint');
  return row;
}

/** The endpoint without its secret: the secret is shown only when it is set or rotated. */
export async function showWebhookEndpoint(ctx: ServiceContext, accountId: string) {
  const row = await requireEndpoint(ctx, accountId);
  return { url: row.url, created_at: row.created_at, updated_at: row.updated_at };
}

/** Replaces the secret at once (E1); deliveries signed from now on use the new one. */
export async function rotateWebhookSecret(ctx: ServiceContext, accountId: string): Promise<{ url: string; secret: string }> {
  const row = await requireEndpoint(ctx, accountId);
  const secret = generateWebhookSecret();
  await ctx.db
    .updateTable('webhook_endpoints')
    .set({ secret_sealed: sealWebhookSecret(ctx.keyRing, accountId, secret), updated_at: isoNow(ctx.clock) })
    .where('account_id', '=', accountId)
    .execute();
  return { url: row.url, secret };
}

/** The dashboard's "reveal": the current secret, for a signed-in user who asks (D2). */
export async function revealWebhookSecret(ctx: ServiceContext, accountId: string): Promise<{ url: string; secret: string }> {
  const row = await requireEndpoint(ctx, accountId);
  return { url: row.url, secret: openWebhookSecret(ctx.keyRing, accountId, row.secret_sealed) };
}
