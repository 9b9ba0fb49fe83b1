// What the consent flow, refresh and revocation need from a live provider: its endpoints and the
// OAuth client (C1), the redirect URI Baton registers, and transport options. A built-in service's
// provider comes from the operator's configuration; an account's oauth2 tool source is its own
// provider, declared in its definition (X3).
import { ServiceError } from '../../lib/errors.ts';
import type { FetchLike } from '../../lib/egress/index.ts';
import type { KeyRing } from '../../lib/secret-box.ts';
import type { OAuthClientCredentials, OAuthHttpOptions } from '../../oauth/client/index.ts';
import type { Providers } from '../../oauth/provider-config.ts';
import type { Db } from '../../store/schema.ts';
import { catalog } from '../../tools/catalog.ts';
import type { OAuthEndpoints } from '../../tools/types.ts';
import type { ServiceContext } from '../context.ts';
import { findSourceRow } from '../tools/find-source.ts';
import { sourceProvider } from '../tools/source-oauth.ts';

export interface LiveProvider {
  endpoints: OAuthEndpoints;
  client: OAuthClientCredentials;
  /** A tool source's endpoints are reached through the egress guard (E7). */
  fetch?: FetchLike;
}

/** What finding a provider reads: a tool source's row and its sealed client secret. */
export interface ProviderLookup {
  db: Db;
  keyRing: KeyRing;
  allowPrivateNetworks: boolean;
}

export async function findLiveProvider(ctx: ProviderLookup, providers: Providers, accountId: string, service: string): Promise<LiveProvider | undefined> {
  if (catalog.getService(service)) {
    const config = providers.get(service);
    return config?.endpoints && config.client ? { endpoints: config.endpoints, client: config.client } : undefined;
  }
  const source = await findSourceRow(ctx.db, accountId, service);
  return source && sourceProvider(ctx.keyRing, source, ctx.allowPrivateNetworks);
}

export async function requireLiveProvider(ctx: ProviderLookup, providers: Providers, accountId: string, service: string): Promise<LiveProvider> {
  const provider = await findLiveProvider(ctx, providers, accountId, service);
  if (provider) return provider;
  if (!catalog.getService(service)) throw new ServiceError('service_not_configured', `No tool source named ${service} with oauth2 auth is registered`);
  throw new ServiceError('service_not_configured', `No OAuth client is configured for ${serviceName(service)}; the operator must set BATON_OAUTH_${service.toUpperCase()}_CLIENT_ID and _CLIENT_SECRET`);
}

/** `<public url>/oauth/callback/<service>`: the redirect URI to register in each provider's app. */
export function redirectUri(ctx: Pick<ServiceContext, 'site'>, service: string): string {
  return `${ctx.site.publicUrl}/oauth/callback/${service}`;
}

/**
 * Plain-http provider endpoints are allowed only with BATON_ALLOW_PRIVATE_NETWORKS (loopback test
 * providers); real providers are HTTPS. A tool source's provider adds its egress-guarded fetch.
 */
export function oauthHttp(ctx: Pick<ServiceContext, 'allowPrivateNetworks' | 'clock'>, provider?: LiveProvider): OAuthHttpOptions {
  return { allowInsecureRequests: ctx.allowPrivateNetworks, now: () => ctx.clock.now(), ...(provider?.fetch ? { fetch: provider.fetch } : {}) };
}

export function serviceName(service: string): string {
  return catalog.getService(service)?.name ?? service;
}
