// Live OAuth clients and provider addresses, from configuration (C1). Per built-in service:
//   BATON_OAUTH_<SERVICE>_CLIENT_ID / _CLIENT_SECRET      the operator's OAuth app
//   BATON_OAUTH_<SERVICE>_AUTHORIZE_URL / _TOKEN_URL / _REVOKE_URL   endpoint overrides
//   BATON_PROVIDER_<SERVICE>_BASE_URL                      the live API's base address
// <SERVICE> is the service id in upper case (GITHUB, GOOGLE_CALENDAR, ...).
import { ConfigError, readString, readUrl, type Env } from '../config/env-parsers.ts';
import { catalog } from '../tools/catalog.ts';
import type { OAuthEndpoints } from '../tools/types.ts';

export interface ProviderConfig {
  service: string;
  apiBaseUrl: string;
  endpoints: OAuthEndpoints | undefined;
  client: { clientId: string; clientSecret: string } | undefined;
}

export type Providers = Map<string, ProviderConfig>;

export function loadProviders(env: Env = process.env): Providers {
  const providers: Providers = new Map();
  for (const service of catalog.services) {
    const prefix = service.id.toUpperCase();
    const clientId = readString(env, `BATON_OAUTH_${prefix}_CLIENT_ID`);
    const clientSecret = readString(env, `BATON_OAUTH_${prefix}_CLIENT_SECRET`);
    if ((clientId === undefined) !== (clientSecret === undefined)) {
      throw new ConfigError(`BATON_OAUTH_${prefix}_CLIENT_SECRET`, `set BATON_OAUTH_${prefix}_CLIENT_ID and _CLIENT_SECRET together`);
    }
    const url = (name: string) => readUrl(env, `BATON_OAUTH_${prefix}_${name}`, ['https:', 'http:'])?.toString();
    const endpoints: OAuthEndpoints | undefined = service.oauth && {
      ...service.oauth,
      authorizeUrl: url('AUTHORIZE_URL') ?? service.oauth.authorizeUrl,
      tokenUrl: url('TOKEN_URL') ?? service.oauth.tokenUrl,
      revokeUrl: url('REVOKE_URL') ?? service.oauth.revokeUrl,
    };
    providers.set(service.id, {
      service: service.id,
      apiBaseUrl: readUrl(env, `BATON_PROVIDER_${prefix}_BASE_URL`, ['https:', 'http:'])?.toString().replace(/\/$/, '') ?? service.apiBaseUrl,
      endpoints,
      client: clientId && clientSecret ? { clientId, clientSecret } : undefined,
    });
  }
  return providers;
}
