// Every task creation and slot hand-over counts an account's running live tasks (K1). A partial
// index holds only those rows, so the count reads a handful of index entries and never the table;
// inserts of pending or test tasks do not touch it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('tasks_live_running')
    .on('tasks')
    .column('account_id')
    .where(sql.ref('status'), '=', sql.lit('running'))
    .where(sql.ref('mode'), '=', sql.lit('live'))
    .execute();
}
