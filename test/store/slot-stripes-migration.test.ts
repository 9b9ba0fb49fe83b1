// Migration 018 (ADR 31) spreads each account's concurrency limit over 64 stripes instead of 16
// while tasks run: the units held stay where they are, every stripe's capacity covers them, and
// the capacities add up to the limit, so exactly the free units can still be taken.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { slotStripes, syncSlots, takeSlot } from '../../src/engine/slots.ts';
import { up } from '../../src/store/migrations/018-slot-stripes-64.ts';
import { accountRow } from '../helpers/embedded-store.ts';
import { storeForSuite, storeKinds } from '../helpers/stores.ts';

for (const kind of storeKinds) {
  describe(`concurrency stripes from 16 to 64 (${kind})`, () => {
    const suite = storeForSuite(kind);

    /** An account as migration 011 left it: 16 stripes, these units held on each. */
    async function sixteenStripes(id: string, limit: number, used: number[]) {
      const db = suite.store.db;
      await db.insertInto('accounts').values({ ...accountRow(id), concurrency_limit: limit }).execute();
      await syncSlots(db, id, limit);
      await db.deleteFrom('account_slots').where('account_id', '=', id).where('stripe', '>=', 16).execute();
      for (let stripe = 0; stripe < 16; stripe++) {
        const capacity = Math.floor(limit / 16) + (stripe < limit % 16 ? 1 : 0);
        await db.updateTable('account_slots').set({ capacity, used: used[stripe] ?? 0 }).where('account_id', '=', id).where('stripe', '=', stripe).execute();
      }
    }

    const stripesOf = (id: string) => suite.store.db.selectFrom('account_slots').select(['stripe', 'capacity', 'used']).where('account_id', '=', id).orderBy('stripe').execute();

    it('keeps the units held, covers them, and leaves exactly the free units to take', async () => {
      await sixteenStripes('acct_busy', 100, [7, 0, 0, 2]);
      await sixteenStripes('acct_over', 3, [1, 1, 1, 1]);
      await up(suite.store.db as never);

      const busy = await stripesOf('acct_busy');
      assert.equal(busy.length, slotStripes);
      assert.deepEqual(busy.slice(0, 4).map((s) => s.used), [7, 0, 0, 2]);
      assert.equal(busy.reduce((sum, s) => sum + s.capacity, 0), 100);
      assert.ok(busy.every((s) => s.capacity >= s.used), JSON.stringify(busy));
      let taken = 0;
      while ((await takeSlot(suite.store.db, 'acct_busy')) !== null) taken++;
      assert.equal(taken, 100 - 9, 'the limit minus the units held');

      // Four running on a limit lowered to three: no free unit, and the capacities add up to three.
      const over = await stripesOf('acct_over');
      assert.equal(over.length, slotStripes);
      assert.equal(over.reduce((sum, s) => sum + s.capacity, 0), 3);
      assert.equal(over.reduce((sum, s) => sum + s.used, 0), 4);
      assert.equal(await takeSlot(suite.store.db, 'acct_over'), null);
    });
  });
}
