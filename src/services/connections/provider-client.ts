// What the consent flow, refresh and revocation need from a live provider: its endpoints and the
// operator's OAuth client (C1), the redirect URI Baton registers, and transport options.
import { ServiceError } from '../../lib/errors.ts';
import type { OAuthClientCredentials, OAuthHttpOptions } from '../../oauth/client/index.ts';
import type { Providers } from '../../oauth/provider-config.ts';
import { catalog } from '../../tools/catalog.ts';
import type { OAuthEndpoints } from '../../tools/types.ts';
import type { ServiceContext } from '../context.ts';

export interface LiveProvider {
  endpoints: OAuthEndpoints;
  client: OAuthClientCredentials;
}

export function findLiveProvider(providers: Providers, service: string): LiveProvider | undefined {
  const config = providers.get(service);
  return config?.endpoints && config.client ? { endpoints: config.endpoints, client: config.client } : undefined;
}

export function requireLiveProvider(providers: Providers, service: string): LiveProvider {
  const provider = findLiveProvider(providers, service);
  if (!provider) throw new ServiceError('service_not_configured', `No OAuth client is configured for ${serviceName(service)}; the operator must set BATON_OAUTH_${service.toUpperCase()}_CLIENT_ID and _CLIENT_SECRET`);
  return provider;
}

/** `<public url>/oauth/callback/<service>`: the redirect URI to register in each provider's app. */
export function redirectUri(ctx: Pick<ServiceContext, 'site'>, service: string): string {
  return `${ctx.site.publicUrl}/oauth/callback/${service}`;
}

/**
 * Plain-http provider endpoints are allowed only with BATON_ALLOW_PRIVATE_NETWORKS (loopback test
 * providers); real providers are HTTPS.
 */
export function oauthHttp(ctx: Pick<ServiceContext, 'allowPrivateNetworks' | 'clock'>): OAuthHttpOptions {
  return { allowInsecureRequests: ctx.allowPrivateNetworks, now: () => ctx.clock.now() };
}

export function serviceName(service: string): string {
  return catalog.getService(service)?.name ?? service;
}
