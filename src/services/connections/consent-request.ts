// The consent request behind an auth_url (C2): looked up by the hash of its opaque token, usable
// once, until the consent timeout. Every failure here changes nothing.
import type { Kysely } from 'kysely';
import { ServiceError } from '../../lib/errors.ts';
import type { ConsentRequestRow, Database } from '../../store/schema.ts';
import { assertAccountActive } from '../accounts/account-status.ts';
import { hashToken } from './consent-link.ts';
import type { ConnectionKey } from './find-connection.ts';

export const openStatuses = ['pending', 'started'] as const;

/** The request a consent token names, if it can still be decided; otherwise a typed error. */
export async function usableConsentRequest(db: Kysely<Database>, token: string, now: Date): Promise<ConsentRequestRow> {
  const row = await db.selectFrom('consent_requests').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
  if (!row) throw new ServiceError('consent_link_not_found', 'This authorization link is not valid. Ask the application for a new one.');
  await assertAccountActive(db, row.account_id);
  if (row.status === 'approved' || row.status === 'denied') {
    throw new ServiceError('consent_link_used', 'This authorization link was already used. Ask the application for a new one if you need it.');
  }
  if (Date.parse(row.expires_at) <= now.getTime()) {
    throw new ServiceError('consent_link_expired', 'This authorization link has expired. Ask the application for a new one.');
  }
  return row;
}

export function consentKey(row: ConsentRequestRow): ConnectionKey {
  return { accountId: row.account_id, environment: row.environment, userId: row.user_id, service: row.service };
}

export function requestedScopes(row: ConsentRequestRow): string[] {
  return JSON.parse(row.scopes_json) as string[];
}

/**
 * Marks the request decided, guarded by its still-open status: of two concurrent decisions exactly
 * one wins. Run it in the transaction that stores the grant, so a request is never used twice.
 */
export async function closeConsentRequest(db: Kysely<Database>, row: ConsentRequestRow, outcome: 'approved' | 'denied', now: Date): Promise<void> {
  const result = await db
    .updateTable('consent_requests')
    .set({ status: outcome, completed_at: now.toISOString(), oauth_state_hash: null, code_verifier_sealed: null })
    .where('token_hash', '=', row.token_hash)
    .where('status', 'in', openStatuses)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    throw new ServiceError('consent_link_used', 'This authorization link was already used. Ask the application for a new one if you need it.');
  }
}
