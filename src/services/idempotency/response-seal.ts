// An Idempotency-Key's stored answer is replayed byte for byte for 24 hours, so it may hold a
// secret (a webhook secret from rotate_secret, a settings link): it is sealed at rest under the key
// ring (C5), bound to its account and key, and re-sealed by `baton vault reseal` like any other.
import { open, seal, type KeyRing } from '../../lib/secret-box.ts';

export const idempotencyContext = (accountId: string, key: string) => `idempotency:${accountId}:${key}`;

export function sealResponse(ring: KeyRing, ref: { accountId: string; key: string }, body: string): string {
  return seal(ring, body, idempotencyContext(ref.accountId, ref.key));
}

/** Answers stored before sealing began are JSON as they were (a sealed value starts with `v1.`). */
export function openResponse(ring: KeyRing, ref: { accountId: string; key: string }, stored: string): string {
  return stored.startsWith('{') ? stored : open(ring, stored, idempotencyContext(ref.accountId, ref.key));
}
