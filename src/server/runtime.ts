// Everything a process needs from configuration: logger, store (migrated), key ring, service context.
import pino, { type Logger } from 'pino';
import type { Config } from '../config/config.ts';
import { systemClock, type Clock } from '../lib/clock.ts';
import type { ServiceContext } from '../services/context.ts';
import { migrateToLatest } from '../store/migrate.ts';
import { openStore, type Store } from '../store/open-store.ts';
import { createLocalNotifier } from '../engine/notifier.ts';
import { createPgNotifier } from '../engine/pg-notifier.ts';
import { loadKeyRing } from './key-ring.ts';

export interface Runtime {
  config: Config;
  logger: Logger;
  store: Store;
  ctx: ServiceContext;
  close(): Promise<void>;
}

/** Logs go to stderr so stdout carries only command output (one JSON object with --json). */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({ level: config.logLevel, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime }, pino.destination(2));
}

export async function openRuntime(config: Config, options: { migrate: boolean; clock?: Clock; logger?: Logger }): Promise<Runtime> {
  const logger = options.logger ?? createLogger(config);
  const keyRing = loadKeyRing(config);
  const store = openStore({ ...config, onStoreError: (message) => logger.warn({ error: message }, 'sqlite checkpoint failed') });
  try {
    if (options.migrate) {
      const applied = await migrateToLatest(store.db);
      if (applied.length > 0) logger.info({ applied }, 'migrations applied');
    }
  } catch (error) {
    await store.close();
    throw error;
  }
  const notifier = config.databaseUrl ? createPgNotifier(config.databaseUrl, logger) : createLocalNotifier();
  const ctx: ServiceContext = {
    db: store.db,
    clock: options.clock ?? systemClock,
    keyRing,
    allowPrivateNetworks: config.allowPrivateNetworks,
    notifier,
    site: { publicUrl: config.publicUrl ?? `https://localhost:${config.port}` },
    limits: { taskTimeoutSeconds: config.taskTimeoutSeconds, consentTimeoutSeconds: config.consentTimeoutSeconds },
  };
  return {
    config,
    logger,
    store,
    ctx,
    async close() {
      await notifier.close();
      await store.close();
    },
  };
}
