// Small helpers shared by the connection tests: create and poll tasks like a caller would, and run
// CLI commands concurrently (each one is a Node start, about a second on these machines).
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { Baton } from '../helpers/baton.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { setAccountPlan } from '../../src/services/accounts/update-account.ts';
import type { ServiceContext } from '../../src/services/context.ts';
import { openStore } from '../../src/store/open-store.ts';

const main = path.resolve(import.meta.dirname, '../../src/cli/main.ts');

// Tasks are created and polled with the suite-wide helpers.
export { createTask, waitForTask } from '../helpers/tasks.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function cliAsync(env: Record<string, string>, args: string[]): Promise<any> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [main, ...args, '--json'], { env, timeout: 60_000 }, (error, stdout, stderr) => {
      try {
        const json = JSON.parse(stdout);
        if (error && !json.error) throw error;
        resolve(json);
      } catch {
        reject(new Error(`baton ${args.join(' ')} failed: ${stderr || error?.message}`));
      }
    });
  });
}

export interface AccountKeys {
  account: string;
  test: string;
  live: string;
}

/**
 * The first-run account (with its test key) plus a live key made with `baton keys create --env
 * live`. Its limits are raised in process (tests poll often), which spares a second CLI start.
 */
export async function bootstrapAccount(baton: Baton, env: Record<string, string>): Promise<AccountKeys> {
  assertBootstrapped(baton);
  const [, live] = await Promise.all([
    withStore(env, (ctx) => setAccountPlan(ctx, baton.accountId!, { plan: 'enterprise', rpm: 100_000, concurrency: 100 })),
    cliAsync(env, ['keys', 'create', '--account', baton.accountId!, '--env', 'live']),
  ]);
  return { account: baton.accountId!, test: baton.key!, live: live.key };
}

/** Runs a verb in this process against the server's storage (SQLite file or PostgreSQL). */
export async function withStore<T>(env: Record<string, string>, fn: (ctx: ServiceContext) => Promise<T>): Promise<T> {
  const store = openStore({ databaseUrl: env.BATON_DATABASE_URL, dataDir: env.BATON_DATA_DIR });
  try {
    return await fn({ db: store.db, clock: systemClock } as unknown as ServiceContext);
  } finally {
    await store.close();
  }
}

function assertBootstrapped(baton: Baton): void {
  if (!baton.accountId || !baton.key) throw new Error('expected a first start that printed its account and test key');
}

export function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

export const form = (fields: Record<string, string>) => ({
  method: 'POST',
  rawBody: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
