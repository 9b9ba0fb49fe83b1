// One-statement writes of a task row on PostgreSQL, for the task path's hot writes: the task's
// update is a CTE named `advanced` and everything that depends on it (a trace step, the slot, the
// outbox event) is a further CTE that writes only when `advanced` updated the row. One statement
// commits on its own, all or nothing like a transaction, without the begin and commit round trips.
// The SQL is written with named parameters (`:name`) and numbered once per distinct text, so a
// write costs neither a query builder nor a compile (they allocated about 30 KB a write), and each
// goes out as a named statement, parsed once per connection (src/store/named-statements.ts), in a
// group with the other tasks' writes of the same turn of the event loop (src/store/pg-write-batch.ts).
import { CompiledQuery, type Kysely } from 'kysely';
import { nameStatement } from '../store/named-statements.ts';
import { stripeKey, writeBatchesOf } from '../store/pg-write-batch.ts';
import type { Database } from '../store/schema.ts';
import { pgEventCte, pgEventParams, pgEventWoke, type EventInput } from '../webhooks/outbox.ts';

export interface TaskWrite {
  taskId: string;
  /** Column values of the task update. */
  set: Record<string, string | number | null>;
  /** Conditions besides the id for the update to happen (SQL with named parameters). */
  where: string;
  /** CTEs the condition may read, placed before `advanced`. */
  before?: string[];
  /** An event numbered from the task's event_seq, which the update advances. */
  event?: EventInput;
  /** CTEs after `advanced`; each must write only when `advanced` has a row. */
  after?: string[];
  /** Columns of the statement's one answer row. */
  select?: string[];
  /** Values of the named parameters in `where`, `before`, `after` and `select`. */
  params?: Record<string, unknown>;
  /** The concurrency stripe the write locks too: its group takes it last, in stripe order (ADR 32). */
  stripe?: { accountId: string; stripe: number };
}

interface Numbered {
  sql: string;
  names: string[];
}

const numbered = new Map<string, Numbered>();

/** `:name` placeholders to `$1..$n` (a name used twice is one parameter). */
function numberParameters(text: string): Numbered {
  const names: string[] = [];
  const sql = text.replace(/(?<![:\w]):([a-z][a-z0-9_]*)/g, (_, name: string) => {
    if (!names.includes(name)) names.push(name);
    return `$${names.indexOf(name) + 1}`;
  });
  return { sql, names };
}

function statementText(write: TaskWrite): string {
  const set = Object.keys(write.set).map((column) => `"${column}" = :set_${column}`);
  if (write.event) set.push('event_seq = event_seq + 1');
  const advanced = `advanced as (update tasks set ${set.join(', ')} where id = :task_id and ${write.where} returning event_seq)`;
  const ctes = [...(write.before ?? []), advanced, ...(write.after ?? []), ...(write.event ? [pgEventCte] : [])];
  const select = ['exists (select 1 from advanced) as updated', ...(write.select ?? []), ...(write.event ? [pgEventWoke] : [])];
  return `with ${ctes.join(',\n')}\nselect ${select.join(', ')}`;
}

/** Runs the write; `updated` says whether the task row was updated. */
export async function pgTaskWrite<R>(db: Kysely<Database>, write: TaskWrite): Promise<R & { updated: boolean }> {
  const text = statementText(write);
  let statement = numbered.get(text);
  if (!statement) {
    statement = numberParameters(text);
    numbered.set(text, statement);
    // Explicit result columns only (the select above): safe to prepare once per connection.
    nameStatement(statement.sql);
  }
  const values: Record<string, unknown> = { ...write.params, task_id: write.taskId, ...(write.event ? pgEventParams(write.event) : {}) };
  for (const [column, value] of Object.entries(write.set)) values[`set_${column}`] = value;
  const parameters = statement.names.map((name) => {
    if (!(name in values)) throw new Error(`no value for :${name} in a task write`);
    return values[name];
  });
  const batches = writeBatchesOf(db);
  if (batches) return (await batches.run<R & { updated: boolean }>(statement.sql, parameters, write.stripe && stripeKey(write.stripe.accountId, write.stripe.stripe)))!;
  const { rows } = await db.executeQuery<R & { updated: boolean }>(CompiledQuery.raw(statement.sql, parameters));
  return rows[0];
}
