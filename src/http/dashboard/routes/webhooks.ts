// Webhook page (D2): the endpoint (set the URL, reveal and rotate the secret, send a test event)
// and the delivery log (the API's filters, one delivery's body and attempts, redeliver). The same
// verbs as /v1/webhook_endpoint, /v1/webhook_deliveries and `baton webhooks`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { isServiceError } from '../../../lib/errors.ts';
import type { AccountContext } from '../../../services/context.ts';
import { getDelivery } from '../../../services/webhook-deliveries/find-delivery.ts';
import { listDeliveries } from '../../../services/webhook-deliveries/list-deliveries.ts';
import { redeliver } from '../../../services/webhook-deliveries/redeliver.ts';
import { recordTestEvent, sendTestEvent } from '../../../services/webhook-deliveries/send-test-event.ts';
import { setWebhookEndpoint } from '../../../services/webhook-endpoint/set-endpoint.ts';
import { revealWebhookSecret, rotateWebhookSecret, showWebhookEndpoint } from '../../../services/webhook-endpoint/show-endpoint.ts';
import { statusByCode } from '../../error-status.ts';
import { ListQuery } from '../../schemas/webhooks.ts';
import { dashboardContext } from '../dashboard-context.ts';
import type { DashboardOptions } from '../index.ts';
import { formError, seeOther, sendHtml } from '../page-reply.ts';
import { listRoute } from '../query-filters.ts';
import { sessionOf } from '../session-guard.ts';
import { renderDeliveryPage } from '../views/delivery-views.ts';
import { renderWebhooksPage, webhooksPath, type WebhooksPageView } from '../views/webhooks-views.ts';

const hidden = { schema: { hide: true } };

async function endpointOrNull(ctx: AccountContext) {
  try {
    return await showWebhookEndpoint(ctx, ctx.account.id);
  } catch (error) {
    if (isServiceError(error) && error.code === 'webhook_not_configured') return null;
    throw error;
  }
}

export function registerWebhookRoutes(scope: FastifyInstance, { ctx }: DashboardOptions): void {
  const contextOf = (request: FastifyRequest) => dashboardContext(ctx, sessionOf(request));

  /** The page, with what the form that was just sent asked to show. */
  async function page(request: FastifyRequest, reply: FastifyReply, extra: Partial<WebhooksPageView> = {}, status = 200) {
    const account = contextOf(request);
    const query = extra.query ?? {};
    const view = { endpoint: await endpointOrNull(account), deliveries: await listDeliveries(account, account.account.id, query), query, ...extra };
    return sendHtml(reply, renderWebhooksPage(sessionOf(request), view), status);
  }

  scope.get<{ Querystring: Static<typeof ListQuery> }>(webhooksPath, listRoute(ListQuery), async (request, reply) =>
    page(request, reply, { query: request.query }),
  );

  scope.post<{ Body: { url?: string } | undefined }>(`${webhooksPath}/endpoint`, hidden, async (request, reply) => {
    const account = contextOf(request);
    const url = request.body?.url ?? '';
    try {
      const saved = await setWebhookEndpoint(account, account.account.id, url);
      return await page(request, reply, { secret: { value: saved.secret, why: `Deliveries to ${saved.url} are signed with this secret.` } });
    } catch (error) {
      const failure = formError(error);
      return page(request, reply, { error: failure.message, urlInput: url }, statusByCode[failure.code]);
    }
  });

  scope.post(`${webhooksPath}/reveal`, hidden, async (request, reply) => {
    const account = contextOf(request);
    const { secret } = await revealWebhookSecret(account, account.account.id);
    return page(request, reply, { secret: { value: secret, why: 'The current secret.' } });
  });

  scope.post(`${webhooksPath}/rotate`, hidden, async (request, reply) => {
    const account = contextOf(request);
    const { secret } = await rotateWebhookSecret(account, account.account.id);
    return page(request, reply, { secret: { value: secret, why: 'The new secret replaced the old one at once: every delivery from now on is signed with it.' } });
  });

  // Sent outside any transaction, then logged, as the API and the CLI do (send-test-event.ts).
  scope.post(`${webhooksPath}/test`, hidden, async (request, reply) => {
    const account = contextOf(request);
    const tested = await recordTestEvent(account, account.account.id, await sendTestEvent(account, account.account.id));
    return page(request, reply, { tested });
  });

  scope.get<{ Params: { id: string }; Querystring: { done?: string } }>(`${webhooksPath}/deliveries/:id`, hidden, async (request, reply) => {
    const session = sessionOf(request);
    const delivery = await getDelivery(ctx, request.params.id, session.account.id);
    const info = request.query.done === 'redelivered' ? 'Queued again: it is sent within moments, with the same webhook-id.' : undefined;
    return sendHtml(reply, renderDeliveryPage(session, delivery, info));
  });

  scope.post<{ Params: { id: string } }>(`${webhooksPath}/deliveries/:id/redeliver`, hidden, async (request, reply) => {
    const item = await redeliver(ctx, request.params.id, sessionOf(request).account.id);
    return seeOther(reply, `${webhooksPath}/deliveries/${item.id}?done=redelivered`);
  });
}
