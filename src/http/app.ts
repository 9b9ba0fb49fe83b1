// Builds the HTTPS application: transport only. Hooks parse, authenticate, rate-limit and log;
// routes validate and call one service verb each; the error handler shapes every failure.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { HttpLimits } from '../config/config.ts';
import type { ServiceContext } from '../services/context.ts';
import type { Store } from '../store/open-store.ts';
import { answerMalformedRequest, answerRouterError, installErrorHandling } from './error-handler.ts';
import { installApiGuard } from './hooks/api-guard.ts';
import { installHttpsOnly } from './hooks/https-only.ts';
import { httpsServerFactory } from './https-server.ts';
import { installJsonBody } from './hooks/json-body.ts';
import { installNulGuard } from './hooks/no-nul.ts';
import { installRequestLog } from './hooks/request-log.ts';
import { createPostRunner } from './idempotent-post.ts';
import { installOpenApi } from './openapi.ts';
import { requestIdFor } from './request-id.ts';
import './request-context.ts';
import { trackRoutes } from './route-table.ts';
import { registerHealthRoutes } from './routes/health.ts';
import { oauthRoutes } from './routes/oauth.ts';
import { registerApiRoutes } from './routes/index.ts';
import { dashboardRoutes } from './dashboard/index.ts';
import { loadProviders } from '../oauth/provider-config.ts';
import { installValidators } from './validators.ts';

export interface AppOptions {
  ctx: ServiceContext;
  store: Store;
  logger: Logger;
  tls: { key: string; cert: string };
  http: HttpLimits;
  trustProxy: boolean | string[];
  version: string;
}

/**
 * Path ids are percent-encoded in the URL: a 255-character user id (K3) of 3-byte characters is
 * 2,295 characters there. Longer segments get the envelope from answerRouterError.
 */
const maxParamLength = 3 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    serverFactory: httpsServerFactory(options.tls, options.http),
    loggerInstance: options.logger,
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdFor,
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength },
    frameworkErrors: answerRouterError,
    clientErrorHandler: answerMalformedRequest,
  }) as unknown as FastifyInstance;
  const routes = trackRoutes(app);
  installValidators(app);
  installJsonBody(app);
  installRequestLog(app, options.logger);
  installHttpsOnly(app);
  installNulGuard(app);
  installErrorHandling(app, routes);
  await installOpenApi(app, options.version);
  registerHealthRoutes(app, options.store);
  const providers = loadProviders();
  await app.register(oauthRoutes, { ctx: options.ctx, providers });
  await app.register(dashboardRoutes, { ctx: options.ctx, providers });
  const runPost = createPostRunner({ db: options.ctx.db, clock: options.ctx.clock, keyRing: options.ctx.keyRing });
  await app.register(async (scope) => {
    installApiGuard(scope, options.ctx, options.store.pool);
    registerApiRoutes(scope, { ctx: options.ctx, runPost });
  }, { prefix: '/v1' });
  return app;
}
