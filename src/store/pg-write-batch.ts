// Group commit for the task path's one-statement writes on PostgreSQL (ADR 29). A worker runs
// dozens of tasks at once, and each write was a round trip of its own: a socket write, a wake-up of
// the backend, a read, and a commit with its WAL flush, paid per statement. The writes that come in
// while the event loop turns are now sent together on one connection, in one socket write, as one
// implicit transaction (their Bind/Execute messages and a single Sync), and commit at once.
// Nobody hears of success before that commit. Every write is all or nothing as before: if any of
// them fails, PostgreSQL rolls the whole group back, and each write is then sent again on its own,
// so a failing write fails alone. A lost connection fails the group's writes, as it failed a write.
// A group holds its locks until its commit. Writes that also lock a concurrency stripe (a completion
// giving its unit back, ADR 32) go last in their group, in stripe order (two groups never wait for
// each other's stripes in a cycle), at most `stripeWritesPerGroup` a group, so a stripe is held for
// about as long as by a write alone and most of an account's stripes stay free for creations.
import type { Kysely } from 'kysely';
import pg from 'pg';
import { statementName } from './named-statements.ts';
import type { Database } from './schema.ts';

interface Write {
  text: string;
  values: unknown[];
  /** The stripe row the write locks besides its task's (account id, then stripe zero-padded). */
  stripe?: string;
  resolve(row: Record<string, unknown> | undefined): void;
  reject(error: unknown): void;
}

/** The parts of pg's connection (its own Query uses them) that a group's messages go out through. */
interface WireConnection {
  stream: { cork(): void; uncork(): void };
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(message: { text: string; name: string; types: number[] }): void;
  bind(message: { portal: string; statement: string; values: unknown[]; valueMapper: (value: unknown) => unknown }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string }): void;
  sync(): void;
}

/** The row parsing of pg's Result. */
interface RowReader {
  addFields(fields: pg.FieldDef[]): void;
  parseRow(fields: unknown[]): Record<string, unknown>;
}

const prepareValue = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils.prepareValue;

/**
 * A group of named statements as one query of pg's client (its submittable interface): the client
 * hands it every message from the backend until the group's ReadyForQuery, or stops at an error.
 */
class GroupQuery {
  readonly rows: Array<Record<string, unknown> | undefined>;
  /** How many statements the group carries (scripts/profile-task-path.ts counts them). */
  readonly statements: number;
  private result: RowReader | undefined;
  private done = 0;
  private readonly settle: (error: Error | undefined) => void;
  private readonly writes: Write[];

  constructor(writes: Write[], settle: (error: Error | undefined) => void) {
    this.writes = writes;
    this.settle = settle;
    this.rows = new Array(writes.length);
    this.statements = writes.length;
  }

  submit(connection: WireConnection): null {
    connection.stream.cork();
    try {
      for (const write of this.writes) {
        const name = statementName(write.text)!;
        if (connection.parsedStatements[name] === undefined && connection.submittedNamedStatements[name] === undefined) {
          connection.parse({ text: write.text, name, types: [] });
          connection.submittedNamedStatements[name] = write.text;
        }
        connection.bind({ portal: '', statement: name, values: write.values, valueMapper: prepareValue });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '' });
      }
      connection.sync();
    } finally {
      connection.stream.uncork();
    }
    return null;
  }

  handleRowDescription(message: { fields: pg.FieldDef[] }): void {
    // pg's Result turns a row's text into values with the same type parsers as any query.
    this.result = new pg.Result('', pg.types) as unknown as RowReader;
    this.result.addFields(message.fields);
  }

  handleDataRow(message: { fields: unknown[] }): void {
    this.rows[this.done] = this.result!.parseRow(message.fields);
  }

  handleCommandComplete(): void {
    this.done++;
  }

  handleEmptyQuery(): void {}

  handleError(error: Error): void {
    this.settle(error);
  }

  handleReadyForQuery(): void {
    this.settle(this.done === this.writes.length ? undefined : new Error(`a write group ended after ${this.done} of ${this.writes.length} statements`));
  }
}

