// One-statement writes of a task row on PostgreSQL, for the task path's hot writes: the task's
// update is a CTE named `advanced` and everything that depends on it (a trace step, the slot, the
// outbox event) is a further CTE that writes only when `advanced` updated the row. One statement
// commits on its own, all or nothing like a transaction, without the begin and commit round trips.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../store/schema.ts';
import { pgEventCte, type EventInput } from '../webhooks/outbox.ts';

export interface TaskWrite {
  taskId: string;
  /** Column values of the task update. */
  set: Record<string, string | number | null>;
  /** Conditions besides the id for the update to happen. */
  where: RawBuilder<unknown>;
  /** CTEs the condition may read, placed before `advanced`. */
  before?: RawBuilder<unknown>[];
  /** An event numbered from the task's event_seq, which the update advances. */
  event?: EventInput;
  /** CTEs after `advanced`; each must write only when `advanced` has a row. */
  after?: RawBuilder<unknown>[];
  /** Columns of the statement's one answer row. */
  select?: RawBuilder<unknown>[];
}

/** Runs the write; `updated` says whether the task row was updated. */
export async function pgTaskWrite<R>(db: Kysely<Database>, write: TaskWrite): Promise<R & { updated: boolean }> {
  const event = write.event && pgEventCte(write.event);
  const set = Object.entries(write.set).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  if (event) set.push(sql`event_seq = event_seq + 1`);
  const advanced = sql`advanced as (update tasks set ${sql.join(set)} where id = ${write.taskId} and ${write.where} returning event_seq)`;
  const ctes = [...(write.before ?? []), advanced, ...(write.after ?? []), ...(event ? [event.cte] : [])];
  const select = [sql`exists (select 1 from advanced) as updated`, ...(write.select ?? []), ...(event ? [event.woke] : [])];
  const { rows } = await sql<R & { updated: boolean }>`with ${sql.join(ctes)} select ${sql.join(select)}`.execute(db);
  return rows[0];
}
