// GET /dashboard: the overview.
import type { FastifyInstance } from 'fastify';
import { taskOverview } from '../../../services/tasks/task-overview.ts';
import { dashboardContext } from '../dashboard-context.ts';
import type { DashboardOptions } from '../index.ts';
import { dashboardPath } from '../layout.ts';
import { sendHtml } from '../page-reply.ts';
import { sessionOf } from '../session-guard.ts';
import { renderOverview } from '../views/overview-views.ts';

export function registerOverviewRoutes(scope: FastifyInstance, { ctx }: DashboardOptions): void {
  scope.get(dashboardPath, { schema: { hide: true } }, async (request, reply) => {
    const session = sessionOf(request);
    return sendHtml(reply, renderOverview(session, await taskOverview(dashboardContext(ctx, session))));
  });
}
