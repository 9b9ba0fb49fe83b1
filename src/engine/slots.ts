// Concurrency slots (K1): running live tasks hold one; waiting and test tasks hold none. Every
// transaction that takes or frees a slot first locks the account row (PostgreSQL), so two nodes
// cannot both take the last slot; SQLite runs one transaction at a time anyway.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../store/dialect.ts';
import { preparedQuery } from '../store/prepared-query.ts';
import type { Database } from '../store/schema.ts';

export async function lockAccount(db: Kysely<Database>, accountId: string): Promise<void> {
  if (isPostgres(db)) {
    await sql`select id from accounts where id = ${accountId} for update`.execute(db);
  }
}

// Counted on every creation and every slot hand-over: prepared once (src/store/prepared-query.ts).
// The status and mode are literals so both engines can use the partial index tasks_live_running.
const countLiveRunning = preparedQuery((db, p: { accountId: string }) =>
  db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', p.accountId)
    .where('status', '=', sql.lit('running'))
    .where('mode', '=', sql.lit('live')),
);

export async function runningCount(db: Kysely<Database>, accountId: string): Promise<number> {
  const [row] = await countLiveRunning(db, { accountId });
  return Number(row.n);
}

export async function hasFreeSlot(db: Kysely<Database>, accountId: string, limit: number): Promise<boolean> {
  return (await runningCount(db, accountId)) < limit;
}
