// One live-GitHub world for end-to-end connection tests: the real authorization server, a token
// endpoint tap, a GitHub API double, and `baton serve` configured to use them as GitHub (C1), on
// the chosen storage engine.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { batonEnv, startBaton, type Baton } from '../helpers/baton.ts';
import { startOAuthServer, type TestAuthServer, type TestAuthServerOptions } from '../helpers/oauth-server.ts';
import { storageFor, type StoreKind } from '../helpers/stores.ts';
import { createAccount } from '../../src/services/accounts/create-account.ts';
import { createKey } from '../../src/services/keys/create-key.ts';
import { bootstrapAccount, createTask, form, pathOf, waitForTask, withStore, type AccountKeys } from './connection-helpers.ts';
import { startGithubDouble, startTokenTap, type GithubDouble, type TokenTap } from './provider-doubles.ts';

export interface LiveWorld {
  kind: StoreKind;
  baton: Baton;
  as: TestAuthServer;
  github: GithubDouble;
  tap: TokenTap;
  keys: AccountKeys;
  /** The server's environment, for CLI commands against the same storage. */
  env: Record<string, string>;
  /** Stops Baton and starts it again on the same data directory and port, with extra environment. */
  restart(env?: Record<string, string>): Promise<void>;
  store: { databaseUrl?: string; dataDir: string };
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** More of the authorization server, given Baton's origin (tool sources' redirect URIs). */
export type AuthServerExtras = (batonOrigin: string) => Omit<TestAuthServerOptions, 'redirectUri'>;

export async function startLiveWorld(kind: StoreKind, env: Record<string, string> = {}, extras: AuthServerExtras = () => ({})): Promise<LiveWorld> {
  // The redirect URI must be registered before Baton starts, so Baton's port is chosen first.
  const port = await freePort();
  const origin = `https://127.0.0.1:${port}`;
  const as = await startOAuthServer({ redirectUri: `${origin}/oauth/callback/github`, accessTokenTtl: 300, ...extras(origin) });
  const tap = await startTokenTap(as.endpoints.tokenUrl);
  const github = await startGithubDouble(as);
  const storage = await storageFor(kind);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'baton-conn-'));
  const options = {
    databaseUrl: storage.databaseUrl,
    dataDir,
    env: {
      BATON_PORT: String(port),
      BATON_LOG_LEVEL: 'info',
      BATON_ALLOW_PRIVATE_NETWORKS: 'true',
      BATON_OAUTH_GITHUB_CLIENT_ID: as.client.clientId,
      BATON_OAUTH_GITHUB_CLIENT_SECRET: as.client.clientSecret,
      BATON_OAUTH_GITHUB_AUTHORIZE_URL: as.endpoints.authorizeUrl,
      BATON_OAUTH_GITHUB_TOKEN_URL: tap.url,
      BATON_OAUTH_GITHUB_REVOKE_URL: as.endpoints.revokeUrl!,
      BATON_PROVIDER_GITHUB_BASE_URL: github.url,
      BATON_TOOL_RETRY_DELAYS_MS: '5,5,5',
      ...env,
    },
  };
  const baton = await startBaton(options);
  const cliEnv = batonEnv(options, dataDir);
  const keys = await bootstrapAccount(baton, cliEnv);
  const world: LiveWorld = {
    kind, baton, as, github, tap, keys, env: cliEnv,
    store: { databaseUrl: storage.databaseUrl, dataDir },
    async restart(extra = {}) {
      await world.baton.stop();
      const next = { ...options, env: { ...options.env, ...extra } };
      world.baton = await startBaton(next);
      world.env = batonEnv(next, dataDir);
    },
    async close() {
      await world.baton.stop();
      await Promise.all([github.close(), tap.close(), as.close()]);
      await storage.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return world;
}

/** Connects an end user's live GitHub through the whole flow: task, auth_url, provider consent, callback. */
export async function connectLiveUser(w: LiveWorld, userId: string): Promise<string> {
  const task = await waitingTask(w, w.keys.live, userId);
  const redirect = await w.baton.client.request(pathOf(task.waiting.auth_url));
  const callback = await w.as.userAgent.followConsent(String(redirect.headers.location));
  const res = await w.baton.client.request(pathOf(callback));
  if (res.status !== 200) throw new Error(`callback answered ${res.status}: ${res.text}`);
  await waitForTask(w.baton.client, w.keys.live, task.id, ['complete']);
  return task.id;
}

/** Connects an end user's sandbox GitHub: test-key task, then the C3 approve POST. */
export async function connectSandboxUser(w: LiveWorld, userId: string): Promise<void> {
  const task = await waitingTask(w, w.keys.test, userId);
  const res = await w.baton.client.request(pathOf(task.waiting.auth_url), form({ decision: 'approve' }));
  if (res.status !== 200) throw new Error(`approve answered ${res.status}: ${res.text}`);
  await waitForTask(w.baton.client, w.keys.test, task.id, ['complete']);
}

export async function waitingTask(w: LiveWorld, key: string, userId: string) {
  const created = await createTask(w.baton.client, key, { prompt: 'List my GitHub repositories', sub_agent: 'github-assistant', user_id: userId });
  const task = await waitForTask(w.baton.client, key, created.id, ['waiting', 'failed', 'complete']);
  if (task.status !== 'waiting') throw new Error(`expected waiting, got ${JSON.stringify(task)}`);
  return task;
}

/** A second account's live key, made in process on the same storage (quicker than two CLI runs). */
export async function otherAccountKey(w: LiveWorld): Promise<string> {
  return withStore(w.env, async (ctx) => {
    const account = await createAccount(ctx, { name: 'Other Co' });
    return (await createKey(ctx, account.id, 'live')).key;
  });
}
