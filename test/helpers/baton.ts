// Starts the real `baton serve` as a child process on an ephemeral port and talks to it over HTTPS.
// Each instance gets its own data directory; several may share one PostgreSQL database.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createClient, type Client } from './https-client.ts';

const root = path.resolve(import.meta.dirname, '../..');
const main = path.join(root, 'src/cli/main.ts');
export const testEncryptionKey = 'k1:' + Buffer.alloc(32, 7).toString('base64');

export interface BatonOptions {
  databaseUrl?: string;
  dataDir?: string;
  env?: Record<string, string>;
}

export interface Baton {
  url: string;
  port: number;
  httpPort: number | null;
  /** The /metrics listener's port, when BATON_METRICS_PORT is set. */
  metricsPort: number | null;
  key: string | null;
  accountId: string | null;
  /** First start: the dashboard owner's one-time set-password link. */
  dashboardLink: string | null;
  dataDir: string;
  fingerprint: string;
  ca: string;
  client: Client;
  process: ChildProcess;
  stderr(): string;
  /** Runs a `baton` CLI command against the same storage and returns its JSON output. */
  cli(args: string[]): CliResult;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

export interface CliResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  stdout: string;
  stderr: string;
}

export function batonEnv(options: BatonOptions, dataDir: string): Record<string, string> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    BATON_DATA_DIR: dataDir,
    BATON_PORT: '0',
    BATON_LOG_LEVEL: 'warn',
    ...options.env,
  };
  if (options.databaseUrl) {
    env.BATON_DATABASE_URL = options.databaseUrl;
    env.BATON_ENCRYPTION_KEY ??= testEncryptionKey;
  }
  return env;
}

export function runCli(args: string[], env: Record<string, string>): CliResult {
  const result = spawnSync(process.execPath, [main, ...args, '--json'], { env, encoding: 'utf8', timeout: 60_000 });
  let json: unknown;
  try {
    json = JSON.parse(result.stdout);
  } catch {
    json = undefined;
  }
  return { status: result.status ?? -1, json, stdout: result.stdout, stderr: result.stderr };
}

export async function startBaton(options: BatonOptions = {}): Promise<Baton> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'baton-test-'));
  const env = batonEnv(options, dataDir);
  // Logs go to a file, not a pipe: a chatty server must never block on a reader that fell behind.
  const logFile = path.join(dataDir, `serve-${Date.now()}-${Math.random().toString(36).slice(2)}.log`);
  const logFd = openSync(logFile, 'a');
  const child = spawn(process.execPath, [main, 'serve', '--json'], { env, stdio: ['ignore', 'pipe', logFd] });
  closeSync(logFd);
  const stderr = () => readFileSync(logFile, 'utf8');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const firstLine = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`baton serve exited with ${code}: ${stderr()}`)));
  });
  const started = JSON.parse(firstLine) as { url: string; port: number; http_port: number | null; metrics_port: number | null; key: string | null; account: string | null; dashboard_link: string | null; cert_file: string; fingerprint: string };
  const ca = readFileSync(started.cert_file, 'utf8');
  const client = createClient(started.url, ca);
  const cleanup = () => {
    client.close();
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    url: started.url,
    port: started.port,
    httpPort: started.http_port,
    metricsPort: started.metrics_port,
    key: started.key,
    accountId: started.account,
    dashboardLink: started.dashboard_link,
    dataDir,
    fingerprint: started.fingerprint,
    ca,
    client,
    process: child,
    stderr,
    cli: (args) => runCli(args, env),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      cleanup();
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
      cleanup();
    },
  };
}
