// baton worker: workers only (no API), for scaling out on one shared PostgreSQL. Migrates first,
// like serve, so nodes may start in any order.
import { ConfigError, loadConfig } from '../../config/config.ts';
import { describeModel, modelName } from '../../models/model-label.ts';
import { openRuntime } from '../../server/runtime.ts';
import { startWorkers } from '../../server/workers.ts';
import { startTelemetry } from '../../telemetry/start.ts';
import { parseFlags } from '../args.ts';
import type { Output } from '../output.ts';

export async function workerCommand(args: string[], out: Output): Promise<void> {
  parseFlags(args, {});
  const config = loadConfig();
  // A worker has no listener of its own to derive an address from: without this, the consent and
  // settings links it issues would point at https://localhost:8443 (docs/scaling.md, step 3).
  if (config.publicUrl === undefined) {
    throw new ConfigError('BATON_PUBLIC_URL', 'required by baton worker: the consent links its tasks hand to end users must reach your API nodes; set it to their https:// address (docs/scaling.md, step 3)');
  }
  const runtime = await openRuntime(config, { migrate: true });
  const workers = await startWorkers(config, runtime.ctx, runtime.store.kind, runtime.logger);
  const telemetry = await startTelemetry(config, runtime.ctx.db, runtime.logger);
  out.result(
    { worker: workers.tasks.id, storage: runtime.store.kind, concurrency: config.worker.concurrency, model: modelName(workers.model), metrics_port: telemetry.metricsPort ?? null },
    `Baton worker ${workers.tasks.id} running (storage: ${runtime.store.kind}, concurrency ${config.worker.concurrency})\n${describeModel(workers.model)}`,
  );
  const shutdown = () => {
    workers
      .stop()
      .then(() => telemetry.stop())
      .then(() => runtime.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
