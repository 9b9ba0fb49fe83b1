// The PostgreSQL notifier: one dedicated connection LISTENs on every channel and reconnects with
// backoff if it drops. Workers also poll slowly, so a notification lost during a reconnect only
// delays work, never loses it.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from 'pino';
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

  return {
    notify: pgNotify,
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
