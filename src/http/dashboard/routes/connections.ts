// End users' connections (D2): search end users, one end user's connections with revoke, and a
// settings link shown once. The same verbs as /v1/users/:user_id/connections and .../settings_link.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { listConnections } from '../../../services/connections/list-connections.ts';
import { listEndUsers } from '../../../services/connections/list-end-users.ts';
import { revokeConnection } from '../../../services/connections/revoke-connection.ts';
import { createSettingsLink } from '../../../services/connections/settings-link.ts';
import { Literals, PageQuery } from '../../schemas/common.ts';
import type { DashboardOptions } from '../index.ts';
import { seeOther, sendHtml } from '../page-reply.ts';
import { listRoute } from '../query-filters.ts';
import { sessionOf } from '../session-guard.ts';
import { connectionsPath, renderEndUserPage, renderEndUsersPage, type EndUserView } from '../views/connections-views.ts';

const PageFilters = Type.Object(
  { search: Type.Optional(Type.String({ maxLength: 255 })), user_id: Type.Optional(Type.String()), done: Type.Optional(Type.Literal('revoked')), offset: PageQuery.offset },
  { additionalProperties: false },
);
const UserForm = Type.Object({ csrf: Type.String(), user_id: Type.String() }, { additionalProperties: false });
const RevokeForm = Type.Object({ csrf: Type.String(), user_id: Type.String(), service: Type.String(), environment: Literals(['test', 'live']) }, { additionalProperties: false });

export function registerConnectionRoutes(scope: FastifyInstance, { ctx, providers }: DashboardOptions): void {
  async function userPage(request: FastifyRequest, reply: FastifyReply, userId: string, extra: Partial<EndUserView> = {}) {
    const offset = extra.offset ?? 0;
    const connections = await listConnections(ctx, sessionOf(request).account.id, userId, { offset });
    return sendHtml(reply, renderEndUserPage(sessionOf(request), { userId, offset, connections, ...extra }));
  }

  scope.get<{ Querystring: Static<typeof PageFilters> }>(connectionsPath, listRoute(PageFilters), async (request, reply) => {
    const { search, user_id: userId, done, offset = 0 } = request.query;
    if (userId !== undefined) return userPage(request, reply, userId, { offset, info: done === 'revoked' ? 'Revoked: the tokens are forgotten, and the provider was asked to revoke them too.' : undefined });
    const users = await listEndUsers(ctx, sessionOf(request).account.id, { search, offset });
    return sendHtml(reply, renderEndUsersPage(sessionOf(request), { search, offset, users }));
  });

  scope.post<{ Body: Static<typeof RevokeForm> }>(`${connectionsPath}/revoke`, { schema: { hide: true, body: RevokeForm } }, async (request, reply) => {
    const { user_id: userId, service, environment } = request.body;
    const revocation = await revokeConnection(ctx, providers, { accountId: sessionOf(request).account.id, environment, userId, service });
    request.log.info({ service, environment, provider_revocation: revocation.provider, provider_error: revocation.providerError }, 'connection revoked from the dashboard');
    return seeOther(reply, `${connectionsPath}?user_id=${encodeURIComponent(userId)}&done=revoked`);
  });

  scope.post<{ Body: Static<typeof UserForm> }>(`${connectionsPath}/settings-link`, { schema: { hide: true, body: UserForm } }, async (request, reply) => {
    const userId = request.body.user_id;
    const settingsLink = await createSettingsLink(ctx, sessionOf(request).account.id, userId);
    return userPage(request, reply, userId, { settingsLink });
  });
}
