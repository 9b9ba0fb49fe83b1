// End users' connections (C4): list both environments, revoke one, and hand out a link to the
// hosted settings page. Each route validates, calls one verb and returns what it returns.
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { loadProviders, type Providers } from '../../oauth/provider-config.ts';
import { listConnections } from '../../services/connections/list-connections.ts';
import { revokeConnection } from '../../services/connections/revoke-connection.ts';
import { createSettingsLink } from '../../services/connections/settings-link.ts';
import { withDb } from '../../services/context.ts';
import { errorResponses, NoQuery } from '../schemas/common.ts';
import * as S from '../schemas/connections.ts';
import type { RouteDeps } from './index.ts';

const tags = ['Connections'];

export function registerConnectionRoutes(app: FastifyInstance, { ctx, runPost }: RouteDeps, providers: Providers = loadProviders()): void {
  app.get<{ Params: Static<typeof S.UserParams>; Querystring: Static<typeof S.ListConnectionsQuery> }>(
    '/users/:user_id/connections',
    { schema: { tags, operationId: 'listConnections', summary: "An end user's connections in both environments (never a token)", params: S.UserParams, querystring: S.ListConnectionsQuery, response: { 200: S.ConnectionList, ...errorResponses(400, 422) } } },
    (request) => listConnections(ctx, request.auth!.account.id, request.params.user_id, request.query),
  );

  // The calling key's environment unless ?environment= names the other one (both keys have full access, A3).
  app.delete<{ Params: Static<typeof S.UserServiceParams>; Querystring: Static<typeof S.RevokeQuery> }>(
    '/users/:user_id/connections/:service',
    { schema: { tags, operationId: 'revokeConnection', summary: 'Revoke a connection: tokens deleted, provider asked to revoke them', params: S.UserServiceParams, querystring: S.RevokeQuery, response: { 200: S.RevokedConnection, ...errorResponses(400, 404, 422) } } },
    async (request) => {
      const { user_id: userId, service } = request.params;
      const environment = request.query.environment ?? request.auth!.environment;
      const revocation = await revokeConnection(ctx, providers, { accountId: request.auth!.account.id, environment, userId, service });
      request.log.info({ service, environment, provider_revocation: revocation.provider, provider_error: revocation.providerError }, 'connection revoked');
      return revocation.view;
    },
  );

  app.post<{ Params: Static<typeof S.UserParams>; Body: Static<typeof S.SettingsLinkBody> }>(
    '/users/:user_id/settings_link',
    { schema: { tags, operationId: 'createSettingsLink', querystring: NoQuery, summary: 'A link to the hosted page where the end user sees and revokes their connections', params: S.UserParams, body: S.SettingsLinkBody, response: { 200: S.SettingsLink, ...errorResponses(400, 422) } } },
    (request, reply) => runPost(request, reply, async (db) => ({ status: 200, body: await createSettingsLink(withDb(ctx, db), request.auth!.account.id, request.params.user_id, request.body ?? {}) })),
  );
}
