// CSRF defence for the hosted settings page's revoke form: a per-page token bound to the link,
// HMAC-SHA256 of the link's token hash under a key derived (HKDF) from the key ring. A page opened
// before a key rotation keeps working because every key in the ring is tried.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { KeyRing } from '../../lib/secret-box.ts';

function csrfKey(key: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'baton settings page csrf', 32));
}

function tokenFor(key: Buffer, linkHash: string): string {
  return createHmac('sha256', csrfKey(key)).update(linkHash).digest('base64url');
}

export function settingsCsrfToken(ring: KeyRing, linkHash: string): string {
  return tokenFor(ring.keys.get(ring.activeKeyId)!, linkHash);
}

export function isValidSettingsCsrf(ring: KeyRing, linkHash: string, candidate: unknown): boolean {
  if (typeof candidate !== 'string' || candidate === '') return false;
  const given = Buffer.from(candidate);
  for (const key of ring.keys.values()) {
    const expected = Buffer.from(tokenFor(key, linkHash));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return true;
  }
  return false;
}
