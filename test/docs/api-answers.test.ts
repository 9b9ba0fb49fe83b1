// Issue 12 item 17: the answers docs/api.md, tasks.md, webhooks.md, connections.md and tools.md
// show are the answers Baton gives. Each example is read from the doc, its request sent to a real
// server, and the answer compared with what the doc shows (test/docs/shown.ts says how).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startBaton, type Baton } from '../helpers/baton.ts';
import { waitForTask } from '../helpers/tasks.ts';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.ts';
import { blockAfter, docText, requestBefore, shapesIn, tableRows } from './doc-text.ts';
import { differencesFromJson, differencesFromShape, parseShape, parseShownJson } from './shown.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe('docs: API answers as shown', () => {
  let baton: Baton;
  let receiver: Receiver;
  const api = async (path: string, options: { method?: string; body?: unknown; headers?: Record<string, string>; rawBody?: string } = {}) => baton.client.request(path, { key: baton.key!, ...options });
  /** The server's and the receiver's addresses read as the docs' example ones. */
  const asInDocs = (value: unknown): Json => JSON.parse(JSON.stringify(value).replaceAll(baton.url, 'https://baton.example.com').replaceAll(receiver.url, 'https://app.example.com/baton'));
  const assertAsShown = (shown: string, actual: unknown, what: string) => {
    assert.deepEqual(differencesFromJson(parseShownJson(shown.replaceAll('https://127.0.0.1:8443', 'https://baton.example.com')), asInDocs(actual)), [], what);
  };
  const assertShape = (shape: string, actual: unknown, what: string) => assert.deepEqual(differencesFromShape(parseShape(shape), actual), [], `${what}: ${shape}`);
  const settled = (id: string) => waitForTask(baton.client, baton.key!, id, ['complete', 'failed', 'waiting']);
  const create = async (body: Json) => {
    const res = await api('/v1/tasks', { body });
    assert.equal(res.status, 200, res.text);
    return res.body as Json;
  };
  async function until<T>(what: string, probe: () => T | undefined): Promise<T> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const found = probe();
      if (found !== undefined) return found;
      assert.ok(Date.now() < deadline, `waited 20 s for ${what}`);
      await sleep(50);
    }
  }
  const received = (event: string, taskId: string) => until(`${event} of ${taskId}`, () => receiver.requests.find((r) => r.body?.event === event && r.body?.task_id === taskId));

  before(async () => {
    receiver = await startReceiver();
    // BILLING_API_KEY: the credential docs/tools.md's example source names.
    baton = await startBaton({ env: { BATON_ALLOW_PRIVATE_NETWORKS: 'true', BILLING_API_KEY: 'billing-key' } });
    baton.cli(['accounts', 'set-plan', baton.accountId!, '--plan', 'enterprise', '--rpm', '100000', '--concurrency', '100']);
  });
  after(async () => {
    await baton?.stop();
    await receiver?.close();
  });

  it('docs/api.md: the error envelope', async () => {
    const res = await api('/v1/tasks', { body: { sub_agent: 'web-researcher' } });
    assert.equal(res.status, 400);
    assertAsShown(blockAfter('docs/api.md', '## Errors'), res.body, 'the envelope');
    assert.equal(res.headers['x-request-id'], res.body.error.request_id);
  });

  it('docs/api.md: every answer shape of the Subagents and Tasks tables', async () => {
    const slow = await create({ prompt: 'What time is it in Asia/Tokyo? [sandbox:slow]', sub_agent: 'web-researcher' });
    const done = await settled((await create({ prompt: 'What time is it in Asia/Tokyo?', sub_agent: 'web-researcher' })).id);
    const runs: Array<[string, () => Promise<{ status: number; body: Json }>]> = [
      ['`POST /v1/subagents`', () => api('/v1/subagents', { body: { name: 'docs-bot', prompt: 'You manage GitHub issues for our team.' } })],
      ['`GET /v1/subagents/:id`', () => api('/v1/subagents/docs-bot')],
      ['`GET /v1/subagents?', () => api('/v1/subagents?limit=3')],
      ['`PATCH /v1/subagents/:id`', () => api('/v1/subagents/docs-bot', { method: 'PATCH', body: { prompt: 'You manage GitHub issues and pull requests.' } })],
      ['`DELETE /v1/subagents/:id`', () => api('/v1/subagents/docs-bot', { method: 'DELETE' })],
      ['`GET /v1/tasks?', () => api(`/v1/tasks?status=complete&limit=1`)],
      ['`POST /v1/tasks/:id/cancel`', () => api(`/v1/tasks/${slow.id}/cancel`, { method: 'POST' })],
      ['`GET /v1/tasks/:id/trace`', () => api(`/v1/tasks/${done.id}/trace`)],
    ];
    const rows = [...tableRows('docs/api.md', '## Subagents'), ...tableRows('docs/api.md', '## Tasks')].filter((row) => shapesIn(row.answer).length > 0);
    assert.deepEqual(rows.map((row) => runs.find(([start]) => row.request.startsWith(start))?.[0]).filter((found) => !found), [], 'every shape in the tables is checked');
    for (const [start, run] of runs) {
      const row = rows.find((r) => r.request.startsWith(start));
      assert.ok(row, `docs/api.md still has ${start}`);
      const res = await run();
      const status = /^`(\d{3}) /.exec(row.answer)?.[1];
      assert.equal(res.status, Number(status ?? 200), `${start}: ${JSON.stringify(res.body)}`);
      assertShape(shapesIn(row.answer)[0], res.body, start);
    }
  });

  it('docs/api.md: what every task response has, and what each status adds', async () => {
    const prose = docText('docs/api.md');
    const always = /A task response always has `([^`]+)`/.exec(prose.replace(/\n/g, ' '));
    assert.ok(always, 'docs/api.md lists what a task response always has');
    const keys = always[1].split(/,\s*/);
    const complete = await settled((await create({ prompt: 'What time is it in Asia/Tokyo?', sub_agent: 'web-researcher' })).id);
    const failed = await settled((await create({ prompt: 'What time is it in Asia/Tokyo? [sandbox:service_unavailable]', sub_agent: 'web-researcher' })).id);
    const waiting = await settled((await create({ prompt: 'List the open issues in acme-inc/storefront on GitHub', sub_agent: 'github-assistant', user_id: 'docs-user' })).id);
    assert.deepEqual([complete.status, failed.status, waiting.status], ['complete', 'failed', 'waiting']);
    const byStatus = (status: string) => {
      const adds = new RegExp(`\`${status}\` adds (.+?)(;| \\(| so )`).exec(prose.replace(/\n/g, ' '));
      assert.ok(adds, `docs/api.md says what ${status} adds`);
      return [...adds[1].matchAll(/`(\w+)(?: (\{[^`]+\}))?`/g)].map((m) => ({ key: m[1], shape: m[2] }));
    };
    for (const task of [complete, failed, waiting]) {
      const added = byStatus(task.status);
      assert.deepEqual(Object.keys(task).sort(), [...keys, ...added.map((a) => a.key)].sort(), `a ${task.status} task's keys`);
      for (const { key, shape } of added) if (shape) assertShape(shape, task[key], `${task.status} task's ${key}`);
    }
  });

  it('docs/tasks.md: a result of the agent loop, and a test-mode result, for the requests they name', async () => {
    for (const heading of ['## The agent loop', '## Test mode']) {
      const request = JSON.parse(requestBefore('docs/tasks.md', heading));
      const created = await create(request);
      const task = created.status === 'complete' ? created : await settled(created.id);
      assert.equal(task.status, 'complete', JSON.stringify(task));
      assertAsShown(blockAfter('docs/tasks.md', heading), task.result, `${heading}: the result`);
    }
  });

  it('docs/webhooks.md: the endpoint table, every event payload, the envelope, the delivery log and the test event', async () => {
    const rows = tableRows('docs/webhooks.md', '## Setting the endpoint');
    const shapeOf = (start: string) => shapesIn(rows.find((row) => row.request.startsWith(start))!.answer)[0];
    const set = await api('/v1/webhook_endpoint', { method: 'PUT', body: { url: receiver.url } });
    assertShape(shapeOf('`PUT /v1/webhook_endpoint`'), set.body, 'PUT');
    assertShape(shapeOf('`GET /v1/webhook_endpoint`'), (await api('/v1/webhook_endpoint')).body, 'GET');
    assertShape(shapeOf('`POST /v1/webhook_endpoint/rotate_secret`'), (await api('/v1/webhook_endpoint/rotate_secret', { method: 'POST' })).body, 'rotate');

    // The envelope's example is a task.waiting of a subagent named as it shows.
    const envelope = blockAfter('docs/webhooks.md', 'Every body has the same envelope');
    const subAgent = (parseShownJson(envelope) as Json).sub_agent;
    assert.equal((await api('/v1/subagents', { body: { name: subAgent, prompt: 'You triage GitHub issues for our team.' } })).status, 201);
    const waiting = await settled((await create({ prompt: 'List the open issues in acme-inc/storefront on GitHub', sub_agent: subAgent, user_id: 'hook-user' })).id);
    assertAsShown(envelope, (await received('task.waiting', waiting.id)).body, 'the envelope');

    const complete = await settled((await create({ prompt: 'What time is it in Asia/Tokyo?', sub_agent: 'web-researcher' })).id);
    const failed = await settled((await create({ prompt: 'What time is it in Asia/Tokyo? [sandbox:service_unavailable]', sub_agent: 'web-researcher' })).id);
    const testMode = await create({ prompt: 'List the open issues in acme/web on GitHub', sub_agent: 'github-assistant', user_id: 'hook-user', mode: 'test' });
    const events = tableRows('docs/webhooks.md', '## Events and payloads');
    const payloads: Array<[string, string, number]> = [['task.waiting', waiting.id, 0], ['task.failed', failed.id, 0], ['task.progress', complete.id, 0], ['task.complete', testMode.id, 0]];
    for (const [event, taskId, index] of payloads) {
      const row = events.find((r) => r.request === `\`${event}\``);
      assert.ok(row, `docs/webhooks.md lists ${event}`);
      const shape = shapesIn(row.answer.replace(/^.*for a `mode: "test"` task /, ''))[index];
      assertShape(shape, (await received(event, taskId)).body.data, `${event} data`);
    }

    let listed: Json;
    for (const deadline = Date.now() + 20_000; ; await sleep(50)) {
      listed = (await api(`/v1/webhook_deliveries?task_id=${complete.id}&event=task.complete`)).body;
      if (listed.data[0]?.status === 'delivered' || Date.now() > deadline) break;
    }
    assertAsShown(blockAfter('docs/webhooks.md', '## The delivery log'), listed, 'the delivery log');
    const detail = (await api(`/v1/webhook_deliveries/${listed.data[0].id}`)).body;
    const attempts = /`attempts: (\[\{[^`]+\}\])`/.exec(docText('docs/webhooks.md').replace(/\n/g, ' '));
    assert.ok(attempts, 'docs/webhooks.md shows the attempts of a delivery');
    assertShape(`{attempts: ${attempts[1]}, ...}`, detail, 'a delivery with its attempts');

    // docs/tasks.md's transitions table names the same payloads.
    const byEvent: Record<string, string> = { 'task.waiting': waiting.id, 'task.failed': failed.id, 'task.progress': complete.id };
    const transitions = tableRows('docs/tasks.md', '## States').filter((row) => shapesIn(row.answer).length > 0);
    assert.deepEqual(transitions.map((row) => /`(task\.\w+)`/.exec(row.answer)?.[1]).sort(), Object.keys(byEvent).sort());
    for (const row of transitions) {
      const event = /`(task\.\w+)`/.exec(row.answer)![1];
      assertShape(shapesIn(row.answer)[0], (await received(event, byEvent[event])).body.data, `docs/tasks.md: ${event} data`);
    }

    const tested = await api('/v1/webhook_endpoint/test', { method: 'POST' });
    assert.equal(tested.status, 200, tested.text);
    assertAsShown(blockAfter('docs/webhooks.md', '## The test event'), tested.body, 'the test event');
  });

  it('docs/connections.md: the sandbox consent answer in JSON, and the connections API', async () => {
    const waiting = await settled((await create({ prompt: 'List the open issues in acme-inc/storefront on GitHub', sub_agent: 'github-assistant', user_id: 'consent-user' })).id);
    const commands = blockAfter('docs/connections.md', '## 3. Sandbox consent');
    const answers = /# answers (\{.*\})/.exec(commands);
    assert.ok(answers, 'the JSON form shows its answer');
    const json = await baton.client.request(new URL(waiting.waiting.auth_url).pathname, { method: 'POST', body: { decision: 'approve' }, headers: { accept: 'application/json' } });
    assert.equal(json.status, 200, json.text);
    assertAsShown(answers[1], json.body, 'the JSON consent answer');
    await waitForTask(baton.client, baton.key!, waiting.id, ['complete']);

    const prose = docText('docs/connections.md').replace(/\n\s*/g, ' ');
    const shapeAfter = (words: string) => {
      const found = new RegExp(`${words}[^\`]*\`(\\{[^\`]+\\})\``).exec(prose);
      assert.ok(found, `docs/connections.md: ${words}`);
      return found[1];
    };
    assertShape(shapeAfter('The list holds both environments, newest first:'), (await api('/v1/users/consent-user/connections')).body, 'the list');
    assertShape(shapeAfter('It answers'), (await api('/v1/users/consent-user/connections/github', { method: 'DELETE' })).body, 'the revocation');
    assertShape(shapeAfter('`settings_link` answers'), (await api('/v1/users/consent-user/settings_link', { method: 'POST' })).body, 'the settings link');
  });

  it('docs/tools.md: the source its definition registers, and the answers of its API table', async () => {
    const command = blockAfter('docs/tools.md', '## Kind `http`: a capabilities definition');
    const definition = /<<'JSON'\n([\s\S]*?)\nJSON/.exec(command);
    assert.ok(definition, 'the curl command carries the definition');
    const registered = await api('/v1/tools', { body: JSON.parse(definition[1]) });
    assert.equal(registered.status, 200, registered.text);
    assertAsShown(blockAfter('docs/tools.md', 'The source as every answer shows it'), registered.body, 'the registered source');
    const rows = tableRows('docs/tools.md', '## The API').filter((row) => shapesIn(row.answer).length > 0);
    const runs: Record<string, () => Promise<{ body: Json }>> = {
      '`GET /v1/tools?limit=&offset=`': () => api('/v1/tools'),
      '`DELETE /v1/tools/:name`': () => api('/v1/tools/billing-api', { method: 'DELETE' }),
    };
    assert.deepEqual(rows.map((row) => row.request).sort(), Object.keys(runs).sort(), 'every shape in the table is checked');
    for (const row of rows) assertShape(shapesIn(row.answer)[0], (await runs[row.request]()).body, row.request);
  });
});
