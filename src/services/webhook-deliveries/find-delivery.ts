// One delivery of an account (A5: another account's id is simply not found), or of any account when
// the operator asks through the CLI (accountId undefined).
import { ServiceError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { attemptView, deliveryItem, selectDeliveries, type DeliveryRow } from './delivery-view.ts';

export async function findDeliveryRow(ctx: ServiceContext, id: string, accountId: string | undefined): Promise<DeliveryRow & { account_id: string }> {
  let query = selectDeliveries(ctx.db).where('id', '=', id);
  if (accountId !== undefined) query = query.where('account_id', '=', accountId);
  const row = await query.executeTakeFirst();
  if (!row) throw new ServiceError('delivery_not_found', `No webhook delivery with id ${id}`, { param: 'delivery_id' });
  return row;
}

/** GET /v1/webhook_deliveries/:id: the item, the exact body sent, and every attempt in order. */
export async function getDelivery(ctx: ServiceContext, id: string, accountId: string | undefined) {
  const row = await findDeliveryRow(ctx, id, accountId);
  const attempts = await ctx.db.selectFrom('webhook_attempts').selectAll().where('event_id', '=', row.id).orderBy('attempt').execute();
  return { ...deliveryItem(row), body: row.body, attempts: attempts.map(attemptView) };
}
