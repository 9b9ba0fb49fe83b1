// API keys page (D2): list with last use, create test or live (the key is shown once, in the
// answer to the form, never in a URL), rotate, revoke. The same verbs as `baton keys`.
import type { FastifyInstance } from 'fastify';
import { createKey } from '../../../services/keys/create-key.ts';
import { listKeys } from '../../../services/keys/list-keys.ts';
import { revokeKey, rotateKey } from '../../../services/keys/revoke-key.ts';
import { statusByCode } from '../../error-status.ts';
import type { DashboardOptions } from '../index.ts';
import { dashboardPath } from '../layout.ts';
import { formError, seeOther, sendHtml } from '../page-reply.ts';
import { sessionOf } from '../session-guard.ts';
import { renderKeysPage } from '../views/keys-views.ts';

const hidden = { schema: { hide: true } };
const notices: Record<string, string> = { revoked: 'The key is revoked: requests with it are refused from now on.' };

export function registerKeyRoutes(scope: FastifyInstance, { ctx }: DashboardOptions): void {
  const page = `${dashboardPath}/keys`;

  scope.get<{ Querystring: { done?: string } }>(page, hidden, async (request, reply) => {
    const session = sessionOf(request);
    return sendHtml(reply, renderKeysPage(session, { keys: await listKeys(ctx, session.account.id), info: notices[request.query.done ?? ''] }));
  });

  scope.post<{ Body: { environment?: string } | undefined }>(page, hidden, async (request, reply) => {
    const session = sessionOf(request);
    try {
      const created = await createKey(ctx, session.account.id, request.body?.environment ?? '');
      return sendHtml(reply, renderKeysPage(session, { keys: await listKeys(ctx, session.account.id), created }));
    } catch (error) {
      const failure = formError(error);
      return sendHtml(reply, renderKeysPage(session, { keys: await listKeys(ctx, session.account.id), error: failure.message }), statusByCode[failure.code]);
    }
  });

  scope.post<{ Params: { id: string } }>(`${page}/:id/rotate`, hidden, async (request, reply) => {
    const session = sessionOf(request);
    try {
      const { created, revoked } = await rotateKey(ctx, request.params.id, session.account.id);
      return sendHtml(reply, renderKeysPage(session, { keys: await listKeys(ctx, session.account.id), created: { ...created, replaced: revoked.hint } }));
    } catch (error) {
      const failure = formError(error);
      return sendHtml(reply, renderKeysPage(session, { keys: await listKeys(ctx, session.account.id), error: failure.message }), statusByCode[failure.code]);
    }
  });

  scope.post<{ Params: { id: string } }>(`${page}/:id/revoke`, hidden, async (request, reply) => {
    const session = sessionOf(request);
    await revokeKey(ctx, request.params.id, session.account.id);
    return seeOther(reply, `${page}?done=revoked`);
  });
}
