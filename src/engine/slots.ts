// Concurrency slots (K1): running live tasks hold one; waiting and test tasks hold none. Every
// transaction that takes or frees a slot first locks the account row (PostgreSQL), so two nodes
// cannot both take the last slot; SQLite runs one transaction at a time anyway.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../store/dialect.ts';
import type { Database } from '../store/schema.ts';

export async function lockAccount(db: Kysely<Database>, accountId: string): Promise<void> {
  if (isPostgres(db)) {
    await sql`select id from accounts where id = ${accountId} for update`.execute(db);
  }
}

export async function runningCount(db: Kysely<Database>, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('status', '=', 'running')
    .where('mode', '=', 'live')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function hasFreeSlot(db: Kysely<Database>, accountId: string, limit: number): Promise<boolean> {
  return (await runningCount(db, accountId)) < limit;
}
