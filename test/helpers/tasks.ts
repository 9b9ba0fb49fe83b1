// Polling helpers for task tests: a client polls like a real caller without webhooks would.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from './https-client.ts';

export async function waitForTask(client: Client, key: string, id: string, statuses: string[], timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.request(`/v1/tasks/${id}`, { key });
    if (statuses.includes(res.body?.status)) return res.body;
    if (Date.now() > deadline) throw new Error(`task ${id} is ${res.body?.status} (${JSON.stringify(res.body)}), not ${statuses.join('|')}`);
    await sleep(25);
  }
}

export async function createTask(client: Client, key: string, body: Record<string, unknown>) {
  const res = await client.request('/v1/tasks', { key, body });
  if (res.status !== 200) throw new Error(`create task answered ${res.status}: ${res.text}`);
  return res.body;
}

/** A fresh account on the enterprise plan with its own test and live keys. */
export function newAccount(baton: { cli(args: string[]): { json: { id: string; key: string } } }, limits = { rpm: 100_000, concurrency: 100 }) {
  const account = baton.cli(['accounts', 'create', '--name', 'tasks', '--plan', 'enterprise', '--rpm', String(limits.rpm), '--concurrency', String(limits.concurrency)]).json.id;
  const test = baton.cli(['keys', 'create', '--account', account, '--env', 'test']).json.key;
  const live = baton.cli(['keys', 'create', '--account', account, '--env', 'live']).json.key;
  return { account, test, live };
}
