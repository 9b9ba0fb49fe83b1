// A real runtime (store migrated, key ring, notifier, service context) for in-process webhook tests:
// SQLite in a temp directory or a fresh PostgreSQL database, with an injected clock.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config/config.ts';
import type { Clock } from '../../src/lib/clock.ts';
import { createAccount } from '../../src/services/accounts/create-account.ts';
import { openRuntime, type Runtime } from '../../src/server/runtime.ts';
import { testEncryptionKey, type CliResult } from './baton.ts';
import { storageFor, type StoreKind } from './stores.ts';

export interface WebhookRuntime {
  runtime: Runtime;
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function openWebhookRuntime(kind: StoreKind, options: { clock?: Clock; env?: Record<string, string> } = {}): Promise<WebhookRuntime> {
  const storage = await storageFor(kind);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'baton-webhooks-'));
  const env: Record<string, string> = {
    BATON_DATA_DIR: dataDir,
    BATON_ENCRYPTION_KEY: testEncryptionKey,
    BATON_ALLOW_PRIVATE_NETWORKS: 'true',
    BATON_LOG_LEVEL: 'silent',
    ...(storage.databaseUrl ? { BATON_DATABASE_URL: storage.databaseUrl } : {}),
    ...options.env,
  };
  const runtime = await openRuntime(loadConfig(env), { migrate: true, clock: options.clock });
  return {
    runtime,
    env,
    async close() {
      await runtime.close();
      await storage.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function newAccountId(runtime: Runtime, name = 'Webhook test'): Promise<string> {
  return (await createAccount(runtime.ctx, { name })).id;
}

/** An in-process runtime on the storage of a running `baton serve` (to write events beside it). */
export async function attachRuntime(dataDir: string, databaseUrl: string | undefined): Promise<Runtime> {
  const env: Record<string, string> = { BATON_DATA_DIR: dataDir, BATON_LOG_LEVEL: 'silent' };
  if (databaseUrl) Object.assign(env, { BATON_DATABASE_URL: databaseUrl, BATON_ENCRYPTION_KEY: testEncryptionKey });
  return openRuntime(loadConfig(env), { migrate: false });
}

/** Polls `check` until it returns a value other than undefined; fails after timeoutMs. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Runs a `baton` CLI command without blocking this process, for commands that call back into it
 * (e.g. `webhooks test` sending to a receiver that lives in the test process).
 */
export async function runCliAsync(args: string[], env: Record<string, string>): Promise<CliResult> {
  const main = path.resolve(import.meta.dirname, '../../src/cli/main.ts');
  const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [main, ...args, '--json'], { env, encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
  let json: unknown;
  try {
    json = JSON.parse(stdout);
  } catch {
    json = undefined;
  }
  return { status: code, json, stdout, stderr };
}
