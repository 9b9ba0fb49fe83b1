// Subagents (D2): list with the API's filters, deploy, a subagent's page, edit the prompt, delete;
// deploy and edit preview the tools a prompt gets and why (intent=preview) without writing anything.
// The same verbs as /v1/subagents; the preview runs deploy's own selection.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { deleteSubagent, updateSubagent } from '../../../services/subagents/change-subagent.ts';
import { deploySubagent } from '../../../services/subagents/deploy-subagent.ts';
import { getSubagent } from '../../../services/subagents/find-subagent.ts';
import { listSubagents } from '../../../services/subagents/list-subagents.ts';
import { previewSubagentTools } from '../../../services/subagents/preview-tools.ts';
import type { AccountContext } from '../../../services/context.ts';
import { statusByCode } from '../../error-status.ts';
import { ListQuery } from '../../schemas/subagents.ts';
import { dashboardContext } from '../dashboard-context.ts';
import type { DashboardOptions } from '../index.ts';
import { formError, seeOther, sendHtml } from '../page-reply.ts';
import { listRoute } from '../query-filters.ts';
import { sessionOf } from '../session-guard.ts';
import type { Preview } from '../views/prompt-editor.ts';
import { renderSubagentPage } from '../views/subagent-views.ts';
import { renderSubagentsPage, subagentsPath } from '../views/subagents-views.ts';

type Form = { intent?: string; name?: string; prompt?: string } | undefined;
const hidden = { schema: { hide: true } };
const notices: Record<string, string> = { deployed: 'Deployed: tasks may name it now.', saved: 'Saved: new tasks use the new prompt and its tools.', deleted: 'Deleted: new tasks for it are refused.' };

async function preview(account: AccountContext, prompt: string): Promise<Preview> {
  try {
    return { tools: await previewSubagentTools(account, prompt) };
  } catch (error) {
    return { error: formError(error).message };
  }
}

export function registerSubagentRoutes(scope: FastifyInstance, { ctx }: DashboardOptions): void {
  const contextOf = (request: FastifyRequest) => dashboardContext(ctx, sessionOf(request));

  scope.get<{ Querystring: Static<typeof ListQuery> }>(subagentsPath, listRoute(ListQuery), async (request, reply) => {
    const subagents = await listSubagents(contextOf(request), request.query);
    return sendHtml(reply, renderSubagentsPage(sessionOf(request), { query: request.query, subagents }));
  });

  scope.post<{ Body: Form }>(subagentsPath, hidden, async (request, reply) => {
    const account = contextOf(request);
    const form = { name: request.body?.name ?? '', prompt: request.body?.prompt ?? '' };
    const page = async (extra: { preview?: Preview; error?: string }, status = 200) =>
      sendHtml(reply, renderSubagentsPage(sessionOf(request), { query: {}, subagents: await listSubagents(account, {}), form, ...extra }), status);
    if (request.body?.intent === 'preview') return page({ preview: await preview(account, form.prompt) });
    try {
      const deployed = await deploySubagent(account, form);
      return seeOther(reply, `${subagentsPath}/${deployed.id}?done=deployed`);
    } catch (error) {
      const failure = formError(error);
      return page({ error: failure.message, preview: await preview(account, form.prompt) }, statusByCode[failure.code]);
    }
  });

  scope.get<{ Params: { id: string }; Querystring: { done?: string } }>(`${subagentsPath}/:id`, hidden, async (request, reply) => {
    const subagent = await getSubagent(contextOf(request), request.params.id);
    return sendHtml(reply, renderSubagentPage(sessionOf(request), { subagent, info: notices[request.query.done ?? ''] }));
  });

  scope.post<{ Params: { id: string }; Body: Form }>(`${subagentsPath}/:id`, hidden, async (request, reply) => {
    const account = contextOf(request);
    const prompt = request.body?.prompt ?? '';
    const page = async (extra: { preview?: Preview; error?: string }, status = 200) =>
      sendHtml(reply, renderSubagentPage(sessionOf(request), { subagent: await getSubagent(account, request.params.id), prompt, ...extra }), status);
    if (request.body?.intent === 'preview') return page({ preview: await preview(account, prompt) });
    try {
      await updateSubagent(account, request.params.id, { prompt });
      return seeOther(reply, `${subagentsPath}/${request.params.id}?done=saved`);
    } catch (error) {
      const failure = formError(error);
      return page({ error: failure.message, preview: await preview(account, prompt) }, statusByCode[failure.code]);
    }
  });

  scope.post<{ Params: { id: string } }>(`${subagentsPath}/:id/delete`, hidden, async (request, reply) => {
    await deleteSubagent(contextOf(request), request.params.id);
    return seeOther(reply, `${subagentsPath}/${request.params.id}?done=deleted`);
  });
}
