// GET /v1/webhook_deliveries: the account's delivery log, newest first, filtered and paginated.
import type { ServiceContext } from '../context.ts';
import { getAccount } from '../accounts/get-account.ts';
import { collection, pageOf } from '../shared/pagination.ts';
import { deliveryItem, selectDeliveries, type DeliveryStatus, type EventName } from './delivery-view.ts';

export interface ListDeliveriesQuery {
  task_id?: string;
  event?: EventName;
  status?: DeliveryStatus;
  limit?: number;
  offset?: number;
}

export async function listDeliveries(ctx: ServiceContext, accountId: string, query: ListDeliveriesQuery) {
  await getAccount(ctx, accountId);
  const page = pageOf(query);
  let select = selectDeliveries(ctx.db).where('account_id', '=', accountId);
  if (query.task_id !== undefined) select = select.where('task_id', '=', query.task_id);
  if (query.event !== undefined) select = select.where('event', '=', query.event);
  if (query.status !== undefined) select = select.where('status', '=', query.status);
  // Events of one task written in the same millisecond still list in reverse order of writing.
  const rows = await select.orderBy('created_at', 'desc').orderBy('task_id', 'desc').orderBy('seq', 'desc').limit(page.limit + 1).offset(page.offset).execute();
  return collection(rows.map(deliveryItem), page);
}
