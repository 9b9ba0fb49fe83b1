// Subagents: custom ones per account; prebuilt ones under the reserved account id '*' (every
// account reads them). The selected tools are stored with the catalog version they came from.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subagents')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('prompt', 'text', (c) => c.notNull())
    .addColumn('tools_json', 'text', (c) => c.notNull())
    .addColumn('tools_available', 'integer', (c) => c.notNull())
    .addColumn('catalog_version', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addPrimaryKeyConstraint('subagents_pk', ['account_id', 'name'])
    .execute();
  await db.schema.createIndex('subagents_listing').on('subagents').columns(['account_id', 'status', 'created_at']).execute();
}
