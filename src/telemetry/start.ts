// A process's telemetry from configuration: the /metrics listener (BATON_METRICS_PORT) with the
// database-derived series, and the OTLP task traces (BATON_OTLP_ENDPOINT). Both are off by default.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config/config.ts';
import type { Database } from '../store/schema.ts';
import { registry } from './metrics.ts';
import { startMetricsServer } from './metrics-server.ts';
import { registerStoreGauges } from './store-gauges.ts';
import { startTaskTraces } from './task-traces.ts';

export interface Telemetry {
  /** The metrics listener's port, when it runs. */
  metricsPort: number | undefined;
  stop(): Promise<void>;
}

let gaugesRegistered = false;

export async function startTelemetry(config: Pick<Config, 'metrics' | 'otlpEndpoint'>, db: Kysely<Database>, logger: Logger): Promise<Telemetry> {
  const { metrics } = config;
  let server: Awaited<ReturnType<typeof startMetricsServer>> | undefined;
  if (metrics.port !== undefined) {
    if (!gaugesRegistered) registerStoreGauges(registry, db);
    gaugesRegistered = true;
    server = await startMetricsServer(registry, { host: metrics.host, port: metrics.port, token: metrics.token });
    logger.info({ host: metrics.host, port: server.port }, 'metrics listening');
  }
  const traces = config.otlpEndpoint ? startTaskTraces(config.otlpEndpoint, db, logger) : undefined;
  return {
    metricsPort: server?.port,
    async stop() {
      await server?.close();
      await traces?.stop();
    },
  };
}
