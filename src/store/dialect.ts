// The few places the two engines differ ask this, so dialect checks live in one spot.
import { PostgresAdapter, type Kysely } from 'kysely';

export function isPostgres<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
