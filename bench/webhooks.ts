// Webhook delivery benchmark: throughput of the dispatcher to a loopback receiver that answers 200
// at once, and latency from the outbox commit to the receiver at a paced ~500 events/s, each beside
// a baseline of raw signed fetch POSTs to the same receiver in the same run.
// Alone: `node bench/webhooks.ts` (SQLite); BATON_BENCH_DATABASE_URL=postgres://... for PostgreSQL
// (an empty, throwaway database). bench/run.ts can call runWebhookBench() and formatWebhookBench().
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../src/config/config.ts';
import { createAccount } from '../src/services/accounts/create-account.ts';
import { setWebhookEndpoint } from '../src/services/webhook-endpoint/set-endpoint.ts';
import { openRuntime, type Runtime } from '../src/server/runtime.ts';
import { deliverySettings, startDispatcher } from '../src/webhooks/dispatcher/index.ts';
import { signWebhook } from '../src/webhooks/signature.ts';
import { emitEvent, insertTask, type TestTask } from '../test/helpers/outbox.ts';

export interface WebhookBenchOptions {
  databaseUrl?: string;
  throughputEvents?: number;
  latencyRate?: number;
  latencySeconds?: number;
}

export interface Percentiles {
  p50: number;
  p99: number;
  max: number;
}

export interface WebhookBenchResult {
  storage: 'sqlite' | 'postgres';
  throughput: { events: number; dispatcherPerSecond: number; rawFetchPerSecond: number };
  latency: { rate: number; events: number; dispatcher: Percentiles; rawFetch: Percentiles };
}

const epochNow = () => performance.timeOrigin + performance.now();

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] };
}

function startReceiver(): Promise<{ child: ChildProcess; url: string; request<T>(message: object, reply: string): Promise<T> }> {
  const child = fork(path.join(import.meta.dirname, 'webhooks-receiver.ts'), { stdio: 'inherit' });
  const request = <T>(message: object, reply: string) =>
    new Promise<T>((resolve) => {
      const onMessage = (m: { type: string }) => {
        if (m.type !== reply) return;
        child.off('message', onMessage);
        resolve(m as T);
      };
      child.on('message', onMessage);
      if (Object.keys(message).length > 0) child.send(message);
    });
  return request<{ port: number }>({}, 'ready').then(({ port }) => ({ child, url: `http://127.0.0.1:${port}/hooks`, request }));
}

async function collect(receiver: Awaited<ReturnType<typeof startReceiver>>): Promise<Map<string, number>> {
  return new Map((await receiver.request<{ arrivals: Array<[string, number]> }>({ type: 'collect' }, 'arrivals')).arrivals);
}

/** Raw baseline: the same signature work and a plain fetch, `concurrency` at a time. */
async function rawFetchThroughput(url: string, secret: string, body: string, events: number, concurrency: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < events) {
        const id = `raw_${next++}`;
        const headers = { 'content-type': 'application/json', ...signWebhook({ secret, id, timestamp: new Date(), body }) };
        const res = await fetch(url, { method: 'POST', headers, body });
        await res.arrayBuffer();
      }
    }),
  );
  return events / ((performance.now() - started) / 1000);
}

