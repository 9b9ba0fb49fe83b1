// The webhook admin API (E1, docs/webhooks.md): the account's endpoint and its delivery log. Each
// route validates, calls one verb for the authenticated account, and returns what it returns.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { withDb } from '../../services/context.ts';
import { getDelivery } from '../../services/webhook-deliveries/find-delivery.ts';
import { listDeliveries } from '../../services/webhook-deliveries/list-deliveries.ts';
import { redeliver } from '../../services/webhook-deliveries/redeliver.ts';
import { recordTestEvent, sendTestEvent } from '../../services/webhook-deliveries/send-test-event.ts';
import { setWebhookEndpoint } from '../../services/webhook-endpoint/set-endpoint.ts';
import { rotateWebhookSecret, showWebhookEndpoint } from '../../services/webhook-endpoint/show-endpoint.ts';
import { errorResponses, NoQuery } from '../schemas/common.ts';
import * as S from '../schemas/webhooks.ts';
import type { RouteDeps } from './index.ts';

const tags = ['Webhooks'];
const accountOf = (request: FastifyRequest) => request.auth!.account.id;

export function registerWebhookRoutes(app: FastifyInstance, { ctx, runPost }: RouteDeps): void {
  // Not in a transaction: the destination check resolves DNS (E7), and nothing here needs atomicity.
  app.put<{ Body: Static<typeof S.EndpointBody> }>(
    '/webhook_endpoint',
    { schema: { tags, operationId: 'setWebhookEndpoint', querystring: NoQuery, summary: 'Set the webhook endpoint (returns its new secret once)', body: S.EndpointBody, response: { 200: S.EndpointWithSecret, ...errorResponses(400, 422) } } },
    (request) => setWebhookEndpoint(ctx, accountOf(request), request.body.url),
  );

  app.get(
    '/webhook_endpoint',
    { schema: { tags, operationId: 'getWebhookEndpoint', querystring: NoQuery, summary: 'Show the webhook endpoint (never its secret)', response: { 200: S.Endpoint, ...errorResponses(404) } } },
    (request) => showWebhookEndpoint(ctx, accountOf(request)),
  );

  app.post(
    '/webhook_endpoint/rotate_secret',
    { schema: { tags, operationId: 'rotateWebhookSecret', querystring: NoQuery, summary: 'Replace the endpoint secret at once', response: { 200: S.EndpointWithSecret, ...errorResponses(404) } } },
    (request, reply) => runPost(request, reply, async (db) => ({ status: 200, body: await rotateWebhookSecret(withDb(ctx, db), accountOf(request)) })),
  );

  // The send runs outside runPost's transaction (see send-test-event.ts) but after the
  // Idempotency-Key is claimed: a replay answers the first result and neither sends nor logs again.
  app.post(
    '/webhook_endpoint/test',
    { schema: { tags, operationId: 'sendWebhookTestEvent', querystring: NoQuery, summary: 'Send one signed test event now, without retries', response: { 200: S.TestEventResult, ...errorResponses(404) } } },
    (request, reply) =>
      runPost(
        request,
        reply,
        async (db, sent) => ({ status: 200, body: await recordTestEvent(withDb(ctx, db), accountOf(request), sent) }),
        () => sendTestEvent(ctx, accountOf(request)),
      ),
  );

  app.get<{ Querystring: Static<typeof S.ListQuery> }>(
    '/webhook_deliveries',
    { schema: { tags, operationId: 'listWebhookDeliveries', summary: 'List webhook deliveries, newest first', querystring: S.ListQuery, response: { 200: S.DeliveryList, ...errorResponses(400) } } },
    (request) => listDeliveries(ctx, accountOf(request), request.query),
  );

  app.get<{ Params: Static<typeof S.DeliveryParams> }>(
    '/webhook_deliveries/:delivery_id',
    { schema: { tags, operationId: 'getWebhookDelivery', querystring: NoQuery, summary: 'Get a delivery with its body and attempts', params: S.DeliveryParams, response: { 200: S.DeliveryDetail, ...errorResponses(404) } } },
    (request) => getDelivery(ctx, request.params.delivery_id, accountOf(request)),
  );

  app.post<{ Params: Static<typeof S.DeliveryParams> }>(
    '/webhook_deliveries/:delivery_id/redeliver',
    { schema: { tags, operationId: 'redeliverWebhookDelivery', querystring: NoQuery, summary: 'Send a delivery again (same webhook-id), one more round of retries', params: S.DeliveryParams, response: { 200: S.DeliveryItem, ...errorResponses(404) } } },
    (request, reply) => runPost(request, reply, async (db) => ({ status: 200, body: await redeliver(withDb(ctx, db), request.params.delivery_id, accountOf(request)) })),
  );
}
