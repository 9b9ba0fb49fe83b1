// Every value Baton seals at rest (C5), with the AAD context it was sealed under, read in
// keyset-ordered batches so a rotation never loads a whole table and never holds a long transaction.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../store/schema.ts';
import { toolSecretContext } from '../../tools/custom/source-secret.ts';
import { verifierContext } from '../connections/verifier-seal.ts';
import { idempotencyContext } from '../idempotency/response-seal.ts';

export interface SealedColumn {
  table: 'connections' | 'webhook_endpoints' | 'consent_requests' | 'tool_sources' | 'idempotency_keys';
  column: string;
  /** Primary key columns, in order. */
  keys: string[];
  context(row: Record<string, string>): string;
}

const connectionContext = (role: string) => (row: Record<string, string>) =>
  `connection:${role}:${row.account_id}:${row.environment}:${row.user_id}:${row.service}`;

export const sealedColumns: SealedColumn[] = [
  { table: 'connections', column: 'access_token_sealed', keys: ['account_id', 'environment', 'user_id', 'service'], context: connectionContext('access') },
  { table: 'connections', column: 'refresh_token_sealed', keys: ['account_id', 'environment', 'user_id', 'service'], context: connectionContext('refresh') },
  { table: 'webhook_endpoints', column: 'secret_sealed', keys: ['account_id'], context: (row) => `webhook_secret:${row.account_id}` },
  { table: 'consent_requests', column: 'code_verifier_sealed', keys: ['token_hash'], context: (row) => verifierContext(row.token_hash) },
  { table: 'tool_sources', column: 'secret_sealed', keys: ['account_id', 'name'], context: (row) => toolSecretContext(row.account_id, row.name) },
  { table: 'idempotency_keys', column: 'response_body', keys: ['account_id', 'key'], context: (row) => idempotencyContext(row.account_id, row.key) },
];

export interface SealedRow {
  key: Record<string, string>;
  sealed: string;
}

/**
 * One batch of a column's sealed values after `after` (a primary key), in key order. With
 * `skipKeyId`, values already sealed under that key id are left out.
 */
export async function readSealedBatch(db: Kysely<Database>, col: SealedColumn, options: { after?: Record<string, string>; limit: number; skipKeyId?: string }): Promise<SealedRow[]> {
  const keyRefs = sql.join(col.keys.map((k) => sql.ref(k)));
  const conditions = [sql`${sql.ref(col.column)} is not null`];
  if (options.after) conditions.push(sql`(${keyRefs}) > (${sql.join(col.keys.map((k) => options.after![k]))})`);
  if (options.skipKeyId) {
    const prefix = `v1.${options.skipKeyId}.`;
    conditions.push(sql`substr(${sql.ref(col.column)}, 1, ${prefix.length}) <> ${prefix}`);
  }
  const result = await sql<Record<string, string>>`select ${keyRefs}, ${sql.ref(col.column)} as sealed from ${sql.table(col.table)}
    where ${sql.join(conditions, sql` and `)} order by ${keyRefs} limit ${options.limit}`.execute(db);
  return result.rows.map((row) => ({ key: Object.fromEntries(col.keys.map((k) => [k, row[k]])), sealed: row.sealed }));
}

/** Replaces one sealed value, only if it is still the one that was read (a refresh may have won). */
export async function replaceSealed(db: Kysely<Database>, col: SealedColumn, row: SealedRow, sealed: string): Promise<boolean> {
  const where = sql.join([...col.keys.map((k) => sql`${sql.ref(k)} = ${row.key[k]}`), sql`${sql.ref(col.column)} = ${row.sealed}`], sql` and `);
  const result = await sql`update ${sql.table(col.table)} set ${sql.ref(col.column)} = ${sealed} where ${where}`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}
