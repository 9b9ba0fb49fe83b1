// Concurrency slots (K1, ADR 0015). An account's limit is split over `slotStripes` rows of
// account_slots, each {capacity, used}; a running live task holds one unit of one stripe
// (tasks.slot_stripe). Taking a unit locks one stripe row that no one else has locked (SKIP
// LOCKED), and a completion hands its unit to the oldest pending task without touching a stripe,
// so creations and completions of one account do not queue behind one row. A stripe's
// `used < capacity` is re-checked on the locked row, so the sum of units never passes the limit.
// 64 stripes (ADR 31): many more than an account's requests in flight at once, each of which holds
// its stripe until its commit, so a creation nearly always finds one free and a completion rarely
// waits for its own.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../store/dialect.ts';
import { preparedQuery } from '../store/prepared-query.ts';
import type { Database } from '../store/schema.ts';

export const slotStripes = 64;

/** The limit spread over the stripes (the first ones take the remainder). */
export function stripeCapacities(limit: number): number[] {
  return Array.from({ length: slotStripes }, (_, i) => Math.floor(limit / slotStripes) + (i < limit % slotStripes ? 1 : 0));
}

/** Creates an account's stripes, or resizes them after a plan change (units held stay held). */
export async function syncSlots(db: Kysely<Database>, accountId: string, limit: number): Promise<void> {
  const rows = stripeCapacities(limit).map((capacity, stripe) => ({ account_id: accountId, stripe, capacity, used: 0 }));
  await db
    .insertInto('account_slots')
    .values(rows)
    .onConflict((oc) => oc.columns(['account_id', 'stripe']).doUpdateSet({ capacity: (eb) => eb.ref('excluded.capacity') }))
    .execute();
}

// Taking a unit runs on every creation: prepared once per variant (src/store/prepared-query.ts).
// `start` spreads takers over the stripes; `queueFirst` refuses while older tasks are pending, so
// a new task never starts ahead of them (K1 oldest first).
function takeUnitQuery(queueFirst: boolean) {
  return preparedQuery((db, p: { accountId: string; start: number }) => {
    let free = db
      .selectFrom('account_slots')
      .select('stripe')
      .where('account_id', '=', p.accountId)
      .whereRef('used', '<', 'capacity')
      .orderBy(sql`(stripe + ${p.start}) % ${sql.lit(slotStripes)}`)
      .limit(sql.lit(1));
    if (queueFirst) {
      free = free.where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('tasks').select(sql.lit(1).as('one')).where('account_id', '=', p.accountId).where('status', '=', sql.lit('pending')))),
      );
    }
    if (isPostgres(db)) free = free.forUpdate().skipLocked();
    return db
      .updateTable('account_slots')
      .set((eb) => ({ used: eb('used', '+', sql.lit(1)) }))
      .where('account_id', '=', p.accountId)
      .where('stripe', '=', free)
      .whereRef('used', '<', 'capacity')
      .returning('stripe');
  }, { named: true });
}
const takeUnitBehindQueue = takeUnitQuery(true);
const takeUnitForPending = takeUnitQuery(false);

/**
 * A unit for a task that asks to start (creation, consent granted): its stripe, or null when the
 * account has none free or older tasks are pending. `forPending` is the promotion of the oldest
 * pending task itself.
 */
export async function takeSlot(db: Kysely<Database>, accountId: string, options: { forPending?: boolean } = {}): Promise<number | null> {
  const run = options.forPending ? takeUnitForPending : takeUnitBehindQueue;
  const [row] = await run(db, { accountId, start: Math.floor(Math.random() * slotStripes) });
  return row?.stripe ?? null;
}

const giveBackUnit = preparedQuery((db, p: { accountId: string; stripe: number }) =>
  db
    .updateTable('account_slots')
    .set((eb) => ({ used: eb('used', '-', sql.lit(1)) }))
    .where('account_id', '=', p.accountId)
    .where('stripe', '=', p.stripe),
  { named: true },
);

/** Frees a unit nobody pending could take. */
export async function freeSlot(db: Kysely<Database>, accountId: string, stripe: number): Promise<void> {
  await giveBackUnit(db, { accountId, stripe });
}

/** Units of the account's limit held now: its running live tasks (the dashboard's "in use"). */
export async function slotsInUse(db: Kysely<Database>, accountId: string): Promise<number> {
  const row = await db.selectFrom('account_slots').select((eb) => eb.fn.sum<number>('used').as('used')).where('account_id', '=', accountId).executeTakeFirst();
  return Number(row?.used ?? 0);
}
