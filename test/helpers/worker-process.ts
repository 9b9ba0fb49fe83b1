// Starts `baton worker` (no API) as a child process sharing a Baton node's PostgreSQL database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { batonEnv } from './baton.ts';

const main = path.resolve(import.meta.dirname, '../../src/cli/main.ts');

/**
 * Resolves once the worker has started; the returned function stops it with SIGTERM. The worker's
 * links point at `api`'s address (BATON_PUBLIC_URL, which `baton worker` requires).
 */
export async function startWorkerProcess(databaseUrl: string, api: { dataDir: string; url: string }, env: Record<string, string> = {}): Promise<() => Promise<void>> {
  const worker = spawn(process.execPath, [main, 'worker', '--json'], { env: { ...batonEnv({ databaseUrl }, api.dataDir), BATON_PUBLIC_URL: api.url, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => worker.once('exit', resolve));
  await new Promise((resolve, reject) => {
    createInterface({ input: worker.stdout! }).once('line', resolve);
    worker.once('exit', (code) => reject(new Error(`baton worker exited with ${code}`)));
  });
  return async () => {
    worker.kill('SIGTERM');
    await exited;
  };
}
