// Schemas of the webhook admin API: the endpoint (E1) and the delivery log.
import { Type } from 'typebox';
import { deliveryStatuses, eventNames } from '../../services/webhook-deliveries/delivery-view.ts';
import { Literals, PageQuery, Timestamp } from './common.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const DeliveryStatus = Literals(deliveryStatuses, { title: 'DeliveryStatus' });
const EventName = Literals(eventNames, { title: 'EventName' });

export const EndpointBody = Type.Object({ url: Type.String({ description: 'http(s) URL that receives the events' }) }, { additionalProperties: false, title: 'WebhookEndpointRequest' });
export const EndpointWithSecret = Type.Object({ url: Type.String(), secret: Type.String({ description: 'whsec_...; shown only in this response' }) }, { title: 'WebhookEndpointWithSecret' });
export const Endpoint = Type.Object({ url: Type.String(), created_at: Timestamp, updated_at: Timestamp }, { title: 'WebhookEndpoint' });

const AttemptError = Type.Object({ code: Type.String(), message: Type.String() }, { title: 'DeliveryAttemptError' });

export const TestEventResult = Type.Object({
  id: Type.String({ description: 'Delivery id (webhook-id); the test event is in the delivery log' }),
  task_id: Type.String(),
  url: Type.String(),
  succeeded: Type.Boolean(),
  status_code: Nullable(Type.Integer()),
  latency_ms: Type.Integer(),
  response_body: Nullable(Type.String()),
  error: Nullable(AttemptError),
}, { title: 'WebhookTestResult' });

export const DeliveryParams = Type.Object({ delivery_id: Type.String() });

export const ListQuery = Type.Object(
  { task_id: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })), event: Type.Optional(EventName), status: Type.Optional(DeliveryStatus), ...PageQuery },
  { additionalProperties: false },
);

const itemFields = {
  id: Type.String(),
  task_id: Type.String(),
  event: EventName,
  status: DeliveryStatus,
  attempts: Type.Integer({ description: 'Attempts recorded so far, redelivery rounds included' }),
  next_attempt_at: Nullable(Timestamp),
  created_at: Timestamp,
  delivered_at: Nullable(Timestamp),
  test: Type.Boolean({ description: 'A test event sent with POST /v1/webhook_endpoint/test' }),
};

export const DeliveryItem = Type.Object(itemFields, { title: 'Delivery' });
export const DeliveryList = Type.Object({ data: Type.Array(DeliveryItem), has_more: Type.Boolean() }, { title: 'DeliveryList' });

export const DeliveryDetail = Type.Object({
  ...itemFields,
  body: Type.String({ description: 'The exact JSON text that was signed and sent' }),
  // In the detail, attempts is the attempt log itself (its length is the list item's count).
  attempts: Type.Array(
    Type.Object({
      attempt: Type.Integer(),
      started_at: Timestamp,
      url: Type.String(),
      status_code: Nullable(Type.Integer()),
      latency_ms: Type.Integer(),
      response_body: Nullable(Type.String()),
      error: Nullable(AttemptError),
      succeeded: Type.Boolean(),
    }, { title: 'DeliveryAttempt' }),
  ),
}, { title: 'DeliveryDetail' });
