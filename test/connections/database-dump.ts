// Everything a stolen database would show: on SQLite the raw bytes of the database file and its
// WAL, on PostgreSQL every row of every table as text (what pg_dump would print).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';

export async function dumpDatabase(store: { databaseUrl?: string; dataDir: string }): Promise<string> {
  if (!store.databaseUrl) {
    const file = path.join(store.dataDir, 'baton.db');
    return [file, `${file}-wal`].filter(existsSync).map((f) => readFileSync(f).toString('latin1')).join('\n');
  }
  const client = new pg.Client(store.databaseUrl);
  await client.connect();
  try {
    const tables = await client.query<{ table_name: string }>("select table_name from information_schema.tables where table_schema = 'public'");
    const parts: string[] = [];
    for (const { table_name: table } of tables.rows) {
      const rows = await client.query<{ row: string }>(`select row_to_json(t)::text as row from "${table}" t`);
      parts.push(...rows.rows.map((r) => r.row));
    }
    return parts.join('\n');
  } finally {
    await client.end();
  }
}

/** Runs one SQL statement against the server's store from outside (to expire or tamper with rows). */
export async function execSql(store: { databaseUrl?: string; dataDir: string }, text: string, params: Array<string | number | null>): Promise<Record<string, unknown>[]> {
  if (!store.databaseUrl) {
    const db = new DatabaseSync(path.join(store.dataDir, 'baton.db'));
    try {
      db.exec('PRAGMA busy_timeout = 5000');
      const sqliteText = text.replace(/\$\d+/g, '?');
      const statement = db.prepare(sqliteText);
      return /^\s*select/i.test(text) ? (statement.all(...params) as Record<string, unknown>[]) : (statement.run(...params), []);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client(store.databaseUrl);
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}
