// Starts `baton worker` (no API) as a child process sharing a Baton node's PostgreSQL database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { batonEnv } from './baton.ts';

const main = path.resolve(import.meta.dirname, '../../src/cli/main.ts');

/** Resolves once the worker has started; the returned function stops it with SIGTERM. */
export async function startWorkerProcess(databaseUrl: string, dataDir: string, env: Record<string, string> = {}): Promise<() => Promise<void>> {
  const worker = spawn(process.execPath, [main, 'worker', '--json'], { env: { ...batonEnv({ databaseUrl }, dataDir), ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((resolve) => worker.once('exit', resolve));
  await new Promise((resolve) => createInterface({ input: worker.stdout! }).once('line', resolve));
  return async () => {
    worker.kill('SIGTERM');
    await exited;
  };
}
