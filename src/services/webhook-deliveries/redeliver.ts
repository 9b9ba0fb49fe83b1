// POST /v1/webhook_deliveries/:id/redeliver (E4, E6): an event that was delivered, undeliverable or
// skipped goes back to pending for one more round of the retry schedule, with the same webhook-id,
// so a receiver that already has it can tell. A pending event is left as it is: it is on its way.
import { isoNow } from '../../lib/clock.ts';
import type { ServiceContext } from '../context.ts';
import { deliveryItem } from './delivery-view.ts';
import { findDeliveryRow } from './find-delivery.ts';

export async function redeliver(ctx: ServiceContext, id: string, accountId: string | undefined) {
  const row = await findDeliveryRow(ctx, id, accountId);
  if (row.status === 'pending') return deliveryItem(row);
  const now = isoNow(ctx.clock);
  // attempts counts the round (claim.ts); the attempt log keeps numbering across rounds.
  await ctx.db
    .updateTable('webhook_events')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, lease_owner: null, lease_expires_at: null, delivered_at: null, updated_at: now })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .execute();
  await ctx.notifier.notify(ctx.db, 'baton_events', row.task_id);
  return deliveryItem(await findDeliveryRow(ctx, id, accountId));
}
