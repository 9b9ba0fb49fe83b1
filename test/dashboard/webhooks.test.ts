// The webhook page through a real browser: set the endpoint (its secret shown once), rotate the
// secret (a loopback receiver verifies the new signature, the old one no longer matches), send a
// test event, read the delivery log with the API's filters, redeliver; another account sees none of it.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { startReceiver, type Received, type Receiver } from '../helpers/webhook-receiver.ts';
import { createTask, waitForTask } from '../helpers/tasks.ts';
import { getPage, otherAccountUser, postForm, startDashboard, type DashboardFixture } from './fixture.ts';
import { withoutChromium } from '../helpers/chromium.ts';

/** What a receiver checks: the spec's signature and the Standard Webhooks one, both with `secret`. */
function signedWith(request: Received, secret: string): boolean {
  const spec = createHmac('sha256', secret).update(request.raw).digest('hex');
  const { 'webhook-id': id, 'webhook-timestamp': timestamp } = request.headers;
  const standard = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64')).update(`${id}.${timestamp}.${request.raw.toString('utf8')}`).digest('base64');
  return request.headers['x-service-signature'] === spec && String(request.headers['webhook-signature']).split(' ').includes(`v1,${standard}`);
}

describe('dashboard: webhooks (browser)', { skip: withoutChromium }, () => {
  let dash: DashboardFixture;
  let receiver: Receiver;
  let page: Page;
  let secret: string;
  before(async () => {
    [dash, receiver] = await Promise.all([startDashboard(), startReceiver()]);
    page = await dash.open('/dashboard/webhooks');
  });
  after(async () => {
    await dash?.stop();
    await receiver?.close();
  });

  it('starts empty with what to do next; a refused URL says why and keeps what was typed', async () => {
    assert.match((await page.textContent('main'))!, /No webhook endpoint yet/);
    assert.match((await page.textContent('main'))!, /No deliveries yet/);
    await page.fill('#endpoint-url', 'ftp://example.com/hooks');
    await page.click('button:has-text("Save endpoint")');
    assert.match((await page.textContent('[role=alert]'))!, /Only http and https/);
    assert.equal(await page.inputValue('#endpoint-url'), 'ftp://example.com/hooks');
  });

  it('sets the endpoint URL and shows its secret once', async () => {
    await page.fill('#endpoint-url', receiver.url);
    await page.click('button:has-text("Save endpoint")');
    secret = (await page.textContent('#webhook-secret'))!;
    assert.match(secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
    assert.equal(await page.textContent('#current-url'), receiver.url);
    await page.goto(`${dash.baton.url}/dashboard/webhooks`);
    assert.ok(!(await page.content()).includes(secret), 'not shown again');
  });

  it('rotates the secret: the test event is signed with the new one, which the receiver verifies', async () => {
    page.once('dialog', (dialog) => void dialog.accept());
    await page.click('button:has-text("Rotate secret")');
    const rotated = (await page.textContent('#webhook-secret'))!;
    assert.notEqual(rotated, secret);
    await page.click('button:has-text("Send test event")');
    assert.match((await page.textContent('#test-result'))!, /answered HTTP 200/);
    const [request] = receiver.requests;
    assert.equal(request.body.event, 'task.progress');
    assert.ok(signedWith(request, rotated), 'signed with the new secret');
    assert.ok(!signedWith(request, secret), 'not with the old one');
    await page.click('button:has-text("Reveal secret")');
    assert.equal(await page.textContent('#webhook-secret'), rotated, 'reveal shows the current secret');
    secret = rotated;
  });

  it('a failing endpoint shows the failure; the delivery log lists task events with the API\'s filters', async () => {
    receiver.answer(() => ({ status: 503, body: 'down for maintenance' }));
    await page.click('button:has-text("Send test event")');
    assert.match((await page.textContent('#test-result'))!, /undeliverable.*HTTP 503/s);
    receiver.answer(() => ({ status: 200 }));
    const task = await createTask(dash.baton.client, dash.baton.key!, { prompt: 'What time is it in UTC?', sub_agent: 'web-researcher' });
    await waitForTask(dash.baton.client, dash.baton.key!, task.id, ['complete']);
    await receiver.waitFor(3 + 1);
    await page.goto(`${dash.baton.url}/dashboard/webhooks`);
    await page.selectOption('#f-event', 'task.complete');
    await page.click('button:has-text("Filter")');
    await page.waitForURL(/event=task\.complete/);
    const rows = page.locator('tbody tr');
    assert.equal(await rows.count(), 1);
    assert.match((await rows.first().textContent())!, new RegExp(`${task.id}.*delivered`, 's'));
    await page.goto(`${dash.baton.url}/dashboard/webhooks?status=undeliverable`);
    assert.equal(await page.locator('tbody tr').count(), 1, 'the failed test event');
    assert.equal(await page.inputValue('#f-status'), 'undeliverable', 'the form shows the filter in use');
    const bad = await page.goto(`${dash.baton.url}/dashboard/webhooks?status=lost`);
    assert.equal(bad!.status(), 400, 'a value the API refuses is refused here too');
  });

  it('opens a delivery (the exact body, every attempt) and redelivers it with the same webhook-id', async () => {
    await page.goto(`${dash.baton.url}/dashboard/webhooks?event=task.complete`);
    await page.click('tbody tr th a');
    await page.waitForURL(/\/dashboard\/webhooks\/deliveries\/msg_/);
    const id = page.url().split('/').pop()!;
    assert.match((await page.textContent('pre'))!, /"event": "task.complete"/);
    assert.match((await page.textContent('main'))!, /HTTP 200/);
    const before = receiver.requests.length;
    await page.click('button:has-text("Redeliver")');
    await page.waitForURL(/done=redelivered/);
    await receiver.waitFor(before + 1);
    const again = receiver.requests[before];
    assert.equal(again.headers['webhook-id'], id, 'the same webhook-id');
    assert.ok(signedWith(again, secret));
    for (let i = 0; i < 50 && !/delivered/.test((await page.textContent('#delivery-status'))!); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await page.reload();
    }
    assert.match((await page.textContent('main'))!, /Attempts\s*2/);
  });

  it("another account's user sees no endpoint or delivery of this one and cannot act on them", async () => {
    const { page: olga, context, cookie, csrf } = await otherAccountUser(dash, 'olga@example.com');
    await olga.goto(`${dash.baton.url}/dashboard/webhooks`);
    const text = (await olga.textContent('main'))!;
    assert.match(text, /No webhook endpoint yet/);
    assert.ok(!text.includes(receiver.url));
    const delivery = receiver.requests[0].headers['webhook-id'] as string;
    assert.equal((await getPage(dash.baton, `/dashboard/webhooks/deliveries/${delivery}`, cookie)).status, 404);
    const count = receiver.requests.length;
    assert.equal((await postForm(dash.baton, `/dashboard/webhooks/deliveries/${delivery}/redeliver`, cookie, { csrf })).status, 404);
    for (const action of ['reveal', 'rotate', 'test']) {
      const res = await postForm(dash.baton, `/dashboard/webhooks/${action}`, cookie, { csrf });
      assert.equal(res.status, 404, action);
      assert.match(res.text, /webhook_not_configured/);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(receiver.requests.length, count, 'nothing was sent');
    await context.close();
  });
});
