// Runs pending migrations. Kysely's Migrator holds a lock row while it works, so several nodes
// starting at once on one PostgreSQL apply each migration exactly once.
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'baton_migrations',
    migrationLockTableName: 'baton_migrations_lock',
    // Numbers are handed out ahead of work landing, so a database may hold 010 before 009 exists;
    // the migrations are independent, and a missing lower number is applied when it arrives.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
