// The oldest pending task of an account (K1 hand-over, ordered by created_at then id) and the
// status-filtered task list (newest first, same order reversed) are read straight from this index.
// Its predecessor stopped at created_at, so SQLite preferred walking every task of the account in
// (account_id, created_at, id) order to skip the sort: a hand-over cost grew with the account's history.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tasks_account_status').execute();
  await db.schema.createIndex('tasks_account_status').on('tasks').columns(['account_id', 'status', 'created_at', 'id']).execute();
}
