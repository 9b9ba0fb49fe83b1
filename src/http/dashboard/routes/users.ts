// Users page (D1): list, invite (the one-time link is shown once, in the response to the form, so
// it never appears in a URL or the browser history), remove.
import type { FastifyInstance } from 'fastify';
import { isServiceError } from '../../../lib/errors.ts';
import { inviteDashboardUser, listDashboardUsers, removeDashboardUser } from '../../../services/dashboard-users/manage-users.ts';
import { statusByCode } from '../../error-status.ts';
import type { DashboardOptions } from '../index.ts';
import { dashboardPath } from '../layout.ts';
import { seeOther, sendHtml } from '../page-reply.ts';
import { sessionOf } from '../session-guard.ts';
import { renderUsersPage } from '../views/users-views.ts';

const hidden = { schema: { hide: true } };
const notices: Record<string, string> = { removed: 'The user was removed and signed out everywhere.' };

export function registerUserRoutes(scope: FastifyInstance, { ctx }: DashboardOptions): void {
  scope.get<{ Querystring: { done?: string } }>(`${dashboardPath}/users`, hidden, async (request, reply) => {
    const session = sessionOf(request);
    const users = await listDashboardUsers(ctx, session.account.id);
    return sendHtml(reply, renderUsersPage(session, { users, info: notices[request.query.done ?? ''] }));
  });

  scope.post<{ Body: { email?: string } | undefined }>(`${dashboardPath}/users`, hidden, async (request, reply) => {
    const session = sessionOf(request);
    try {
      const created = await inviteDashboardUser(ctx, session.account.id, request.body?.email ?? '');
      const users = await listDashboardUsers(ctx, session.account.id);
      return sendHtml(reply, renderUsersPage(session, { users, invited: { email: created.email ?? '', ...created.password_link } }));
    } catch (error) {
      if (!isServiceError(error) || !['validation_failed', 'dashboard_user_exists'].includes(error.code)) throw error;
      const users = await listDashboardUsers(ctx, session.account.id);
      return sendHtml(reply, renderUsersPage(session, { users, error: error.message }), statusByCode[error.code]);
    }
  });

  scope.post<{ Params: { id: string } }>(`${dashboardPath}/users/:id/remove`, hidden, async (request, reply) => {
    const session = sessionOf(request);
    await removeDashboardUser(ctx, session.account.id, request.params.id, session.user.id);
    return seeOther(reply, `${dashboardPath}/users?done=removed`);
  });
}
