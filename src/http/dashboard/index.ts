// The dashboard (D1, D2): server-rendered pages under /dashboard on the API's own HTTPS listener.
// Pages call the same service verbs as /v1; this layer only reads forms, checks the session and
// its CSRF token, and renders HTML. Public pages (sign-in, set password, assets) need no session.
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Providers } from '../../oauth/provider-config.ts';
import type { ServiceContext } from '../../services/context.ts';
import { registerAssets } from './assets.ts';
import { installDashboardErrors, installSecurityHeaders } from './page-reply.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { installSessionGuard } from './session-guard.ts';
import { registerOverviewRoutes } from './routes/overview.ts';
import { registerConnectionRoutes } from './routes/connections.ts';
import { registerKeyRoutes } from './routes/keys.ts';
import { registerSubagentRoutes } from './routes/subagents.ts';
import { registerTaskRoutes } from './routes/tasks.ts';
import { registerToolRoutes } from './routes/tools.ts';
import { registerUserRoutes } from './routes/users.ts';
import { registerWebhookRoutes } from './routes/webhooks.ts';

export interface DashboardOptions {
  ctx: ServiceContext;
  providers: Providers;
}

export async function dashboardRoutes(scope: FastifyInstance, options: DashboardOptions): Promise<void> {
  await scope.register(formbody);
  installSecurityHeaders(scope);
  installDashboardErrors(scope);
  registerAssets(scope);
  registerAuthRoutes(scope, options.ctx);
  await scope.register(async (signedIn) => {
    installSessionGuard(signedIn, options.ctx);
    registerOverviewRoutes(signedIn, options);
    registerTaskRoutes(signedIn, options);
    registerSubagentRoutes(signedIn, options);
    registerConnectionRoutes(signedIn, options);
    registerKeyRoutes(signedIn, options);
    registerWebhookRoutes(signedIn, options);
    registerToolRoutes(signedIn, options);
    registerUserRoutes(signedIn, options);
  });
}
