// Consent requests behind each auth_url (C2): the opaque token is stored only as a hash.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consent_requests')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('scopes_json', 'text', (c) => c.notNull())
    .addColumn('task_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('oauth_state_hash', 'text')
    .addColumn('code_verifier_sealed', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('consent_requests_state').on('consent_requests').column('oauth_state_hash').execute();
}
