// Issue 12 item 11, through the real server on both stores: HSTS on every HTTPS answer (API,
// errors, health, end-user pages), and a data directory that already existed with loose modes
// tightened to 0700, its database file (embedded store) to 0600.
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startBaton, type Baton } from '../helpers/baton.ts';
import { storageFor, storeKinds } from '../helpers/stores.ts';

const modeOf = (file: string) => statSync(file).mode & 0o777;

for (const kind of storeKinds) {
  describe(`transport security and data directory modes (${kind})`, () => {
    let baton: Baton;
    let drop: () => Promise<void>;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'baton-modes-'));
    before(async () => {
      chmodSync(dataDir, 0o755);
      // An embedded database created by an older version (or by hand) under a permissive umask.
      if (kind === 'sqlite') writeFileSync(path.join(dataDir, 'baton.db'), '', { mode: 0o644 });
      const storage = await storageFor(kind);
      drop = storage.drop;
      baton = await startBaton({ databaseUrl: storage.databaseUrl, dataDir });
    });
    after(async () => {
      await baton.stop();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('sends Strict-Transport-Security on every HTTPS answer', async () => {
      const answers = [
        await baton.client.request('/healthz'),
        await baton.client.request('/v1/subagents', { key: baton.key! }),
        await baton.client.request('/v1/subagents'),
        await baton.client.request('/nowhere'),
        await baton.client.request('/settings/not-a-token'),
        await baton.client.request('/oauth/authorize/not-a-token', { headers: { accept: 'application/json' } }),
      ];
      for (const res of answers) assert.equal(res.headers['strict-transport-security'], 'max-age=31536000', `${res.status} ${res.text.slice(0, 80)}`);
    });

    it('tightens an existing data directory to 0700 and the database file to 0600', async () => {
      assert.equal(modeOf(dataDir).toString(8), '700');
      if (kind === 'sqlite') {
        await baton.client.request('/v1/subagents', { key: baton.key! }); // the first write made the -wal file
        for (const file of ['baton.db', 'baton.db-wal']) assert.equal(modeOf(path.join(dataDir, file)).toString(8), '600', file);
      }
      assert.equal(modeOf(path.join(dataDir, 'tls-key.pem')).toString(8), '600');
    });
  });
}
