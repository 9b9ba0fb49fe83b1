// Prepared hot queries on both engines: same rows as the query builder, parameters filled by name,
// constants refused, and (embedded) reads outside a transaction see only committed data.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { inTransaction, type Store } from '../../src/store/open-store.ts';
import { preparedQuery } from '../../src/store/prepared-query.ts';
import type { Account } from '../../src/store/schema.ts';
import { storeForSuite, storeKinds } from '../helpers/stores.ts';

const accountRow = (id: string, name: string): Account => ({
  id, name, plan: 'prototyping', rpm_limit: 100, concurrency_limit: 5, status: 'active', created_at: '2026-11-22T00:00:00.000Z', updated_at: '2026-11-22T00:00:00.000Z',
});

const selectAccount = preparedQuery((db, p: { id: string; name: string }) =>
  db.selectFrom('accounts').select(['id', 'name', 'rpm_limit']).where('id', '=', p.id).where('name', '=', p.name),
);

for (const kind of storeKinds) {
  describe(`prepared queries (${kind})`, () => {
    const suite = storeForSuite(kind);
    let store: Store;
    before(async () => {
      store = suite.store;
      await store.db.insertInto('accounts').values([accountRow('acct_a', 'Alpha'), accountRow('acct_b', 'Beta')]).execute();
    });

    it('returns the rows the query builder returns, for each set of parameters', async () => {
      for (const [id, name] of [['acct_a', 'Alpha'], ['acct_b', 'Beta'], ['acct_a', 'Beta']]) {
        const built = await store.db.selectFrom('accounts').select(['id', 'name', 'rpm_limit']).where('id', '=', id).where('name', '=', name).execute();
        assert.deepEqual(await selectAccount(store.db, { id, name }), built);
      }
      assert.equal((await selectAccount(store.db, { id: 'acct_b', name: 'Beta' }))[0].name, 'Beta');
    });

    it('refuses a builder that bakes in a value not taken from params', async () => {
      const baked = preparedQuery((db, p: { id: string }) => db.selectFrom('accounts').select('id').where('id', '=', p.id).where('plan', '=', 'prototyping'));
      await assert.rejects(baked(store.db, { id: 'acct_a' }), /parameter not taken from params/);
    });

    it('runs writes and reads inside a transaction on that transaction', async () => {
      const rename = preparedQuery((db, p: { id: string; name: string }) => db.updateTable('accounts').set({ name: p.name }).where('id', '=', p.id));
      await inTransaction(store.db, async (trx) => {
        await rename(trx, { id: 'acct_a', name: 'Renamed' });
        assert.equal((await selectAccount(trx, { id: 'acct_a', name: 'Renamed' })).length, 1, 'the transaction reads its own write');
        // The root handle reads on another connection (SQLite: the read connection; PostgreSQL: another
        // pooled client), so the uncommitted rename is not visible there.
        assert.equal((await selectAccount(store.db, { id: 'acct_a', name: 'Renamed' })).length, 0);
        assert.equal((await selectAccount(store.db, { id: 'acct_a', name: 'Alpha' })).length, 1);
      });
      assert.equal((await selectAccount(store.db, { id: 'acct_a', name: 'Renamed' })).length, 1, 'visible once committed');
    });
  });
}
