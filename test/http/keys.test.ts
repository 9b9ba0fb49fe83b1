// API keys (A1-A3): created, listed without the key, revoked and rotated through the CLI; a
// revoked key fails on every node within a second; a disabled account answers 403.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { startBaton, type Baton } from '../helpers/baton.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/postgres.ts';

describe('API keys across two nodes sharing PostgreSQL', () => {
  let database: TestDatabase;
  let nodeA: Baton;
  let nodeB: Baton;
  let accountId: string;
  before(async () => {
    database = await createTestDatabase();
    nodeA = await startBaton({ databaseUrl: database.url });
    nodeB = await startBaton({ databaseUrl: database.url });
    accountId = nodeA.cli(['accounts', 'create', '--name', 'Acme']).json.id;
  });
  after(async () => {
    await Promise.all([nodeA.stop(), nodeB.stop()]);
    await database.drop();
  });

  it('prints the first-run key once: the second node started on the same database prints none', () => {
    assert.match(nodeA.key ?? nodeB.key ?? '', /^pk_test_[0-9A-Za-z]{38}$/);
    assert.equal([nodeA.key, nodeB.key].filter(Boolean).length, 1);
  });

  it('creates test and live keys, lists them without the key itself, and both authenticate', async () => {
    const test = nodeA.cli(['keys', 'create', '--account', accountId, '--env', 'test']);
    const live = nodeA.cli(['keys', 'create', '--account', accountId, '--env', 'live']);
    assert.equal(test.status, 0, test.stderr);
    assert.match(test.json.key, /^pk_test_/);
    assert.match(live.json.key, /^pk_live_/);
    const listed = nodeA.cli(['keys', 'list', '--account', accountId]);
    assert.equal(listed.json.data.length, 2);
    assert.ok(!listed.stdout.includes(test.json.key) && !listed.stdout.includes(live.json.key));
    assert.ok(listed.json.data.every((k: { hint: string }) => /^pk_(test|live)_\.\.\.[0-9A-Za-z]{4}$/.test(k.hint)));
    for (const key of [test.json.key, live.json.key]) {
      assert.equal((await nodeA.client.request('/v1/subagents', { key })).status, 200);
      assert.equal((await nodeB.client.request('/v1/subagents', { key })).status, 200);
    }
  });

  it('refuses a revoked key on every node within one second', async () => {
    const { json } = nodeA.cli(['keys', 'create', '--account', accountId, '--env', 'test']);
    assert.equal((await nodeA.client.request('/v1/subagents', { key: json.key })).status, 200);
    assert.equal((await nodeB.client.request('/v1/subagents', { key: json.key })).status, 200);
    const revoked = nodeB.cli(['keys', 'revoke', json.id]);
    assert.equal(revoked.json.status, 'revoked');
    await sleep(1000);
    for (const node of [nodeA, nodeB]) {
      const res = await node.client.request('/v1/subagents', { key: json.key });
      assert.equal(res.status, 401);
      assert.equal(res.body.error.code, 'invalid_api_key');
    }
  });

  it('rotates a key: the new one works, the old one is revoked', async () => {
    const { json: old } = nodeA.cli(['keys', 'create', '--account', accountId, '--env', 'live']);
    const rotated = nodeA.cli(['keys', 'rotate', old.id]);
    assert.equal(rotated.status, 0, rotated.stderr);
    assert.match(rotated.json.key, /^pk_live_/);
    assert.equal(rotated.json.revoked, old.id);
    await sleep(1000);
    assert.equal((await nodeB.client.request('/v1/subagents', { key: rotated.json.key })).status, 200);
    assert.equal((await nodeB.client.request('/v1/subagents', { key: old.key })).status, 401);
    const again = nodeA.cli(['keys', 'rotate', old.id]);
    assert.notEqual(again.status, 0);
  });

  it('answers 403 account_disabled for a disabled account, and serves it again when enabled', async () => {
    const { json: key } = nodeA.cli(['keys', 'create', '--account', accountId, '--env', 'test']);
    assert.equal(nodeA.cli(['accounts', 'disable', accountId]).json.status, 'disabled');
    await sleep(1000);
    const refused = await nodeB.client.request('/v1/subagents', { key: key.key });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error.code, 'account_disabled');
    nodeA.cli(['accounts', 'enable', accountId]);
    await sleep(1000);
    assert.equal((await nodeB.client.request('/v1/subagents', { key: key.key })).status, 200);
  });
});
