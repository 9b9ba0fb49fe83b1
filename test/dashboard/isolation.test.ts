// Every signed-in dashboard route, listed against the routes the dashboard registers (a new route
// must join this table): another account's user sees none of the owner's data on any page, and
// every action that names one of the owner's objects is refused as not found, changing nothing;
// every form without the session's CSRF token, or from another origin, is refused.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { dashboardRoutes } from '../../src/http/dashboard/index.ts';
import type { ServiceContext } from '../../src/services/context.ts';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.ts';
import { sessionCookieName } from './browser.ts';
import { credentialsOf, getPage, otherAccountUser, postForm, startDashboard, type DashboardFixture, type OtherUser } from './fixture.ts';
import { populate, type Populated } from './populate.ts';
import { withoutChromium } from '../helpers/chromium.ts';

type Check = { method: 'GET' | 'POST'; route: string; path: (p: Populated) => string; fields?: (p: Populated) => Record<string, string>; other: number | 'none of the owner\'s data' };

const listed = 'none of the owner\'s data' as const;

/** What another account's user gets from each route when it names the owner's objects. */
const checks: Check[] = [
  { method: 'GET', route: '/dashboard', path: () => '/dashboard', other: listed },
  { method: 'GET', route: '/dashboard/users', path: () => '/dashboard/users', other: listed },
  { method: 'POST', route: '/dashboard/users', path: () => '/dashboard/users', fields: () => ({ email: 'new-colleague@example.com' }), other: 200 },
  { method: 'POST', route: '/dashboard/users/:id/remove', path: (p) => `/dashboard/users/${p.dashboardUserId}/remove`, other: 404 },
  { method: 'GET', route: '/dashboard/keys', path: () => '/dashboard/keys', other: listed },
  { method: 'POST', route: '/dashboard/keys', path: () => '/dashboard/keys', fields: () => ({ environment: 'test' }), other: 200 },
  { method: 'POST', route: '/dashboard/keys/:id/rotate', path: (p) => `/dashboard/keys/${p.keyId}/rotate`, other: 404 },
  { method: 'POST', route: '/dashboard/keys/:id/revoke', path: (p) => `/dashboard/keys/${p.keyId}/revoke`, other: 404 },
  { method: 'GET', route: '/dashboard/webhooks', path: (p) => `/dashboard/webhooks?task_id=${p.taskId}`, other: listed },
  { method: 'POST', route: '/dashboard/webhooks/reveal', path: () => '/dashboard/webhooks/reveal', other: 404 },
  { method: 'POST', route: '/dashboard/webhooks/rotate', path: () => '/dashboard/webhooks/rotate', other: 404 },
  { method: 'POST', route: '/dashboard/webhooks/test', path: () => '/dashboard/webhooks/test', other: 404 },
  { method: 'POST', route: '/dashboard/webhooks/endpoint', path: () => '/dashboard/webhooks/endpoint', fields: () => ({ url: 'http://127.0.0.1:9/theirs' }), other: 200 },
  { method: 'GET', route: '/dashboard/webhooks/deliveries/:id', path: (p) => `/dashboard/webhooks/deliveries/${p.deliveryId}`, other: 404 },
  { method: 'POST', route: '/dashboard/webhooks/deliveries/:id/redeliver', path: (p) => `/dashboard/webhooks/deliveries/${p.deliveryId}/redeliver`, other: 404 },
  { method: 'GET', route: '/dashboard/tasks', path: (p) => `/dashboard/tasks?user_id=${p.userId}`, other: listed },
  { method: 'GET', route: '/dashboard/tasks/:id', path: (p) => `/dashboard/tasks/${p.taskId}`, other: 404 },
  { method: 'POST', route: '/dashboard/tasks/:id/cancel', path: (p) => `/dashboard/tasks/${p.taskId}/cancel`, other: 404 },
  { method: 'GET', route: '/dashboard/subagents', path: () => '/dashboard/subagents?type=custom', other: listed },
  { method: 'GET', route: '/dashboard/subagents/:id', path: (p) => `/dashboard/subagents/${p.subagent}`, other: 404 },
  { method: 'POST', route: '/dashboard/subagents/:id', path: (p) => `/dashboard/subagents/${p.subagent}`, fields: () => ({ intent: 'save', prompt: 'hijacked' }), other: 404 },
  { method: 'POST', route: '/dashboard/subagents/:id/delete', path: (p) => `/dashboard/subagents/${p.subagent}/delete`, other: 404 },
  { method: 'POST', route: '/dashboard/subagents', path: () => '/dashboard/subagents', fields: () => ({ intent: 'preview', name: 'x', prompt: 'GitHub issues' }), other: 200 },
  { method: 'GET', route: '/dashboard/connections', path: (p) => `/dashboard/connections?user_id=${p.userId}`, other: listed },
  { method: 'POST', route: '/dashboard/connections/revoke', path: () => '/dashboard/connections/revoke', fields: (p) => ({ user_id: p.userId, service: 'github', environment: 'test' }), other: 404 },
  { method: 'POST', route: '/dashboard/connections/settings-link', path: () => '/dashboard/connections/settings-link', fields: (p) => ({ user_id: p.userId }), other: 200 },
  { method: 'GET', route: '/dashboard/tools', path: () => '/dashboard/tools', other: listed },
  { method: 'POST', route: '/dashboard/tools', path: () => '/dashboard/tools', fields: () => ({ definition: '{' }), other: 400 },
  { method: 'GET', route: '/dashboard/tools/:name', path: (p) => `/dashboard/tools/${p.source}`, other: 404 },
  { method: 'POST', route: '/dashboard/tools/:name/refresh', path: (p) => `/dashboard/tools/${p.source}/refresh`, other: 404 },
  { method: 'POST', route: '/dashboard/tools/:name/delete', path: (p) => `/dashboard/tools/${p.source}/delete`, other: 404 },
];

