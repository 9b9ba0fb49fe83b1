// At-least-once (E6) on both engines: a dispatcher process killed after the receiver got the event
// but before the attempt was recorded leaves its lease behind; once the lease expires another
// dispatcher sends the event again with the same webhook-id and the same bytes. Deterministic: the
// receiver holds the request until the process is dead, and the takeover uses an injected clock.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ServiceContext } from '../../src/services/context.ts';
import { setWebhookEndpoint } from '../../src/services/webhook-endpoint/set-endpoint.ts';
import { verifyStandardWebhook } from '../../packages/client/src/webhooks.ts';
import { deliverySettings, startDispatcher } from '../../src/webhooks/dispatcher/index.ts';
import { spawnDispatcher } from '../helpers/dispatcher-process.ts';
import { manualClock } from '../helpers/manual-clock.ts';
import { emitEvent, insertTask } from '../helpers/outbox.ts';
import { storeKinds } from '../helpers/stores.ts';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.ts';
import { newAccountId, openWebhookRuntime, type WebhookRuntime } from '../helpers/webhook-runtime.ts';

for (const kind of storeKinds) {
  describe(`dispatcher crash between send and record (${kind})`, () => {
    const clock = manualClock(new Date());
    let wr: WebhookRuntime;
    let ctx: ServiceContext;
    let receiver: Receiver;
    before(async () => {
      wr = await openWebhookRuntime(kind, { clock });
      ctx = wr.runtime.ctx;
      receiver = await startReceiver(() => 'hang');
    });
    after(async () => {
      await receiver.close();
      await wr.close();
    });

    it('sends the event again, same webhook-id, after the dead dispatcher lease expires', async () => {
      const accountId = await newAccountId(wr.runtime);
      const { secret } = await setWebhookEndpoint(ctx, accountId, receiver.url);
      const task = await insertTask(ctx.db, accountId);
      const child = await spawnDispatcher({ ...wr.env, BATON_WEBHOOK_TIMEOUT_MS: '60000', BATON_LOG_LEVEL: 'silent' });
      const id = await emitEvent(ctx.db, ctx.notifier, task, 'task.complete', { now: clock.now() });
      await receiver.waitFor(1);
      await child.kill();

      const orphan = await ctx.db.selectFrom('webhook_events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      assert.equal(orphan.status, 'pending');
      assert.ok(orphan.lease_owner?.startsWith(`${child.id}.`), 'still leased to the dead dispatcher');
      assert.equal(orphan.attempts, 1, 'the attempt was counted when it was claimed');
      // The lease outlasts the receiver's deadline (BATON_WEBHOOK_TIMEOUT_MS below) by 30 s.
      const leaseEnds = Date.parse(orphan.lease_expires_at!);
      assert.ok(Math.abs(leaseEnds - Date.now() - 90_000) < 10_000, `lease until ${orphan.lease_expires_at}`);
      assert.equal((await ctx.db.selectFrom('webhook_attempts').selectAll().where('event_id', '=', id).execute()).length, 0, 'but never recorded');

      receiver.answer(() => ({ status: 200 }));
      const takeover = startDispatcher({ ctx, storeKind: kind, logger: wr.runtime.logger, settings: deliverySettings({ timeoutMs: 2000, pollMs: 60_000 }) });
      try {
        assert.equal(await takeover.runOnce(), 0, 'a live lease is respected');
        clock.set(new Date(leaseEnds - 1000));
        assert.equal(await takeover.runOnce(), 0, 'still respected a second before it ends');
        clock.set(new Date(leaseEnds));
        assert.equal(await takeover.runOnce(), 1);
      } finally {
        await takeover.stop();
      }
      assert.equal(receiver.requests.length, 2);
      const [first, again] = receiver.requests;
      assert.equal(first.headers['webhook-id'], id);
      assert.equal(again.headers['webhook-id'], id, 'the duplicate carries the same webhook-id');
      assert.deepEqual(again.raw, first.raw, 'and the same bytes');
      assert.equal(verifyStandardWebhook(again.raw, again.headers, secret, { now: clock.now() }), true);
      const settled = await ctx.db.selectFrom('webhook_events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      assert.equal(settled.status, 'delivered');
      assert.equal(settled.attempts, 2);
      const attempts = await ctx.db.selectFrom('webhook_attempts').selectAll().where('event_id', '=', id).execute();
      assert.deepEqual(attempts.map((a) => [a.attempt, a.succeeded]), [[1, 1]]);
    });
  });
}
