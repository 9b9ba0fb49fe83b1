// The per-account sliding rate window (L2, docs/adr/0010-sliding-rate-window.md) on PostgreSQL: one
// row per account holding the counts of its requests by second, and a function that drops seconds
// older than the window, takes one request if the limit allows, and answers the row, all under the
// row's lock in one round trip, so nodes sharing the database never let two requests through for
// one slot. It replaces rate-limiter-flexible's fixed-window table. The embedded store counts in
// memory (one process) and gets no table.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema.dropTable('rate_limits').ifExists().execute();
  await db.schema
    .createTable('rate_windows')
    .addColumn('account_id', 'text', (c) => c.primaryKey())
    .addColumn('seconds', sql`bigint[]`, (c) => c.notNull())
    .addColumn('counts', sql`integer[]`, (c) => c.notNull())
    .execute();
  // A bucket (second s) is counted while now < s + span; span is the window plus one second, so a
  // request made late in its second is still counted a full window after it was made.
  await sql`
    CREATE FUNCTION baton_rate_take(p_account text, p_now bigint, p_limit integer, p_span integer)
    RETURNS TABLE (allowed boolean, kept_seconds bigint[], kept_counts integer[])
    LANGUAGE plpgsql AS $$
    DECLARE
      old_seconds bigint[];
      old_counts integer[];
      total integer := 0;
      n integer;
    BEGIN
      kept_seconds := '{}';
      kept_counts := '{}';
      SELECT w.seconds, w.counts INTO old_seconds, old_counts FROM rate_windows w WHERE w.account_id = p_account FOR UPDATE;
      IF NOT FOUND THEN
        INSERT INTO rate_windows (account_id, seconds, counts) VALUES (p_account, '{}', '{}') ON CONFLICT (account_id) DO NOTHING;
        SELECT w.seconds, w.counts INTO old_seconds, old_counts FROM rate_windows w WHERE w.account_id = p_account FOR UPDATE;
      END IF;
      FOR i IN 1 .. coalesce(array_length(old_seconds, 1), 0) LOOP
        IF old_seconds[i] + p_span > p_now THEN
          kept_seconds := kept_seconds || old_seconds[i];
          kept_counts := kept_counts || old_counts[i];
          total := total + old_counts[i];
        END IF;
      END LOOP;
      allowed := total < p_limit;
      IF allowed THEN
        n := coalesce(array_length(kept_seconds, 1), 0);
        IF n > 0 AND kept_seconds[n] = p_now THEN
          kept_counts[n] := kept_counts[n] + 1;
        ELSE
          kept_seconds := kept_seconds || p_now;
          kept_counts := kept_counts || 1;
        END IF;
      END IF;
      UPDATE rate_windows w SET seconds = kept_seconds, counts = kept_counts WHERE w.account_id = p_account;
      RETURN NEXT;
    END
    $$
  `.execute(db);
}
