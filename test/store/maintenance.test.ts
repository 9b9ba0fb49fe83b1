// The workers' housekeeping on both engines: expired idempotency records go at once, consent and
// settings links a week after they expired (until then their pages still say "expired").
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { runMaintenance } from '../../src/engine/maintenance.ts';
import type { Store } from '../../src/store/open-store.ts';
import { accountRow } from '../helpers/embedded-store.ts';
import { storeForSuite, storeKinds } from '../helpers/stores.ts';

const now = new Date('2026-11-22T12:00:00.000Z');
const clock = { now: () => now };
const at = (hoursFromNow: number) => new Date(now.getTime() + hoursFromNow * 3600 * 1000).toISOString();
// Expired eight days ago (past the week of grace), one day ago (within it), and not yet expired.
const expiries = { old: at(-8 * 24), recent: at(-24), open: at(1) };

for (const kind of storeKinds) {
  describe(`housekeeping (${kind})`, () => {
    const suite = storeForSuite(kind);
    let store: Store;
    before(async () => {
      store = suite.store;
      await store.db.insertInto('accounts').values(accountRow('acct_m')).execute();
      for (const [name, expires_at] of Object.entries(expiries)) {
        await store.db
          .insertInto('consent_requests')
          .values({ token_hash: `consent_${name}`, account_id: 'acct_m', environment: 'test', user_id: 'u1', service: 'github', scopes_json: '[]', task_id: null, status: 'pending', oauth_state_hash: null, code_verifier_sealed: null, created_at: at(-30 * 24), expires_at, completed_at: null })
          .execute();
        await store.db.insertInto('settings_links').values({ token_hash: `settings_${name}`, account_id: 'acct_m', user_id: 'u1', created_at: at(-30 * 24), expires_at }).execute();
        await store.db
          .insertInto('idempotency_keys')
          .values({ account_id: 'acct_m', key: `idem_${name}`, fingerprint: 'f', state: 'done', locked_until: expires_at, response_status: 200, response_body: '{}', created_at: at(-30 * 24), expires_at })
          .execute();
      }
    });

    it('deletes expired idempotency records, and links only a week after they expired', async () => {
      assert.deepEqual(await runMaintenance({ db: store.db, clock }), { idempotencyKeys: 2, consentLinks: 1, settingsLinks: 1 });
      const consent = await store.db.selectFrom('consent_requests').select('token_hash').orderBy('token_hash').execute();
      const settings = await store.db.selectFrom('settings_links').select('token_hash').orderBy('token_hash').execute();
      const idempotency = await store.db.selectFrom('idempotency_keys').select('key').execute();
      assert.deepEqual(consent.map((r) => r.token_hash), ['consent_open', 'consent_recent']);
      assert.deepEqual(settings.map((r) => r.token_hash), ['settings_open', 'settings_recent']);
      assert.deepEqual(idempotency.map((r) => r.key), ['idem_open']);
      assert.deepEqual(await runMaintenance({ db: store.db, clock }), { idempotencyKeys: 0, consentLinks: 0, settingsLinks: 0 }, 'a second round finds nothing');
    });
  });
}
