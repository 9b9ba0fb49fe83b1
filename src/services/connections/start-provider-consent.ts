// C2, live environment: opening auth_url starts the provider's authorization-code flow with a
// fresh `state` and PKCE (S256). Only the state's hash and the sealed verifier are kept. Opening
// the link again restarts the flow and invalidates the previous state.
import { ServiceError } from '../../lib/errors.ts';
import { buildAuthorizationRequest } from '../../oauth/client/index.ts';
import type { Providers } from '../../oauth/provider-config.ts';
import type { ServiceContext } from '../context.ts';
import { hashToken } from './consent-link.ts';
import { openStatuses, requestedScopes, usableConsentRequest } from './consent-request.ts';
import { redirectUri, requireLiveProvider } from './provider-client.ts';
import { sealVerifier } from './verifier-seal.ts';

export async function startProviderConsent(ctx: ServiceContext, providers: Providers, token: string): Promise<{ redirectUrl: string }> {
  const now = ctx.clock.now();
  const row = await usableConsentRequest(ctx.db, token, now);
  if (row.environment !== 'live') throw new ServiceError('invalid_request', 'This link is decided on its own consent page, not at a provider');
  const provider = await requireLiveProvider(ctx, providers, row.account_id, row.service);
  const request = await buildAuthorizationRequest({
    endpoints: provider.endpoints,
    clientId: provider.client.clientId,
    redirectUri: redirectUri(ctx, row.service),
    scopes: requestedScopes(row),
  });
  const started = await ctx.db
    .updateTable('consent_requests')
    .set({ status: 'started', oauth_state_hash: hashToken(request.state), code_verifier_sealed: sealVerifier(ctx.keyRing, row.token_hash, request.codeVerifier) })
    .where('token_hash', '=', row.token_hash)
    .where('status', 'in', openStatuses)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (Number(started.numUpdatedRows) !== 1) {
    // Decided or expired between the read and the write: answer as a fresh read would.
    await usableConsentRequest(ctx.db, token, ctx.clock.now());
    throw new ServiceError('consent_link_used', 'This authorization link was already used. Ask the application for a new one if you need it.');
  }
  return { redirectUrl: request.url };
}
