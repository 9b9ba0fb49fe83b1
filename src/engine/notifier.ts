// Wakes workers when there is work: a task to run, an event to send, a task to abort. On SQLite
// (one process) it is an in-process emitter; on PostgreSQL, NOTIFY, so listeners on every node hear
// it when the write commits (sent inside the writing transaction, or after its commit for task
// wake-ups: pg-notifier.ts).
import { EventEmitter } from 'node:events';
import { sql, type Kysely } from 'kysely';
import { afterCommit } from '../store/commit-callbacks.ts';
import type { Database } from '../store/schema.ts';

// baton_promote carries an account id whose pending tasks may start (a unit may be free).
export const channels = ['baton_tasks', 'baton_events', 'baton_cancel', 'baton_promote'] as const;
export type Channel = (typeof channels)[number];

export interface Notifier {
  /** Call with the transaction that made the work visible; listeners hear it after it commits. */
  notify(db: Kysely<Database>, channel: Channel, payload?: string): Promise<void>;
  on(channel: Channel, listener: (payload: string) => void): () => void;
  close(): Promise<void>;
}

export function createLocalNotifier(): Notifier {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    // Listeners hear it once the writing transaction has committed (group-commit.ts), on a later tick.
    async notify(db, channel, payload = '') {
      afterCommit(db, () => setImmediate(() => emitter.emit(channel, payload)));
    },
    on(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** NOTIFY half of the PostgreSQL notifier; listening lives in pg-listener.ts. */
export async function pgNotify(db: Kysely<Database>, channel: Channel, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
