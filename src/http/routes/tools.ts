// Custom tool sources (X1-X4). Registering, patching and refreshing prepare the source first (DNS,
// an MCP server's tools/list) outside any transaction, then write it in a short one; for POSTs the
// preparation runs once the Idempotency-Key is claimed, so a replay never lists a server again.
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { deleteSource, preparePatch, prepareRefresh, saveChangedSource } from '../../services/tools/change-source.ts';
import { getSource, listSources } from '../../services/tools/find-source.ts';
import { prepareSource } from '../../services/tools/prepare-source.ts';
import { registerSource } from '../../services/tools/register-source.ts';
import { accountContext } from '../account-context.ts';
import { errorResponses, NoQuery } from '../schemas/common.ts';
import * as S from '../schemas/tools.ts';
import type { RouteDeps } from './index.ts';

const tags = ['Tools'];

export function registerToolRoutes(app: FastifyInstance, { ctx, runPost }: RouteDeps): void {
  app.post<{ Body: Static<typeof S.Definition> }>(
    '/tools',
    { schema: { tags, operationId: 'createToolSource', querystring: NoQuery, summary: 'Register a tool source', body: S.Definition, response: { 200: S.Source, ...errorResponses(400, 409, 422) } } },
    (request, reply) =>
      runPost(
        request,
        reply,
        async (db, prepared) => ({ status: 200, body: await registerSource(accountContext(ctx, request, db), prepared) }),
        () => prepareSource(accountContext(ctx, request), request.body),
      ),
  );

  app.get<{ Querystring: Static<typeof S.ListQuery> }>(
    '/tools',
    { schema: { tags, operationId: 'listToolSources', summary: "List the account's tool sources", querystring: S.ListQuery, response: { 200: S.SourceList, ...errorResponses(400) } } },
    (request) => listSources(accountContext(ctx, request), request.query),
  );

  app.get<{ Params: Static<typeof S.SourceParams> }>(
    '/tools/:name',
    { schema: { tags, operationId: 'getToolSource', querystring: NoQuery, summary: 'Get a tool source', params: S.SourceParams, response: { 200: S.Source, ...errorResponses(404) } } },
    (request) => getSource(accountContext(ctx, request), request.params.name),
  );

  app.patch<{ Params: Static<typeof S.SourceParams>; Body: Static<typeof S.Definition> }>(
    '/tools/:name',
    { schema: { tags, operationId: 'updateToolSource', querystring: NoQuery, summary: 'Replace fields of a tool source (its tools are derived again)', params: S.SourceParams, body: S.Definition, response: { 200: S.Source, ...errorResponses(400, 404, 422) } } },
    async (request) => {
      const prepared = await preparePatch(accountContext(ctx, request), request.params.name, request.body);
      return saveChangedSource(accountContext(ctx, request), prepared);
    },
  );

  app.delete<{ Params: Static<typeof S.SourceParams> }>(
    '/tools/:name',
    { schema: { tags, operationId: 'deleteToolSource', querystring: NoQuery, summary: 'Delete a tool source', params: S.SourceParams, response: { 200: S.DeletedSource, ...errorResponses(404) } } },
    (request) => deleteSource(accountContext(ctx, request), request.params.name),
  );

  app.post<{ Params: Static<typeof S.SourceParams> }>(
    '/tools/:name/refresh',
    { schema: { tags, operationId: 'refreshToolSource', querystring: NoQuery, summary: "Derive a source's tools again (an MCP server's tools/list)", params: S.SourceParams, response: { 200: S.Source, ...errorResponses(404, 422) } } },
    (request, reply) =>
      runPost(
        request,
        reply,
        async (db, prepared) => ({ status: 200, body: await saveChangedSource(accountContext(ctx, request, db), prepared) }),
        () => prepareRefresh(accountContext(ctx, request), request.params.name),
      ),
  );
}
