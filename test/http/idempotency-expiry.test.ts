// K4: keys are kept 24 hours. An expired record no longer replays, and the workers' maintenance
// deletes it (here: at the next start).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, it } from 'node:test';
import { startBaton } from '../helpers/baton.ts';

describe('idempotency key expiry', () => {
  it('stops replaying after 24 hours and purges the record', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'baton-idem-'));
    const first = await startBaton({ dataDir });
    const key = first.key!;
    const body = { name: 'expiring-agent', prompt: 'You manage GitHub issues.' };
    const created = await first.client.request('/v1/subagents', { key, body, headers: { 'idempotency-key': 'day-old' } });
    assert.equal(created.status, 201);
    await first.client.request('/v1/subagents/expiring-agent', { key, method: 'DELETE' });
    await first.stop();
    const db = new DatabaseSync(path.join(dataDir, 'baton.db'));
    db.prepare("update idempotency_keys set expires_at = '2000-01-01T00:00:00.000Z' where key = 'day-old'").run();
    db.close();
    const second = await startBaton({ dataDir });
    await new Promise((r) => setTimeout(r, 300));
    const check = new DatabaseSync(path.join(dataDir, 'baton.db'), { readOnly: true });
    const left = check.prepare("select count(*) as n from idempotency_keys where key = 'day-old'").get() as { n: number };
    check.close();
    assert.equal(left.n, 0, 'purged by the maintenance run at start');
    const again = await second.client.request('/v1/subagents', { key, body, headers: { 'idempotency-key': 'day-old' } });
    assert.equal(again.status, 201);
    assert.equal(again.headers['idempotent-replayed'], undefined);
    assert.notEqual(again.body.created_at, created.body.created_at);
    await second.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
});
