// The retry schedule (E3, E4) on both engines, with an injected clock instead of sleeps: 500, a
// timeout, a 204, a redirect (not followed) and a refused connection are five failures, after which
// the event is undeliverable; Retry-After may lengthen a delay (capped); redelivery sends it again
// with the same webhook-id.
// No assertion depends on how fast this machine is: a receiver's answer counts as on time with the
// default 30-second timeout, and only the attempt that must time out runs with a short one, against
// a reply held back four times as long (a 300 ms timeout for every attempt made a 500 arriving late
// on a loaded machine a timeout).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ServiceContext } from '../../src/services/context.ts';
import { redeliver } from '../../src/services/webhook-deliveries/redeliver.ts';
import { setWebhookEndpoint } from '../../src/services/webhook-endpoint/set-endpoint.ts';
import { verifySignature } from '../../packages/client/src/webhooks.ts';
import { deliverySettings, startDispatcher, type Dispatcher } from '../../src/webhooks/dispatcher/index.ts';
import { closedPort } from '../lib/egress-servers.ts';
import { manualClock } from '../helpers/manual-clock.ts';
import { emitEvent, insertTask } from '../helpers/outbox.ts';
import { storeKinds } from '../helpers/stores.ts';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.ts';
import { newAccountId, openWebhookRuntime, type WebhookRuntime } from '../helpers/webhook-runtime.ts';

/** The timeout of the one attempt that must time out; every other attempt has the default 30 s. */
const timeoutMs = 300;

