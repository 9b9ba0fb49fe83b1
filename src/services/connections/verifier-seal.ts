// The PKCE code verifier waits, sealed (C5), on its consent request between the redirect to the
// provider and the callback; the AAD names that request so it cannot be replayed on another one.
import { open, seal, type KeyRing } from '../../lib/secret-box.ts';

export function verifierContext(tokenHash: string): string {
  return `consent_verifier:${tokenHash}`;
}

export function sealVerifier(ring: KeyRing, tokenHash: string, verifier: string): string {
  return seal(ring, verifier, verifierContext(tokenHash));
}

export function openVerifier(ring: KeyRing, tokenHash: string, sealed: string): string {
  return open(ring, sealed, verifierContext(tokenHash));
}
