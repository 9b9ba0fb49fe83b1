// Custom tools (D2): the account's tool sources, register one from its JSON definition, a source's
// page, refresh, delete. The same verbs as /v1/tools: prepare (network work, outside any
// transaction), then write.
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { ServiceError } from '../../../lib/errors.ts';
import { deleteSource, prepareRefresh, saveChangedSource } from '../../../services/tools/change-source.ts';
import { getSource, listSources } from '../../../services/tools/find-source.ts';
import { prepareSource } from '../../../services/tools/prepare-source.ts';
import { registerSource } from '../../../services/tools/register-source.ts';
import { statusByCode } from '../../error-status.ts';
import { PageQuery } from '../../schemas/common.ts';
import { dashboardContext } from '../dashboard-context.ts';
import type { DashboardOptions } from '../index.ts';
import { formError, seeOther, sendHtml } from '../page-reply.ts';
import { listRoute } from '../query-filters.ts';
import { sessionOf } from '../session-guard.ts';
import { renderToolPage, renderToolsPage, toolsPath } from '../views/tools-views.ts';

const hidden = { schema: { hide: true } };
const PageFilters = Type.Object({ offset: PageQuery.offset, done: Type.Optional(Type.Literal('deleted')) }, { additionalProperties: false });
const notices: Record<string, string> = { registered: 'Registered: its tools are in your subagents\' catalog now.', refreshed: 'Refreshed: the tools were derived again.' };

function parseDefinition(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ServiceError('invalid_request', `The definition is not valid JSON: ${(error as Error).message}`, { param: 'definition' });
  }
}

export function registerToolRoutes(scope: FastifyInstance, { ctx }: DashboardOptions): void {
  scope.get<{ Querystring: Static<typeof PageFilters> }>(toolsPath, listRoute(PageFilters), async (request, reply) => {
    const offset = request.query.offset ?? 0;
    const sources = await listSources(dashboardContext(ctx, sessionOf(request)), { offset });
    const info = request.query.done === 'deleted' ? 'Deleted: its tools left your subagents\' catalog.' : undefined;
    return sendHtml(reply, renderToolsPage(sessionOf(request), { sources, offset, info }));
  });

  scope.post<{ Body: { definition?: string } | undefined }>(toolsPath, hidden, async (request, reply) => {
    const account = dashboardContext(ctx, sessionOf(request));
    const definition = request.body?.definition ?? '';
    try {
      const source = await registerSource(account, await prepareSource(account, parseDefinition(definition)));
      return seeOther(reply, `${toolsPath}/${source.name}?done=registered`);
    } catch (error) {
      const failure = formError(error);
      const message = failure.param && !failure.message.includes(failure.param) ? `${failure.message} (at ${failure.param})` : failure.message;
      return sendHtml(reply, renderToolsPage(sessionOf(request), { sources: await listSources(account, {}), offset: 0, definition, error: message }), statusByCode[failure.code]);
    }
  });

  scope.get<{ Params: { name: string }; Querystring: { done?: string } }>(`${toolsPath}/:name`, hidden, async (request, reply) => {
    const source = await getSource(dashboardContext(ctx, sessionOf(request)), request.params.name);
    return sendHtml(reply, renderToolPage(sessionOf(request), source, { info: notices[request.query.done ?? ''] }));
  });

  scope.post<{ Params: { name: string } }>(`${toolsPath}/:name/refresh`, hidden, async (request, reply) => {
    const account = dashboardContext(ctx, sessionOf(request));
    try {
      await saveChangedSource(account, await prepareRefresh(account, request.params.name));
      return seeOther(reply, `${toolsPath}/${request.params.name}?done=refreshed`);
    } catch (error) {
      const failure = formError(error);
      return sendHtml(reply, renderToolPage(sessionOf(request), await getSource(account, request.params.name), { error: failure.message }), statusByCode[failure.code]);
    }
  });

  scope.post<{ Params: { name: string } }>(`${toolsPath}/:name/delete`, hidden, async (request, reply) => {
    await deleteSource(dashboardContext(ctx, sessionOf(request)), request.params.name);
    return seeOther(reply, `${toolsPath}?done=deleted`);
  });
}
