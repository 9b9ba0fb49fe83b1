// Issue 12 item 19: the TypeScript client (packages/client) against the real server: a method for
// every operation, iteration over pages, an Idempotency-Key on every POST that makes a retry safe,
// retries that honour Retry-After and back off, typed errors, and webhook verification of both
// signatures with the timestamp tolerance.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import tls from 'node:tls';
import {
  APIConnectionError,
  AuthenticationError,
  Baton,
  type BatonError,
  ConflictError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
} from '../../packages/client/src/index.ts';
import { verifyWebhook, WebhookVerificationError } from '../../packages/client/src/webhooks.ts';
import { startBaton, type Baton as Server } from '../helpers/baton.ts';
import { newAccount } from '../helpers/tasks.ts';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.ts';

const githubTask = 'List the open issues in acme-inc/storefront on GitHub';

describe('the TypeScript client against the real server', () => {
  let server: Server;
  let receiver: Receiver;
  let keys: { account: string; test: string; live: string };
  let baton: Baton;

  before(async () => {
    receiver = await startReceiver();
    server = await startBaton({ env: { BATON_ALLOW_PRIVATE_NETWORKS: 'true' } });
    tls.setDefaultCACertificates([...tls.getCACertificates('default'), server.ca]);
    keys = newAccount(server);
    baton = new Baton({ apiKey: keys.test, baseUrl: server.url });
  });
  after(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it('has a method for every operation, and each answers', async () => {
    assert.equal((await baton.health()).status, 'ok');
    assert.equal((await baton.ready()).status, 'ready');

    assert.equal((await baton.subagents.create({ name: 'release-bot', prompt: 'You manage GitHub issues and pull requests for our team.' })).id, 'release-bot');
    assert.ok((await baton.subagents.get('release-bot')).tools.length > 0);
    assert.ok((await baton.subagents.list({ type: 'prebuilt' })).data.every((s) => s.type === 'prebuilt'));
    assert.equal((await baton.subagents.update('release-bot', { prompt: 'You triage Linear issues.' })).id, 'release-bot');
    assert.equal((await baton.subagents.delete('release-bot')).status, 'deleted');

    const task = await baton.tasks.create({ prompt: 'What time is it in Asia/Tokyo?', sub_agent: 'web-researcher', mode: 'test' });
    assert.equal(task.status, 'complete');
    assert.equal((await baton.tasks.get(task.id)).id, task.id);
    assert.ok((await baton.tasks.list({ status: 'complete' })).data.some((t) => t.id === task.id));
    assert.equal((await baton.tasks.trace(task.id)).task_id, task.id);

    // The README's consent walkthrough: the task waits, the end user approves, the task completes.
    const created = await baton.tasks.create({ prompt: githubTask, sub_agent: 'github-assistant', user_id: 'user_42' });
    const waiting = await baton.tasks.wait(created.id, { intervalMs: 50 });
    assert.equal(waiting.status, 'waiting');
    assert.equal((await baton.endUser.consent(waiting.waiting!.auth_url)).service, 'github');
    assert.equal((await baton.endUser.decide(waiting.waiting!.auth_url, 'approve')).status, 'approved');
    assert.equal((await baton.tasks.wait(created.id, { statuses: ['complete', 'failed'], intervalMs: 50 })).status, 'complete');
    assert.equal((await baton.connections.list('user_42')).data[0].service, 'github');
    const link = await baton.connections.settingsLink('user_42');
    const view = await baton.endUser.settings(link.url);
    assert.equal((await baton.endUser.revoke(link.url, { service: 'github', environment: 'test', csrf: view.csrf })).status, 'revoked');
    await assert.rejects(baton.connections.revoke('user_42', 'nothing-here'), NotFoundError);
    await assert.rejects(baton.endUser.oauthCallback('github', { code: 'c', state: 'forged' }), (error: BatonError) => error.status === 400);

    const cancellable = await baton.tasks.create({ prompt: githubTask, sub_agent: 'github-assistant', user_id: 'user_43' });
    await baton.tasks.wait(cancellable.id, { intervalMs: 50 });
    assert.equal((await baton.tasks.cancel(cancellable.id)).status, 'cancelled');
    const again = await baton.tasks.create({ prompt: githubTask, sub_agent: 'github-assistant', user_id: 'user_44' });
    await baton.endUser.decide((await baton.tasks.wait(again.id, { intervalMs: 50 })).waiting!.auth_url, 'approve');
    assert.equal((await baton.connections.revoke('user_44', 'github')).status, 'revoked');

    const { secret } = await baton.webhooks.setEndpoint(receiver.url);
    assert.match(secret, /^whsec_/);
    assert.equal((await baton.webhooks.getEndpoint()).url, receiver.url);
    assert.notEqual((await baton.webhooks.rotateSecret()).secret, secret);
    const sent = await baton.webhooks.sendTestEvent();
    assert.equal(sent.succeeded, true);
    assert.equal((await baton.webhooks.getDelivery(sent.id)).test, true);
    assert.equal((await baton.webhooks.redeliver(sent.id)).id, sent.id);
    assert.ok((await baton.webhooks.listDeliveries({ task_id: sent.task_id })).data.length >= 1);
  });

  it('iterates over every page of a list', async () => {
    const mine = newAccount(server);
    const client = new Baton({ apiKey: mine.test, baseUrl: server.url });
    const made = [];
    for (let i = 0; i < 7; i++) made.push((await client.tasks.create({ prompt: `What time is it in UTC? (${i})`, sub_agent: 'web-researcher', mode: 'test' })).id);
    const onePage = (await client.tasks.list({ limit: 100 })).data.map((task) => task.id);
    assert.deepEqual([...onePage].sort(), [...made].sort());
    const seen = [];
    for await (const task of client.tasks.listAll({ limit: 2 })) seen.push(task.id);
    assert.deepEqual(seen, onePage, 'in list order, every task once, across four pages');
    const fromThird = [];
    for await (const task of client.tasks.listAll({ limit: 3, offset: 2 })) fromThird.push(task.id);
    assert.deepEqual(fromThird, onePage.slice(2));
  });

  it('sends an Idempotency-Key with every POST, so a retry after a lost answer creates nothing twice', async () => {
    const mine = newAccount(server);
    let lost = 0;
    const sentKeys: Array<string | null> = [];
    // The server does the work and answers; the first answer never reaches the client.
    const losingFirstAnswer: typeof fetch = async (input, init) => {
      sentKeys.push(new Headers(init?.headers).get('idempotency-key'));
      const response = await fetch(input, init);
      if (lost++ === 0) {
        await response.arrayBuffer();
        throw new TypeError('fetch failed: connection reset');
      }
      return response;
    };
    const client = new Baton({ apiKey: mine.test, baseUrl: server.url, fetch: losingFirstAnswer, retryDelayMs: 10 });
    const task = await client.tasks.create({ prompt: 'What time is it in UTC?', sub_agent: 'web-researcher', mode: 'test' });
    assert.equal(sentKeys.length, 2);
    assert.ok(sentKeys[0] && sentKeys[0] === sentKeys[1], 'the retry carries the same key');
    const all = await new Baton({ apiKey: mine.test, baseUrl: server.url }).tasks.list();
    assert.deepEqual(all.data.map((t) => t.id), [task.id], 'one task, not two');

    // Without keys a POST whose answer was lost is not sent again: it might do its work twice.
    lost = 0;
    const careless = new Baton({ apiKey: mine.test, baseUrl: server.url, fetch: losingFirstAnswer, idempotencyKeys: false, retryDelayMs: 10 });
    await assert.rejects(careless.tasks.create({ prompt: 'What time is it in UTC?', sub_agent: 'web-researcher', mode: 'test' }), APIConnectionError);
    // A key of the caller's own is sent as given.
    lost = 1;
    sentKeys.length = 0;
    await careless.tasks.create({ prompt: 'x', sub_agent: 'web-researcher', mode: 'test' }, { idempotencyKey: 'order-7' });
    assert.deepEqual(sentKeys, ['order-7']);
  });

  it('honours Retry-After on 429, and throws RateLimitError when the wait is longer than allowed', async () => {
    const limited = newAccount(server, { rpm: 1, concurrency: 1 });
    const delays: number[] = [];
    const stop = new AbortController();
    const client = new Baton({
      apiKey: limited.test,
      baseUrl: server.url,
      maxRetryDelayMs: 120_000,
      onRetry: ({ delayMs, error }) => {
        delays.push(delayMs);
        assert.ok(error instanceof RateLimitError);
        stop.abort(new Error('seen the planned wait'));
      },
    });
    await client.tasks.list();
    const refused = await fetch(`${server.url}/v1/tasks`, { headers: { authorization: `Bearer ${limited.test}` } });
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.equal(refused.status, 429);
    await assert.rejects(client.tasks.list({}, { signal: stop.signal }), /seen the planned wait/);
    assert.equal(delays.length, 1);
    assert.ok(Math.abs(delays[0] - retryAfter * 1000) <= 1000, `waits Retry-After (${retryAfter} s), planned ${delays[0]} ms`);

    const impatient = new Baton({ apiKey: limited.test, baseUrl: server.url, maxRetryDelayMs: 500 });
    const error = await impatient.tasks.list().then(() => assert.fail('not limited'), (e: unknown) => e);
    assert.ok(error instanceof RateLimitError);
    assert.equal(error.status, 429);
    assert.equal(error.code, 'rate_limit_exceeded');
    assert.ok(error.retryAfter! >= 1);
    assert.match(error.requestId!, /^req_/);
  });

  it('backs off exponentially when there is no answer at all, then throws APIConnectionError', async () => {
    const closed = await (async () => {
      const probe = await startReceiver();
      const url = `https://127.0.0.1:${probe.port}`;
      await probe.close();
      return url;
    })();
    const delays: number[] = [];
    const client = new Baton({ apiKey: keys.test, baseUrl: closed, maxRetries: 3, retryDelayMs: 20, onRetry: ({ delayMs }) => delays.push(delayMs) });
    const error = await client.tasks.get('task_x').then(() => assert.fail('answered'), (e: unknown) => e);
    assert.ok(error instanceof APIConnectionError);
    assert.equal(error.status, 0);
    assert.equal(delays.length, 3);
    delays.forEach((delay, i) => assert.ok(delay >= 10 * 2 ** i && delay <= 20 * 2 ** i, `retry ${i + 1} waited ${delay} ms`));
  });

  it('throws typed errors carrying code, param and request_id', async () => {
    const notFound = await baton.tasks.get('task_nope').then(() => assert.fail(), (e: unknown) => e);
    assert.ok(notFound instanceof NotFoundError);
    assert.deepEqual([notFound.status, notFound.code, notFound.param], [404, 'task_not_found', 'task_id']);
    assert.match(notFound.requestId!, /^req_/);
    const badName = await baton.subagents.create({ name: 'Bad Name!', prompt: 'x' }).then(() => assert.fail(), (e: unknown) => e);
    assert.ok(badName instanceof UnprocessableEntityError);
    assert.deepEqual([badName.code, badName.param], ['invalid_name', 'name']);
    await assert.rejects(baton.subagents.delete('web-researcher'), (e: unknown) => e instanceof PermissionDeniedError && e.code === 'prebuilt_subagent_readonly');
    const done = await baton.tasks.create({ prompt: 'What time is it?', sub_agent: 'web-researcher', mode: 'test' });
    await assert.rejects(baton.tasks.cancel(done.id), (e: unknown) => e instanceof ConflictError && e.code === 'task_already_complete');
    const stranger = new Baton({ apiKey: 'pk_test_00000000000000000000000000000000000000', baseUrl: server.url });
    await assert.rejects(stranger.tasks.list(), (e: unknown) => e instanceof AuthenticationError && e.code === 'invalid_api_key');
    assert.throws(() => new Baton({ apiKey: '' }), TypeError);
  });

  it('verifies both webhook signatures and the timestamp tolerance', async () => {
    const { secret } = await baton.webhooks.setEndpoint(receiver.url);
    const sent = await baton.webhooks.sendTestEvent();
    // The test event is sent before its answer; earlier redeliveries may still be arriving.
    const request = receiver.requests.find((r) => r.headers['webhook-id'] === sent.id);
    assert.ok(request, 'the test event arrived');
    const { raw, headers } = request;
    const event = verifyWebhook(raw, headers, secret);
    assert.equal(typeof event.task_id, 'string');
    assert.equal(typeof event.event, 'string');

    const tampered = Buffer.concat([raw, Buffer.from(' ')]);
    assert.throws(() => verifyWebhook(tampered, headers, secret), WebhookVerificationError);
    assert.throws(() => verifyWebhook(raw, headers, `whsec_${Buffer.alloc(32).toString('base64')}`), WebhookVerificationError);
    // Only the Standard Webhooks signature is wrong: the spec's signature alone is not enough.
    assert.throws(() => verifyWebhook(raw, { ...headers, 'webhook-signature': `v1,${Buffer.alloc(32).toString('base64')}` }, secret), /webhook-signature/);
    const sentAt = Number(headers['webhook-timestamp']) * 1000;
    assert.throws(() => verifyWebhook(raw, headers, secret, { now: sentAt + 301_000 }), /tolerance/);
    assert.equal(verifyWebhook(raw, headers, secret, { now: sentAt + 301_000, toleranceSeconds: 600 }).task_id, event.task_id);
    assert.throws(() => verifyWebhook(raw, headers, secret, { now: sentAt - 301_000 }), /tolerance/);
  });
});
