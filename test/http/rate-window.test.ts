// Issue 12 item 8 (decision L2): the rate limit is a sliding 60-second window shared by every node,
// with true headers. The real server runs in this process on a clock the test moves, so a minute
// passes in no time; on PostgreSQL two nodes share the counts.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../src/config/config.ts';
import { serve, type Started } from '../../src/server/serve.ts';
import { createAccount } from '../../src/services/accounts/create-account.ts';
import { createKey } from '../../src/services/keys/create-key.ts';
import { testEncryptionKey } from '../helpers/baton.ts';
import { createClient, type Client } from '../helpers/https-client.ts';
import { manualClock } from '../helpers/manual-clock.ts';
import { storageFor, storeKinds } from '../helpers/stores.ts';

interface Node {
  started: Started;
  client: Client;
  dataDir: string;
}

for (const kind of storeKinds) {
  describe(`sliding rate window (${kind})`, () => {
    // 0.2 s into a second, so the arithmetic below is exact.
    const clock = manualClock(new Date('2030-01-01T00:00:00.200Z'));
    const t0 = clock.now().getTime() / 1000;
    const nodes: Node[] = [];
    let drop: () => Promise<void>;
    before(async () => {
      const storage = await storageFor(kind);
      drop = storage.drop;
      for (let i = 0; i < (kind === 'postgres' ? 2 : 1); i++) {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'baton-window-'));
        const env: Record<string, string> = { BATON_DATA_DIR: dataDir, BATON_PORT: '0', BATON_LOG_LEVEL: 'silent', BATON_RUN_WORKERS: 'false' };
        if (storage.databaseUrl) Object.assign(env, { BATON_DATABASE_URL: storage.databaseUrl, BATON_ENCRYPTION_KEY: testEncryptionKey });
        const started = await serve(loadConfig(env), { clock });
        nodes.push({ started, dataDir, client: createClient(started.url, readFileSync(started.certFile, 'utf8')) });
      }
    });
    after(async () => {
      for (const node of nodes) {
        node.client.close();
        await node.started.stop();
        rmSync(node.dataDir, { recursive: true, force: true });
      }
      await drop();
    });

    async function keyWithLimit(rpm: number) {
      const ctx = nodes[0].started.ctx;
      const account = await createAccount(ctx, { name: `window-${rpm}`, plan: 'enterprise', rpm, concurrency: 5 });
      return (await createKey(ctx, account.id, 'test')).key;
    }
    let turn = 0;
    const call = (key: string) => nodes[turn++ % nodes.length].client.request('/v1/subagents', { key });
    const at = (seconds: number) => clock.set(new Date((t0 + seconds) * 1000));
    const headers = (res: { status: number; headers: Record<string, unknown> }) => ({
      status: res.status,
      remaining: Number(res.headers['x-ratelimit-remaining']),
      reset: Number(res.headers['x-ratelimit-reset']),
      retryAfter: res.headers['retry-after'] === undefined ? undefined : Number(res.headers['retry-after']),
    });
    const base = Math.floor(t0);

    it('lets no 60-second span hold more than the limit, where a fixed window let twice the limit through', async () => {
      const key = await keyWithLimit(5);
      at(0);
      assert.deepEqual(headers(await call(key)), { status: 200, remaining: 4, reset: base + 61, retryAfter: undefined });
      at(58.5);
      for (const remaining of [3, 2, 1, 0]) assert.deepEqual(headers(await call(key)), { status: 200, remaining, reset: base + 61, retryAfter: undefined });
      // Refused: Retry-After and Reset point at the moment the request made at 0 s leaves the window.
      assert.deepEqual(headers(await call(key)), { status: 429, remaining: 0, reset: base + 61, retryAfter: 3 });
      // A fixed window that began at 0 s would start afresh here with 5 more; the sliding one does not.
      at(60.5);
      assert.deepEqual(headers(await call(key)), { status: 429, remaining: 0, reset: base + 61, retryAfter: 1 });
      at(61);
      assert.deepEqual(headers(await call(key)), { status: 200, remaining: 0, reset: base + 58 + 61, retryAfter: undefined });
      assert.deepEqual(headers(await call(key)), { status: 429, remaining: 0, reset: base + 58 + 61, retryAfter: 58 });
      at(119);
      const later = headers(await call(key));
      assert.equal(later.status, 200);
      assert.equal(later.remaining, 4 - 1, 'the four requests of 58.5 s left; the ones of 61 s and now remain');
    });

    it('answers exactly the limit for a burst of twice the limit sent at once across the nodes', async () => {
      const key = await keyWithLimit(10);
      at(200);
      const answers = await Promise.all(Array.from({ length: 20 }, () => call(key)));
      assert.equal(answers.filter((res) => res.status === 200).length, 10);
      assert.equal(answers.filter((res) => res.status === 429).length, 10);
      const seen = answers.filter((res) => res.status === 200).map((res) => Number(res.headers['x-ratelimit-remaining'])).sort((a, b) => a - b);
      assert.deepEqual(seen, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'each allowed request saw its own count');
    });
  });
}
