// End users' connections through a real browser: search end users, list one's connections, revoke
// one (the API then lists it revoked and the next task asks for consent again), a settings link
// shown once that opens the end user's own page; another account's end users are out of reach.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTask, runApproved, waitForTask } from '../helpers/tasks.ts';
import { newContext } from './browser.ts';
import { getPage, otherAccountUser, postForm, startDashboard, type DashboardFixture } from './fixture.ts';
import { withoutChromium } from '../helpers/chromium.ts';

describe('dashboard: connections (browser)', { skip: withoutChromium }, () => {
  let dash: DashboardFixture;
  let key: string;
  before(async () => {
    dash = await startDashboard({ roomyPlan: true });
    key = dash.baton.key!;
  });
  after(async () => {
    await dash?.stop();
  });

  it('starts empty with what to do next', async () => {
    const page = await dash.open('/dashboard/connections');
    assert.match((await page.textContent('main'))!, /No connections yet/);
    await page.close();
  });

  it('finds end users by the start of their id and lists one\'s connections', async () => {
    await runApproved(dash.baton.client, key, { prompt: 'List my GitHub repositories', sub_agent: 'github-assistant', user_id: 'user_42' });
    await runApproved(dash.baton.client, key, { prompt: 'List the Slack channels', sub_agent: 'slack-assistant', user_id: 'user_42' });
    await runApproved(dash.baton.client, key, { prompt: 'List the Slack channels', sub_agent: 'slack-assistant', user_id: 'ops-bot' });
    const page = await dash.open('/dashboard/connections');
    assert.deepEqual((await page.locator('tbody th').allTextContents()).sort(), ['ops-bot', 'user_42']);
    await page.fill('#f-search', 'user_');
    await page.press('#f-search', 'Enter');
    await page.waitForURL(/search=user_/);
    assert.deepEqual(await page.locator('tbody th').allTextContents(), ['user_42']);
    await page.click('a:has-text("user_42")');
    await page.waitForURL(/user_id=user_42/);
    assert.deepEqual((await page.locator('tbody th').allTextContents()).sort(), ['github', 'slack']);
    assert.match((await page.textContent('tr[data-connection=github-test]'))!, /active.*repo/s);
    await page.goto(`${dash.baton.url}/dashboard/connections?search=USER`);
    assert.match((await page.textContent('main'))!, /No end user matches/);
    await page.close();
  });

  it('revokes a connection: the API lists it revoked and the next task asks for consent again', async () => {
    const page = await dash.open('/dashboard/connections?user_id=user_42');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.click('button[aria-label="Revoke github (test)"]');
    await page.waitForURL(/done=revoked/);
    assert.match((await page.textContent('tr[data-connection=github-test]'))!, /revoked/);
    assert.match((await page.textContent('tr[data-connection=slack-test]'))!, /active/);
    const listed = await dash.baton.client.request('/v1/users/user_42/connections', { key });
    assert.deepEqual(listed.body.data.map((c: { service: string; status: string }) => [c.service, c.status]).sort(), [['github', 'revoked'], ['slack', 'active']]);
    const again = await createTask(dash.baton.client, key, { prompt: 'List my GitHub repositories', sub_agent: 'github-assistant', user_id: 'user_42' });
    assert.equal((await waitForTask(dash.baton.client, key, again.id, ['waiting'])).waiting.service, 'github');
    await dash.baton.client.request(`/v1/tasks/${again.id}/cancel`, { key, method: 'POST' });
    await page.close();
  });

  it('makes a settings link, shown once, that opens the end user\'s own page', async () => {
    const page = await dash.open('/dashboard/connections?user_id=user_42');
    await page.click('button:has-text("Create a settings link")');
    const link = (await page.textContent('#settings-link'))!;
    assert.match(link, /\/settings\/[A-Za-z0-9]{43}$/);
    assert.ok(!page.url().includes(link.split('/').pop()!), 'not in the dashboard\'s URL');
    await page.goto(`${dash.baton.url}/dashboard/connections?user_id=user_42`);
    assert.ok(!(await page.content()).includes(link), 'shown only once');
    const endUser = await newContext(dash.browser);
    const settings = await endUser.newPage();
    await settings.goto(`${dash.baton.url}${new URL(link).pathname}`);
    assert.match((await settings.textContent('body'))!, /Slack/i);
    await endUser.close();
    await page.close();
  });

  it("another account's user finds none of these end users and cannot revoke their connections", async () => {
    const { page, context, cookie, csrf } = await otherAccountUser(dash, 'olga@example.com');
    await page.goto(`${dash.baton.url}/dashboard/connections?search=user`);
    assert.match((await page.textContent('main'))!, /No end user matches/);
    const theirs = await getPage(dash.baton, '/dashboard/connections?user_id=user_42', cookie);
    assert.match(theirs.text, /No connections/);
    assert.ok(!theirs.text.includes('slack'));
    const revoke = await postForm(dash.baton, '/dashboard/connections/revoke', cookie, { csrf, user_id: 'user_42', service: 'slack', environment: 'test' });
    assert.equal(revoke.status, 404);
    const listed = await dash.baton.client.request('/v1/users/user_42/connections', { key });
    assert.equal(listed.body.data.find((c: { service: string }) => c.service === 'slack').status, 'active');
    await context.close();
  });
});
