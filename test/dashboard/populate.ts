// One of everything in the owner's account, for the tests that visit every page: a task, a
// webhook endpoint with a delivery, a subagent, an end user's connection, a tool source, a second
// dashboard user. Returns the ids that pages and forms name.
import { readFileSync } from 'node:fs';
import { createTask, runApproved, waitForTask } from '../helpers/tasks.ts';
import type { Receiver } from '../helpers/webhook-receiver.ts';
import type { DashboardFixture } from './fixture.ts';

export interface Populated {
  keyId: string;
  keyHint: string;
  taskId: string;
  deliveryId: string;
  subagent: string;
  userId: string;
  source: string;
  dashboardUserId: string;
  /** Strings that appear on the owner's pages and must never appear on another account's. */
  markers: string[];
}

const billing = readFileSync(new URL('../fixtures/tools/billing-api.json', import.meta.url), 'utf8');

export async function populate(dash: DashboardFixture, receiver: Receiver): Promise<Populated> {
  const { baton } = dash;
  const key = baton.key!;
  const account = baton.accountId!;
  const api = async (path: string, body: unknown, method = 'POST') => {
    const res = await baton.client.request(path, { key, body, method });
    if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${res.text}`);
    return res.body;
  };
  await api('/v1/webhook_endpoint', { url: receiver.url }, 'PUT');
  const subagent = 'crm-agent';
  await api('/v1/subagents', { name: subagent, prompt: 'Triage GitHub issues and post a summary to a Slack channel' });
  await api('/v1/tools', JSON.parse(billing));
  const task = await createTask(baton.client, key, { prompt: 'What time is it in UTC?', sub_agent: 'web-researcher', user_id: 'user_42', metadata: { order: 'A-1001' } });
  await waitForTask(baton.client, key, task.id, ['complete']);
  await runApproved(baton.client, key, { prompt: 'List my GitHub repositories', sub_agent: 'github-assistant', user_id: 'user_42' });
  const deliveryId = (await api('/v1/webhook_endpoint/test', undefined)).id;
  baton.cli(['users', 'create', '--account', account, '--email', 'ben@example.com']);
  const users = baton.cli(['users', 'list', '--account', account]).json.data;
  const dashboardUserId = users.find((u: { email: string }) => u.email === 'ben@example.com').id;
  const [ownKey] = baton.cli(['keys', 'list', '--account', account]).json.data;
  return {
    keyId: ownKey.id,
    keyHint: ownKey.hint,
    taskId: task.id,
    deliveryId,
    subagent,
    userId: 'user_42',
    source: 'billing-api',
    dashboardUserId,
    markers: [task.id, deliveryId, subagent, 'user_42', 'billing-api', receiver.url, ownKey.hint, 'owner@example.com', 'ben@example.com'],
  };
}
