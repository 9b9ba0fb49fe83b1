// The PostgreSQL notifier: one dedicated connection LISTENs on every channel and reconnects with
// backoff if it drops. Workers also poll slowly, so a notification lost during a reconnect only
// delays work, never loses it.
//
// `baton_tasks` (a task to run; listeners only pump their queue, whatever the payload) is not sent
// inside the writing transaction: PostgreSQL serializes the commits of all transactions that
// NOTIFY on one database-wide lock, held through the commit's WAL flush, so every task creation
// waited for the others. It is sent once the transaction has committed, on the listening
// connection, and wake-ups asked for while one is on its way share the next one.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from 'pino';
import { afterCommit, keepsCommitCallbacks } from '../store/commit-callbacks.ts';
import { channels, pgNotify, type Notifier } from './notifier.ts';

export function createPgNotifier(connectionString: string, logger: Logger): Notifier {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 100;

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => emitter.emit(message.channel, message.payload ?? ''));
    next.on('error', (error) => {
      logger.warn({ err: error }, 'notification connection lost; reconnecting');
      next.end().catch(() => {});
      if (client === next) client = undefined;
      setTimeout(() => void connect(), retryMs).unref();
      retryMs = Math.min(retryMs * 2, 5000);
    });
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${channel}`);
      client = next;
      retryMs = 100;
      // Anything notified while we were away is found by the next poll; nudge listeners now.
      for (const channel of channels) emitter.emit(channel, '');
    } catch (error) {
      next.emit('error', error);
    }
  }
  const ready = connect();

  let sending = false;
  let again = false;
  async function wakeTasks(): Promise<void> {
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    try {
      do {
        again = false;
        // Not connected: the workers' poll finds the task within a second.
        await client?.query(`select pg_notify('baton_tasks', '')`);
      } while (again && !closed);
    } catch (error) {
      if (!closed) logger.warn({ err: error }, 'task wake-up not sent; the workers poll will find the task');
    } finally {
      sending = false;
    }
  }

  return {
    async notify(db, channel, payload = '') {
      // A transaction opened elsewhere cannot say when it commits: notify inside it.
      if (channel !== 'baton_tasks' || (db.isTransaction && !keepsCommitCallbacks(db))) return pgNotify(db, channel, payload);
      afterCommit(db, () => void wakeTasks());
    },
    on(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    async close() {
      closed = true;
      await ready;
      await client?.end().catch(() => {});
      emitter.removeAllListeners();
    },
  };
}
