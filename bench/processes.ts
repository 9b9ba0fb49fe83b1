// Starts the processes a benchmark measures: Baton (`baton serve`) and the bare baseline server.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface Started {
  child: ChildProcess;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  info: any;
  stop(): Promise<void>;
}

export async function startProcess(args: string[], env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}: ${stderr}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    info: JSON.parse(line),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Baton's processes run with the V8 flags of package.json's start script and bin/baton.js. */
export const batonNodeFlags = ['--max-semi-space-size=4', '--max-old-space-size=1024'];

/** `baton <command> --json` as a process under measurement. */
export function startBatonCommand(command: string, env: Record<string, string>): Promise<Started> {
  return startProcess([...batonNodeFlags, path.join(root, 'src/cli/main.ts'), command, '--json'], { BATON_LOG_LEVEL: 'warn', ...env });
}

export function startBaton(env: Record<string, string>): Promise<Started> {
  return startBatonCommand('serve', { BATON_PORT: '0', ...env });
}

/** The bare baseline; with `sqliteFile` (Baton's database) it also serves the raw-read floor. */
export function startBare(certFile: string, keyFile: string, sqliteFile?: string): Promise<Started> {
  return startProcess([path.join(root, 'bench/bare-server.ts'), certFile, keyFile, ...(sqliteFile ? [sqliteFile] : [])], {});
}

/** Memory of a process in MiB, from /proc (Linux). */
export async function rssMiB(pid: number): Promise<number> {
  const { readFileSync } = await import('node:fs');
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}
