// One webhook endpoint per account (decision E1). Setting it checks the destination (E7) and
// returns the secret once; the stored copy is sealed.
import { isoNow } from '../../lib/clock.ts';
import { ServiceError } from '../../lib/errors.ts';
import { checkDestinationUrl, isEgressError } from '../../lib/egress/index.ts';
import { generateWebhookSecret } from '../../webhooks/signature.ts';
import { getAccount } from '../accounts/get-account.ts';
import type { ServiceContext } from '../context.ts';
import { sealWebhookSecret } from './endpoint-secret.ts';

export async function assertWebhookDestination(ctx: ServiceContext, url: string): Promise<string> {
  try {
    const checked = await checkDestinationUrl(url, { allowPrivate: ctx.allowPrivateNetworks });
    return checked.url.toString();
  } catch (error) {
    if (!isEgressError(error)) throw error;
    if (error.code === 'destination_not_allowed') {
      throw new ServiceError('destination_not_allowed', `${error.message} (set BATON_ALLOW_PRIVATE_NETWORKS=true to allow private addresses)`, { param: 'url' });
    }
    throw new ServiceError('validation_failed', `url: ${error.message}`, { param: 'url' });
  }
}

export async function setWebhookEndpoint(ctx: ServiceContext, accountId: string, url: string): Promise<{ url: string; secret: string }> {
  await getAccount(ctx, accountId);
  const checkedUrl = await assertWebhookDestination(ctx, url);
  const existing = await ctx.db.selectFrom('webhook_endpoints').select('account_id').where('account_id', '=', accountId).executeTakeFirst();
  const now = isoNow(ctx.clock);
  const secret = generateWebhookSecret();
  const secret_sealed = sealWebhookSecret(ctx.keyRing, accountId, secret);
  if (existing) {
    await ctx.db.updateTable('webhook_endpoints').set({ url: checkedUrl, secret_sealed, updated_at: now }).where('account_id', '=', accountId).execute();
  } else {
    await ctx.db.insertInto('webhook_endpoints').values({ account_id: accountId, url: checkedUrl, secret_sealed, created_at: now, updated_at: now }).execute();
  }
  return { url: checkedUrl, secret };
}
