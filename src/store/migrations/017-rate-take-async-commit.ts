// The rate window's row (migration 009) is locked by every /v1 request of an account until the
// request's commit, and a commit waits for its WAL flush: an account's requests queued on that
// flush one after another (ADR 30). baton_rate_take now commits asynchronously: it sets
// synchronous_commit off for its own transaction, so the row's lock goes as soon as the update is
// written to the WAL buffers. A crash of PostgreSQL may forget the counts of its last fraction of a
// second (up to three wal_writer_delay); a rate limit may forget them. The caller runs it alone,
// never inside a transaction of other writes (those would commit asynchronously too).
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`ALTER FUNCTION baton_rate_take(text, bigint, integer, integer) RENAME TO baton_rate_count`.execute(db);
  await sql`
    CREATE FUNCTION baton_rate_take(p_account text, p_now bigint, p_limit integer, p_span integer)
    RETURNS TABLE (allowed boolean, kept_seconds bigint[], kept_counts integer[])
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM set_config('synchronous_commit', 'off', true);
      RETURN QUERY SELECT * FROM baton_rate_count(p_account, p_now, p_limit, p_span);
    END
    $$
  `.execute(db);
}
