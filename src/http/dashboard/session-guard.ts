// Every signed-in dashboard route: the session from the cookie (or a redirect to sign-in), and on
// every state-changing request the session's CSRF token.
import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../../lib/errors.ts';
import type { ServiceContext } from '../../services/context.ts';
import { findSession, type DashboardSession } from '../../services/dashboard-users/sessions.ts';
import { wantsJson } from '../routes/end-user-pages.ts';
import { readCookie, sessionCookie } from './cookies.ts';
import { assertCsrf } from './csrf.ts';
import { dashboardPath } from './layout.ts';

declare module 'fastify' {
  interface FastifyRequest {
    dashboard?: DashboardSession;
  }
}

/** The signed-in user's session; only called inside the guarded scope. */
export function sessionOf(request: { dashboard?: DashboardSession }): DashboardSession {
  return request.dashboard!;
}

export function installSessionGuard(scope: FastifyInstance, ctx: ServiceContext): void {
  scope.addHook('onRequest', async (request, reply) => {
    const session = await findSession(ctx, readCookie(request, sessionCookie));
    if (session) {
      request.dashboard = session;
      return;
    }
    if (request.method === 'GET' && !wantsJson(request)) {
      const next = request.url.startsWith(dashboardPath) ? `?next=${encodeURIComponent(request.url)}` : '';
      return reply.code(303).header('location', `${dashboardPath}/sign-in${next}`).send();
    }
    throw new ServiceError('invalid_credentials', 'Sign in to the dashboard first');
  });
  // Before the body is validated: a forged form is refused as forged (403), whatever else is wrong with it.
  scope.addHook('preValidation', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') assertCsrf(request, request.dashboard!.csrf);
  });
}