export interface WriteBatches {
  /**
   * Runs a registered named statement (named-statements.ts) in the next group; its first row.
   * `stripe`: the stripe row it locks, as `stripeKey` spells it.
   */
  run<R>(text: string, values: unknown[], stripe?: string): Promise<R | undefined>;
}

/** The order stripe locks are taken in: by account, then by stripe number. */
export const stripeKey = (accountId: string, stripe: number) => `${accountId}/${String(stripe).padStart(3, '0')}`;

const batches = new WeakMap<Kysely<Database>, WriteBatches>();

/** The write groups of a PostgreSQL store's root instance; undefined elsewhere and in a transaction. */
export function writeBatchesOf(db: Kysely<Database>): WriteBatches | undefined {
  return db.isTransaction ? undefined : batches.get(db);
}

/** Groups in flight at once: while they are, new writes wait and join the next group. */
const groupsInFlight = 2;
/** Writes locking a stripe in one group: with two groups in flight, a worker holds at most 16 of an account's 64. */
const stripeWritesPerGroup = 8;

/** The next group from the queue: every other write, then at most `stripeWritesPerGroup` stripe writes in stripe order. */
function nextGroup(queue: Write[]): { group: Write[]; rest: Write[] } {
  const group: Write[] = [];
  const striped: Write[] = [];
  const rest: Write[] = [];
  for (const write of queue) {
    if (write.stripe === undefined) group.push(write);
    else if (striped.length < stripeWritesPerGroup) striped.push(write);
    else rest.push(write);
  }
  striped.sort((a, b) => (a.stripe! < b.stripe! ? -1 : a.stripe! > b.stripe! ? 1 : 0));
  return { group: [...group, ...striped], rest };
}

export function attachWriteBatches(db: Kysely<Database>, pool: pg.Pool): void {
  let queue: Write[] = [];
  let scheduled = false;
  let inFlight = 0;

  const schedule = () => {
    if (scheduled || inFlight >= groupsInFlight || queue.length === 0) return;
    scheduled = true;
    // One turn of the event loop: the writes of every task woken by the same reads join.
    setImmediate(() => {
      scheduled = false;
      if (inFlight >= groupsInFlight || queue.length === 0) return;
      const { group, rest } = nextGroup(queue);
      queue = rest;
      inFlight++;
      void send(group).finally(() => {
        inFlight--;
        schedule();
      });
    });
  };

  const alone = (write: Write) =>
    pool.query(write.text, write.values).then(
      (result) => write.resolve(result.rows[0]),
      (error: unknown) => write.reject(error),
    );

  const send = async (group: Write[]) => {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      for (const write of group) write.reject(error);
      return;
    }
    const { error, rows } = await new Promise<{ error: Error | undefined; rows: GroupQuery['rows'] }>((resolve) => {
      const query: GroupQuery = new GroupQuery(group, (failure) => resolve({ error: failure, rows: query.rows }));
      void client.query(query as unknown as pg.QueryConfig);
    });
    // After an error the connection's prepared statements are uncertain: it is closed, not reused.
    client.release(error);
    if (error === undefined) {
      group.forEach((write, i) => write.resolve(rows[i]));
    } else if (error instanceof pg.DatabaseError && error.severity === 'ERROR') {
      // An ERROR aborts the transaction, so PostgreSQL rolled the whole group back: each write
      // again, alone. (A FATAL one ends the session, perhaps after the commit: like a lost
      // connection, it fails the writes, as it failed a write before.)
      await Promise.all(group.map(alone));
    } else {
      for (const write of group) write.reject(error);
    }
  };

  batches.set(db, {
    run<R>(text: string, values: unknown[], stripe?: string) {
      return new Promise<R | undefined>((resolve, reject) => {
        queue.push({ text, values, stripe, resolve: resolve as Write['resolve'], reject });
        schedule();
      });
    },
  });
}
