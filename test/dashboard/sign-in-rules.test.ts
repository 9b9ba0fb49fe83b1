// D1's rules on both engines, at a clock the test moves: one-time links (24 hours, spent once, the
// first-start owner chooses an e-mail), sessions (12 hours idle, 7 days at most, ended by sign-out
// and by removal), failed sign-ins limited per e-mail and per client address.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ServiceContext } from '../../src/services/context.ts';
import { createDashboardUser, inviteDashboardUser, listDashboardUsers, removeDashboardUser } from '../../src/services/dashboard-users/manage-users.ts';
import { createPasswordLink, usePasswordLink } from '../../src/services/dashboard-users/password-link.ts';
import { endSession, findSession, startSession } from '../../src/services/dashboard-users/sessions.ts';
import { signIn } from '../../src/services/dashboard-users/sign-in.ts';
import { accountRow } from '../helpers/embedded-store.ts';
import { manualClock } from '../helpers/manual-clock.ts';
import { storeForSuite, storeKinds } from '../helpers/stores.ts';

const password = 'correct horse battery staple';
const tokenOf = (url: string) => url.split('/').pop()!;

async function rejectsWith(promise: Promise<unknown>, code: string) {
  await assert.rejects(promise, (error: { code?: string }) => error.code === code);
}

for (const kind of storeKinds) {
  describe(`dashboard sign-in rules (${kind})`, () => {
    const suite = storeForSuite(kind);
    const clock = manualClock(new Date('2026-11-24T08:00:00.000Z'));
    let ctx: ServiceContext;
    before(async () => {
      ctx = { db: suite.store.db, clock, site: { publicUrl: 'https://baton.example' } } as unknown as ServiceContext;
      await suite.store.db.insertInto('accounts').values([accountRow('acct_a'), accountRow('acct_b')]).execute();
    });

    it('the first-start owner chooses an e-mail with the one-time link; the link works once, for 24 hours', async () => {
      const owner = await createDashboardUser(ctx, 'acct_a', null);
      assert.equal(owner.status, 'invited');
      const link = await createPasswordLink(ctx, owner.id);
      assert.match(link.url, /^https:\/\/baton\.example\/dashboard\/set-password\/[A-Za-z0-9]{43}$/);
      await rejectsWith(usePasswordLink(ctx, tokenOf(link.url), { email: 'owner@example.com', password: 'short' }), 'validation_failed');
      await rejectsWith(usePasswordLink(ctx, tokenOf(link.url), { email: 'not an address', password }), 'validation_failed');
      const user = await usePasswordLink(ctx, tokenOf(link.url), { email: ' Owner@Example.com ', password });
      assert.equal(user.email, 'owner@example.com');
      assert.match(user.password_hash!, /^scrypt\$32768\$8\$1\$/);
      await rejectsWith(usePasswordLink(ctx, tokenOf(link.url), { password }), 'password_link_used');
      await rejectsWith(usePasswordLink(ctx, 'unknown', { password }), 'password_link_not_found');
      const late = await createPasswordLink(ctx, owner.id);
      clock.advance(24 * 3600);
      await rejectsWith(usePasswordLink(ctx, tokenOf(late.url), { password }), 'password_link_expired');
    });

    it('an e-mail signs in to one account only; invitations name it', async () => {
      const invited = await inviteDashboardUser(ctx, 'acct_b', 'bea@example.com');
      assert.equal(invited.email, 'bea@example.com');
      await rejectsWith(inviteDashboardUser(ctx, 'acct_a', 'BEA@example.com'), 'dashboard_user_exists');
      await rejectsWith(inviteDashboardUser(ctx, 'acct_missing', 'x@example.com'), 'account_not_found');
      await usePasswordLink(ctx, tokenOf(invited.password_link.url), { password });
      assert.deepEqual((await listDashboardUsers(ctx, 'acct_b')).map((u) => [u.email, u.status]), [['bea@example.com', 'active']]);
    });

    it('sessions end after 12 idle hours, after 7 days at most, and at sign-out', async () => {
      const user = await signIn(ctx, { email: 'owner@example.com', password, client: '10.0.0.1' });
      const first = await startSession(ctx, user);
      assert.equal((await findSession(ctx, first.id))?.user.email, 'owner@example.com');
      assert.equal((await findSession(ctx, first.id))?.csrf, first.csrf);
      clock.advance(11 * 3600);
      assert.ok(await findSession(ctx, first.id), 'used within 12 hours: still valid');
      clock.advance(11 * 3600);
      assert.ok(await findSession(ctx, first.id), 'each use restarts the idle time');
      clock.advance(12 * 3600);
      assert.equal(await findSession(ctx, first.id), undefined, '12 idle hours end it');
      const second = await startSession(ctx, user);
      for (let hours = 11; hours < 7 * 24; hours += 11) {
        clock.advance(11 * 3600);
        assert.ok(await findSession(ctx, second.id), `used every 11 hours: valid after ${hours} hours`);
      }
      clock.advance(11 * 3600);
      assert.equal(await findSession(ctx, second.id), undefined, 'never longer than 7 days');
      const third = await startSession(ctx, user);
      await endSession(ctx, third.id);
      assert.equal(await findSession(ctx, third.id), undefined);
      assert.equal(await findSession(ctx, 'made-up'), undefined);
    });

    it('removing a user ends their sessions; nobody removes themselves or another account\'s user', async () => {
      const bea = (await listDashboardUsers(ctx, 'acct_b'))[0];
      const session = await startSession(ctx, await signIn(ctx, { email: 'bea@example.com', password, client: '10.0.0.2' }));
      await rejectsWith(removeDashboardUser(ctx, 'acct_b', bea.id, bea.id), 'validation_failed');
      await rejectsWith(removeDashboardUser(ctx, 'acct_a', bea.id), 'dashboard_user_not_found');
      await removeDashboardUser(ctx, 'acct_b', bea.id);
      assert.equal(await findSession(ctx, session.id), undefined);
      await rejectsWith(signIn(ctx, { email: 'bea@example.com', password, client: '10.0.0.2' }), 'invalid_credentials');
    });

    it('limits failed sign-ins: 5 per e-mail and 20 per client address in 15 minutes', async () => {
      for (let i = 0; i < 5; i++) await rejectsWith(signIn(ctx, { email: 'owner@example.com', password: `wrong ${i}`, client: `10.1.0.${i}` }), 'invalid_credentials');
      await rejectsWith(signIn(ctx, { email: 'owner@example.com', password, client: '10.1.1.1' }), 'rate_limit_exceeded');
      clock.advance(15 * 60 + 1);
      assert.ok(await signIn(ctx, { email: 'owner@example.com', password, client: '10.1.1.1' }), 'the window passed');
      for (let i = 0; i < 20; i++) await rejectsWith(signIn(ctx, { email: `nobody${i}@example.com`, password, client: '10.9.9.9' }), 'invalid_credentials');
      await rejectsWith(signIn(ctx, { email: 'owner@example.com', password, client: '10.9.9.9' }), 'rate_limit_exceeded');
      assert.ok(await signIn(ctx, { email: 'owner@example.com', password, client: '10.9.9.8' }), 'another address still signs in');
    });
  });
}
