// Reads an end user's connection to a service (A3: per account, environment, user and service)
// and whether its granted scopes cover what a tool needs.
import type { Kysely } from 'kysely';
import type { ConnectionRow, Database } from '../../store/schema.ts';

export interface ConnectionKey {
  accountId: string;
  environment: 'test' | 'live';
  userId: string;
  service: string;
}

export async function findConnection(db: Kysely<Database>, key: ConnectionKey): Promise<ConnectionRow | undefined> {
  return db
    .selectFrom('connections')
    .selectAll()
    .where('account_id', '=', key.accountId)
    .where('environment', '=', key.environment)
    .where('user_id', '=', key.userId)
    .where('service', '=', key.service)
    .executeTakeFirst();
}

export function grantedScopes(row: ConnectionRow): string[] {
  return JSON.parse(row.scopes_json) as string[];
}

/** Scopes the tool needs that an active connection lacks; all of them when there is none usable. */
export function missingScopes(row: ConnectionRow | undefined, needed: readonly string[]): string[] {
  if (!row || row.status !== 'active') return [...needed];
  const granted = new Set(grantedScopes(row));
  return needed.filter((scope) => !granted.has(scope));
}

export function isConnectionUsable(row: ConnectionRow | undefined, needed: readonly string[]): boolean {
  return row?.status === 'active' && missingScopes(row, needed).length === 0;
}
