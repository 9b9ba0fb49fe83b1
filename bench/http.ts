// Issue 2's benchmark: authenticated GET over HTTPS keep-alive against the embedded store, beside a
// bare Fastify HTTPS hello world started in the same run. Target: at least 50% of the bare throughput.
import path from 'node:path';
import { createClient } from '../test/helpers/https-client.ts';
import { load, row } from './load.ts';
import { startBare } from './processes.ts';
import { startBenchBaton } from './setup.ts';

export interface BenchOptions {
  seconds: number;
  connections: number;
}

export async function benchAuthenticatedGet(options: BenchOptions): Promise<string[]> {
  const bench = await startBenchBaton({ concurrency: 1000 });
  const { baton, key, ca } = bench;
  const bare = await startBare(baton.info.cert_file, path.join(bench.dataDir, 'tls-key.pem'));
  try {
    // The read: a completed one-step task (GET /v1/tasks/:id), the call a polling client makes most.
    const client = createClient(baton.info.url, ca);
    const task = (await client.request('/v1/tasks', { key, body: { prompt: 'What time is it in UTC?', sub_agent: 'web-researcher' } })).body;
    while ((await client.request(`/v1/tasks/${task.id}`, { key })).body.status !== 'complete') await new Promise((r) => setTimeout(r, 20));
    client.close();
    const bareUrl = `https://127.0.0.1:${bare.info.port}/hello`;
    const batonUrl = `${baton.info.url}/v1/tasks/${task.id}`;
    const warm = { seconds: 2, connections: options.connections, ca };
    await load({ ...warm, url: bareUrl });
    await load({ ...warm, url: batonUrl, headers: { authorization: `Bearer ${key}` } });
    const bareResult = await load({ url: bareUrl, ca, seconds: options.seconds, connections: options.connections });
    const batonResult = await load({ url: batonUrl, ca, headers: { authorization: `Bearer ${key}` }, seconds: options.seconds, connections: options.connections });
    const ratio = batonResult.rps / bareResult.rps;
    return [
      row('bare Fastify HTTPS GET /hello', bareResult),
      row('Baton authenticated GET /v1/tasks/:id', batonResult),
      `ratio authenticated/bare throughput: ${(ratio * 100).toFixed(0)}% (target >= 50%) ${ratio >= 0.5 ? 'PASS' : 'FAIL'}`,
    ];
  } finally {
    await bare.stop();
    await bench.close();
  }
}
