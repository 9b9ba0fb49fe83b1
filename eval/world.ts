// The world an evaluation runs in: a real Baton server (HTTPS, workers, the configured model) on a
// fresh embedded store, whose clock starts at the evaluation's fixed moment, an account with room
// for the whole run, and direct access to the end users' sandboxes for setup and checks.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config/config.ts';
import type { Clock } from '../src/lib/clock.ts';
import type { ServiceContext } from '../src/services/context.ts';
import { setAccountPlan } from '../src/services/accounts/update-account.ts';
import { serve, type Started } from '../src/server/serve.ts';
import { createClient } from '../test/helpers/https-client.ts';

/** Tuesday 2026-11-24 09:00 UTC: what eval/README.md promises case writers. */
export const EVAL_START = Date.parse('2026-11-24T09:00:00Z');

export interface World {
  client: ReturnType<typeof createClient>;
  key: string;
  accountId: string;
  clock: Clock;
  /** The server's own context: setup and checks use its store handle. */
  ctx: ServiceContext;
  close(): Promise<void>;
}

/** Real time, moved so that the run begins at EVAL_START. */
function shiftedClock(): Clock {
  const offset = EVAL_START - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

export async function openWorld(): Promise<World> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'baton-eval-'));
  const config = loadConfig({ ...process.env, BATON_DATA_DIR: dataDir, BATON_PORT: '0', BATON_HOST: '127.0.0.1', BATON_LOG_LEVEL: process.env.BATON_LOG_LEVEL ?? 'warn', BATON_DATABASE_URL: '' });
  const clock = shiftedClock();
  let started: Started | undefined;
  try {
    started = await serve(config, { clock });
    if (!started.bootstrap) throw new Error('the evaluation needs a fresh data directory');
    await setAccountPlan(started.ctx, started.bootstrap.accountId, { plan: 'enterprise', rpm: 1_000_000, concurrency: 1000 });
  } catch (error) {
    await started?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const server = started;
  return {
    client: createClient(server.url, readFileSync(server.certFile, 'utf8')),
    key: server.bootstrap!.key,
    accountId: server.bootstrap!.accountId,
    clock,
    ctx: server.ctx,
    async close() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
