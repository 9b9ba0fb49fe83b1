// Shared set-up for benchmarks: a Baton process on a fresh data directory (and optionally a fresh
// PostgreSQL database), an enterprise account with the limits a benchmark needs, and its key.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../test/helpers/postgres.ts';
import { startBaton, type Started } from './processes.ts';

const main = path.resolve(import.meta.dirname, '../src/cli/main.ts');

export interface BenchBaton {
  baton: Started;
  key: string;
  ca: string;
  dataDir: string;
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startBenchBaton(options: { postgres?: boolean; concurrency: number; env?: Record<string, string> }): Promise<BenchBaton> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'baton-bench-'));
  const database = options.postgres ? await createTestDatabase() : undefined;
  const env: Record<string, string> = { BATON_DATA_DIR: dataDir, ...options.env };
  if (database) Object.assign(env, { BATON_DATABASE_URL: database.url, BATON_ENCRYPTION_KEY: `k1:${Buffer.alloc(32, 3).toString('base64')}` });
  const baton = await startBaton(env);
  // `baton worker` processes started with this env issue links to this node.
  env.BATON_PUBLIC_URL ??= baton.info.url;
  const cli = (args: string[]) => {
    const res = spawnSync(process.execPath, [main, ...args, '--json'], { env: { ...process.env, ...env }, encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`baton ${args.join(' ')} failed: ${res.stderr}`);
    return JSON.parse(res.stdout);
  };
  const account = cli(['accounts', 'create', '--name', 'bench', '--plan', 'enterprise', '--rpm', '1000000', '--concurrency', String(options.concurrency)]).id;
  const key = cli(['keys', 'create', '--account', account, '--env', 'test']).key;
  return {
    baton,
    key,
    ca: readFileSync(baton.info.cert_file, 'utf8'),
    dataDir,
    env,
    async close() {
      await baton.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Median wall time in ms of `times` synchronous runs. */
export function timeMedian(run: () => unknown, times: number): number {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    run();
    ms.push(performance.now() - start);
  }
  return percentile(ms, 50);
}
