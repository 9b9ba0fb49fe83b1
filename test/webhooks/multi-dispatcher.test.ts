// Several dispatcher processes on one PostgreSQL database (FOR UPDATE SKIP LOCKED): 200 events over
// 20 tasks each arrive exactly once in the normal case, in order within every task, and both
// processes take part.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ServiceContext } from '../../src/services/context.ts';
import { setWebhookEndpoint } from '../../src/services/webhook-endpoint/set-endpoint.ts';
import { spawnDispatcher, type DispatcherProcess } from '../helpers/dispatcher-process.ts';
import { emitEvent, insertTask } from '../helpers/outbox.ts';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.ts';
import { newAccountId, openWebhookRuntime, type WebhookRuntime } from '../helpers/webhook-runtime.ts';

describe('two dispatcher processes on one PostgreSQL database', () => {
  let wr: WebhookRuntime;
  let ctx: ServiceContext;
  let receiver: Receiver;
  let dispatchers: DispatcherProcess[] = [];
  before(async () => {
    wr = await openWebhookRuntime('postgres');
    ctx = wr.runtime.ctx;
    // A little work per request, so that both processes have something to claim.
    receiver = await startReceiver(() => ({ status: 200, delayMs: 3 }));
  });
  after(async () => {
    await Promise.all(dispatchers.map((d) => d.stop()));
    await receiver.close();
    await wr.close();
  });

  it('delivers each of 200 events exactly once, in order per task', async () => {
    const accountId = await newAccountId(wr.runtime);
    await setWebhookEndpoint(ctx, accountId, receiver.url);
    const tasks = await Promise.all(Array.from({ length: 20 }, () => insertTask(ctx.db, accountId)));
    // Few slots each, so that neither process can hold every task's next event by itself.
    const env = { ...wr.env, BATON_WEBHOOK_CONCURRENCY: '4', BATON_LOG_LEVEL: 'warn' };
    dispatchers = await Promise.all([spawnDispatcher(env), spawnDispatcher(env)]);

    const written = new Map<string, string[]>();
    for (let n = 0; n < 10; n++) {
      await Promise.all(
        tasks.map(async (task) => {
          const id = await emitEvent(ctx.db, ctx.notifier, task, 'task.progress', { data: { step: `step-${n}`, message: `m${n}`, progress_pct: n * 10 } });
          written.set(task.id, [...(written.get(task.id) ?? []), id]);
        }),
      );
    }
    await receiver.waitFor(200, 30_000);
    // Give a would-be duplicate time to arrive before counting.
    for (let i = 0; i < 50; i++) {
      const left = await ctx.db.selectFrom('webhook_events').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '!=', 'delivered').executeTakeFirstOrThrow();
      if (Number(left.n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));

    const ids = receiver.requests.map((r) => String(r.headers['webhook-id']));
    assert.equal(ids.length, 200, 'no duplicates');
    assert.equal(new Set(ids).size, 200);
    for (const task of tasks) {
      const arrived = receiver.requests.filter((r) => r.body.task_id === task.id).map((r) => String(r.headers['webhook-id']));
      assert.deepEqual(arrived, written.get(task.id), `order of ${task.id}`);
    }
    const rows = await ctx.db.selectFrom('webhook_events').select(['status', 'lease_owner', 'attempts']).execute();
    assert.ok(rows.every((r) => r.status === 'delivered' && r.attempts === 1));
    const settledBy = new Set(rows.map((r) => r.lease_owner!.split('.')[0]));
    assert.deepEqual(settledBy, new Set(dispatchers.map((d) => d.id)), 'both processes delivered some');
    const attempts = await ctx.db.selectFrom('webhook_attempts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assert.equal(Number(attempts.n), 200);
  });
});
