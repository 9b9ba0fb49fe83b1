// An oauth2 tool source as a live OAuth provider (X3, C1): the endpoints and client it declared
// (or that MCP discovery and dynamic client registration found), its client secret opened from
// the key ring, and a fetch through the egress guard (E7), since the addresses are the account's
// choice and not the operator's.
import { egressFetch } from '../../lib/egress/index.ts';
import type { KeyRing } from '../../lib/secret-box.ts';
import type { ToolSourceRow } from '../../store/schema.ts';
import { openToolSecret } from '../../tools/custom/source-secret.ts';
import type { PublicAuth } from '../../tools/custom/types.ts';
import type { OAuthEndpoints } from '../../tools/types.ts';
import type { LiveProvider } from '../connections/provider-client.ts';
import { sourceAuth } from './source-view.ts';

/** Requests to a source's token and revocation endpoints: the OAuth client's own 15 s bound applies. */
const oauthRequestTimeoutMs = 15_000;

const clientAuthByMethod = { client_secret_basic: 'basic', client_secret_post: 'post', none: 'none' } as const;

/** The provider an oauth2 auth describes, given its opened client secret. */
export function authProvider(auth: PublicAuth, clientSecret: string | undefined, allowPrivate: boolean): LiveProvider | undefined {
  if (auth.type !== 'oauth2' || !auth.client_id || !auth.authorization_url || !auth.token_url) return undefined;
  const endpoints: OAuthEndpoints = {
    authorizeUrl: auth.authorization_url,
    tokenUrl: auth.token_url,
    ...(auth.revocation_url ? { revokeUrl: auth.revocation_url } : {}),
    ...(auth.resource ? { resource: auth.resource } : {}),
    clientAuth: clientAuthByMethod[auth.token_endpoint_auth_method ?? 'client_secret_basic'],
  };
  return {
    endpoints,
    client: { clientId: auth.client_id, ...(clientSecret === undefined ? {} : { clientSecret }) },
    fetch: egressFetch({ allowPrivate, timeoutMs: oauthRequestTimeoutMs }),
  };
}

export function sourceProvider(ring: KeyRing, row: ToolSourceRow, allowPrivate: boolean): LiveProvider | undefined {
  if (sourceAuth(row).type !== 'oauth2') return undefined;
  const clientSecret = row.secret_sealed === null ? undefined : openToolSecret(ring, row.account_id, row.name, row.secret_sealed);
  return authProvider(sourceAuth(row), clientSecret, allowPrivate);
}
