// Concurrency slots without a hot row (ADR 0015). An account's plan limit is split over a fixed
// number of stripes, each a row with a capacity and a count of running live tasks; a task that runs
// holds one unit of one stripe (tasks.slot_stripe). Creations take a unit from any stripe that is
// not locked (SKIP LOCKED on PostgreSQL), a completion hands its unit to the oldest pending task
// without touching a stripe, so no single row serializes an account's creations and completions.
// Existing accounts get their stripes here, and their running live tasks a unit each.
import { sql, type Kysely } from 'kysely';

// Kept here, not imported from src/engine/slots.ts: a shipped migration must not change with the code.
const stripes = 16;

function capacities(limit: number): number[] {
  return Array.from({ length: stripes }, (_, i) => Math.floor(limit / stripes) + (i < limit % stripes ? 1 : 0));
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_slots')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('stripe', 'integer', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('account_slots_pk', ['account_id', 'stripe'])
    .addCheckConstraint('account_slots_used_not_negative', sql`used >= 0`)
    .execute();
  await db.schema.alterTable('tasks').addColumn('slot_stripe', 'integer').execute();
  // Pending tasks only, in hand-over order: the oldest of an account, and the workers' promotion
  // sweep (which accounts have any) read a handful of entries however long the history.
  await db.schema.createIndex('tasks_pending').on('tasks').columns(['account_id', 'created_at', 'id']).where(sql.ref('status'), '=', sql.lit('pending')).execute();
  // Nothing counts running tasks any more (migration 006 added this index for the count).
  await db.schema.dropIndex('tasks_live_running').execute();

  const accounts = await sql<{ id: string; concurrency_limit: number }>`select id, concurrency_limit from accounts`.execute(db);
  for (const account of accounts.rows) {
    const caps = capacities(Number(account.concurrency_limit));
    const used = caps.map(() => 0);
    const running = await sql<{ id: string }>`select id from tasks where account_id = ${account.id} and status = 'running' and mode = 'live' order by created_at, id`.execute(db);
    for (const task of running.rows) {
      // Fill stripes up to capacity; tasks beyond a lowered limit go on stripe 0 and free nothing.
      const stripe = Math.max(0, caps.findIndex((cap, i) => used[i] < cap));
      used[stripe] += 1;
      await sql`update tasks set slot_stripe = ${stripe} where id = ${task.id}`.execute(db);
    }
    for (let i = 0; i < stripes; i++) {
      await sql`insert into account_slots (account_id, stripe, capacity, used) values (${account.id}, ${i}, ${caps[i]}, ${used[i]})`.execute(db);
    }
  }
}
