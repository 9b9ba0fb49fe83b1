// Concurrency slots on 64 stripes instead of 16 (ADR 31). With 16 creations of one account in
// flight each held one of its 16 stripes until its commit, so a creation often found every stripe
// locked and queued its task as pending (then every later one did, behind it), and a completion
// giving its unit back waited for the creation holding its stripe. Each account's stripes become
// 64 here. The units held stay where they are, and the capacities are set around them: a stripe
// gets at least the units it holds, and the account's free units are spread over all 64, so the
// capacities still add up to the limit and no more can run than before. (An account already over
// a lowered limit keeps its stripes over capacity, as a plan change leaves them.) Later plan changes
// spread the limit evenly again (src/engine/slots.ts).
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

// Kept here, not imported from src/engine/slots.ts: a shipped migration must not change with the code.
const stripes = 64;

/** Capacities for the units held by stripe (`used`, 64 entries) that add up to `limit`. */
export function capacitiesAround(used: number[], limit: number): number[] {
  const caps = [...used];
  let free = limit - used.reduce((sum, n) => sum + n, 0);
  if (free >= 0) return caps.map((cap, i) => cap + Math.floor(free / stripes) + (i < free % stripes ? 1 : 0));
  // Over the limit: take capacity from the fullest stripes until the sum is the limit.
  while (free < 0) {
    const fullest = caps.indexOf(Math.max(...caps));
    caps[fullest]--;
    free++;
  }
  return caps;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const lock = isPostgres(db) ? sql` for update` : sql``;
  const accounts = await sql<{ id: string; concurrency_limit: number }>`select id, concurrency_limit from accounts`.execute(db);
  for (const account of accounts.rows) {
    const held = await sql<{ stripe: number; used: number }>`select stripe, used from account_slots where account_id = ${account.id}${lock}`.execute(db);
    const used = Array.from({ length: stripes }, () => 0);
    for (const row of held.rows) used[Number(row.stripe)] = Number(row.used);
    const caps = capacitiesAround(used, Number(account.concurrency_limit));
    const rows = caps.map((cap, i) => sql`(${account.id}, ${i}, ${cap}, ${used[i]})`);
    await sql`insert into account_slots (account_id, stripe, capacity, used) values ${sql.join(rows)}
      on conflict (account_id, stripe) do update set capacity = excluded.capacity`.execute(db);
  }
}
