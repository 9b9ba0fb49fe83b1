// Starts a process's background workers: the task worker and the webhook dispatcher.
// `baton serve` runs them beside the API; `baton worker` runs them alone.
import type { Logger } from 'pino';
import type { Config } from '../config/config.ts';
import { createPublicFetch } from '../engine/public-fetch.ts';
import { startMaintenance } from '../engine/maintenance.ts';
import { startWorker, type Worker } from '../engine/worker.ts';
import { createModel, loadModelConfig, type ModelConfig } from '../models/create-model.ts';
import { modelDocs, modelName } from '../models/model-label.ts';
import { createOfflineModel } from '../models/offline/index.ts';
import { accountCatalog } from '../services/tools/account-catalog.ts';
import { catalog as builtinCatalog, type Catalog } from '../tools/catalog.ts';
import { timedModel } from '../telemetry/model-timing.ts';
import { createConnectionGateway } from '../oauth/connection-gateway.ts';
import { loadProviders } from '../oauth/provider-config.ts';
import type { ServiceContext } from '../services/context.ts';
import type { StoreKind } from '../store/open-store.ts';
import { deliverySettingsFromConfig, startDispatcher, type Dispatcher } from '../webhooks/dispatcher/index.ts';

export interface Workers {
  tasks: Worker;
  dispatcher: Dispatcher;
  /** The model the task worker drives (BATON_MODEL). */
  model: ModelConfig;
  stop(): Promise<void>;
}

export async function startWorkers(config: Config, ctx: ServiceContext, storeKind: StoreKind, logger: Logger, env = process.env): Promise<Workers> {
  const providers = loadProviders(env);
  const modelConfig = loadModelConfig(env);
  const model = timedModel(createModel(modelConfig));
  logger.info({ model: modelName(modelConfig), docs: modelDocs }, `tasks run with model ${modelName(modelConfig)}`);
  // The offline planner plans only tools it can look up: an account with custom tools gets one over its catalog.
  const offlineModels = new WeakMap<Catalog, ReturnType<typeof createOfflineModel>>();
  const modelFor = (catalog: Catalog) => {
    if (modelConfig.provider !== 'offline' || catalog === builtinCatalog) return model;
    const cached = offlineModels.get(catalog) ?? timedModel(createOfflineModel({ catalog }));
    offlineModels.set(catalog, cached);
    return cached;
  };
  const connections = createConnectionGateway({ db: ctx.db, clock: ctx.clock, keyRing: ctx.keyRing, providers, site: ctx.site, consentTimeoutSeconds: config.consentTimeoutSeconds, allowInsecureRequests: config.allowPrivateNetworks });
  const tasks = await startWorker(
    {
      db: ctx.db,
      notifier: ctx.notifier,
      clock: ctx.clock,
      connections,
      model,
      modelFor,
      catalogFor: (accountId: string, stamp?: string | null) => accountCatalog(ctx, accountId, stamp),
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
    model: modelConfig,
    async stop() {
      maintenance.stop();
      await Promise.all([tasks.stop(), dispatcher.stop()]);
    },
  };
}
