// Group commit of the task path's writes on PostgreSQL (ADR 29): writes made in one turn of the
// event loop go out in one round trip and commit together; nobody hears of success before the
// commit; a write that fails fails alone, and the others of its group are applied exactly once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { nameStatement } from '../../src/store/named-statements.ts';
import { openStore, type Store } from '../../src/store/open-store.ts';
import { stripeKey, writeBatchesOf } from '../../src/store/pg-write-batch.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/postgres.ts';

const insert = 'insert into batch_probe (id, note) values ($1, $2) returning id';
const note = 'update batch_probe set note = $2 where id = $1 returning note';
// Which write of a group ran first: a sequence numbers them as they run.
const ran = 'insert into batch_order (label) values ($1) returning seq';
nameStatement(insert);
nameStatement(note);
nameStatement(ran);

describe('write groups (PostgreSQL)', () => {
  let database: TestDatabase;
  let store: Store;
  let side: pg.Client;
  // Round trips the pool's connections make, by what they carry.
  const sent: number[] = [];

  before(async () => {
    database = await createTestDatabase();
    store = openStore({ databaseUrl: database.url, dataDir: '/tmp/baton-write-groups', poolSize: 4 });
    side = new pg.Client(database.url);
    await side.connect();
    await side.query('create table batch_probe (id int primary key, note text)');
    await side.query('create table batch_order (seq serial primary key, label text)');
    const wrapped = new WeakSet<object>();
    store.pool!.on('acquire', (client) => {
      if (wrapped.has(client)) return;
      wrapped.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        sent.push((args[0] as { statements?: number }).statements ?? 1);
        return query(...args);
      };
    });
  });
  after(async () => {
    await side.end();
    await store.close();
    await database.drop();
  });

  const rows = async () => (await side.query('select id, note from batch_probe order by id')).rows;

  it('sends the writes of one turn in one round trip, and answers each after the commit', async () => {
    const batches = writeBatchesOf(store.db)!;
    sent.length = 0;
    const seen: number[] = [];
    // Each caller, once answered, finds its row from another connection: it was committed.
    const writes = [1, 2, 3, 4, 5].map((id) =>
      batches.run<{ id: number }>(insert, [id, 'new']).then(async (row) => {
        const found = await side.query('select 1 from batch_probe where id = $1', [id]);
        seen.push(found.rowCount ?? 0);
        return row;
      }),
    );
    assert.deepEqual(await Promise.all(writes), [1, 2, 3, 4, 5].map((id) => ({ id })));
    assert.deepEqual(seen, [1, 1, 1, 1, 1]);
    assert.deepEqual(sent, [5]);
    assert.equal(writeBatchesOf(await store.db.transaction().execute(async (trx) => trx)), undefined);
  });

  it('fails a failing write alone and applies the others of its group once', async () => {
    const batches = writeBatchesOf(store.db)!;
    sent.length = 0;
    const results = await Promise.allSettled([
      batches.run(note, [1, 'first']),
      batches.run(insert, [6, 'new']),
      batches.run(insert, [2, 'taken']),
      batches.run(note, [3, 'third']),
    ]);
    assert.deepEqual(results.map((r) => r.status), ['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    assert.equal(((results[2] as PromiseRejectedResult).reason as pg.DatabaseError).code, '23505');
    // The group, rolled back; then each write alone.
    assert.deepEqual(sent, [4, 1, 1, 1, 1]);
    assert.deepEqual(await rows(), [
      { id: 1, note: 'first' },
      { id: 2, note: 'new' },
      { id: 3, note: 'third' },
      { id: 4, note: 'new' },
      { id: 5, note: 'new' },
      { id: 6, note: 'new' },
    ]);
    // The pool goes on: the next group runs on a fresh connection.
    assert.deepEqual(await batches.run(note, [4, 'after']), { note: 'after' });
  });

  it('runs writes that lock a stripe last, in stripe order, at most 8 a group (ADR 32)', async () => {
    const batches = writeBatchesOf(store.db)!;
    sent.length = 0;
    const stripes = [['b', 2], ['a', 10], ['a', 9], ['b', 0], ['a', 11], ['c', 1], ['a', 1], ['b', 1], ['a', 3], ['a', 2]] as const;
    const writes = [
      ...stripes.map(([account, stripe]) => batches.run(ran, [`${account}${stripe}`], stripeKey(account, stripe))),
      batches.run(ran, ['plain 1']),
      batches.run(ran, ['plain 2']),
    ];
    await Promise.all(writes);
    const { rows: order } = await side.query<{ label: string }>('select label from batch_order order by seq');
    // The first eight stripe writes joined the first group, after the others; the last two, the next group.
    assert.deepEqual(order.map((r) => r.label), ['plain 1', 'plain 2', 'a1', 'a9', 'a10', 'a11', 'b0', 'b1', 'b2', 'c1', 'a2', 'a3']);
    assert.deepEqual(sent, [10, 2]);
  });
});
