// What callers may see of a connection (C4): never a token, never its expiry details.
import { ServiceError } from '../../lib/errors.ts';
import type { ConnectionRow } from '../../store/schema.ts';
import { grantedScopes } from './find-connection.ts';

export function connectionView(row: ConnectionRow) {
  return {
    service: row.service,
    scopes: grantedScopes(row),
    status: row.status,
    environment: row.environment,
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...(row.revoked_at ? { revoked_at: row.revoked_at } : {}),
  };
}

export type ConnectionView = ReturnType<typeof connectionView>;

/** K3: an end-user id is 1 to 255 characters. */
export function assertUserId(userId: string): void {
  if (userId.length < 1 || userId.length > 255) {
    throw new ServiceError('validation_failed', 'user_id must be 1 to 255 characters', { param: 'user_id' });
  }
}
