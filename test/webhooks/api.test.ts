// The webhook admin API and CLI through the real server (HTTPS, both engines): endpoint set/show/
// rotate, the synchronous test event, the delivery log (filters, pagination edges, bad query values,
// tenancy), detail and redelivery, and the same through `baton webhooks ...`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { verifySignature } from '../../packages/client/src/webhooks.ts';
import type { Runtime } from '../../src/server/runtime.ts';
import { createAccount } from '../../src/services/accounts/create-account.ts';
import { createKey } from '../../src/services/keys/create-key.ts';
import { batonEnv, startBaton, type Baton } from '../helpers/baton.ts';
import { emitEvent, insertTask, type TestTask } from '../helpers/outbox.ts';
import { storageFor, storeKinds } from '../helpers/stores.ts';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.ts';
import { attachRuntime, eventually, runCliAsync } from '../helpers/webhook-runtime.ts';

for (const kind of storeKinds) {
  describe(`webhook admin API and CLI (${kind})`, () => {
    let baton: Baton;
    let drop: () => Promise<void>;
    let runtime: Runtime;
    let receiver: Receiver;
    let other: { account: string; key: string };
    let secret: string;
    let cliEnv: Record<string, string>;
    before(async () => {
      const storage = await storageFor(kind);
      drop = storage.drop;
      const options = { databaseUrl: storage.databaseUrl, env: { BATON_ALLOW_PRIVATE_NETWORKS: 'true' } };
      baton = await startBaton(options);
      cliEnv = batonEnv(options, baton.dataDir);
      runtime = await attachRuntime(baton.dataDir, storage.databaseUrl);
      receiver = await startReceiver();
      // Through the verbs in process: two CLI start-ups fewer (the CLI has its own test below).
      const account = (await createAccount(runtime.ctx, { name: 'Hooks', plan: 'production' })).id;
      other = { account, key: (await createKey(runtime.ctx, account, 'live')).key };
    });
    after(async () => {
      await runtime.close();
      await baton.stop();
      await receiver.close();
      await drop();
    });
    const api = (path: string, options: { method?: string; body?: unknown; key?: string; headers?: Record<string, string> } = {}) =>
      baton.client.request(path, { key: options.key ?? other.key, method: options.method ?? (options.body === undefined ? 'GET' : 'POST'), body: options.body, headers: options.headers });

    it('sets, shows and rotates the endpoint; the secret is shown only when issued', async () => {
      assert.equal((await api('/v1/webhook_endpoint')).body.error.code, 'webhook_not_configured');
      const set = await api('/v1/webhook_endpoint', { method: 'PUT', body: { url: receiver.url } });
      assert.equal(set.status, 200, set.text);
      assert.equal(set.body.url, receiver.url);
      assert.match(set.body.secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
      const shown = await api('/v1/webhook_endpoint');
      assert.deepEqual(Object.keys(shown.body).sort(), ['created_at', 'updated_at', 'url']);
      const rotated = await api('/v1/webhook_endpoint/rotate_secret', { method: 'POST' });
      assert.equal(rotated.status, 200);
      assert.notEqual(rotated.body.secret, set.body.secret);
      secret = rotated.body.secret;
      const bad = await api('/v1/webhook_endpoint', { method: 'PUT', body: { url: 'ftp://example.com/x' } });
      assert.equal(bad.status, 422);
      assert.equal(bad.body.error.param, 'url');
      assert.equal((await api('/v1/webhook_endpoint', { method: 'PUT', body: {} })).status, 400);
    });

    it('sends a test event once, at once, and logs it', async () => {
      const from = receiver.requests.length;
      const sent = await api('/v1/webhook_endpoint/test', { method: 'POST' });
      assert.equal(sent.status, 200, sent.text);
      assert.equal(sent.body.succeeded, true);
      assert.equal(sent.body.status_code, 200);
      assert.equal(typeof sent.body.latency_ms, 'number');
      assert.equal(sent.body.error, null);
      const got = receiver.requests[from];
      assert.equal(got.headers['webhook-id'], sent.body.id);
      assert.equal(verifySignature(got.raw, String(got.headers['x-service-signature']), secret), true);
      assert.equal(got.body.event, 'task.progress');
      assert.match(got.body.task_id, /^task_test_/);
      assert.deepEqual(got.body.data, { step: 'test', message: 'Test event from Baton', progress_pct: 0 });
      const logged = await api(`/v1/webhook_deliveries/${sent.body.id}`);
      assert.equal(logged.body.test, true);
      assert.equal(logged.body.status, 'delivered');
      assert.equal(logged.body.body, got.raw.toString('utf8'));

      receiver.answer(() => ({ status: 500, body: 'not today' }));
      try {
        const failed = await api('/v1/webhook_endpoint/test', { method: 'POST' });
        assert.equal(failed.body.succeeded, false);
        assert.equal(failed.body.status_code, 500);
        assert.equal(failed.body.response_body, 'not today');
        assert.equal(failed.body.error.code, 'unexpected_status');
        const item = await api(`/v1/webhook_deliveries/${failed.body.id}`);
        assert.equal(item.body.status, 'undeliverable', 'a test event is never retried');
        assert.equal(item.body.attempts.length, 1);
      } finally {
        receiver.answer(() => ({ status: 200 }));
      }
      const none = await api('/v1/webhook_endpoint/test', { method: 'POST', key: baton.key! });
      assert.equal(none.status, 404);
      assert.equal(none.body.error.code, 'webhook_not_configured');
    });

    it('replays a test event sent with an Idempotency-Key without sending or logging it again', async () => {
      const from = receiver.requests.length;
      const headers = { 'idempotency-key': `ping-${kind}` };
      const first = await api('/v1/webhook_endpoint/test', { method: 'POST', headers });
      assert.equal(first.status, 200, first.text);
      for (let i = 0; i < 2; i++) {
        const again = await api('/v1/webhook_endpoint/test', { method: 'POST', headers });
        assert.equal(again.headers['idempotent-replayed'], 'true');
        assert.equal(again.text, first.text);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(receiver.requests.length - from, 1, 'one send for three calls');
      const tests = (await api('/v1/webhook_deliveries?limit=100')).body.data.filter((d: { id: string }) => d.id === first.body.id);
      assert.equal(tests.length, 1);
    });

    it('keeps the answers stored for Idempotency-Key replays sealed: no secret or link token at rest', async () => {
      const headers = { 'idempotency-key': `rotate-${kind}` };
      const rotated = await api('/v1/webhook_endpoint/rotate_secret', { method: 'POST', headers });
      assert.equal(rotated.status, 200, rotated.text);
      secret = rotated.body.secret;
      const link = await api('/v1/users/sealed-user/settings_link', { method: 'POST', headers: { 'idempotency-key': `link-${kind}` } });
      assert.equal(link.status, 200, link.text);
      const linkToken = new URL(link.body.url).pathname.split('/').pop()!;
      const stored = await runtime.ctx.db.selectFrom('idempotency_keys').select(['key', 'response_body']).where('account_id', '=', other.account).execute();
      for (const key of [`rotate-${kind}`, `link-${kind}`]) {
        const body = stored.find((row) => row.key === key)?.response_body ?? '';
        assert.match(body, /^v1\./, `${key} is sealed`);
        assert.ok(!body.includes(secret) && !body.includes(linkToken));
      }
      for (const [path, first, key] of [['/v1/webhook_endpoint/rotate_secret', rotated, `rotate-${kind}`], ['/v1/users/sealed-user/settings_link', link, `link-${kind}`]] as const) {
        const replay = await api(path, { method: 'POST', headers: { 'idempotency-key': key } });
        assert.equal(replay.headers['idempotent-replayed'], 'true');
        assert.equal(replay.text, first.text);
      }
    });

    describe('delivery log', () => {
      let x: TestTask;
      let y: TestTask;
      const ids: string[] = [];
      before(async () => {
        x = await insertTask(runtime.ctx.db, other.account);
        y = await insertTask(runtime.ctx.db, other.account);
        const base = Date.now(); // after the test events, 1 ms apart so the order is known
        const plan = [[x, 'task.progress'], [y, 'task.waiting'], [x, 'task.progress'], [y, 'task.failed'], [x, 'task.complete']] as const;
        for (const [n, [task, event]] of plan.entries()) ids.push(await emitEvent(runtime.ctx.db, runtime.ctx.notifier, task, event, { now: new Date(base + n) }));
        await eventually(async () => ((await api('/v1/webhook_deliveries?status=pending')).body.data.length === 0 ? true : undefined), 15_000, 'deliveries');
      });

      it('lists newest first, with filters', async () => {
        const all = await api('/v1/webhook_deliveries?limit=100');
        assert.equal(all.status, 200);
        const mine = all.body.data.filter((d: { test: boolean }) => !d.test);
        assert.deepEqual(mine.map((d: { id: string }) => d.id), [...ids].reverse());
        assert.deepEqual(Object.keys(mine[0]).sort(), ['attempts', 'created_at', 'delivered_at', 'event', 'id', 'next_attempt_at', 'status', 'task_id', 'test']);
        assert.ok(mine.every((d: { status: string; attempts: number; next_attempt_at: unknown }) => d.status === 'delivered' && d.attempts === 1 && d.next_attempt_at === null));
        const count = async (query: string) => (await api(`/v1/webhook_deliveries?${query}`)).body.data.length;
        assert.equal(await count(`task_id=${x.id}`), 3);
        assert.equal(await count(`task_id=${y.id}&event=task.failed`), 1);
        assert.equal(await count(`event=task.waiting`), 1);
        assert.equal(await count(`status=delivered&task_id=${y.id}`), 2);
        assert.equal(await count('status=skipped'), 0);
      });

      it('paginates with has_more exact at the edges', async () => {
        const page = async (query: string) => (await api(`/v1/webhook_deliveries?task_id=${x.id}&${query}`)).body;
        const first = await page('limit=2');
        assert.equal(first.data.length, 2);
        assert.equal(first.has_more, true);
        const last = await page('limit=2&offset=2');
        assert.deepEqual(last.data.map((d: { id: string }) => d.id), [ids[0]]);
        assert.equal(last.has_more, false);
        assert.equal((await page('limit=3')).has_more, false, 'exactly the total');
        const beyond = await page('offset=3');
        assert.deepEqual(beyond, { data: [], has_more: false });
      });

      it('refuses unknown or malformed query values with 400 and the parameter', async () => {
        for (const [query, param] of [['status=bogus', 'status'], ['event=task.cancelled', 'event'], ['limit=0', 'limit'], ['limit=101', 'limit'], ['offset=-1', 'offset'], ['limit=abc', 'limit'], ['colour=red', 'colour']]) {
          const res = await api(`/v1/webhook_deliveries?${query}`);
          assert.equal(res.status, 400, query);
          assert.equal(res.body.error.code, 'invalid_request', query);
          assert.equal(res.body.error.param, param, query);
        }
      });

      it('shows one delivery with its exact body and attempts; another account gets 404', async () => {
        const detail = await api(`/v1/webhook_deliveries/${ids[3]}`);
        assert.equal(detail.status, 200);
        const arrived = receiver.requests.find((r) => r.headers['webhook-id'] === ids[3])!;
        assert.equal(detail.body.body, arrived.raw.toString('utf8'));
        assert.equal(detail.body.event, 'task.failed');
        assert.equal(detail.body.attempts.length, 1);
        const [attempt] = detail.body.attempts;
        assert.equal(attempt.attempt, 1);
        assert.equal(attempt.url, receiver.url);
        assert.equal(attempt.status_code, 200);
        assert.equal(attempt.succeeded, true);
        assert.equal(attempt.error, null);
        assert.ok(Number.isInteger(attempt.latency_ms));
        for (const path of [`/v1/webhook_deliveries/${ids[3]}`, '/v1/webhook_deliveries/msg_doesnotexist']) {
          const res = await api(path, { key: baton.key! });
          assert.equal(res.status, 404);
          assert.equal(res.body.error.code, 'delivery_not_found');
        }
        const foreign = await api(`/v1/webhook_deliveries/${ids[3]}/redeliver`, { method: 'POST', key: baton.key! });
        assert.equal(foreign.status, 404);
        assert.equal(foreign.body.error.code, 'delivery_not_found');
      });

      it('redelivers with the same webhook-id; an Idempotency-Key replay does not send twice', async () => {
        const from = receiver.requests.length;
        const headers = { 'idempotency-key': `redeliver-${ids[0]}` };
        const first = await api(`/v1/webhook_deliveries/${ids[0]}/redeliver`, { method: 'POST', headers });
        assert.equal(first.status, 200, first.text);
        assert.equal(first.body.status, 'pending');
        await receiver.waitFor(from + 1);
        const replay = await api(`/v1/webhook_deliveries/${ids[0]}/redeliver`, { method: 'POST', headers });
        assert.equal(replay.headers['idempotent-replayed'], 'true');
        assert.equal(replay.text, first.text);
        const detail = await eventually(async () => {
          const res = await api(`/v1/webhook_deliveries/${ids[0]}`);
          return res.body.status === 'delivered' ? res.body : undefined;
        });
        assert.deepEqual(detail.attempts.map((a: { attempt: number }) => a.attempt), [1, 2]);
        assert.equal(receiver.requests[from].headers['webhook-id'], ids[0]);
        assert.equal(receiver.requests.length, from + 1);
      });

      it('offers the same through the CLI, one JSON object each', async () => {
        const cli = (...args: string[]) => runCliAsync(args, cliEnv);
        // Independent commands run side by side: each CLI start-up costs about a second.
        const [listed, shown, missing, bad] = await Promise.all([
          cli('webhooks', 'deliveries', '--account', other.account, '--task', y.id, '--status', 'delivered'),
          cli('webhooks', 'delivery', ids[1]),
          cli('webhooks', 'delivery', 'msg_nope'),
          cli('webhooks', 'deliveries', '--account', other.account, '--status', 'lost'),
        ]);
        assert.equal(listed.status, 0, listed.stderr);
        assert.equal(listed.stdout.trim().split('\n').length, 1);
        assert.deepEqual(listed.json.data.map((d: { id: string }) => d.id), [ids[3], ids[1]]);
        assert.equal(shown.json.id, ids[1]);
        assert.equal(shown.json.attempts.length, 1);
        assert.equal(missing.status, 1);
        assert.equal(missing.json.error.code, 'delivery_not_found');
        assert.equal(bad.status, 2);
        assert.match(bad.stderr, /--status must be one of/);
        const from = receiver.requests.length;
        const again = await cli('webhooks', 'redeliver', ids[1]);
        assert.equal(again.json.status, 'pending');
        await receiver.waitFor(from + 1); // the server's dispatcher picks it up
        assert.equal(receiver.requests[from].headers['webhook-id'], ids[1]);
        // The receiver lives in this process, so the CLI must not block it (as spawnSync would).
        const tested = await cli('webhooks', 'test', '--account', other.account);
        assert.equal(tested.status, 0, tested.stderr);
        assert.equal(tested.json.succeeded, true);
        assert.equal(receiver.requests.at(-1)!.headers['webhook-id'], tested.json.id);
      });
    });
  });
}
