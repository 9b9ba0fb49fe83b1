// Bridges node:sqlite's DatabaseSync to the statement interface Kysely's SqliteDialect expects.
// Statements are cached by SQL text: preparing is the costly part of a small query.
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

type Bindable = null | number | bigint | string | Uint8Array;
type Row = Record<string, unknown>;

function toBindable(value: unknown): Bindable {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string' || value instanceof Uint8Array) return value;
  if (value instanceof Date) return value.toISOString();
  throw new TypeError(`cannot bind a ${typeof value} to SQLite`);
}

function wrap(statement: StatementSync): SqliteStatement {
  const names = statement.columns().map((column) => column.name);
  // A statement that returns columns is a reader; RETURNING is read with all() so WAL checkpoints are not blocked.
  const reader = names.length > 0;
  // Rows come back as arrays and are rebuilt here: node:sqlite's own row objects are slow
  // dictionaries, and objects built in one column order share a fast shape.
  if (reader) statement.setReturnArrays(true);
  const toRow = (values: unknown[]): Row => {
    const row: Row = {};
    for (let i = 0; i < names.length; i++) row[names[i]] = values[i];
    return row;
  };
  const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toBindable);
  return {
    reader,
    all: (parameters) => (statement.all(...bind(parameters)) as unknown as unknown[][]).map(toRow),
    run: (parameters) => statement.run(...bind(parameters)),
    *iterate(parameters) {
      for (const values of statement.iterate(...bind(parameters))) yield toRow(values as unknown as unknown[]);
    },
  };
}

/** Statements run synchronously on one connection, skipping Kysely's queue (see prepared-query.ts). */
export interface SqliteDirect {
  all(sql: string, parameters: ReadonlyArray<unknown>): Row[];
  run(sql: string, parameters: ReadonlyArray<unknown>): void;
}

function openConnection(file: string) {
  const raw = new DatabaseSync(file, { timeout: 5000 });
  raw.exec('PRAGMA journal_mode = WAL');
  raw.exec('PRAGMA synchronous = NORMAL');
  raw.exec('PRAGMA foreign_keys = ON');
  const cache = new Map<string, SqliteStatement>();
  const prepare = (sql: string): SqliteStatement => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = wrap(raw.prepare(sql));
      if (cache.size >= 500) cache.delete(cache.keys().next().value!);
      cache.set(sql, statement);
    }
    return statement;
  };
  return { raw, prepare };
}

/** The connection Kysely runs every query and transaction on, and direct access to it. */
export function openSqliteDatabase(file: string): SqliteDatabase & { raw: DatabaseSync; direct: SqliteDirect } {
  const { raw, prepare } = openConnection(file);
  // Checkpoints run on a thread (sqlite-checkpointer.ts); this connection does one itself only when
  // the WAL passes 20,000 pages (80 MB), and a reset WAL is cut back to 64 MB.
  raw.exec('PRAGMA wal_autocheckpoint = 20000');
  raw.exec('PRAGMA journal_size_limit = 67108864');
  const direct: SqliteDirect = { all: (sql, parameters) => prepare(sql).all(parameters) as Row[], run: (sql, parameters) => void prepare(sql).run(parameters) };
  return { raw, prepare, direct, close: () => raw.close() };
}

export interface SqliteReader {
  /** Runs one read synchronously, outside any transaction: it sees only committed data. */
  all(sql: string, parameters: ReadonlyArray<unknown>): Row[];
  close(): void;
}

/**
 * A second connection, for hot point reads outside transactions. In WAL mode it reads the last
 * committed state while the main connection writes, and it skips Kysely's connection queue.
 */
export function openSqliteReader(file: string): SqliteReader {
  const { raw, prepare } = openConnection(file);
  raw.exec('PRAGMA query_only = ON');
  return { all: (sql, parameters) => prepare(sql).all(parameters) as Row[], close: () => raw.close() };
}