/** Routes anyone may reach: they name no account's objects. */
const publicRoutes = ['GET /dashboard/sign-in', 'POST /dashboard/sign-in', 'POST /dashboard/sign-out', 'GET /dashboard/set-password/:token', 'POST /dashboard/set-password/:token'];

describe('dashboard: every route, another account and forged forms', { skip: withoutChromium }, () => {
  let dash: DashboardFixture;
  let receiver: Receiver;
  let owned: Populated;
  let olga: OtherUser;
  before(async () => {
    [dash, receiver] = await Promise.all([startDashboard({ roomyPlan: true }), startReceiver()]);
    owned = await populate(dash, receiver);
    olga = await otherAccountUser(dash, 'olga@example.com');
  });
  after(async () => {
    await dash?.stop();
    await receiver?.close();
  });

  it('the table names every signed-in route the dashboard registers', async () => {
    const app = Fastify();
    const registered: string[] = [];
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
    });
    await app.register(dashboardRoutes, { ctx: {} as ServiceContext, providers: {} as never });
    await app.ready();
    await app.close();
    const signedIn = registered.filter((r) => !r.includes('/dashboard/assets/') && !publicRoutes.includes(r));
    assert.deepEqual(signedIn.sort(), checks.map((c) => `${c.method} ${c.route}`).sort());
  });

  it("another account's user gets none of the owner's data from any page or action", async () => {
    for (const check of checks) {
      const path = check.path(owned);
      const res = check.method === 'GET' ? await getPage(dash.baton, path, olga.cookie) : await postForm(dash.baton, path, olga.cookie, { csrf: olga.csrf, ...check.fields?.(owned) });
      const what = `${check.method} ${path}`;
      if (check.other === listed) assert.equal(res.status, 200, what);
      else assert.equal(res.status, check.other, `${what}: ${res.text.slice(0, 300)}`);
      // What the request itself names (a filter's value) may be echoed; nothing else of the owner's.
      const asked = `${path} ${JSON.stringify(check.fields?.(owned) ?? {})}`;
      for (const marker of owned.markers.filter((m) => !asked.includes(m))) assert.ok(!res.text.includes(marker), `${what} shows ${marker}`);
      if (res.status === 303) assert.ok(!String(res.headers.location).includes(owned.taskId));
    }
  });

  it("changed nothing of the owner's: key, endpoint, task, subagent, connection, tool source, users", async () => {
    const { baton } = dash;
    const key = baton.key!;
    assert.equal((await baton.client.request('/v1/subagents', { key })).status, 200, 'the key works');
    assert.equal(baton.cli(['keys', 'list', '--account', baton.accountId!]).json.data.length, 1);
    assert.equal((await baton.client.request('/v1/webhook_endpoint', { key })).body.url, receiver.url);
    assert.equal((await baton.client.request(`/v1/tasks/${owned.taskId}`, { key })).body.status, 'complete');
    const subagent = (await baton.client.request(`/v1/subagents/${owned.subagent}`, { key })).body;
    assert.deepEqual([subagent.status, subagent.prompt.startsWith('Triage')], ['deployed', true]);
    const connections = (await baton.client.request(`/v1/users/${owned.userId}/connections`, { key })).body.data;
    assert.deepEqual(connections.map((c: { service: string; status: string }) => [c.service, c.status]), [['github', 'active']]);
    assert.equal((await baton.client.request(`/v1/tools/${owned.source}`, { key })).status, 200);
    assert.equal(baton.cli(['users', 'list', '--account', baton.accountId!]).json.data.length, 2);
    const deliveries = (await baton.client.request(`/v1/webhook_deliveries/${owned.deliveryId}`, { key })).body;
    assert.equal(deliveries.attempts.length, 1, 'not redelivered');
  });

  it("a settings link made from another account for the owner's end user shows that account's connections only", async () => {
    const res = await postForm(dash.baton, '/dashboard/connections/settings-link', olga.cookie, { csrf: olga.csrf, user_id: owned.userId });
    const link = /\/settings\/[A-Za-z0-9]{43}/.exec(res.text)![0];
    const page = await dash.baton.client.request(link, { headers: { accept: 'application/json' } });
    assert.equal(page.status, 200);
    assert.deepEqual(page.body.data, []);
  });

  it('refuses every form without the session\'s CSRF token, or from another origin, changing nothing', async () => {
    const owner = await credentialsOf(dash, dash.owner);
    for (const check of checks.filter((c) => c.method === 'POST')) {
      const path = check.path(owned);
      const fields = check.fields?.(owned) ?? {};
      const attempts = [
        await postForm(dash.baton, path, owner.cookie, fields),
        await postForm(dash.baton, path, owner.cookie, { ...fields, csrf: olga.csrf }),
        await dash.baton.client.request(path, {
          method: 'POST',
          rawBody: new URLSearchParams({ ...fields, csrf: owner.csrf }).toString(),
          headers: { cookie: `${sessionCookieName}=${owner.cookie}`, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
        }),
      ];
      for (const res of attempts) {
        assert.equal(res.status, 403, `${check.method} ${path}`);
        assert.match(res.text, /invalid_csrf_token/);
      }
    }
    assert.equal((await dash.baton.client.request('/v1/subagents', { key: dash.baton.key! })).status, 200, 'the key was not revoked');
    assert.equal((await dash.baton.client.request(`/v1/subagents/${owned.subagent}`, { key: dash.baton.key! })).body.status, 'deployed');
  });
});
