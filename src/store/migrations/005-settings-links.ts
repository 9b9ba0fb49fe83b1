// Hosted settings pages (C4): each link is an opaque token stored only as its hash, scoped to one
// account and end user, expiring. Plus an index for listing an end user's connections.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('settings_links_expiry').on('settings_links').column('expires_at').execute();
  await db.schema.createIndex('connections_user_listing').on('connections').columns(['account_id', 'user_id', 'created_at']).execute();
}
