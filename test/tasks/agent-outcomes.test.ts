// Honest outcomes with hosted models (decisions G1, G4) through the real server: scripted OpenAI
// Responses, Chat Completions and Anthropic servers drive the agent loop. A tool error the model
// can act on comes back to it as the call's result; baton.fail_task ends the task with a G1 code;
// three errors in a row, or an answer right after an unrecovered error, fail the task.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { toModelToolName } from '../../src/models/tool-names.ts';
import type { Baton } from '../helpers/baton.ts';
import { startAnthropicServer, startOpenAIServer, type ModelServer } from '../helpers/model-servers.ts';
import { batonOn, storeKinds } from '../helpers/stores.ts';
import { newAccount, runApproved } from '../helpers/tasks.ts';

const failTask = toModelToolName('baton.fail_task');
const listIssues = toModelToolName('github.list_issues');
const now = toModelToolName('datetime.now');

type Env = (server: ModelServer) => Record<string, string>;
const responses: Env = (s) => ({ BATON_MODEL: 'openai:gpt-test', BATON_OPENAI_API_KEY: 'sk-test', BATON_OPENAI_BASE_URL: s.baseUrl });
const chat: Env = (s) => ({ BATON_MODEL: 'openai-compatible:local-model', BATON_MODEL_BASE_URL: s.baseUrl });
const anthropic: Env = (s) => ({ BATON_MODEL: 'anthropic:claude-test', BATON_ANTHROPIC_API_KEY: 'sk-ant-test', BATON_ANTHROPIC_BASE_URL: s.baseUrl });

const run = (baton: Baton, key: string, prompt: string, subAgent: string) => runApproved(baton.client, key, { prompt, sub_agent: subAgent, user_id: 'dev_1' });

/** What the model was sent on its n-th request (0-based), as one string. */
const sent = (server: ModelServer, n: number) => JSON.stringify(server.requests[n].body);

/** A model that recovers from a 404 by trying another repository, on any protocol. */
async function recoversFrom404(baton: Baton, server: ModelServer, key: string) {
  const before = server.requests.length;
  server.script([
    { toolCalls: [{ name: listIssues, input: { owner: 'acme-inc', repo: 'storefront', state: 'open' } }] },
    { toolCalls: [{ name: listIssues, input: { owner: 'northwind', repo: 'billing', state: 'open' } }] },
    { text: 'Listed the open issues of northwind/billing.' },
  ]);
  const { task, steps } = await run(baton, key, 'List the open issues of the storefront repository [sandbox:not_found]', 'github-assistant');
  assert.equal(task.status, 'complete', JSON.stringify(task.error));
  assert.equal(task.result.summary, 'Listed the open issues of northwind/billing.');
  assert.deepEqual(steps.map((s) => `${s.action}:${s.status}`).filter((s) => s.startsWith('list_issues')), ['list_issues:failed', 'list_issues:complete']);
  assert.match(steps[steps.findIndex((s) => s.action === 'list_issues')].note ?? '', /acme-inc.*returned to the model/);
  // The 404 came back as the first call's result: a structured error text with the G1 code.
  const second = sent(server, before + 1);
  assert.match(second, /target_not_found/);
  assert.match(second, /acme-inc/);
  assert.deepEqual(task.result.outputs.map((o: { tool: string }) => o.tool), ['github.list_issues']);
}

/** A model that reports target_not_found through baton.fail_task, on any protocol. */
async function reportsTargetNotFound(baton: Baton, server: ModelServer, key: string) {
  const before = server.requests.length;
  const message = "There is no calendar event titled 'Design review'";
  const suggestion = "Give the event's exact title or date, or create it first.";
  server.script([
    { toolCalls: [{ name: now, input: { timeZone: 'Europe/Berlin' } }] },
    { toolCalls: [{ name: failTask, input: { code: 'target_not_found', message, suggestion } }] },
  ]);
  const { task, steps } = await run(baton, key, "Tell me when 'Design review' starts, in Berlin time", 'web-researcher');
  assert.equal(task.status, 'failed');
  assert.deepEqual(task.error, { code: 'target_not_found', message, recoverable: true, suggestion });
  assert.ok(task.failed_at);
  assert.deepEqual(steps.map((s) => `${s.tool}:${s.status}`), ['datetime.now:complete', 'baton.fail_task:failed']);
  assert.equal(steps[1].note, `target_not_found: ${message}`);
  // The engine offered the tool and said when to use it, beside the subagent's tools.
  const first = sent(server, before);
  assert.match(first, new RegExp(failTask));
  assert.match(first, /target_not_found.*details_missing.*outside_capabilities/);
  assert.match(first, /Never say that something was done unless a tool call did it/);
  return task;
}

