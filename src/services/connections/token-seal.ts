// Connection tokens are sealed at rest (C5); the AAD names the connection and the token's role,
// so a sealed value copied to another user's row, or from refresh to access, will not open.
import { open, seal, type KeyRing } from '../../lib/secret-box.ts';
import type { ConnectionKey } from './find-connection.ts';

export type TokenRole = 'access' | 'refresh';

function context(key: ConnectionKey, role: TokenRole): string {
  return `connection:${role}:${key.accountId}:${key.environment}:${key.userId}:${key.service}`;
}

export function sealToken(ring: KeyRing, key: ConnectionKey, role: TokenRole, token: string): string {
  return seal(ring, token, context(key, role));
}

export function openToken(ring: KeyRing, key: ConnectionKey, role: TokenRole, sealed: string): string {
  return open(ring, sealed, context(key, role));
}
