// Issue 2's benchmark: authenticated GET over HTTPS keep-alive against the embedded store, beside a
// bare Fastify HTTPS hello world started in the same run. Target: at least 50% of the bare throughput.
// A third server shows the floor of any storage-backed GET: bare Fastify plus one raw SQLite read.
import path from 'node:path';
import { createClient } from '../test/helpers/https-client.ts';
import { load, row, type LoadResult } from './load.ts';
import { startBare } from './processes.ts';
import { startBenchBaton } from './setup.ts';

export interface BenchOptions {
  seconds: number;
  connections: number;
}

const rounds = 3;

function median(results: LoadResult[]): LoadResult {
  return [...results].sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)];
}

export async function benchAuthenticatedGet(options: BenchOptions): Promise<string[]> {
  const bench = await startBenchBaton({ concurrency: 1000 });
  const { baton, key, ca } = bench;
  const bare = await startBare(baton.info.cert_file, path.join(bench.dataDir, 'tls-key.pem'), path.join(bench.dataDir, 'baton.db'));
  try {
    // The read: a completed one-step task (GET /v1/tasks/:id), the call a polling client makes most.
    const client = createClient(baton.info.url, ca);
    const task = (await client.request('/v1/tasks', { key, body: { prompt: 'What time is it in UTC?', sub_agent: 'web-researcher' } })).body;
    while ((await client.request(`/v1/tasks/${task.id}`, { key })).body.status !== 'complete') await new Promise((r) => setTimeout(r, 20));
    client.close();
    const targets = {
      bare: { url: `https://127.0.0.1:${bare.info.port}/hello`, serverPid: bare.child.pid! },
      floor: { url: `https://127.0.0.1:${bare.info.port}/task/${task.id}`, serverPid: bare.child.pid! },
      baton: { url: `${baton.info.url}/v1/tasks/${task.id}`, serverPid: baton.child.pid!, headers: { authorization: `Bearer ${key}` } },
    };
    const runs: Record<keyof typeof targets, LoadResult[]> = { bare: [], floor: [], baton: [] };
    for (const target of Object.values(targets)) load({ ...target, seconds: 2, connections: options.connections });
    // Interleaved rounds, median of each: a slow moment of the machine does not land on one side only.
    for (let i = 0; i < rounds; i++) {
      for (const [name, target] of Object.entries(targets)) runs[name as keyof typeof targets].push(load({ ...target, seconds: options.seconds, connections: options.connections }));
    }
    const [bareResult, floorResult, batonResult] = [median(runs.bare), median(runs.floor), median(runs.baton)];
    const ratio = batonResult.rps / bareResult.rps;
    const percent = (r: LoadResult) => `${((r.rps / bareResult.rps) * 100).toFixed(0)}%`;
    return [
      `median of ${rounds} interleaved runs each; per-run req/s: bare ${runs.bare.map((r) => r.rps.toFixed(0)).join(', ')}; floor ${runs.floor.map((r) => r.rps.toFixed(0)).join(', ')}; Baton ${runs.baton.map((r) => r.rps.toFixed(0)).join(', ')}`,
      row('bare Fastify HTTPS GET /hello', bareResult),
      `${row('floor: bare Fastify + one raw SQLite read', floorResult)}   ${percent(floorResult)} of bare`,
      `${row('Baton authenticated GET /v1/tasks/:id', batonResult)}   ${percent(batonResult)} of bare, ${((batonResult.rps / floorResult.rps) * 100).toFixed(0)}% of floor`,
      `ratio authenticated/bare throughput: ${(ratio * 100).toFixed(0)}% (target >= 50%) ${ratio >= 0.5 ? 'PASS' : 'FAIL'}`,
    ];
  } finally {
    await bare.stop();
    await bench.close();
  }
}