export async function runWebhookBench(options: WebhookBenchOptions = {}): Promise<WebhookBenchResult> {
  const events = options.throughputEvents ?? 3000;
  const rate = options.latencyRate ?? 500;
  const paced = Math.round(rate * (options.latencySeconds ?? 6));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'baton-bench-webhooks-'));
  const env: Record<string, string> = { BATON_DATA_DIR: dataDir, BATON_ALLOW_PRIVATE_NETWORKS: 'true', BATON_LOG_LEVEL: 'warn' };
  if (options.databaseUrl) Object.assign(env, { BATON_DATABASE_URL: options.databaseUrl, BATON_ENCRYPTION_KEY: 'k1:' + Buffer.alloc(32, 9).toString('base64') });
  const runtime: Runtime = await openRuntime(loadConfig(env), { migrate: true });
  const receiver = await startReceiver();
  try {
    const { ctx } = runtime;
    const accountId = (await createAccount(ctx, { name: 'bench' })).id;
    const { secret } = await setWebhookEndpoint(ctx, accountId, receiver.url);
    const tasks: TestTask[] = [];
    for (let i = 0; i < 200; i++) tasks.push(await insertTask(ctx.db, accountId));
    const data = { step: 'bench', message: 'Benchmark milestone', progress_pct: 50 };
    const settings = deliverySettings({ concurrency: 50 });
    const dispatcherDeps = { ctx, storeKind: runtime.store.kind, logger: runtime.logger, settings };

    // Throughput: a backlog written first, then drained.
    for (let i = 0; i < events; i++) await emitEvent(ctx.db, ctx.notifier, tasks[i % tasks.length], 'task.progress', { data });
    const reached = receiver.request({ type: 'expect', count: events }, 'reached');
    let started = performance.now();
    let dispatcher = startDispatcher(dispatcherDeps);
    await reached;
    const dispatcherPerSecond = events / ((performance.now() - started) / 1000);
    await dispatcher.stop();
    await collect(receiver);
    const sampleBody = JSON.stringify({ event: 'task.progress', task_id: tasks[0].id, sub_agent: tasks[0].subAgent, timestamp: new Date().toISOString(), data });
    const rawFetchPerSecond = await rawFetchThroughput(receiver.url, secret, sampleBody, events, settings.concurrency);
    await collect(receiver);

    // Latency: commit -> arrival, events written at a steady rate across the tasks.
    dispatcher = startDispatcher(dispatcherDeps);
    const committed = new Map<string, number>();
    started = performance.now();
    for (let i = 0; i < paced; i++) {
      const wait = started + (i * 1000) / rate - performance.now();
      if (wait > 0) await sleep(wait);
      const id = await emitEvent(ctx.db, ctx.notifier, tasks[i % tasks.length], 'task.progress', { data });
      committed.set(id, epochNow());
    }
    await receiver.request({ type: 'expect', count: paced }, 'reached');
    await dispatcher.stop();
    const arrivals = await collect(receiver);
    const dispatcherLatency = [...committed].map(([id, at]) => arrivals.get(id)! - at);

    const sentAt = new Map<string, number>();
    started = performance.now();
    const inFlight: Array<Promise<unknown>> = [];
    for (let i = 0; i < paced; i++) {
      const wait = started + (i * 1000) / rate - performance.now();
      if (wait > 0) await sleep(wait);
      const id = `rawlat_${i}`;
      sentAt.set(id, epochNow());
      const headers = { 'content-type': 'application/json', ...signWebhook({ secret, id, timestamp: new Date(), body: sampleBody }) };
      inFlight.push(fetch(receiver.url, { method: 'POST', headers, body: sampleBody }).then((res) => res.arrayBuffer()));
    }
    await Promise.all(inFlight);
    const rawArrivals = await collect(receiver);
    const rawLatency = [...sentAt].map(([id, at]) => rawArrivals.get(id)! - at);

    return {
      storage: runtime.store.kind,
      throughput: { events, dispatcherPerSecond, rawFetchPerSecond },
      latency: { rate, events: paced, dispatcher: percentiles(dispatcherLatency), rawFetch: percentiles(rawLatency) },
    };
  } finally {
    receiver.child.disconnect();
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatWebhookBench(r: WebhookBenchResult): string {
  const f = (n: number) => n.toFixed(1);
  const { dispatcher: d, rawFetch: raw } = r.latency;
  return [
    `webhooks (${r.storage})`,
    `  throughput, ${r.throughput.events} events: dispatcher ${Math.round(r.throughput.dispatcherPerSecond)}/s, raw signed fetch ${Math.round(r.throughput.rawFetchPerSecond)}/s (dispatcher = ${f((100 * r.throughput.dispatcherPerSecond) / r.throughput.rawFetchPerSecond)}% of raw)`,
    `  latency at ${r.latency.rate}/s, ${r.latency.events} events: dispatcher (commit -> receiver) p50 ${f(d.p50)} ms, p99 ${f(d.p99)} ms, max ${f(d.max)} ms; raw fetch p50 ${f(raw.p50)} ms, p99 ${f(raw.p99)} ms (p99 ratio ${f(d.p99 / raw.p99)}x)`,
  ].join('\n');
}

if (import.meta.main) {
  console.log(formatWebhookBench(await runWebhookBench({ databaseUrl: process.env.BATON_BENCH_DATABASE_URL })));
}
