// Spec 4.1: the five subagent endpoints. Each validates, calls one verb and returns what it returns.
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { deleteSubagent, updateSubagent } from '../../services/subagents/change-subagent.ts';
import { deploySubagent } from '../../services/subagents/deploy-subagent.ts';
import { getSubagent } from '../../services/subagents/find-subagent.ts';
import { listSubagents } from '../../services/subagents/list-subagents.ts';
import { accountContext } from '../account-context.ts';
import { errorResponses, NoQuery } from '../schemas/common.ts';
import * as S from '../schemas/subagents.ts';
import type { RouteDeps } from './index.ts';

const tags = ['Subagents'];

export function registerSubagentRoutes(app: FastifyInstance, { ctx, runPost }: RouteDeps): void {
  app.post<{ Body: Static<typeof S.DeployBody> }>(
    '/subagents',
    { schema: { tags, operationId: 'createSubagent', querystring: NoQuery, summary: 'Deploy a subagent', body: S.DeployBody, response: { 201: S.DeployedSubagent, ...errorResponses(400, 409, 422) } } },
    (request, reply) => runPost(request, reply, async (db) => ({ status: 201, body: await deploySubagent(accountContext(ctx, request, db), request.body) })),
  );

  app.get<{ Querystring: Static<typeof S.ListQuery> }>(
    '/subagents',
    { schema: { tags, operationId: 'listSubagents', summary: 'List subagents', querystring: S.ListQuery, response: { 200: S.SubagentList, ...errorResponses(400) } } },
    (request) => listSubagents(accountContext(ctx, request), request.query),
  );

  app.get<{ Params: Static<typeof S.SubagentParams> }>(
    '/subagents/:subagent_id',
    { schema: { tags, operationId: 'getSubagent', querystring: NoQuery, summary: 'Get a subagent', params: S.SubagentParams, response: { 200: S.SubagentDetail, ...errorResponses(404) } } },
    (request) => getSubagent(accountContext(ctx, request), request.params.subagent_id),
  );

  app.patch<{ Params: Static<typeof S.SubagentParams>; Body: Static<typeof S.UpdateBody> }>(
    '/subagents/:subagent_id',
    { schema: { tags, operationId: 'updateSubagent', querystring: NoQuery, summary: "Replace a subagent's prompt", params: S.SubagentParams, body: S.UpdateBody, response: { 200: S.UpdatedSubagent, ...errorResponses(400, 403, 404, 409, 422) } } },
    (request) => updateSubagent(accountContext(ctx, request), request.params.subagent_id, request.body),
  );

  app.delete<{ Params: Static<typeof S.SubagentParams> }>(
    '/subagents/:subagent_id',
    { schema: { tags, operationId: 'deleteSubagent', querystring: NoQuery, summary: 'Delete a subagent', params: S.SubagentParams, response: { 200: S.DeletedSubagent, ...errorResponses(403, 404, 409) } } },
    (request) => deleteSubagent(accountContext(ctx, request), request.params.subagent_id),
  );
}
