// Polling helpers for task tests: a client polls like a real caller without webhooks would.
import assert from 'node:assert/strict';
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

export interface TraceStep {
  tool: string;
  action: string;
  status: string;
  note?: string;
}

/** Creates a task and runs it to its end, approving the sandbox consent when it waits for one. */
export async function runApproved(client: Client, key: string, body: Record<string, unknown>) {
  const created = await createTask(client, key, body);
  let task = await waitForTask(client, key, created.id, ['waiting', 'complete', 'failed']);
  if (task.status === 'waiting') {
    const consent = await client.request(new URL(task.waiting.auth_url).pathname, { method: 'POST', rawBody: 'decision=approve', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' } });
    assert.ok(consent.status < 400, consent.text);
    task = await waitForTask(client, key, created.id, ['complete', 'failed']);
  }
  const trace = (await client.request(`/v1/tasks/${created.id}/trace`, { key })).body;
  return { task, steps: trace.steps as TraceStep[] };
}
