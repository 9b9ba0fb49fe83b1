// The workers' housekeeping deletes consent requests by expiry (src/engine/maintenance.ts); settings
// links have had this index since migration 005.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('consent_requests_expiry').on('consent_requests').column('expires_at').execute();
}
