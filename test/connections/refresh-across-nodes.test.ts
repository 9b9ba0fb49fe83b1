// C5 across nodes: 50 concurrent tool calls in two worker processes sharing one PostgreSQL all
// find the token about to expire. Exactly one refresh reaches the provider, every call carries a
// valid token, and the grant survives: with refresh-token rotation and reuse detection, a second
// refresh of the same token would have revoked it. The same for an oauth2 tool source's connection.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, describe, it } from 'node:test';
import { testEncryptionKey } from '../helpers/baton.ts';
import { startOAuthServer, type TestAuthServer } from '../helpers/oauth-server.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/postgres.ts';
import type { ConnectionKey } from '../../src/services/connections/find-connection.ts';
import { connectLive, expireSoon, gatewayFor, openHarness, providersFor, publicUrl, redirectUri, registerOAuthSource, type Harness } from './vault-harness.ts';

const fixture = path.join(import.meta.dirname, 'fixtures/refresh-worker.ts');

function startWorker(input: unknown): { child: ChildProcess; ready: Promise<void>; result: Promise<Array<{ status: number; token?: string; error?: string }>> } {
  const child = spawn(process.execPath, [fixture], { env: { ...process.env, REFRESH_WORKER_INPUT: JSON.stringify(input) }, stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const queue: string[] = [];
  const waiters: Array<(line: string) => void> = [];
  lines.on('line', (line) => (waiters.shift()?.(line) ?? queue.push(line)));
  const next = () => new Promise<string>((resolve) => (queue.length ? resolve(queue.shift()!) : waiters.push(resolve)));
  return { child, ready: next().then(() => {}), result: next().then((line) => JSON.parse(line)) };
}

describe('refresh once at a time across two worker processes (postgres)', () => {
  let as: TestAuthServer;
  let database: TestDatabase;
  let h: Harness;
  before(async () => {
    as = await startOAuthServer({ redirectUri, extraRedirectUris: [`${publicUrl}/oauth/callback/directory`], accessTokenTtl: 300 });
    database = await createTestDatabase();
    h = await openHarness(database.url);
  });
  after(async () => {
    await h.close();
    await as.close();
    await database.drop();
  });

  /** Two worker processes make 25 concurrent calls each for one connection about to expire. */
  async function race(key: ConnectionKey) {
    await expireSoon(h, key, 20_000);
    const input = { databaseUrl: database.url, encryptionKey: testEncryptionKey, endpoints: as.endpoints, client: as.client, apiUrl: as.apiUrl, key, calls: 25 };
    const workers = [startWorker(input), startWorker(input)];
    await Promise.all(workers.map((w) => w.ready));
    const refreshes = as.counters.refreshGrants;
    for (const w of workers) w.child.stdin!.end('go\n');
    const results = (await Promise.all(workers.map((w) => w.result))).flat();
    assert.equal(results.length, 50);
    assert.deepEqual(results.filter((r) => r.status !== 200), [], 'every call carried a valid token');
    assert.equal(as.counters.refreshGrants, refreshes + 1, 'exactly one refresh grant at the provider');
    assert.equal(new Set(results.map((r) => r.token)).size, 1, 'both processes used the one refreshed token');
    return refreshes;
  }

  it('50 concurrent calls that all need a refresh make exactly one refresh grant, and the grant stays valid', async () => {
    const providers = providersFor(as.endpoints, as.client);
    const key = await connectLive(h, as, providers, 'busy-user');
    const refreshes = await race(key);
    // The grant is alive: a later refresh with the stored (rotated) refresh token succeeds.
    await h.ctx.db.updateTable('connections').set({ updated_at: '2000-01-01T00:00:00.000Z' }).execute();
    const later = await gatewayFor(h, providers).accessToken(key, { forceRefresh: true });
    assert.equal(as.counters.refreshGrants, refreshes + 2);
    assert.equal((await fetch(as.apiUrl, { headers: { authorization: `Bearer ${later}` } })).status, 200);
  });

  it('an oauth2 tool source\'s connection too: its provider is read from the source, the same lock holds', async () => {
    await registerOAuthSource(h, as, 'directory');
    await race(await connectLive(h, as, new Map(), 'busy-source-user', ['read:user'], 'directory'));
  });
});
