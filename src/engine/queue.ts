// The durable task queue: a running task row is a job. Workers claim runnable rows (running, no
// live lease) oldest first; on PostgreSQL with FOR UPDATE SKIP LOCKED so concurrent workers on
// several nodes never take the same task; on SQLite one process claims, one statement at a time.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../store/dialect.ts';
import { preparedQuery } from '../store/prepared-query.ts';
import { taskColumns, type AccountsTable, type Database, type TaskRow } from '../store/schema.ts';
import { prebuiltAccount } from '../services/subagents/find-subagent.ts';
import { toolStampSql } from '../services/tools/account-catalog.ts';

export interface Lease {
  owner: string;
  seconds: number;
  now: Date;
}

function leaseUntil(lease: Lease): string {
  return new Date(lease.now.getTime() + lease.seconds * 1000).toISOString();
}

/** A claimed task with what its run needs first, read in the claim itself (no query per task). */
export interface ClaimedTask extends TaskRow {
  account_status: AccountsTable['status'] | null;
  /** The subagent's prompt: the account's own subagent of that name, else the prebuilt one. */
  subagent_prompt: string | null;
  /** The account's tool sources stamp (services/tools/account-catalog.ts). */
  tool_stamp: string | null;
}

// Every wake-up of every worker runs the claim (most find nothing): prepared once per dialect
// (src/store/prepared-query.ts) rather than built and compiled each time, and named: its columns
// are spelled out (taskColumns), so a column added by a later migration cannot break it.
// Tasks nobody holds and tasks whose lease ran out are two claims, each one range of the index on
// (lease_expires_at, created_at): as one "no lease or an expired one" condition PostgreSQL read
// every runnable row and sorted them on each claim (1.3 ms with 1,500 waiting, and once per task).
function claimQuery(expired: boolean) {
  return preparedQuery(
    (db, p: { owner: string; until: string; now: string; limit: number }) => {
      let candidates = db.selectFrom('tasks').select('id').where('status', '=', sql.lit('running'));
      // All null, so ordered by created_at: the order of the index, read from its start.
      candidates = expired ? candidates.where('lease_expires_at', '<', p.now).orderBy('created_at') : candidates.where('lease_expires_at', 'is', null).orderBy('lease_expires_at').orderBy('created_at');
      candidates = candidates.limit(p.limit);
      if (isPostgres(db)) candidates = candidates.forUpdate().skipLocked();
      return db
        .updateTable('tasks')
        .set({ lease_owner: p.owner, lease_expires_at: p.until })
        .where('id', 'in', candidates)
        .where('status', '=', sql.lit('running'))
        .returning(taskColumns)
        .returning([
          sql<AccountsTable['status'] | null>`(select a.status from accounts a where a.id = tasks.account_id)`.as('account_status'),
          sql<string | null>`(select sa.prompt from subagents sa where sa.name = tasks.sub_agent and sa.account_id in (tasks.account_id, ${sql.lit(prebuiltAccount)}) order by sa.account_id = ${sql.lit(prebuiltAccount)} limit 1)`.as('subagent_prompt'),
          toolStampSql(sql.ref('tasks.account_id')).as('tool_stamp'),
        ]);
    },
    { named: true },
  );
}
const claimUnheld = claimQuery(false);
const claimExpired = claimQuery(true);

/**
 * Takes up to `limit` of the oldest running tasks nobody holds; `expired`: of those whose holder's
 * lease ran out instead (a worker that died), which the workers' poll looks for.
 */
export async function claimTasks(db: Kysely<Database>, lease: Lease, limit: number, options: { expired?: boolean } = {}): Promise<ClaimedTask[]> {
  if (limit <= 0) return [];
  const claim = options.expired ? claimExpired : claimUnheld;
  return (await claim(db, { owner: lease.owner, until: leaseUntil(lease), now: lease.now.toISOString(), limit })) as ClaimedTask[];
}

/** Extends the leases this worker still holds; returns the ids it no longer holds (to abort them). */
export async function renewLeases(db: Kysely<Database>, lease: Lease, taskIds: string[]): Promise<string[]> {
  if (taskIds.length === 0) return [];
  const renewed = await db
    .updateTable('tasks')
    .set({ lease_expires_at: leaseUntil(lease) })
    .where('id', 'in', taskIds)
    .where('lease_owner', '=', lease.owner)
    .where('status', '=', 'running')
    .returning('id')
    .execute();
  const held = new Set(renewed.map((r) => r.id));
  return taskIds.filter((id) => !held.has(id));
}

/** Gives a task back to the queue at once (a worker stopping cleanly). */
export async function releaseLease(db: Kysely<Database>, owner: string, taskId: string): Promise<void> {
  await db.updateTable('tasks').set({ lease_owner: null, lease_expires_at: null }).where('id', '=', taskId).where('lease_owner', '=', owner).execute();
}

/**
 * Embedded storage has exactly one process; at its start every lease is a dead one, so running
 * tasks are picked up at once instead of after their lease runs out.
 */
export async function releaseAllLeasesAtStart(db: Kysely<Database>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`update tasks set lease_owner = null, lease_expires_at = null where status = 'running'`.execute(db);
}
