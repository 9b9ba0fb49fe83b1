// A tool source's secret (api key, bearer token or oauth2 client secret) is sealed at rest (X3,
// C5); its AAD names the account and source, so a sealed value moved to another row will not open.
import { open, seal, type KeyRing } from '../../lib/secret-box.ts';

export const toolSecretContext = (accountId: string, source: string) => `tool_secret:${accountId}:${source}`;

export function sealToolSecret(ring: KeyRing, accountId: string, source: string, secret: string): string {
  return seal(ring, secret, toolSecretContext(accountId, source));
}

export function openToolSecret(ring: KeyRing, accountId: string, source: string, sealed: string): string {
  return open(ring, sealed, toolSecretContext(accountId, source));
}
