// Starts a process's background workers: the task worker and the webhook dispatcher.
// `baton serve` runs them beside the API; `baton worker` runs them alone.
import type { Logger } from 'pino';
import type { Config } from '../config/config.ts';
import { createPublicFetch } from '../engine/public-fetch.ts';
import { startMaintenance } from '../engine/maintenance.ts';
import { startWorker, type Worker } from '../engine/worker.ts';
import { createModel, loadModelConfig } from '../models/create-model.ts';
import { createConnectionGateway } from '../oauth/connection-gateway.ts';
import { loadProviders } from '../oauth/provider-config.ts';
import type { ServiceContext } from '../services/context.ts';
import type { StoreKind } from '../store/open-store.ts';
import { deliverySettingsFromConfig, startDispatcher, type Dispatcher } from '../webhooks/dispatcher/index.ts';

export interface Workers {
  tasks: Worker;
  dispatcher: Dispatcher;
  stop(): Promise<void>;
}

export async function startWorkers(config: Config, ctx: ServiceContext, storeKind: StoreKind, logger: Logger, env = process.env): Promise<Workers> {
  const providers = loadProviders(env);
  const model = createModel(loadModelConfig(env));
  const connections = createConnectionGateway({ db: ctx.db, clock: ctx.clock, keyRing: ctx.keyRing, providers, site: ctx.site, consentTimeoutSeconds: config.consentTimeoutSeconds, allowInsecureRequests: config.allowPrivateNetworks });
  const tasks = await startWorker(
    {
      db: ctx.db,
      notifier: ctx.notifier,
      clock: ctx.clock,
      connections,
      model,
      logger,
      taskTimeoutSeconds: config.taskTimeoutSeconds,
      invoker: {
        db: ctx.db,
        clock: ctx.clock,
        connections,
        retryDelaysMs: config.worker.toolRetryDelaysMs,
        providerBaseUrl: (service) => providers.get(service)?.apiBaseUrl ?? '',
        fetchPublic: createPublicFetch({ allowPrivate: config.allowPrivateNetworks }),
      },
    },
    { concurrency: config.worker.concurrency, leaseSeconds: config.worker.leaseSeconds },
  );
  const dispatcher = startDispatcher({ ctx, storeKind, logger, settings: deliverySettingsFromConfig(config) });
  const maintenance = startMaintenance({ db: ctx.db, clock: ctx.clock, logger });
  return {
    tasks,
    dispatcher,
    async stop() {
      maintenance.stop();
      await Promise.all([tasks.stop(), dispatcher.stop()]);
    },
  };
}