for (const kind of storeKinds) {
  describe(`webhook retries (${kind})`, () => {
    const clock = manualClock(new Date('2030-05-06T07:08:09.000Z'));
    let wr: WebhookRuntime;
    let ctx: ServiceContext;
    let receiver: Receiver;
    let redirectTarget: Receiver;
    let dispatcher: Dispatcher;
    // Read by each send (deliver.ts): shortened only around the attempt that must time out.
    const settings = deliverySettings({ pollMs: 60_000 });
    before(async () => {
      wr = await openWebhookRuntime(kind, { clock });
      ctx = wr.runtime.ctx;
      receiver = await startReceiver();
      redirectTarget = await startReceiver();
      dispatcher = startDispatcher({ ctx, storeKind: kind, logger: wr.runtime.logger, settings });
    });
    after(async () => {
      await dispatcher.stop();
      await receiver.close();
      await redirectTarget.close();
      await wr.close();
    });

    const eventRow = (id: string) => ctx.db.selectFrom('webhook_events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const attemptRows = (id: string) => ctx.db.selectFrom('webhook_attempts').selectAll().where('event_id', '=', id).orderBy('attempt').execute();
    const secondsBetween = (later: string, earlier: Date) => (Date.parse(later) - earlier.getTime()) / 1000;

    /** Advances to one second before the next attempt (nothing is sent), then to it (one is). */
    async function stepTo(id: string, expectedDelay: number, options: { timesOut?: boolean } = {}): Promise<void> {
      const row = await eventRow(id);
      assert.equal(row.status, 'pending');
      assert.equal(secondsBetween(row.next_attempt_at, clock.now()), expectedDelay, 'scheduled delay');
      const sent = receiver.requests.length;
      clock.advance(expectedDelay - 1);
      await dispatcher.runOnce();
      assert.equal(receiver.requests.length, sent, 'nothing is sent before the delay is over');
      clock.advance(1);
      const defaultTimeout = settings.timeoutMs;
      if (options.timesOut) settings.timeoutMs = timeoutMs;
      try {
        await dispatcher.runOnce();
      } finally {
        settings.timeoutMs = defaultTimeout;
      }
    }

    it('runs the whole schedule through five kinds of failure, then marks the event undeliverable', async () => {
      const accountId = await newAccountId(wr.runtime);
      await setWebhookEndpoint(ctx, accountId, receiver.url);
      const task = await insertTask(ctx.db, accountId);
      const first = receiver.requests.length;
      const replies = [
        { status: 500, body: 'boom' },
        { status: 200, delayMs: timeoutMs * 4 }, // a 200 that comes too late is a timeout
        { status: 204 },
        { status: 302, headers: { location: redirectTarget.url } },
      ];
      receiver.answer((_request, index) => replies[index - first] ?? { status: 200 });
      const id = await emitEvent(ctx.db, ctx.notifier, task, 'task.complete', { now: clock.now() });

      await dispatcher.runOnce(); // attempt 1: immediate
      assert.equal(receiver.requests.length, first + 1);
      await stepTo(id, 60, { timesOut: true }); // attempt 2: the reply comes after the timeout
      await stepTo(id, 300); // attempt 3
      await stepTo(id, 1800); // attempt 4
      assert.equal(receiver.requests.length, first + 4);
      // Attempt 5 finds nobody listening.
      await setWebhookEndpoint(ctx, accountId, `http://127.0.0.1:${await closedPort()}/hooks`);
      await stepTo(id, 7200);

      const row = await eventRow(id);
      assert.equal(row.status, 'undeliverable');
      assert.equal(row.delivered_at, null);
      const attempts = await attemptRows(id);
      assert.deepEqual(attempts.map((a) => a.attempt), [1, 2, 3, 4, 5]);
      assert.deepEqual(attempts.map((a) => a.status_code), [500, null, 204, 302, null]);
      assert.deepEqual(attempts.map((a) => a.error?.split(':')[0]), ['unexpected_status', 'timeout', 'unexpected_status', 'unexpected_status', 'connection_failed']);
      assert.ok(attempts.every((a) => a.succeeded === 0));
      assert.equal(attempts[0].response_body, 'boom');
      assert.match(attempts[3].error!, /redirect to http:\/\/127\.0\.0\.1:\d+\/hooks not followed/);
      assert.ok(attempts[1].latency_ms >= timeoutMs - 5, `timeout latency ${attempts[1].latency_ms}`);
      assert.equal(redirectTarget.requests.length, 0, 'the redirect target received nothing');
      const ids = receiver.requests.slice(first).map((r) => r.headers['webhook-id']);
      assert.deepEqual(ids, [id, id, id, id], 'every retry carries the same webhook-id');

      // Nothing more happens on its own, however long we wait.
      clock.advance(30 * 24 * 3600);
      assert.equal(await dispatcher.runOnce(), 0);

      // Redelivery: back to pending for one more round, same webhook-id, same bytes, signed with the current secret.
      const { secret } = await setWebhookEndpoint(ctx, accountId, receiver.url);
      const item = await redeliver(ctx, id, accountId);
      assert.equal(item.status, 'pending');
      await dispatcher.runOnce();
      const last = receiver.requests.at(-1)!;
      assert.equal(last.headers['webhook-id'], id);
      assert.equal(last.raw.toString('utf8'), row.body);
      assert.equal(verifySignature(last.raw, String(last.headers['x-service-signature']), secret), true);
      const delivered = await eventRow(id);
      assert.equal(delivered.status, 'delivered');
      assert.deepEqual((await attemptRows(id)).map((a) => [a.attempt, a.succeeded]), [[1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 1]]);
    });

    it('honours Retry-After on 429 and 503 when it asks for longer than the schedule, capped at 24 hours', async () => {
      const accountId = await newAccountId(wr.runtime);
      await setWebhookEndpoint(ctx, accountId, receiver.url);
      const task = await insertTask(ctx.db, accountId);
      const first = receiver.requests.length;
      const replies = [
        { status: 503, headers: { 'retry-after': '600' } }, // longer than 60: honoured
        { status: 429, headers: { 'retry-after': '10' } }, // shorter than 300: the schedule wins
        { status: 429, headers: { 'retry-after': String(90 * 24 * 3600) } }, // capped
        { status: 500, headers: { 'retry-after': '9000' } }, // only 429 and 503 may ask
      ];
      receiver.answer((_request, index) => replies[index - first] ?? { status: 200 });
      const id = await emitEvent(ctx.db, ctx.notifier, task, 'task.progress', { now: clock.now() });
      await dispatcher.runOnce();
      await stepTo(id, 600);
      await stepTo(id, 300);
      await stepTo(id, 24 * 3600);
      await stepTo(id, 7200);
      assert.equal((await eventRow(id)).status, 'delivered');
      assert.deepEqual((await attemptRows(id)).map((a) => a.status_code), [503, 429, 429, 500, 200]);
    });

    it('redelivers a delivered event once more and leaves a pending one alone', async () => {
      const accountId = await newAccountId(wr.runtime);
      await setWebhookEndpoint(ctx, accountId, receiver.url);
      receiver.answer(() => ({ status: 200 }));
      const task = await insertTask(ctx.db, accountId);
      const id = await emitEvent(ctx.db, ctx.notifier, task, 'task.complete', { now: clock.now() });
      await dispatcher.runOnce();
      assert.equal((await eventRow(id)).status, 'delivered');
      await redeliver(ctx, id, accountId);
      await dispatcher.runOnce();
      assert.equal(receiver.requests.filter((r) => r.headers['webhook-id'] === id).length, 2);
      assert.deepEqual((await attemptRows(id)).map((a) => a.attempt), [1, 2]);

      receiver.answer(() => ({ status: 500 }));
      const failing = await emitEvent(ctx.db, ctx.notifier, task, 'task.progress', { now: clock.now() });
      await dispatcher.runOnce();
      const before = await eventRow(failing);
      const item = await redeliver(ctx, failing, accountId);
      assert.equal(item.status, 'pending');
      assert.equal((await eventRow(failing)).next_attempt_at, before.next_attempt_at, 'a pending event keeps its schedule');
      await assert.rejects(redeliver(ctx, failing, await newAccountId(wr.runtime)), { code: 'delivery_not_found' });
    });
  });
}
