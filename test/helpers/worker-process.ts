// Starts `baton worker` (no API) as a child process sharing a Baton node's PostgreSQL database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { batonEnv } from './baton.ts';

const main = path.resolve(import.meta.dirname, '../../src/cli/main.ts');

export interface WorkerProcess {
  /** The worker's id: the lease owner of the tasks it runs. */
  id: string;
  /** SIGTERM: the worker gives its tasks back and exits. */
  stop(): Promise<void>;
  /** SIGKILL: the worker dies holding its leases. */
  kill(): Promise<void>;
}

/**
 * Resolves once the worker has started. The worker's links point at `api`'s address
 * (BATON_PUBLIC_URL, which `baton worker` requires).
 */
export async function spawnWorkerProcess(databaseUrl: string, api: { dataDir: string; url: string }, env: Record<string, string> = {}): Promise<WorkerProcess> {
  const worker = spawn(process.execPath, [main, 'worker', '--json'], { env: { ...batonEnv({ databaseUrl }, api.dataDir), BATON_PUBLIC_URL: api.url, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => worker.once('exit', resolve));
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: worker.stdout! }).once('line', resolve);
    worker.once('exit', (code) => reject(new Error(`baton worker exited with ${code}`)));
  });
  const end = (signal: NodeJS.Signals) => async () => {
    worker.kill(signal);
    await exited;
  };
  return { id: JSON.parse(line).worker, stop: end('SIGTERM'), kill: end('SIGKILL') };
}

/** Resolves once the worker has started; the returned function stops it with SIGTERM. */
export async function startWorkerProcess(databaseUrl: string, api: { dataDir: string; url: string }, env: Record<string, string> = {}): Promise<() => Promise<void>> {
  return (await spawnWorkerProcess(databaseUrl, api, env)).stop;
}
