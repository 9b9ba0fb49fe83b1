// Starts test/webhooks/fixtures/dispatcher-process.ts as a child process against a given store.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const script = path.resolve(import.meta.dirname, '../webhooks/fixtures/dispatcher-process.ts');

export interface DispatcherProcess {
  /** The dispatcher's id: the prefix of every lease it takes. */
  id: string;
  child: ChildProcess;
  /** SIGKILL: no cleanup at all, as in a crash. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function spawnDispatcher(env: Record<string, string>): Promise<DispatcherProcess> {
  const child = spawn(process.execPath, [script], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`dispatcher process exited with ${code}: ${stderr}`)));
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { id: (JSON.parse(line) as { dispatcher: string }).dispatcher, child, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
