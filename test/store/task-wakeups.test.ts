// Task wake-ups on PostgreSQL (baton_tasks): sent after the writing transaction has committed, not
// inside it (a NOTIFY in a transaction takes a database-wide lock through its commit, which made
// every task creation wait for the others), and wake-ups asked for meanwhile share one.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { createPgNotifier } from '../../src/engine/pg-notifier.ts';
import type { Notifier } from '../../src/engine/notifier.ts';
import { migrateToLatest } from '../../src/store/migrate.ts';
import { inTransaction, openStore, type Store } from '../../src/store/open-store.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/postgres.ts';

describe('task wake-ups on PostgreSQL', () => {
  let database: TestDatabase;
  let store: Store;
  let notifier: Notifier;
  let heard = 0;
  before(async () => {
    database = await createTestDatabase();
    store = openStore({ databaseUrl: database.url, dataDir: '/nonexistent' });
    await migrateToLatest(store.db);
    notifier = createPgNotifier(database.url, pino({ level: 'silent' }));
    notifier.on('baton_tasks', () => heard++);
    // The listener nudges once when it connects: wait for that before counting.
    for (let i = 0; i < 100 && heard === 0; i++) await sleep(10);
    heard = 0;
  });
  after(async () => {
    await notifier?.close();
    await store?.close();
    await database?.drop();
  });

  const settle = async (until: () => boolean) => {
    for (let i = 0; i < 200 && !until(); i++) await sleep(10);
    await sleep(50);
  };

  it('wakes the workers once the transaction has committed, and not before', async () => {
    await inTransaction(store.db, async (trx) => {
      await notifier.notify(trx, 'baton_tasks', 'task_1');
      await sleep(200);
      assert.equal(heard, 0, 'nothing is heard while the transaction is open');
    });
    await settle(() => heard > 0);
    assert.equal(heard, 1);
  });

  it('wakes nobody for a transaction that rolled back', async () => {
    heard = 0;
    await assert.rejects(
      inTransaction(store.db, async (trx) => {
        await notifier.notify(trx, 'baton_tasks', 'task_2');
        throw new Error('rolled back');
      }),
    );
    await sleep(300);
    assert.equal(heard, 0);
  });

  it('lets wake-ups asked for together share notifications, with one after the last commit', async () => {
    heard = 0;
    // Eight wake-ups asked in one transaction (a write group of several tasks): the first goes out
    // after the commit, the seven asked while it is on its way share one more. Whether wake-ups of
    // separate commits overlap depends on the disk's flush times, so that is not asserted here.
    await inTransaction(store.db, async (trx) => {
      for (let i = 0; i < 8; i++) await notifier.notify(trx, 'baton_tasks', `task_${i}`);
    });
    await settle(() => heard > 0);
    await sleep(300);
    assert.ok(heard >= 1 && heard <= 2, `${heard} notifications for 8 wake-ups of one commit`);
    const before = heard;
    await inTransaction(store.db, (trx) => notifier.notify(trx, 'baton_tasks', 'task_last'));
    await settle(() => heard > before);
    assert.ok(heard > before, 'a commit after the others is heard too');
  });
});
