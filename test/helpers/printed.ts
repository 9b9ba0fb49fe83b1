// Runs a `baton` command without --json (the human banner) until it has printed what a test
// waits for, then stops it; its JSON log lines come back parsed.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

const main = path.resolve(import.meta.dirname, '../../src/cli/main.ts');

export interface Printed {
  stdout: string;
  logs: Array<Record<string, unknown>>;
}

const readLogs = (file: string) => readFileSync(file, 'utf8').split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);

/**
 * Runs `baton <args>` until stdout matches `until` and the log has a line with each message of
 * `logged` (logs are written asynchronously), then stops it. The log goes to a file beside
 * BATON_DATA_DIR.
 */
export async function printedBy(args: string[], env: Record<string, string>, until: RegExp, logged: string[]): Promise<Printed> {
  const logFile = path.join(path.dirname(env.BATON_DATA_DIR), `log-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  const logFd = openSync(logFile, 'a');
  const child = spawn(process.execPath, [main, ...args], { env, stdio: ['ignore', 'pipe', logFd] });
  closeSync(logFd);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stdout = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      if (until.test(stdout)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`baton ${args.join(' ')} exited with ${code}: ${readFileSync(logFile, 'utf8')}`)));
  });
  const deadline = Date.now() + 20_000;
  while (!logged.every((msg) => readLogs(logFile).some((line) => line.msg === msg)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  child.kill('SIGTERM');
  await exited;
  return { stdout, logs: readLogs(logFile) };
}
