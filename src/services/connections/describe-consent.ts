// What the consent page shows (C3): which application asks, for which service and permissions.
import type { ServiceContext } from '../context.ts';
import { requestedScopes, usableConsentRequest } from './consent-request.ts';
import { serviceName } from './provider-client.ts';

export interface ConsentDescription {
  environment: 'test' | 'live';
  service: string;
  serviceName: string;
  scopes: string[];
  appName: string;
  expiresAt: string;
}

export async function describeConsent(ctx: ServiceContext, token: string): Promise<ConsentDescription> {
  const row = await usableConsentRequest(ctx.db, token, ctx.clock.now());
  const account = await ctx.db.selectFrom('accounts').select('name').where('id', '=', row.account_id).executeTakeFirst();
  return {
    environment: row.environment,
    service: row.service,
    serviceName: serviceName(row.service),
    scopes: requestedScopes(row),
    appName: account?.name ?? 'An application',
    expiresAt: row.expires_at,
  };
}
