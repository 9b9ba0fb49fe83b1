// Spec 4.2: create, get, list, cancel and trace. Each validates, calls one verb, returns its answer.
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { cancelTask } from '../../services/tasks/cancel-task.ts';
import { createTask } from '../../services/tasks/create-task.ts';
import { getTask } from '../../services/tasks/find-task.ts';
import { getTrace } from '../../services/tasks/get-trace.ts';
import { listTasks } from '../../services/tasks/list-tasks.ts';
import { accountContext } from '../account-context.ts';
import { errorResponses, NoQuery } from '../schemas/common.ts';
import * as S from '../schemas/tasks.ts';
import type { RouteDeps } from './index.ts';

const tags = ['Tasks'];

export function registerTaskRoutes(app: FastifyInstance, { ctx, runPost }: RouteDeps): void {
  app.post<{ Body: Static<typeof S.CreateTaskBody> }>(
    '/tasks',
    { schema: { tags, operationId: 'createTask', querystring: NoQuery, summary: 'Create a task and route it to a subagent', body: S.CreateTaskBody, response: { 200: S.Task, ...errorResponses(400, 404, 409, 422) } } },
    (request, reply) => runPost(request, reply, async (db) => ({ status: 200, body: await createTask(accountContext(ctx, request, db), request.body) })),
  );

  app.get<{ Querystring: Static<typeof S.ListTasksQuery> }>(
    '/tasks',
    { schema: { tags, operationId: 'listTasks', summary: 'List tasks, newest first', querystring: S.ListTasksQuery, response: { 200: S.TaskList, ...errorResponses(400) } } },
    (request) => listTasks(accountContext(ctx, request), request.query),
  );

  app.get<{ Params: Static<typeof S.TaskParams> }>(
    '/tasks/:task_id',
    { schema: { tags, operationId: 'getTask', querystring: NoQuery, summary: 'Get a task', params: S.TaskParams, response: { 200: S.Task, ...errorResponses(404) } } },
    (request) => getTask(accountContext(ctx, request), request.params.task_id),
  );

  app.post<{ Params: Static<typeof S.TaskParams> }>(
    '/tasks/:task_id/cancel',
    { schema: { tags, operationId: 'cancelTask', querystring: NoQuery, summary: 'Cancel a pending, running or waiting task', params: S.TaskParams, response: { 200: S.CancelledTask, ...errorResponses(404, 409) } } },
    (request, reply) => runPost(request, reply, async (db) => ({ status: 200, body: await cancelTask(accountContext(ctx, request, db), request.params.task_id) })),
  );

  app.get<{ Params: Static<typeof S.TaskParams> }>(
    '/tasks/:task_id/trace',
    { schema: { tags, operationId: 'getTaskTrace', querystring: NoQuery, summary: "A task's step-by-step trace", params: S.TaskParams, response: { 200: S.Trace, ...errorResponses(404) } } },
    (request) => getTrace(accountContext(ctx, request), request.params.task_id),
  );
}
