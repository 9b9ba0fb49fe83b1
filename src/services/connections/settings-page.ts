// The hosted settings page's two verbs (C4): show an end user their connections in both
// environments, and revoke one of them. The link token is the credential; the revoke form also
// carries a CSRF token bound to the link (settings-csrf.ts).
import { ServiceError } from '../../lib/errors.ts';
import type { Providers } from '../../oauth/provider-config.ts';
import type { ServiceContext } from '../context.ts';
import { listConnections } from './list-connections.ts';
import { revokeConnection, type Revocation } from './revoke-connection.ts';
import { isValidSettingsCsrf, settingsCsrfToken } from './settings-csrf.ts';
import { openSettingsLink } from './settings-link.ts';

/** More than any end user plausibly has: 8 services times 2 environments. */
const pageSize = 100;

export async function showSettings(ctx: ServiceContext, token: string) {
  const link = await openSettingsLink(ctx, token);
  const account = await ctx.db.selectFrom('accounts').select('name').where('id', '=', link.account_id).executeTakeFirst();
  const { data } = await listConnections(ctx, link.account_id, link.user_id, { limit: pageSize });
  return { appName: account?.name ?? 'The application', userId: link.user_id, expiresAt: link.expires_at, connections: data, csrf: settingsCsrfToken(ctx.keyRing, link.token_hash) };
}

export interface SettingsRevokeInput {
  service?: unknown;
  environment?: unknown;
  csrf?: unknown;
}

export async function revokeFromSettings(ctx: ServiceContext, providers: Providers, token: string, input: SettingsRevokeInput): Promise<Revocation> {
  const link = await openSettingsLink(ctx, token);
  if (!isValidSettingsCsrf(ctx.keyRing, link.token_hash, input.csrf)) {
    throw new ServiceError('invalid_csrf_token', 'This form is out of date. Reload the settings page and try again.', { param: 'csrf' });
  }
  if (typeof input.service !== 'string' || input.service === '') throw new ServiceError('invalid_request', 'The field service is required', { param: 'service' });
  const environment = input.environment ?? 'live';
  if (environment !== 'live' && environment !== 'test') throw new ServiceError('invalid_request', 'The field environment must be "live" or "test"', { param: 'environment' });
  return revokeConnection(ctx, providers, { accountId: link.account_id, environment, userId: link.user_id, service: input.service });
}
