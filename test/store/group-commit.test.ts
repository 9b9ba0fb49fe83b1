// Group commit on the embedded store: transactions that queue up together share one SQLite commit,
// yet each stays all-or-nothing and no caller hears of success before the commit.
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { afterCommit } from '../../src/store/commit-callbacks.ts';
import { inTransaction, type Store } from '../../src/store/open-store.ts';
import type { Database } from '../../src/store/schema.ts';
import { accountRow, embeddedStoreForSuite } from '../helpers/embedded-store.ts';

describe('group commit (embedded store)', () => {
  const embedded = embeddedStoreForSuite();
  let store: Store;
  before(() => {
    store = embedded.store;
  });

  const stored = (id: string) => embedded.outside.prepare('select count(*) as n from accounts where id = ?').get(id)!.n === 1;
  const insert = (trx: Kysely<Database>, id: string) => trx.insertInto('accounts').values(accountRow(id)).execute();

  it('runs transactions started together one after another and commits them once, after all have run', async () => {
    const events: string[] = [];
    const ids = ['grp_1', 'grp_2', 'grp_3'];
    await Promise.all(
      ids.map((id) =>
        inTransaction(store.db, async (trx) => {
          await insert(trx, id);
          events.push(`run ${id}`);
          // Every earlier member's row is written but not yet committed.
          assert.equal(stored(id), false);
          if (id === 'grp_3') assert.equal(stored('grp_1'), false, 'the first member has not committed on its own');
          afterCommit(trx, () => events.push(`committed ${id}`));
        }).then(() => assert.equal(stored(id), true, 'a caller hears of success only once its row is committed')),
      ),
    );
    assert.deepEqual(events, ['run grp_1', 'run grp_2', 'run grp_3', 'committed grp_1', 'committed grp_2', 'committed grp_3']);
  });

  it('rolls back a member that throws, alone, and forgets what it asked to run after commit', async () => {
    const committed: string[] = [];
    const results = await Promise.allSettled(
      ['alone_1', 'alone_2', 'alone_3'].map((id) =>
        inTransaction(store.db, async (trx) => {
          await insert(trx, id);
          afterCommit(trx, () => committed.push(id));
          if (id === 'alone_2') throw new Error('member two changed its mind');
          return id;
        }),
      ),
    );
    assert.deepEqual(results.map((r) => r.status), ['fulfilled', 'rejected', 'fulfilled']);
    assert.match(String((results[1] as PromiseRejectedResult).reason), /member two changed its mind/);
    assert.deepEqual([stored('alone_1'), stored('alone_2'), stored('alone_3')], [true, false, true]);
    assert.deepEqual(committed, ['alone_1', 'alone_3']);
  });

  it('fails every member when SQLite abandons the shared transaction, keeping none of their writes', async () => {
    const results = await Promise.allSettled([
      inTransaction(store.db, (trx) => insert(trx, 'lost_1')),
      inTransaction(store.db, async (trx) => {
        await insert(trx, 'lost_2');
        // What SQLite does by itself on a disk-full or I/O error: the whole transaction is gone.
        await sql`rollback`.execute(trx);
        throw new Error('disk I/O error');
      }),
    ]);
    assert.deepEqual(results.map((r) => r.status), ['rejected', 'rejected']);
    for (const result of results) assert.match(String((result as PromiseRejectedResult).reason), /disk I\/O error/);
    assert.deepEqual([stored('lost_1'), stored('lost_2')], [false, false]);
    // The store goes on working afterwards.
    await inTransaction(store.db, (trx) => insert(trx, 'lost_after'));
    assert.equal(stored('lost_after'), true);
  });

  it('fails every member when the shared commit fails', async () => {
    const results = await Promise.allSettled([
      inTransaction(store.db, (trx) => insert(trx, 'commit_1')),
      inTransaction(store.db, async (trx) => {
        // A foreign key checked at commit rather than per statement: the commit itself fails.
        await sql`pragma defer_foreign_keys = on`.execute(trx);
        await trx
          .insertInto('api_keys')
          .values({ id: 'key_orphan', account_id: 'no_such_account', environment: 'test', key_hash: 'orphan', key_hint: 'orph', created_at: '2026-11-22T00:00:00.000Z', revoked_at: null })
          .execute();
      }),
    ]);
    assert.deepEqual(results.map((r) => r.status), ['rejected', 'rejected']);
    for (const result of results) assert.match(String((result as PromiseRejectedResult).reason), /FOREIGN KEY/);
    assert.equal(stored('commit_1'), false);
  });

  it('holds the write lock from the start, so another process cannot write between its read and its write', async () => {
    const writer = new DatabaseSync(embedded.file, { timeout: 0 });
    try {
      await inTransaction(store.db, async (trx) => {
        await trx.selectFrom('accounts').select('id').execute();
        assert.throws(() => writer.exec("insert into accounts (id, name, plan, rpm_limit, concurrency_limit, status, created_at, updated_at) values ('other_process', 'o', 'prototyping', 1, 1, 'active', '', '')"), /database is locked/);
        await insert(trx, 'after_read');
      });
    } finally {
      writer.close();
    }
    assert.deepEqual([stored('after_read'), stored('other_process')], [true, false]);
  });

  it('fails the queued transactions when another process keeps the write lock past the busy timeout', async () => {
    const holder = new DatabaseSync(embedded.file);
    holder.exec('BEGIN IMMEDIATE');
    const results = await Promise.allSettled([inTransaction(store.db, (trx) => insert(trx, 'busy_1')), inTransaction(store.db, (trx) => insert(trx, 'busy_2'))]);
    holder.exec('ROLLBACK');
    holder.close();
    assert.deepEqual(results.map((r) => r.status), ['rejected', 'rejected']);
    assert.match(String((results[0] as PromiseRejectedResult).reason), /database is locked/);
    await inTransaction(store.db, (trx) => insert(trx, 'busy_after'));
    assert.deepEqual([stored('busy_1'), stored('busy_2'), stored('busy_after')], [false, false, true]);
  });

  it('commits at most 64 members together, so a long queue still sees commits', async () => {
    const events: string[] = [];
    await Promise.all(
      Array.from({ length: 70 }, (_, i) =>
        inTransaction(store.db, async (trx) => {
          await insert(trx, `many_${i}`);
          events.push(`run ${i}`);
          afterCommit(trx, () => events.push(`committed ${i}`));
        }),
      ),
    );
    assert.ok(events.indexOf('run 63') < events.indexOf('committed 0'), 'the first 64 share a commit');
    assert.ok(events.indexOf('committed 63') < events.indexOf('run 64'), 'the 65th starts the next group');
  });
});
