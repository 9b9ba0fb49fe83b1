// `baton serve`: migrate, bootstrap on first start, then the HTTPS API (and, as they land, the
// workers) in one process. Stops cleanly on SIGINT/SIGTERM.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import type { Config } from '../config/config.ts';
import type { ServiceContext } from '../services/context.ts';
import type { Clock } from '../lib/clock.ts';
import type { ModelConfig } from '../models/model-config.ts';
import { modelName } from '../models/model-label.ts';
import { buildApp } from '../http/app.ts';
import { createPlainListener } from '../http/plain-listener.ts';
import { syncPrebuiltSubagents } from '../services/subagents/sync-prebuilt.ts';
import { createPasswordLink } from '../services/dashboard-users/password-link.ts';
import { bootstrapFirstAccount, type Bootstrap } from './bootstrap.ts';
import { openRuntime } from './runtime.ts';
import { loadTls } from './tls.ts';
import { startWorkers } from './workers.ts';
import { startTelemetry } from '../telemetry/start.ts';

export interface Started {
  /** First start only: the one-time link that sets the dashboard owner's e-mail and password. */
  dashboardLink: { url: string; expires_at: string } | undefined;
  url: string;
  port: number;
  httpPort: number | undefined;
  /** The /metrics listener's port (BATON_METRICS_PORT), when it runs. */
  metricsPort: number | undefined;
  fingerprint: string;
  certFile: string;
  selfSigned: boolean;
  storage: 'sqlite' | 'postgres';
  /** Set when links carry an address derived from this node's own on shared storage (no BATON_PUBLIC_URL). */
  publicUrlWarning: string | undefined;
  /** The model this process's workers drive; undefined when it runs no workers (BATON_RUN_WORKERS=false). */
  model: ModelConfig | undefined;
  bootstrap: Bootstrap | undefined;
  /** The process's service context, for harnesses in the same process (a second SQLite handle in one thread would deadlock on the write lock). */
  ctx: ServiceContext;
  stop(): Promise<void>;
}

const packageVersion = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** `clock` is for harnesses that run the service at a chosen time (the agent evaluation). */
export async function serve(config: Config, options: { clock?: Clock } = {}): Promise<Started> {
  const runtime = await openRuntime(config, { migrate: true, clock: options.clock });
  await syncPrebuiltSubagents(runtime.ctx);
  const bootstrap = await bootstrapFirstAccount(runtime.ctx);
  const tls = await loadTls(config);
  const app = await buildApp({ ctx: runtime.ctx, store: runtime.store, logger: runtime.logger, tls, http: config.http, trustProxy: config.trustProxy, version: packageVersion });
  // Fastify cannot tell that its server factory made an HTTPS server, and would log http://.
  await app.listen({ host: config.host, port: config.port, listenTextResolver: (address) => `Server listening at ${address.replace(/^http:/, 'https:')}` });
  const port = (app.server.address() as AddressInfo).port;

  let plain: Server | undefined;
  let httpPort: number | undefined;
  if (config.httpPort !== undefined) {
    plain = createPlainListener();
    await new Promise<void>((resolve, reject) => plain!.once('error', reject).listen(config.httpPort, config.host, resolve));
    httpPort = (plain.address() as AddressInfo).port;
  }

  const displayHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = config.publicUrl ?? `https://${displayHost.includes(':') ? `[${displayHost}]` : displayHost}:${port}`;
  runtime.ctx.site.publicUrl = url;
  // Several nodes share PostgreSQL: links one node derives from its own address may not reach it.
  const publicUrlWarning =
    config.publicUrl === undefined && runtime.store.kind === 'postgres'
      ? `BATON_PUBLIC_URL is not set: consent, settings and dashboard links carry this node's own address ${url}; with several nodes or a load balancer, set BATON_PUBLIC_URL to the https:// address end users reach (docs/scaling.md)`
      : undefined;
  if (publicUrlWarning) runtime.logger.warn({ url }, publicUrlWarning);
  const dashboardLink = bootstrap ? await createPasswordLink(runtime.ctx, bootstrap.dashboardUserId) : undefined;
  const workers = config.worker.enabled ? await startWorkers(config, runtime.ctx, runtime.store.kind, runtime.logger) : undefined;
  const telemetry = await startTelemetry(config, runtime.ctx.db, runtime.logger);
  runtime.logger.info({ url, storage: runtime.store.kind, model: workers ? modelName(workers.model) : null }, 'baton listening');

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      plain?.close();
      await app.close();
      await workers?.stop();
      await telemetry.stop();
      await runtime.close();
    })());
  return { url, port, httpPort, dashboardLink, metricsPort: telemetry.metricsPort, fingerprint: tls.fingerprint, certFile: tls.certFile, selfSigned: tls.selfSigned, storage: runtime.store.kind, publicUrlWarning, model: workers?.model, bootstrap, ctx: runtime.ctx, stop };
}
