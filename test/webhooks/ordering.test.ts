// E5 on both engines: a task's events go out strictly in order, one at a time, while other tasks
// carry on; an event that fails holds back only its own task, until it is delivered or undeliverable.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../src/config/config.ts';
import type { ServiceContext } from '../../src/services/context.ts';
import { setWebhookEndpoint } from '../../src/services/webhook-endpoint/set-endpoint.ts';
import { deliverySettings, deliverySettingsFromConfig, startDispatcher, type Dispatcher } from '../../src/webhooks/dispatcher/index.ts';
import { manualClock } from '../helpers/manual-clock.ts';
import { emitEvent, insertTask } from '../helpers/outbox.ts';
import { storeKinds } from '../helpers/stores.ts';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.ts';
import { newAccountId, openWebhookRuntime, type WebhookRuntime } from '../helpers/webhook-runtime.ts';

for (const kind of storeKinds) {
  describe(`webhook ordering (${kind})`, () => {
    const clock = manualClock(new Date('2031-02-03T04:05:06.000Z'));
    let wr: WebhookRuntime;
    let ctx: ServiceContext;
    let receiver: Receiver;
    let dispatcher: Dispatcher;
    let accountId: string;
    before(async () => {
      wr = await openWebhookRuntime(kind, { clock });
      ctx = wr.runtime.ctx;
      receiver = await startReceiver();
      accountId = await newAccountId(wr.runtime);
      await setWebhookEndpoint(ctx, accountId, receiver.url);
      dispatcher = startDispatcher({ ctx, storeKind: kind, logger: wr.runtime.logger, settings: deliverySettings({ timeoutMs: 2000, pollMs: 60_000 }) });
    });
    after(async () => {
      await dispatcher.stop();
      await receiver.close();
      await wr.close();
    });
    const status = async (id: string) => (await ctx.db.selectFrom('webhook_events').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    const idsSince = (from: number) => receiver.requests.slice(from).map((r) => String(r.headers['webhook-id']));

    it('holds a task behind its failing first event while another task is delivered', async () => {
      const a = await insertTask(ctx.db, accountId);
      const b = await insertTask(ctx.db, accountId);
      const from = receiver.requests.length;
      let a1Failures = 0;
      receiver.answer((request) => (request.body.task_id === a.id && request.body.event === 'task.waiting' && a1Failures++ === 0 ? { status: 500 } : { status: 200 }));
      const a1 = await emitEvent(ctx.db, ctx.notifier, a, 'task.waiting', { now: clock.now() });
      const a2 = await emitEvent(ctx.db, ctx.notifier, a, 'task.complete', { now: clock.now() });
      const b1 = await emitEvent(ctx.db, ctx.notifier, b, 'task.complete', { now: clock.now() });
      await dispatcher.runOnce();
      assert.deepEqual(new Set(idsSince(from)), new Set([a1, b1]), 'a2 waits; b1 does not');
      assert.equal(await status(b1), 'delivered');
      assert.equal(await status(a2), 'pending');
      clock.advance(60);
      await dispatcher.runOnce();
      const order = idsSince(from);
      assert.deepEqual(order.filter((id) => id !== b1), [a1, a1, a2]);
      assert.equal(await status(a2), 'delivered');
    });

    it('lets the next event go once the earlier one is declared undeliverable (schedule from configuration)', async () => {
      const settings = deliverySettingsFromConfig(loadConfig({ BATON_WEBHOOK_RETRY_SCHEDULE: '0,5,5', BATON_WEBHOOK_TIMEOUT_MS: '2000' }));
      assert.deepEqual(settings.retrySchedule, [0, 5, 5]);
      // The shared dispatcher (default schedule) would race for these events: park it meanwhile.
      await dispatcher.stop();
      const own = startDispatcher({ ctx, storeKind: kind, logger: wr.runtime.logger, settings: { ...settings, pollMs: 60_000 } });
      try {
        const task = await insertTask(ctx.db, accountId);
        const from = receiver.requests.length;
        receiver.answer((request) => (request.body.event === 'task.failed' ? { status: 503 } : { status: 200 }));
        const doomed = await emitEvent(ctx.db, ctx.notifier, task, 'task.failed', { now: clock.now() });
        const next = await emitEvent(ctx.db, ctx.notifier, task, 'task.progress', { now: clock.now() });
        for (let i = 0; i < 3; i++) {
          await own.runOnce();
          assert.equal(await status(next), i < 2 ? 'pending' : 'delivered');
          clock.advance(5);
        }
        assert.equal(await status(doomed), 'undeliverable');
        assert.deepEqual(idsSince(from), [doomed, doomed, doomed, next], 'three attempts, as configured, then the next event');
      } finally {
        await own.stop();
        dispatcher = startDispatcher({ ctx, storeKind: kind, logger: wr.runtime.logger, settings: deliverySettings({ timeoutMs: 2000, pollMs: 60_000 }) });
      }
    });

    it('keeps many sends in flight, but never two of one task, and each task in order', async () => {
      const tasks = await Promise.all(Array.from({ length: 6 }, () => insertTask(ctx.db, accountId)));
      const open = new Map<string, number>();
      let maxPerTask = 0;
      let maxTotal = 0;
      let total = 0;
      receiver.answer((request) => {
        const taskId = request.body.task_id as string;
        open.set(taskId, (open.get(taskId) ?? 0) + 1);
        total++;
        maxPerTask = Math.max(maxPerTask, open.get(taskId)!);
        maxTotal = Math.max(maxTotal, total);
        setTimeout(() => {
          open.set(taskId, open.get(taskId)! - 1);
          total--;
        }, 25);
        return { status: 200, delayMs: 25 };
      });
      const from = receiver.requests.length;
      const written = new Map<string, string[]>();
      for (let n = 0; n < 5; n++) {
        for (const task of tasks) {
          const id = await emitEvent(ctx.db, ctx.notifier, task, 'task.progress', { now: clock.now(), data: { step: `s${n}`, message: 'm', progress_pct: n * 20 } });
          written.set(task.id, [...(written.get(task.id) ?? []), id]);
        }
      }
      await dispatcher.runOnce();
      assert.equal(receiver.requests.length - from, 30);
      assert.equal(maxPerTask, 1, 'one send per task at a time');
      assert.ok(maxTotal >= 3, `several tasks in flight at once (max ${maxTotal})`);
      for (const task of tasks) {
        const arrived = receiver.requests.slice(from).filter((r) => r.body.task_id === task.id).map((r) => r.headers['webhook-id']);
        assert.deepEqual(arrived, written.get(task.id));
      }
    });
  });
}
