// The dashboard's end-user search on both engines: one row per end user of the account with
// connections, ids that start with the search (case-sensitive, counted in characters), newest change first.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ServiceContext } from '../../src/services/context.ts';
import { listEndUsers } from '../../src/services/connections/list-end-users.ts';
import { accountRow } from '../helpers/embedded-store.ts';
import { storeForSuite, storeKinds } from '../helpers/stores.ts';

const connection = (account: string, environment: 'test' | 'live', user: string, service: string, status: 'active' | 'revoked', at: string) => ({
  account_id: account, environment, user_id: user, service, scopes_json: '[]', status,
  access_token_sealed: null, refresh_token_sealed: null, expires_at: null, created_at: at, updated_at: at, revoked_at: status === 'revoked' ? at : null,
});

for (const kind of storeKinds) {
  describe(`end-user search (${kind})`, () => {
    const suite = storeForSuite(kind);
    let ctx: ServiceContext;
    before(async () => {
      ctx = { db: suite.store.db } as ServiceContext;
      await suite.store.db.insertInto('accounts').values([accountRow('acct_a'), accountRow('acct_b')]).execute();
      await suite.store.db.insertInto('connections').values([
        connection('acct_a', 'test', 'user_42', 'github', 'active', '2026-11-24T08:00:00.000Z'),
        connection('acct_a', 'live', 'user_42', 'github', 'revoked', '2026-11-24T09:00:00.000Z'),
        connection('acct_a', 'test', 'user_42', 'slack', 'active', '2026-11-24T07:00:00.000Z'),
        connection('acct_a', 'test', 'User_9', 'slack', 'active', '2026-11-24T10:00:00.000Z'),
        connection('acct_a', 'test', 'émile👋', 'notion', 'active', '2026-11-24T06:00:00.000Z'),
        connection('acct_b', 'test', 'user_1', 'github', 'active', '2026-11-24T11:00:00.000Z'),
      ]).execute();
    });

    it('groups by end user within the account, most recently changed first', async () => {
      const page = await listEndUsers(ctx, 'acct_a');
      assert.deepEqual(page.data.map((u) => [u.user_id, u.connections, u.active, u.updated_at]), [
        ['User_9', 1, 1, '2026-11-24T10:00:00.000Z'],
        ['user_42', 3, 2, '2026-11-24T09:00:00.000Z'],
        ['émile👋', 1, 1, '2026-11-24T06:00:00.000Z'],
      ]);
      assert.equal(page.has_more, false);
    });

    it('matches the start of the id, case-sensitively, in characters; pages', async () => {
      assert.deepEqual((await listEndUsers(ctx, 'acct_a', { search: 'user' })).data.map((u) => u.user_id), ['user_42']);
      assert.deepEqual((await listEndUsers(ctx, 'acct_a', { search: 'émile👋' })).data.map((u) => u.user_id), ['émile👋']);
      assert.deepEqual((await listEndUsers(ctx, 'acct_a', { search: '_42' })).data, []);
      const first = await listEndUsers(ctx, 'acct_a', { limit: 2 });
      assert.deepEqual([first.data.length, first.has_more], [2, true]);
      assert.deepEqual((await listEndUsers(ctx, 'acct_a', { limit: 2, offset: 2 })).data.map((u) => u.user_id), ['émile👋']);
    });
  });
}
