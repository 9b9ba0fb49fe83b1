// Issue 12 item 5: the authentication cache holds only keys that authenticated, keyed by the key
// (not the header), bounded by bytes. The authenticator runs on a real store of each kind; the
// last suite sends 3,000 large invalid headers to the real server and watches its memory.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { loadConfig } from '../../src/config/config.ts';
import { createAuthenticator } from '../../src/http/authenticator.ts';
import { generateApiKey } from '../../src/lib/api-key.ts';
import { isServiceError } from '../../src/lib/errors.ts';
import { openRuntime, type Runtime } from '../../src/server/runtime.ts';
import { createAccount } from '../../src/services/accounts/create-account.ts';
import { createKey } from '../../src/services/keys/create-key.ts';
import { revokeKey } from '../../src/services/keys/revoke-key.ts';
import { startBaton, testEncryptionKey, type Baton } from '../helpers/baton.ts';
import { storageFor, storeKinds } from '../helpers/stores.ts';

const requestWith = (authorization: string | undefined) => ({ headers: { authorization } }) as unknown as FastifyRequest;

async function codeOf(run: Promise<void>): Promise<string> {
  try {
    await run;
    return 'ok';
  } catch (error) {
    assert.ok(isServiceError(error), String(error));
    return error.code;
  }
}

for (const kind of storeKinds) {
  describe(`authentication cache (${kind})`, () => {
    let runtime: Runtime;
    let drop: () => Promise<void>;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'baton-auth-'));
    let account: string;
    before(async () => {
      const storage = await storageFor(kind);
      drop = storage.drop;
      const env: Record<string, string> = { BATON_DATA_DIR: dataDir, BATON_LOG_LEVEL: 'silent' };
      if (storage.databaseUrl) Object.assign(env, { BATON_DATABASE_URL: storage.databaseUrl, BATON_ENCRYPTION_KEY: testEncryptionKey });
      runtime = await openRuntime(loadConfig(env), { migrate: true });
      account = (await createAccount(runtime.ctx, { name: 'Cache', plan: 'production' })).id;
    });
    after(async () => {
      await runtime.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('caches nothing for 3,000 distinct invalid headers, malformed or well-formed but unknown', async () => {
      const authenticate = createAuthenticator(runtime.ctx);
      const padding = 'x'.repeat(14 * 1024);
      for (let i = 0; i < 1500; i++) {
        assert.equal(await codeOf(authenticate(requestWith(`Bearer ${padding}${i}`))), 'invalid_api_key');
        assert.equal(await codeOf(authenticate(requestWith(`Bearer ${generateApiKey(i % 2 ? 'test' : 'live')}`))), 'invalid_api_key');
      }
      assert.equal(await codeOf(authenticate(requestWith(undefined))), 'missing_api_key');
      assert.equal(authenticate.cachedBytes(), 0);
    });

    it('keys an authenticated entry by the key, so padding the header adds nothing, and forgets a revoked key', async () => {
      const authenticate = createAuthenticator(runtime.ctx);
      const key = await createKey(runtime.ctx, account, 'test');
      assert.equal(await codeOf(authenticate(requestWith(`Bearer ${key.key}`))), 'ok');
      const one = authenticate.cachedBytes();
      assert.ok(one > 0 && one < 4096, `${one} bytes`);
      for (let i = 1; i < 100; i++) assert.equal(await codeOf(authenticate(requestWith(`${' '.repeat(i * 100)}Bearer ${key.key}${' '.repeat(i)}`))), 'ok');
      assert.equal(authenticate.cachedBytes(), one);
      await revokeKey(runtime.ctx, key.id);
      await new Promise((resolve) => setTimeout(resolve, 600));
      assert.equal(await codeOf(authenticate(requestWith(`Bearer ${key.key}`))), 'invalid_api_key');
      assert.equal(authenticate.cachedBytes(), 0);
    });

    it('stays within its byte bound however many keys authenticate, evicting the oldest', async () => {
      const maxBytes = 8 * 1024;
      const authenticate = createAuthenticator(runtime.ctx, { maxBytes });
      const keys = await Promise.all(Array.from({ length: 40 }, () => createKey(runtime.ctx, account, 'live')));
      for (const key of keys) {
        const request = requestWith(`Bearer ${key.key}`);
        assert.equal(await codeOf(authenticate(request)), 'ok');
        assert.equal(request.auth!.account.id, account);
        assert.ok(authenticate.cachedBytes() <= maxBytes, `${authenticate.cachedBytes()} bytes`);
      }
      assert.ok(authenticate.cachedBytes() > maxBytes / 2, 'the newest keys stay cached');
    });
  });
}

describe('memory under 3,000 requests with 14 KiB invalid keys (real server)', () => {
  let baton: Baton;
  before(async () => {
    baton = await startBaton();
  });
  after(() => baton.stop());

  const rssMiB = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${baton.process.pid}/status`, 'utf8'))![1]) / 1024;

  it('keeps the resident memory of the process flat (it grew by about 57 MiB)', async (t) => {
    const padding = 'y'.repeat(14 * 1024);
    const send = async (from: number, count: number) => {
      for (let i = from; i < from + count; i++) {
        const res = await baton.client.request('/v1/subagents', { headers: { authorization: `Bearer ${padding}${i}` } });
        assert.equal(res.status, 401);
      }
    };
    await send(0, 300); // warm up: code, buffers and the keep-alive sockets are in place
    const start = rssMiB();
    await Promise.all(Array.from({ length: 10 }, (_, lane) => send(1000 + lane * 300, 300)));
    const grown = rssMiB() - start;
    t.diagnostic(`RSS grew by ${grown.toFixed(1)} MiB`);
    assert.ok(grown < 40, `RSS grew by ${grown.toFixed(1)} MiB`);
  });
});
