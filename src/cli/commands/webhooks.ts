// baton webhooks set|show|rotate-secret (the endpoint) and deliveries|delivery|redeliver|test (the
// delivery log). The operator's CLI may look at any account's delivery by id.
import { loadConfig } from '../../config/config.ts';
import { deliveryStatuses, eventNames, type DeliveryItem } from '../../services/webhook-deliveries/delivery-view.ts';
import { getDelivery } from '../../services/webhook-deliveries/find-delivery.ts';
import { listDeliveries } from '../../services/webhook-deliveries/list-deliveries.ts';
import { redeliver } from '../../services/webhook-deliveries/redeliver.ts';
import { recordTestEvent, sendTestEvent } from '../../services/webhook-deliveries/send-test-event.ts';
import { setWebhookEndpoint } from '../../services/webhook-endpoint/set-endpoint.ts';
import { rotateWebhookSecret, showWebhookEndpoint } from '../../services/webhook-endpoint/show-endpoint.ts';
import { optionalInteger, parseFlags, requirePositional, requireString, type Flags } from '../args.ts';
import { UsageError, type Output } from '../output.ts';
import { withRuntime } from '../with-runtime.ts';

const usage = 'usage: baton webhooks set|show|rotate-secret|deliveries|delivery|redeliver|test';

function optionalChoice<T extends string>(flags: Flags, name: string, choices: readonly T[]): T | undefined {
  const value = flags[name];
  if (value === undefined) return undefined;
  if (!(choices as readonly unknown[]).includes(value)) throw new UsageError(`--${name} must be one of ${choices.join(', ')}`);
  return value as T;
}

const line = (d: DeliveryItem) => `${d.id}  ${d.status.padEnd(13)}  ${d.event.padEnd(13)}  ${d.task_id}  attempts ${d.attempts}  ${d.created_at}`;

export async function webhooksCommand(args: string[], out: Output): Promise<void> {
  const [sub, ...rest] = args;
  switch (sub) {
    case 'set': {
      const { flags } = parseFlags(rest, { account: { type: 'string' }, url: { type: 'string' } });
      const endpoint = await withRuntime((ctx) => setWebhookEndpoint(ctx, requireString(flags, 'account'), requireString(flags, 'url')));
      return out.result(endpoint, `Webhook endpoint set to ${endpoint.url}. Its secret is shown only now:\n${endpoint.secret}`);
    }
    case 'show': {
      const { flags } = parseFlags(rest, { account: { type: 'string' } });
      const endpoint = await withRuntime((ctx) => showWebhookEndpoint(ctx, requireString(flags, 'account')));
      return out.result(endpoint, `${endpoint.url} (secret hidden; rotate-secret issues a new one)`);
    }
    case 'rotate-secret': {
      const { flags } = parseFlags(rest, { account: { type: 'string' } });
      const endpoint = await withRuntime((ctx) => rotateWebhookSecret(ctx, requireString(flags, 'account')));
      return out.result(endpoint, `New secret for ${endpoint.url}, shown only now:\n${endpoint.secret}`);
    }
    case 'deliveries': {
      const options = { account: { type: 'string' }, task: { type: 'string' }, status: { type: 'string' }, event: { type: 'string' }, limit: { type: 'string' }, offset: { type: 'string' } } as const;
      const { flags } = parseFlags(rest, options);
      const query = {
        task_id: flags.task as string | undefined,
        status: optionalChoice(flags, 'status', deliveryStatuses),
        event: optionalChoice(flags, 'event', eventNames),
        limit: optionalInteger(flags, 'limit'),
        offset: optionalInteger(flags, 'offset'),
      };
      if (query.limit !== undefined && (query.limit < 1 || query.limit > 100)) throw new UsageError('--limit must be 1 to 100');
      const page = await withRuntime((ctx) => listDeliveries(ctx, requireString(flags, 'account'), query));
      return out.result(page, page.data.map(line).join('\n') + (page.has_more ? '\n(more: use --offset)' : '') || 'No deliveries');
    }
    case 'delivery': {
      const { positionals } = parseFlags(rest, {});
      const delivery = await withRuntime((ctx) => getDelivery(ctx, requirePositional(positionals, 0, 'delivery id'), undefined));
      const attempts = delivery.attempts.map((a) => `  #${a.attempt} ${a.started_at} ${a.status_code ?? '---'} ${a.latency_ms} ms ${a.error ? `${a.error.code}: ${a.error.message}` : 'ok'}`);
      return out.result(delivery, [line({ ...delivery, attempts: delivery.attempts.length }), delivery.body, ...attempts].join('\n'));
    }
    case 'redeliver': {
      const { positionals } = parseFlags(rest, {});
      const item = await withRuntime((ctx) => redeliver(ctx, requirePositional(positionals, 0, 'delivery id'), undefined));
      return out.result(item, `${item.id} is ${item.status}; it will be sent again with the same webhook-id`);
    }
    case 'test': {
      const { flags } = parseFlags(rest, { account: { type: 'string' } });
      const accountId = requireString(flags, 'account');
      const { webhookTimeoutMs } = loadConfig();
      const result = await withRuntime(async (ctx) => recordTestEvent(ctx, accountId, await sendTestEvent(ctx, accountId, { timeoutMs: webhookTimeoutMs })));
      const outcome = result.succeeded ? `delivered (HTTP 200)` : `failed: ${result.error?.code}: ${result.error?.message}`;
      return out.result(result, `Test event ${result.id} to ${result.url}: ${outcome} in ${result.latency_ms} ms`, { failed: !result.succeeded });
    }
    default:
      throw new UsageError(usage);
  }
}
