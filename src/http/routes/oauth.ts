// The consent flow's pages (C2, C3): auth_url itself, the sandbox decision, and the providers'
// callback; plus the hosted settings page (C4). Registered outside /v1: no API key, no rate limit.
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadProviders, type Providers } from '../../oauth/provider-config.ts';
import { completeProviderConsent } from '../../services/connections/complete-provider-consent.ts';
import { decideSandboxConsent, type ConsentOutcome } from '../../services/connections/decide-sandbox-consent.ts';
import { describeConsent } from '../../services/connections/describe-consent.ts';
import { startProviderConsent } from '../../services/connections/start-provider-consent.ts';
import type { ServiceContext } from '../../services/context.ts';
import { renderConsentOutcomePage, renderSandboxConsentPage } from '../pages/consent-pages.ts';
import { pageDocs } from '../openapi/end-user-pages.ts';
import { installPageErrors, sendJson, sendPage, sendRedirect, wantsJson } from './end-user-pages.ts';
import { registerSettingsPages } from './settings-pages.ts';

export interface EndUserPagesOptions {
  ctx: ServiceContext;
  /** Defaults to the BATON_OAUTH_* configuration. */
  providers?: Providers;
}

type TokenParams = { Params: { token: string } };

export async function oauthRoutes(scope: FastifyInstance, options: EndUserPagesOptions): Promise<void> {
  const { ctx } = options;
  const providers = options.providers ?? loadProviders();
  await scope.register(formbody);
  installPageErrors(scope);

  function answer(request: FastifyRequest, reply: FastifyReply, outcome: ConsentOutcome) {
    request.log.info({ service: outcome.service, outcome: outcome.outcome, resumed: outcome.resumed.length }, 'consent decided');
    if (wantsJson(request)) return sendJson(reply, 200, { status: outcome.outcome, service: outcome.service });
    return sendPage(reply, 200, renderConsentOutcomePage(outcome));
  }

  scope.get<TokenParams>('/oauth/authorize/:token', pageDocs.showConsent, async (request, reply) => {
    const consent = await describeConsent(ctx, request.params.token);
    if (consent.environment === 'live') return sendRedirect(reply, (await startProviderConsent(ctx, providers, request.params.token)).redirectUrl);
    if (wantsJson(request)) {
      return sendJson(reply, 200, { service: consent.service, scopes: consent.scopes, environment: consent.environment, app: consent.appName, expires_at: consent.expiresAt });
    }
    return sendPage(reply, 200, renderSandboxConsentPage(consent, `/oauth/authorize/${encodeURIComponent(request.params.token)}`));
  });

  // C3: the Approve and Deny buttons, or the same POST sent by a test script (form or JSON).
  scope.post<TokenParams & { Body: { decision?: unknown } | undefined }>('/oauth/authorize/:token', pageDocs.decideConsent, async (request, reply) => {
    const outcome = await decideSandboxConsent(ctx, request.params.token, request.body?.decision);
    return answer(request, reply, outcome);
  });

  scope.get<{ Params: { service: string } }>('/oauth/callback/:service', pageDocs.providerCallback, async (request, reply) => {
    const callbackUrl = new URL(request.url, ctx.site.publicUrl);
    const outcome = await completeProviderConsent(ctx, providers, request.params.service, callbackUrl);
    return answer(request, reply, outcome);
  });

  registerSettingsPages(scope, ctx, providers);
}
