// An account's tool-source stamp (every source's name@updated_at, services/tools/account-catalog.ts)
// is read on every subagent deploy, patch and read, every task creation and every claim. From the
// primary key alone SQLite had to read each row's updated_at past its tools_json, a few hundred KiB
// of overflow pages for an account of 100 sources (about 2.5 ms a read); this index answers it alone.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('tool_sources_stamp').on('tool_sources').columns(['account_id', 'name', 'updated_at']).execute();
}
