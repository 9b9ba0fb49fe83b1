// Custom tool sources (decisions X1-X4): one row per account and source name. The definition is
// stored without its secret; an api_key or bearer value is sealed apart (C5), under the key ring.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tool_sources')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sandbox_url', 'text')
    .addColumn('auth_json', 'text', (c) => c.notNull())
    .addColumn('definition_json', 'text', (c) => c.notNull())
    .addColumn('tools_json', 'text', (c) => c.notNull())
    .addColumn('secret_sealed', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tool_sources_pk', ['account_id', 'name'])
    .execute();
}
