// Hot queries built once per dialect and run with fresh parameters. Building a query with Kysely
// costs more than SQLite takes to run it (a task read: 14 us to build, 6 us to run), so the
// statements every API request runs are prepared here; the rest use the query builder as usual.
// On the embedded store they skip Kysely's queue and run synchronously: a read outside a transaction
// on a second connection (openSqliteReader), which sees only committed data; any statement inside
// a grouped transaction (group-commit.ts) on the connection that transaction holds.
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { isPostgres } from './dialect.ts';
import { nameStatement } from './named-statements.ts';
import type { Database } from './schema.ts';
import type { SqliteDirect } from './sqlite-database.ts';

type Params = Record<string, unknown>;

interface Prepared {
  compiled: CompiledQuery;
  /** For each positional parameter of the compiled SQL, the name of the value that fills it. */
  names: string[];
  read: boolean;
  /** A read, or a write with RETURNING. */
  returnsRows: boolean;
}

/** A connection reached without Kysely; `run` absent means it takes reads only. */
type Direct = Pick<SqliteDirect, 'all'> & Partial<Pick<SqliteDirect, 'run'>>;

const directs = new WeakMap<Kysely<Database>, Direct>();

/**
 * Lets prepared queries on `db` run synchronously on `connection`: the read connection for an
 * embedded store's root instance, the writing connection for a transaction that holds it.
 */
export function attachDirect(db: Kysely<Database>, connection: Direct): void {
  directs.set(db, connection);
}

// Placeholders exist only while compiling: their text names the parameter each stands for.
const marker = (name: string) => `@@baton-param:${name}@@`;
const markerName = /^@@baton-param:(.+)@@$/;

function prepare<P extends Params>(db: Kysely<Database>, build: (db: Kysely<Database>, params: P) => Compilable<unknown>): Prepared {
  const placeholders = new Proxy({} as P, { get: (_target, name) => marker(String(name)) });
  const compiled = build(db, placeholders).compile();
  const names = compiled.parameters.map((value) => {
    const match = typeof value === 'string' ? markerName.exec(value) : null;
    // A constant or transformed value in the builder would be frozen into every run: refuse it.
    if (!match) throw new Error(`prepared query has a parameter not taken from params: ${compiled.sql}`);
    return match[1];
  });
  const read = compiled.query.kind === 'SelectQueryNode';
  return { compiled, names, read, returnsRows: read || (compiled.query as { returning?: unknown }).returning !== undefined };
}

/**
 * Wraps a query builder into a function that compiles it once per dialect. `named`: on PostgreSQL
 * sent as a named statement (src/store/named-statements.ts), for queries whose result columns are
 * spelled out (no `selectAll`, `returningAll`). `build` must pass each
 * value straight from `params` (e.g. `.where('id', '=', params.id)`); run it with the real values.
 */
export function preparedQuery<P extends Params, Row>(build: (db: Kysely<Database>, params: P) => Compilable<Row>, options: { named?: boolean } = {}) {
  const byDialect = new Map<boolean, Prepared>();
  return async function run(db: Kysely<Database>, params: P): Promise<Row[]> {
    const postgres = isPostgres(db);
    let prepared = byDialect.get(postgres);
    if (!prepared) {
      prepared = prepare(db, build);
      byDialect.set(postgres, prepared);
      if (postgres && options.named) nameStatement(prepared.compiled.sql);
    }
    const { compiled, names, read, returnsRows } = prepared;
    const parameters = names.map((name) => params[name]);
    const direct = directs.get(db);
    if (direct?.run && !returnsRows) {
      direct.run(compiled.sql, parameters);
      return [];
    }
    if (direct && (read || direct.run)) return direct.all(compiled.sql, parameters) as Row[];
    const result = await db.executeQuery<Row>({ ...compiled, parameters } as CompiledQuery<Row>);
    return result.rows;
  };
}
