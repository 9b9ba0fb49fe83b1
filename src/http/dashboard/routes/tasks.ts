// Tasks (D2): the list with the API's filters and a task page (outcome and trace), with cancel.
// The same verbs as GET /v1/tasks, GET /v1/tasks/:id, its trace, and POST /v1/tasks/:id/cancel.
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { cancelTask } from '../../../services/tasks/cancel-task.ts';
import { getTask } from '../../../services/tasks/find-task.ts';
import { getTrace } from '../../../services/tasks/get-trace.ts';
import { listTasks } from '../../../services/tasks/list-tasks.ts';
import { statusByCode } from '../../error-status.ts';
import { ListTasksQuery } from '../../schemas/tasks.ts';
import { dashboardContext } from '../dashboard-context.ts';
import type { DashboardOptions } from '../index.ts';
import { formError, seeOther, sendHtml } from '../page-reply.ts';
import { listRoute } from '../query-filters.ts';
import { sessionOf } from '../session-guard.ts';
import { renderTaskPage } from '../views/task-views.ts';
import { renderTasksPage, tasksPath } from '../views/tasks-views.ts';

const hidden = { schema: { hide: true } };

export function registerTaskRoutes(scope: FastifyInstance, { ctx }: DashboardOptions): void {
  scope.get<{ Querystring: Static<typeof ListTasksQuery> }>(tasksPath, listRoute(ListTasksQuery), async (request, reply) => {
    const session = sessionOf(request);
    return sendHtml(reply, renderTasksPage(session, request.query, await listTasks(dashboardContext(ctx, session), request.query)));
  });

  scope.get<{ Params: { id: string }; Querystring: { done?: string } }>(`${tasksPath}/:id`, hidden, async (request, reply) => {
    const session = sessionOf(request);
    const account = dashboardContext(ctx, session);
    const [task, trace] = await Promise.all([getTask(account, request.params.id), getTrace(account, request.params.id)]);
    return sendHtml(reply, renderTaskPage(session, { task, trace, info: request.query.done === 'cancelled' ? 'The task is cancelled.' : undefined }));
  });

  scope.post<{ Params: { id: string } }>(`${tasksPath}/:id/cancel`, hidden, async (request, reply) => {
    const session = sessionOf(request);
    const account = dashboardContext(ctx, session);
    try {
      await cancelTask(account, request.params.id);
      return seeOther(reply, `${tasksPath}/${request.params.id}?done=cancelled`);
    } catch (error) {
      const failure = formError(error);
      const [task, trace] = await Promise.all([getTask(account, request.params.id), getTrace(account, request.params.id)]);
      return sendHtml(reply, renderTaskPage(session, { task, trace, error: failure.message }), statusByCode[failure.code]);
    }
  });
}
