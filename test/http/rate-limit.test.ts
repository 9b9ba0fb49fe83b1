// L2: per-account limits over a 60-second window, shared by every node on PostgreSQL, with the
// X-RateLimit-* headers on every /v1 response and Retry-After on 429.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { startBaton, type Baton } from '../helpers/baton.ts';
import { storageFor, storeKinds } from '../helpers/stores.ts';

function newAccount(baton: Baton, rpm: number): string {
  const account = baton.cli(['accounts', 'create', '--name', `rpm-${rpm}`, '--plan', 'enterprise', '--rpm', String(rpm), '--concurrency', '5']);
  assert.equal(account.status, 0, account.stderr);
  return baton.cli(['keys', 'create', '--account', account.json.id, '--env', 'test']).json.key;
}

for (const kind of storeKinds) {
  describe(`rate limits (${kind})`, () => {
    let nodes: Baton[];
    let drop: () => Promise<void>;
    let databaseUrl: string | undefined;
    before(async () => {
      const storage = await storageFor(kind);
      drop = storage.drop;
      databaseUrl = storage.databaseUrl;
      const first = await startBaton({ databaseUrl: storage.databaseUrl });
      // On PostgreSQL a second node shares the counters; SQLite is one process by design.
      nodes = kind === 'postgres' ? [first, await startBaton({ databaseUrl: storage.databaseUrl })] : [first];
    });
    after(async () => {
      await Promise.all(nodes.map((n) => n.stop()));
      await drop();
    });

    it('allows exactly the limit, then answers 429 with Retry-After; other accounts are unaffected', async () => {
      const limited = newAccount(nodes[0], 5);
      const other = newAccount(nodes[0], 5);
      for (let i = 0; i < 5; i++) {
        const node = nodes[i % nodes.length];
        const res = await node.client.request('/v1/subagents', { key: limited });
        assert.equal(res.status, 200, `request ${i + 1}`);
        assert.equal(res.headers['x-ratelimit-limit'], '5');
        assert.equal(res.headers['x-ratelimit-remaining'], String(4 - i));
        const reset = Number(res.headers['x-ratelimit-reset']);
        assert.ok(reset > Date.now() / 1000 && reset <= Date.now() / 1000 + 61, `reset ${reset}`);
      }
      for (const node of nodes) {
        const refused = await node.client.request('/v1/subagents', { key: limited });
        assert.equal(refused.status, 429);
        assert.equal(refused.body.error.code, 'rate_limit_exceeded');
        const retryAfter = Number(refused.headers['retry-after']);
        assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 61, `retry-after ${retryAfter}`);
        assert.equal(refused.headers['x-ratelimit-remaining'], '0');
      }
      const fine = await nodes[nodes.length - 1].client.request('/v1/subagents', { key: other });
      assert.equal(fine.status, 200);
      assert.equal(fine.headers['x-ratelimit-remaining'], '4');
    });

    it('lets exactly the limit through when requests race on every node at once', async () => {
      const key = newAccount(nodes[0], 30);
      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => nodes[i % nodes.length].client.request('/v1/subagents', { key })));
      const statuses = answers.map((res) => res.status);
      assert.equal(statuses.filter((status) => status === 200).length, 30, statuses.join(' '));
      assert.equal(statuses.filter((status) => status === 429).length, 30);
      const remaining = answers.filter((res) => res.status === 200).map((res) => Number(res.headers['x-ratelimit-remaining']));
      assert.deepEqual([...remaining].sort((a, b) => a - b), Array.from({ length: 30 }, (_, i) => i));
    });

    if (kind === 'postgres') {
      it('counts with an asynchronous commit of its own transaction only (ADR 30)', async () => {
        const db = new pg.Client(databaseUrl);
        await db.connect();
        try {
          await db.query('begin');
          await db.query(`select * from baton_rate_take('acct_none', 1, 5, 61)`);
          assert.equal((await db.query('show synchronous_commit')).rows[0].synchronous_commit, 'off');
          await db.query('rollback');
          assert.equal((await db.query('show synchronous_commit')).rows[0].synchronous_commit, 'on');
        } finally {
          await db.end();
        }
      });
    }

    it('counts every /v1 request, errors included, but not health or the OpenAPI document', async () => {
      const key = newAccount(nodes[0], 3);
      assert.equal((await nodes[0].client.request('/v1/subagents/missing-agent', { key })).status, 404);
      for (let i = 0; i < 3; i++) assert.equal((await nodes[0].client.request('/healthz')).status, 200);
      assert.equal((await nodes[0].client.request('/v1/openapi.json')).status, 200);
      const res = await nodes[0].client.request('/v1/subagents', { key });
      assert.equal(res.headers['x-ratelimit-remaining'], '1');
    });
  });
}
