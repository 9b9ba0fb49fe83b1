// Delivery through the real dispatcher on both engines: every event type arrives with the stored
// bytes and both signatures (recomputed here from the raw bytes, with the receiver helper and with
// node:crypto); events of an account without an endpoint are skipped, and stay skipped.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { verifySignature, verifyStandardWebhook } from '../../packages/client/src/webhooks.ts';
import type { ServiceContext } from '../../src/services/context.ts';
import { setWebhookEndpoint } from '../../src/services/webhook-endpoint/set-endpoint.ts';
import { deliverySettings, startDispatcher, type Dispatcher } from '../../src/webhooks/dispatcher/index.ts';
import { manualClock } from '../helpers/manual-clock.ts';
import { emitEvent, insertTask, sampleData } from '../helpers/outbox.ts';
import { storeKinds } from '../helpers/stores.ts';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.ts';
import { newAccountId, openWebhookRuntime, type WebhookRuntime } from '../helpers/webhook-runtime.ts';

const version = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;

for (const kind of storeKinds) {
  describe(`webhook delivery (${kind})`, () => {
    const clock = manualClock(new Date('2030-01-02T03:04:05.000Z'));
    let wr: WebhookRuntime;
    let ctx: ServiceContext;
    let receiver: Receiver;
    let dispatcher: Dispatcher;
    before(async () => {
      wr = await openWebhookRuntime(kind, { clock });
      ctx = wr.runtime.ctx;
      receiver = await startReceiver();
      dispatcher = startDispatcher({ ctx, storeKind: kind, logger: wr.runtime.logger, settings: deliverySettings({ timeoutMs: 2000, pollMs: 60_000 }) });
    });
    after(async () => {
      await dispatcher.stop();
      await receiver.close();
      await wr.close();
    });

    it('sends every event type with the stored bytes, both signatures and the documented headers', async () => {
      const accountId = await newAccountId(wr.runtime);
      const { secret } = await setWebhookEndpoint(ctx, accountId, receiver.url);
      const task = await insertTask(ctx.db, accountId);
      const names = ['task.progress', 'task.waiting', 'task.progress', 'task.failed', 'task.complete'] as const;
      const ids: string[] = [];
      for (const [n, name] of names.entries()) ids.push(await emitEvent(ctx.db, ctx.notifier, task, name, { data: sampleData(name, n), now: clock.now() }));
      await dispatcher.runOnce();

      assert.deepEqual(receiver.requests.map((r) => r.headers['webhook-id']), ids, 'all five, in the order written');
      const stored = await ctx.db.selectFrom('webhook_events').select(['id', 'body', 'status', 'delivered_at']).where('task_id', '=', task.id).execute();
      const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
      for (const [n, request] of receiver.requests.entries()) {
        const { headers, raw } = request;
        const row = stored.find((s) => s.id === ids[n])!;
        assert.equal(raw.toString('utf8'), row.body, 'the exact stored bytes');
        assert.equal(row.status, 'delivered');
        assert.equal(row.delivered_at, clock.now().toISOString());
        assert.deepEqual(request.body, { event: names[n], task_id: task.id, sub_agent: task.subAgent, timestamp: clock.now().toISOString(), data: sampleData(names[n], n) });
        assert.equal(headers['content-type'], 'application/json');
        assert.equal(headers['user-agent'], `Baton-Webhooks/${version}`);
        const timestamp = String(Math.floor(clock.now().getTime() / 1000));
        assert.equal(headers['webhook-timestamp'], timestamp);
        // With the receiver helper.
        assert.equal(verifySignature(raw, String(headers['x-service-signature']), secret), true);
        assert.equal(verifyStandardWebhook(raw, headers, secret, { now: clock.now() }), true);
        // Independently, with node:crypto.
        assert.equal(headers['x-service-signature'], createHmac('sha256', Buffer.from(secret, 'utf8')).update(raw).digest('hex'));
        const content = Buffer.concat([Buffer.from(`${ids[n]}.${timestamp}.`), raw]);
        assert.equal(headers['webhook-signature'], `v1,${createHmac('sha256', key).update(content).digest('base64')}`);
        // And a changed byte is refused, so the checks above can fail.
        const tampered = Buffer.from(raw);
        tampered[tampered.length - 2] ^= 1;
        assert.equal(verifySignature(tampered, String(headers['x-service-signature']), secret), false);
        assert.equal(verifyStandardWebhook(tampered, headers, secret, { now: clock.now() }), false);
      }
      const attempts = await ctx.db.selectFrom('webhook_attempts').selectAll().where('event_id', 'in', ids).execute();
      assert.equal(attempts.length, ids.length);
      for (const attempt of attempts) {
        assert.equal(attempt.attempt, 1);
        assert.equal(attempt.status_code, 200);
        assert.equal(attempt.succeeded, 1);
        assert.equal(attempt.error, null);
        assert.equal(attempt.url, receiver.url);
      }
    });

    it('skips events of an account without an endpoint, and does not send them once one is set', async () => {
      const accountId = await newAccountId(wr.runtime);
      const task = await insertTask(ctx.db, accountId);
      const id = await emitEvent(ctx.db, ctx.notifier, task, 'task.complete', { now: clock.now() });
      const before = receiver.requests.length;
      await dispatcher.runOnce();
      const row = await ctx.db.selectFrom('webhook_events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      assert.equal(row.status, 'skipped');
      assert.equal(row.attempts, 0, 'nothing was sent, so nothing was counted');
      await setWebhookEndpoint(ctx, accountId, receiver.url);
      clock.advance(3600);
      await dispatcher.runOnce();
      assert.equal(receiver.requests.length, before);
      assert.equal((await ctx.db.selectFrom('webhook_events').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status, 'skipped');
      assert.equal((await ctx.db.selectFrom('webhook_attempts').selectAll().where('event_id', '=', id).execute()).length, 0);
    });

    it('hands a send still in flight at shutdown back, uncounted, once the grace period is over', async () => {
      const accountId = await newAccountId(wr.runtime);
      const hanging = await startReceiver(() => 'hang');
      await setWebhookEndpoint(ctx, accountId, hanging.url);
      const own = startDispatcher({ ctx, storeKind: kind, logger: wr.runtime.logger, settings: deliverySettings({ timeoutMs: 30_000, pollMs: 60_000, stopGraceMs: 100 }) });
      try {
        await dispatcher.stop(); // only `own` may take it
        const task = await insertTask(ctx.db, accountId);
        const id = await emitEvent(ctx.db, ctx.notifier, task, 'task.waiting', { now: clock.now() });
        await hanging.waitFor(1);
        await own.stop();
        const row = await ctx.db.selectFrom('webhook_events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        assert.equal(row.status, 'pending');
        assert.equal(row.lease_owner, null);
        assert.equal(row.attempts, 0);
        assert.equal((await ctx.db.selectFrom('webhook_attempts').selectAll().where('event_id', '=', id).execute()).length, 0);
      } finally {
        await own.stop();
        await hanging.close();
        dispatcher = startDispatcher({ ctx, storeKind: kind, logger: wr.runtime.logger, settings: deliverySettings({ timeoutMs: 2000, pollMs: 60_000 }) });
      }
    });

    it('stops cleanly when wake-ups arrive while a claim is running', async () => {
      const own = startDispatcher({ ctx, storeKind: kind, logger: wr.runtime.logger, settings: deliverySettings({ pollMs: 60_000 }) });
      own.wake(); // a claim is now in flight
      own.wake(); // and another wake-up is waiting behind it
      await own.stop();
      // A dispatcher that kept re-pumping after stop would spin on microtasks and starve this timer.
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  });
}
