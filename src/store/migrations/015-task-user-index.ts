// An end user's tasks, newest first (GET /v1/tasks?user_id=, the dashboard's "Tasks of <user>"),
// read straight from this index. Without it both walked the account's whole history in
// (account_id, created_at, id) order looking for the user's rows: the fewer tasks a user had
// among the account's, the longer the walk (all of it for a user with none).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('tasks_account_user').on('tasks').columns(['account_id', 'user_id', 'created_at', 'id']).execute();
}