/** The task.failed event the task sent, as the account's delivery log shows it. */
async function failedEvent(baton: Baton, key: string, taskId: string) {
  const list = await baton.client.request(`/v1/webhook_deliveries?task_id=${taskId}&event=task.failed`, { key });
  assert.equal(list.body.data.length, 1, list.text);
  return (await baton.client.request(`/v1/webhook_deliveries/${list.body.data[0].id}`, { key })).body;
}

/** Starts the model server before the suite's node, which is pointed at it. */
function suite(kind: (typeof storeKinds)[number], start: () => Promise<ModelServer>, envFor: Env) {
  const env: Record<string, string> = {};
  const state = {} as { server: ModelServer; baton: Baton; keys: ReturnType<typeof newAccount> };
  before(async () => {
    state.server = await start();
    Object.assign(env, envFor(state.server));
  });
  after(() => state.server?.close());
  const node = batonOn(kind, { env });
  before(() => {
    state.baton = node();
    state.keys = newAccount(state.baton);
  });
  return state;
}

for (const kind of storeKinds) {
  describe(`agent outcomes with a hosted model (OpenAI Responses, ${kind})`, () => {
    const s = suite(kind, startOpenAIServer, responses);

    it('a 404 goes back to the model, which retries with another repository and completes', async () => {
      await recoversFrom404(s.baton, s.server, s.keys.test);
    });

    it('baton.fail_task with target_not_found fails the task with that code, message and suggestion', async () => {
      const task = await reportsTargetNotFound(s.baton, s.server, s.keys.test);
      const event = await failedEvent(s.baton, s.keys.test, task.id);
      assert.equal(event.event, 'task.failed');
      assert.deepEqual(JSON.parse(event.body).data.error, task.error);
    });

    it('three tool errors in a row fail the task with the last one\'s code', async () => {
      const before = s.server.requests.length;
      s.server.script([
        { toolCalls: [{ name: now, input: { timeZone: 'Asia/Tokyo' } }] },
        { toolCalls: [{ name: now, input: { timeZone: 'Mars/Olympus_Mons' } }] },
        { toolCalls: [{ name: now, input: { timeZone: 'Moon/Tranquility' } }] },
        { text: 'never asked' },
      ]);
      const { task, steps } = await run(s.baton, s.keys.test, 'What time is it in Tokyo? [sandbox:not_found]', 'web-researcher');
      assert.equal(task.status, 'failed');
      assert.equal(task.error.code, 'tool_error', 'the last error is an invalid argument, not the first not found');
      assert.equal(task.error.tool, 'datetime.now');
      assert.match(task.error.message, /Moon\/Tranquility/);
      assert.equal(typeof task.error.suggestion, 'string');
      assert.deepEqual(steps.map((x) => x.status), ['failed', 'failed', 'failed']);
      assert.equal(s.server.requests.length - before, 3, 'the third error is not sent back to the model');
    });

    it('errors that are not in a row do not fail the task', async () => {
      s.server.script([
        { toolCalls: [{ name: now, input: { timeZone: 'Asia/Tokyo' } }] },
        { toolCalls: [{ name: now, input: { timeZone: 'Asia/Tokyo' } }] },
        { toolCalls: [{ name: now, input: { timeZone: 'Mars/Olympus_Mons' } }] },
        { toolCalls: [{ name: now, input: { timeZone: 'Moon/Tranquility' } }] },
        { toolCalls: [{ name: now, input: { timeZone: 'Europe/Berlin' } }] },
        { text: 'It is evening in Tokyo.' },
      ]);
      const { task, steps } = await run(s.baton, s.keys.test, 'What time is it in Tokyo? [sandbox:not_found]', 'web-researcher');
      assert.equal(task.status, 'complete', JSON.stringify(task.error));
      assert.deepEqual(steps.map((x) => x.status), ['failed', 'complete', 'failed', 'failed', 'complete']);
    });

    it('a final answer right after an unrecovered tool error is not complete: it fails with that error', async () => {
      s.server.script([{ toolCalls: [{ name: now, input: { timeZone: 'Asia/Tokyo' } }] }, { text: 'It is 9:00 in Tokyo.' }]);
      const { task } = await run(s.baton, s.keys.test, 'What time is it in Tokyo? [sandbox:not_found]', 'web-researcher');
      assert.equal(task.status, 'failed');
      assert.equal(task.result, undefined);
      assert.equal(task.error.code, 'target_not_found');
      assert.equal(task.error.tool, 'datetime.now');
      assert.equal(task.error.recoverable, true);
    });

    it('a bad baton.fail_task input goes back to the model as an error', async () => {
      const before = s.server.requests.length;
      s.server.script([
        { toolCalls: [{ name: failTask, input: { code: 'impossible', message: 'no' } }] },
        { toolCalls: [{ name: failTask, input: { code: 'outside_capabilities', message: 'None of my tools can book a flight.' } }] },
      ]);
      const { task, steps } = await run(s.baton, s.keys.test, 'Book me a flight to Lisbon', 'web-researcher');
      assert.equal(task.status, 'failed');
      assert.equal(task.error.code, 'outside_capabilities');
      assert.equal(task.error.recoverable, false);
      assert.match(task.error.suggestion, /subagent/, 'without a suggestion, the code\'s own');
      assert.match(sent(s.server, before + 1), /Invalid arguments for baton.fail_task: code must be equal to one of the allowed values/);
      assert.deepEqual(steps.map((x) => `${x.action}:${x.status}`), ['fail_task:failed', 'fail_task:failed']);
      const progress = await s.baton.client.request(`/v1/webhook_deliveries?task_id=${task.id}&event=task.progress`, { key: s.keys.test });
      assert.deepEqual(progress.body.data, [], 'a model that refuses up front planned nothing');
    });

    it('an error the model cannot act on still fails the task at once', async () => {
      const before = s.server.requests.length;
      s.server.script([{ toolCalls: [{ name: now, input: { timeZone: 'Asia/Tokyo' } }] }, { text: 'never asked' }]);
      const { task } = await run(s.baton, s.keys.test, 'What time is it in Tokyo? [sandbox:permission_denied]', 'web-researcher');
      assert.equal(task.status, 'failed');
      assert.equal(task.error.code, 'permission_denied');
      assert.equal(s.server.requests.length - before, 1);
    });

    it('baton.fail_task is not one of the subagent\'s tools', async () => {
      const subagent = await s.baton.client.request('/v1/subagents/web-researcher', { key: s.keys.test });
      assert.equal(subagent.status, 200);
      assert.ok(!subagent.body.tools.includes('baton.fail_task'));
      assert.equal(subagent.body.tools_available, subagent.body.tools.length);
    });
  });
}

for (const [name, start, envFor] of [
  ['OpenAI Chat Completions', startOpenAIServer, chat],
  ['Anthropic Messages', startAnthropicServer, anthropic],
] as const) {
  describe(`agent outcomes with a hosted model (${name})`, () => {
    const s = suite('sqlite', start, envFor);

    it('a 404 goes back to the model, which retries with another repository and completes', async () => {
      await recoversFrom404(s.baton, s.server, s.keys.test);
    });

    it('baton.fail_task with target_not_found fails the task with that code, message and suggestion', async () => {
      await reportsTargetNotFound(s.baton, s.server, s.keys.test);
    });
  });
}
