// Series read from the database when /metrics is scraped: what every node sees alike (tasks by
// state, queue depth and age, webhook backlog, lock waits). Each scrape runs a few index-only
// counts over non-final rows (partial indexes), never over the whole task history.
import { sql, type Kysely } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import { isPostgres } from '../store/dialect.ts';
import type { Database } from '../store/schema.ts';

const ageSeconds = (oldest: string | null | undefined, now: number) => (oldest ? Math.max(0, (now - Date.parse(oldest)) / 1000) : 0);

export function registerStoreGauges(registry: Registry, db: Kysely<Database>): void {
  // A scrape reads every gauge at once (each awaiting its collect): one shared query round fills all.
  let round: Promise<void> | undefined;
  const collect = () => (round ??= fill().finally(() => (round = undefined)));
  const gauge = <L extends string>(name: string, help: string, labelNames: L[] = []) => new Gauge<L>({ name, help, labelNames, registers: [registry], collect });
  const tasks = gauge('baton_tasks', 'Tasks not yet final, by state (all nodes)', ['status']);
  const depth = gauge('baton_queue_depth', 'Tasks waiting for a worker: pending, or running without a live lease', ['kind']);
  const age = gauge('baton_queue_oldest_age_seconds', 'Age of the oldest task waiting for a worker', ['kind']);
  const backlog = gauge('baton_webhook_backlog', 'Webhook events not yet settled');
  const backlogAge = gauge('baton_webhook_backlog_oldest_age_seconds', 'Age of the oldest unsettled webhook event');
  const lockWaits = gauge('baton_db_lock_waits', 'PostgreSQL backends of this database waiting on a lock (0 on the embedded store)');

  async function fill(): Promise<void> {
    const now = Date.now();
    const nowIso = new Date(now).toISOString();
    for (const status of ['pending', 'running', 'waiting'] as const) {
      const row = await db.selectFrom('tasks').select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')]).where('status', '=', status).executeTakeFirst();
      tasks.set({ status }, Number(row?.n ?? 0));
      if (status === 'pending') {
        depth.set({ kind: 'pending' }, Number(row?.n ?? 0));
        age.set({ kind: 'pending' }, ageSeconds(row?.oldest, now));
      }
    }
    const unclaimed = await db
      .selectFrom('tasks')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('status', '=', 'running')
      .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', nowIso)]))
      .executeTakeFirst();
    depth.set({ kind: 'runnable' }, Number(unclaimed?.n ?? 0));
    age.set({ kind: 'runnable' }, ageSeconds(unclaimed?.oldest, now));
    const events = await db
      .selectFrom('webhook_events')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('status', '=', 'pending')
      .executeTakeFirst();
    backlog.set(Number(events?.n ?? 0));
    backlogAge.set(ageSeconds(events?.oldest, now));
    if (isPostgres(db)) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
      lockWaits.set(rows[0]?.n ?? 0);
    } else {
      lockWaits.set(0);
    }
  }
}
