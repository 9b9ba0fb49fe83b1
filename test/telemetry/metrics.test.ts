// Operators' telemetry (issue 15) on both engines: /metrics on its own listener behind a token
// with the series docs/operations.md lists, and each finished task exported over OTLP/HTTP as one
// trace (a `task` span with a child span per step) to a loopback receiver.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startBaton, type Baton } from '../helpers/baton.ts';
import { startLoopbackServer, type LoopbackServer } from '../helpers/loopback-server.ts';
import { storageFor, storeKinds } from '../helpers/stores.ts';
import { createTask, waitForTask } from '../helpers/tasks.ts';

const token = 'metrics-token-for-tests-0123456789';

interface OtlpSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Array<{ key: string; value: { stringValue?: string } }>;
}

/** A loopback OTLP/HTTP receiver: keeps every span it is sent (JSON encoding). */
async function startOtlpReceiver(): Promise<LoopbackServer & { spans: OtlpSpan[] }> {
  const spans: OtlpSpan[] = [];
  const server = await startLoopbackServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const payload = JSON.parse(body) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }> };
      for (const resource of payload.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return Object.assign(server, { spans });
}

const attribute = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

for (const kind of storeKinds) {
  describe(`metrics and traces for operators (${kind})`, () => {
    let baton: Baton;
    let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
    let drop: () => Promise<void>;
    let metricsUrl: string;
    before(async () => {
      receiver = await startOtlpReceiver();
      const storage = await storageFor(kind);
      drop = storage.drop;
      baton = await startBaton({
        databaseUrl: storage.databaseUrl,
        env: { BATON_METRICS_PORT: '0', BATON_METRICS_TOKEN: token, BATON_OTLP_ENDPOINT: `${receiver.origin}/v1/traces` },
      });
      metricsUrl = `http://127.0.0.1:${baton.metricsPort}/metrics`;
    });
    after(async () => {
      await baton?.stop();
      await drop?.();
      await receiver?.close();
    });

    it('serves /metrics only with the token, with task, queue, tool, model, webhook and lock series', async () => {
      const task = await createTask(baton.client, baton.key!, { prompt: 'What time is it in UTC?', sub_agent: 'web-researcher' });
      await waitForTask(baton.client, baton.key!, task.id, ['complete']);
      assert.equal((await fetch(metricsUrl)).status, 401);
      assert.equal((await fetch(metricsUrl, { headers: { authorization: 'Bearer wrong' } })).status, 401);
      assert.equal((await fetch(metricsUrl.replace('/metrics', '/'), { headers: { authorization: `Bearer ${token}` } })).status, 404);
      const res = await fetch(metricsUrl, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(res.status, 200);
      const text = await res.text();
      for (const series of [
        'baton_tasks_finished_total{status="complete"} 1',
        'baton_task_duration_seconds_count{status="complete"} 1',
        'baton_task_pickup_seconds_count 1',
        'baton_tool_call_duration_seconds_count{tool="datetime.now",status="complete"} 1',
        'baton_tasks{status="pending"} 0',
        'baton_tasks{status="running"} 0',
        'baton_queue_depth{kind="runnable"} 0',
        'baton_queue_oldest_age_seconds{kind="pending"} 0',
        'baton_webhook_backlog ',
        'baton_db_lock_waits ',
      ]) {
        assert.ok(text.includes(series), `missing ${series}`);
      }
      assert.match(text, /baton_model_step_seconds_count\{model="[^"]*offline[^"]*",outcome="ok"\} [1-9]/);
      assert.match(text, /# TYPE baton_tool_call_errors_total counter/);
      assert.match(text, /# TYPE baton_webhook_delivery_seconds histogram/);
    });

    it('exports each finished task as one trace: a task span and a child span per step', async () => {
      const task = await createTask(baton.client, baton.key!, { prompt: 'What time is it in UTC, and what date is 3 days from now?', sub_agent: 'web-researcher' });
      await waitForTask(baton.client, baton.key!, task.id, ['complete']);
      const trace = (await baton.client.request(`/v1/tasks/${task.id}/trace`, { key: baton.key! })).body;
      let root: OtlpSpan | undefined;
      for (let i = 0; i < 100 && !root; i++) {
        root = receiver.spans.find((s) => s.name === 'task' && attribute(s, 'baton.task.id') === task.id);
        if (!root) await sleep(100);
      }
      assert.ok(root, 'the task span arrived');
      assert.equal(attribute(root, 'baton.task.status'), 'complete');
      const children = receiver.spans.filter((s) => s.parentSpanId === root.spanId);
      assert.ok(children.length >= 2, `${children.length} step spans`);
      assert.equal(children.length, trace.steps.length);
      assert.ok(children.every((s) => s.traceId === root.traceId));
      assert.deepEqual(children.map((s) => s.name).sort(), trace.steps.map((s: { tool: string }) => s.tool).sort());
    });
  });
}
