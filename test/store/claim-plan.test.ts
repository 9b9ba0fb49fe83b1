// The claim runs once per task a worker takes (and on every wake-up of every worker): with a backlog
// it must read the oldest unheld rows from an index in created_at order and stop, not read every
// running row and sort them (about 1.3 ms a claim at 1,500 waiting, which made a drain quadratic);
// tasks whose lease ran out are a claim of their own.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { claimTasks } from '../../src/engine/queue.ts';
import { accountRow } from '../helpers/embedded-store.ts';
import { storeForSuite } from '../helpers/stores.ts';

describe('query plan of the claim (PostgreSQL)', () => {
  const suite = storeForSuite('postgres');
  before(async () => {
    const { db } = suite.store;
    await db.insertInto('accounts').values(accountRow('acct_claim')).execute();
    await sql`
      insert into tasks (id, account_id, sub_agent, prompt, metadata_json, mode, environment, tools_json, status, created_at, updated_at, conversation_json, step_count, event_seq)
      select 'task_' || lpad(i::text, 6, '0'), 'acct_claim', 'helper', 'p', '{}', 'live', 'test', '[]', case when i % 3 = 0 then 'complete' else 'running' end,
        to_char(timestamp '2026-11-22' + i * interval '1 ms', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '2026-11-22T00:00:00.000Z', '[]', 0, 0
      from generate_series(1, 3000) i`.execute(db);
    await sql`analyze tasks`.execute(db);
  });

  it('takes the oldest runnable tasks from an index in created_at order, without sorting the backlog', async () => {
    const { pool } = suite.store;
    const sent: Array<{ text: string; values: unknown[] }> = [];
    const client = await pool!.connect();
    const query = client.query.bind(client);
    try {
      // The claim's own statement, as the worker sends it, explained on the same connection.
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const [text, values] = args;
        if (typeof text === 'string' && text.startsWith('update "tasks"')) sent.push({ text, values: values as unknown[] });
        return (query as (...args: unknown[]) => unknown)(...args);
      };
      client.release();
      const claimed = await claimTasks(suite.store.db, { owner: 'w1', seconds: 30, now: new Date() }, 1);
      assert.deepEqual(claimed.map((t) => t.id), ['task_000001']);
      // Its lease runs out: the claim of expired leases takes it again, the other one does not.
      const later = new Date(Date.now() + 60_000);
      const expired = await claimTasks(suite.store.db, { owner: 'w2', seconds: 30, now: later }, 1, { expired: true });
      assert.deepEqual(expired.map((t) => [t.id, t.lease_owner]), [['task_000001', 'w2']]);
      assert.deepEqual((await claimTasks(suite.store.db, { owner: 'w3', seconds: 30, now: later }, 1)).map((t) => t.id), ['task_000002']);
      assert.equal(sent.length, 3, 'the claims ran on the wrapped connection');
      const explained = await pool!.query(`explain ${sent[0].text}`, sent[0].values);
      const plan = explained.rows.map((r) => r['QUERY PLAN'] as string).join('\n');
      assert.match(plan, /Index Scan using tasks_runnable on tasks/, plan);
      assert.doesNotMatch(plan, /Sort Key: [^\n]*created_at/, plan);
    } finally {
      (client as unknown as { query: unknown }).query = query;
    }
  });
});
