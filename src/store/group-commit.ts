// Group commit for the embedded store. SQLite runs one write transaction at a time, and its commit
// (the WAL append) and the lock taken by a transaction's first statement cost more than a task
// insert itself. Transactions that queue up behind a running one therefore run one after another
// inside a single SQLite transaction, each in its own savepoint, and commit together. Every caller
// still sees all-or-nothing: a transaction that throws is rolled back to its savepoint alone, and
// no caller hears of success before the shared commit has happened.
import type { Kysely } from 'kysely';
import type { DatabaseSync } from 'node:sqlite';
import { collectCommitCallbacks, keepsCommitCallbacks } from './commit-callbacks.ts';
import { attachDirect } from './prepared-query.ts';
import type { Database } from './schema.ts';
import type { SqliteDirect } from './sqlite-database.ts';

type Work = (trx: Kysely<Database>) => Promise<unknown>;

interface Job {
  work: Work;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Group {
  joined: Job[];
  /** How each joined job is answered once the group has committed. */
  outcomes: Array<() => void>;
  /** afterCommit callbacks of the jobs that were not rolled back. */
  callbacks: Array<() => void>;
  /** Set when SQLite abandoned the transaction, with the error that did it. */
  lost: { cause: unknown } | undefined;
}

export interface GroupCommit {
  run<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T>;
}

const groups = new WeakMap<Kysely<Database>, GroupCommit>();

/** The group commit of an embedded store's root instance; undefined on PostgreSQL. */
export function groupCommitOf(db: Kysely<Database>): GroupCommit | undefined {
  return groups.get(db);
}

/** Whether `db` is the handle of a grouped transaction (what `isTransaction` says for Kysely's own). */
export function inGroupTransaction(db: Kysely<Database>): boolean {
  return keepsCommitCallbacks(db);
}

/** At most this many transactions share one commit, so a long queue still sees commits often. */
const maxGroup = 64;

export function createGroupCommit(db: Kysely<Database>, connection: { raw: DatabaseSync; direct: SqliteDirect }): GroupCommit {
  const { raw, direct } = connection;
  const queue: Job[] = [];
  let running = false;

  // Runs queued jobs until the queue is empty or the group is full; jobs that arrive meanwhile join.
  async function runGroup(trx: Kysely<Database>, group: Group): Promise<void> {
    let waited = false;
    for (;;) {
      // Requests read in the same turn of the event loop queue up only after the first has run (its
      // statements are synchronous), so the group waits for them once, one turn, before it commits.
      if (queue.length === 0 && !waited) {
        waited = true;
        await new Promise(setImmediate);
      }
      if (queue.length === 0 || group.joined.length >= maxGroup) return;
      const job = queue.shift()!;
      group.joined.push(job);
      const mark = group.callbacks.length;
      direct.run('SAVEPOINT baton_job', []);
      try {
        const value = await job.work(trx);
        direct.run('RELEASE baton_job', []);
        group.outcomes.push(() => job.resolve(value));
      } catch (error) {
        group.callbacks.length = mark;
        group.outcomes.push(() => job.reject(error));
        // Some errors (disk full, I/O) make SQLite roll the whole transaction back: nothing of the
        // group survives, so the group fails as one, with this error.
        if (!raw.isTransaction) {
          group.lost = { cause: error };
          throw error;
        }
        direct.run('ROLLBACK TO baton_job', []);
        direct.run('RELEASE baton_job', []);
      }
    }
  }

  // One group: BEGIN IMMEDIATE takes the write lock up front, so a group never fails because
  // another process wrote after its first read; the connection is Kysely's, held for the group.
  async function runAndCommit(conn: Kysely<Database>, group: Group): Promise<void> {
    direct.run('BEGIN IMMEDIATE', []);
    try {
      attachDirect(conn, direct);
      await collectCommitCallbacks(conn, group.callbacks, () => runGroup(conn, group));
      direct.run('COMMIT', []);
    } catch (error) {
      if (raw.isTransaction) direct.run('ROLLBACK', []);
      throw error;
    }
  }

  async function drain(): Promise<void> {
    running = true;
    while (queue.length > 0) {
      const group: Group = { joined: [], outcomes: [], callbacks: [], lost: undefined };
      try {
        await db.connection().execute((conn) => runAndCommit(conn, group));
      } catch (error) {
        // The commit (or the whole transaction) failed: no job's writes were kept. When BEGIN itself
        // failed (another process held the write lock past the busy timeout), no job had joined yet:
        // the queued ones fail with it rather than wait for the next attempt.
        const cause = group.lost ? group.lost.cause : error;
        for (const job of group.joined.length > 0 ? group.joined : queue.splice(0)) job.reject(cause);
        continue;
      }
      for (const settle of group.outcomes) settle();
      for (const callback of group.callbacks) callback();
    }
    running = false;
  }

  const group: GroupCommit = {
    run<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (!running) void drain();
      });
    },
  };
  groups.set(db, group);
  return group;
}
