// The hosted settings page (C4): GET shows the end user's connections, POST .../revoke revokes one
// (form fields service, environment and csrf). JSON when asked with Accept: application/json.
import type { FastifyInstance } from 'fastify';
import type { Providers } from '../../oauth/provider-config.ts';
import type { ServiceContext } from '../../services/context.ts';
import { revokeFromSettings, showSettings, type SettingsRevokeInput } from '../../services/connections/settings-page.ts';
import { renderRevokedPage, renderSettingsPage } from '../pages/settings-page.ts';
import { pageDocs } from '../openapi/end-user-pages.ts';
import { sendJson, sendPage, wantsJson } from './end-user-pages.ts';

type TokenParams = { Params: { token: string } };

export function registerSettingsPages(scope: FastifyInstance, ctx: ServiceContext, providers: Providers): void {
  const pagePath = (token: string) => `/settings/${encodeURIComponent(token)}`;

  scope.get<TokenParams>('/settings/:token', pageDocs.showSettings, async (request, reply) => {
    const view = await showSettings(ctx, request.params.token);
    if (wantsJson(request)) return sendJson(reply, 200, { user_id: view.userId, data: view.connections, csrf: view.csrf, expires_at: view.expiresAt });
    return sendPage(reply, 200, renderSettingsPage(view, `${pagePath(request.params.token)}/revoke`));
  });

  scope.post<TokenParams & { Body: SettingsRevokeInput | undefined }>('/settings/:token/revoke', pageDocs.revokeFromSettings, async (request, reply) => {
    const revocation = await revokeFromSettings(ctx, providers, request.params.token, request.body ?? {});
    const environment = request.body?.environment === 'test' ? 'test' : 'live';
    request.log.info({ service: revocation.view.service, environment, provider_revocation: revocation.provider, provider_error: revocation.providerError }, 'connection revoked from the settings page');
    if (wantsJson(request)) return sendJson(reply, 200, revocation.view);
    return sendPage(reply, 200, renderRevokedPage(revocation.view.service, environment, pagePath(request.params.token)));
  });
}
