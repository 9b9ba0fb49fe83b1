// The webhook secret is sealed at rest; its AAD names the account so a sealed secret moved to
// another account's row will not open.
import { open, seal, type KeyRing } from '../../lib/secret-box.ts';

const context = (accountId: string) => `webhook_secret:${accountId}`;

export function sealWebhookSecret(ring: KeyRing, accountId: string, secret: string): string {
  return seal(ring, secret, context(accountId));
}

export function openWebhookSecret(ring: KeyRing, accountId: string, sealed: string): string {
  return open(ring, sealed, context(accountId));
}
