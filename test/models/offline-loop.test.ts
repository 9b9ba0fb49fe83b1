// The offline model driven through nextModelStep exactly as the engine drives any model: each step's
// calls run the catalog's real sandbox implementations against seeded state, results go back with
// toolResultMessage, and the conversation is stored as JSON and read back between steps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ModelMessage } from 'ai';
import { createModel } from '../../src/models/create-model.ts';
import { nextModelStep, toolResultMessage, type ModelToolCall } from '../../src/models/model-step.ts';
import { catalog } from '../../src/tools/catalog.ts';
import type { SandboxState } from '../../src/tools/types.ts';
import { failTaskTool, failTaskToolName } from '../../src/engine/fail-task-tool.ts';

const NOW = new Date('2025-03-12T10:00:00Z'); // a Wednesday
const SYSTEM = `You are a workplace assistant.\nCurrent time: ${NOW.toISOString()}`;
const USER = 'user_1';

interface Run {
  calls: Array<ModelToolCall & { output: unknown; isError: boolean }>;
  text: string;
  /** The baton.fail_task input when the model ended the task as failed (G1). */
  failed?: { code: string; message: string; suggestion?: string };
  /** Sandbox state per service after the run. */
  states: Map<string, SandboxState>;
  transcripts: string[];
}

/** Runs a prompt to its final answer, executing the sandbox tools; `states` may be pre-seeded. */
async function run(prompt: string, options: { system?: string; states?: Map<string, SandboxState>; model?: ReturnType<typeof createModel> } = {}): Promise<Run> {
  const model = options.model ?? createModel({ provider: 'offline', timeoutMs: 5000, maxRetries: 0 });
  const states = options.states ?? new Map<string, SandboxState>();
  let ids = 0;
  let stored = JSON.stringify([{ role: 'user', content: prompt }] satisfies ModelMessage[]);
  const calls: Run['calls'] = [];
  const transcripts: string[] = [];
  for (let turn = 0; turn < 10; turn++) {
    // The engine keeps the conversation in its database between steps: only JSON survives.
    const messages = JSON.parse(stored) as ModelMessage[];
    const step = await nextModelStep({ model, system: options.system ?? SYSTEM, messages, tools: [...catalog.tools, failTaskTool], signal: AbortSignal.timeout(5000) });
    messages.push(...step.messages);
    if (step.kind === 'final') return { calls, text: step.text, states, transcripts: [...transcripts, JSON.stringify(messages)] };
    const results = [];
    const fail = step.calls.find((c) => c.tool === failTaskToolName);
    if (fail) return { calls, text: '', failed: fail.input as Run['failed'], states, transcripts };
    for (const call of step.calls) {
      const tool = catalog.getTool(call.tool);
      assert.ok(tool, `the model called an unknown tool ${call.tool}`);
      if (!states.has(tool.service)) states.set(tool.service, catalog.getService(tool.service)!.sandboxSeed(USER));
      const world = { state: states.get(tool.service)!, now: () => NOW, newId: (prefix: string) => `${prefix}_${++ids}`, userId: USER };
      let output: unknown;
      let isError = false;
      try {
        output = await tool.sandbox(structuredClone(call.input), world);
      } catch (err) {
        output = err;
        isError = true;
      }
      calls.push({ ...call, output, isError });
      results.push({ id: call.id, tool: call.tool, output, isError });
    }
    messages.push(toolResultMessage(results));
    stored = JSON.stringify(messages);
    transcripts.push(stored);
  }
  throw new Error('no final answer after 10 steps');
}

type Rec = Record<string, unknown>;

test('creates a GitHub issue in a seeded repository and names it in the final text', async () => {
  type Repos = { repos: Array<{ full_name: string; items: Rec[] }> };
  const seed = catalog.getService('github')!.sandboxSeed(USER) as Repos;
  const repo = seed.repos[0].full_name;
  const result = await run(`Create a GitHub issue in ${repo} titled 'Login fails on Safari'`);
  assert.deepEqual(result.calls.map((c) => c.tool), ['github.create_issue']);
  const created = result.calls[0].output as Rec;
  assert.equal(created.title, 'Login fails on Safari');
  const stored = (result.states.get('github') as Repos).repos.find((r) => r.full_name === repo)!;
  assert.ok(stored.items.some((i) => i.number === created.number && i.title === 'Login fails on Safari'), 'the issue is in the sandbox');
  assert.equal(result.text, `Created issue #${created.number} 'Login fails on Safari' in ${repo}.`);
});

test('two steps: the reply goes to the message the search found', async () => {
  const result = await run('Find the latest email from Alex and reply to it saying thanks, will do');
  assert.deepEqual(result.calls.map((c) => c.tool), ['gmail.search_messages', 'gmail.reply_to_message']);
  const found = (result.calls[0].output as { messages: Rec[] }).messages;
  assert.ok(found.length > 0);
  assert.equal(result.calls[1].input.messageId, found[0].id, 'the newest match');
  assert.equal(result.calls[1].input.body, 'Thanks, will do.');
  assert.equal(result.text, `Replied to e-mail ${String(found[0].id)}: 'Thanks, will do.'.`);
});

test('two steps: a reaction lands on the newest message of the channel', async () => {
  const result = await run('React with :white_check_mark: to the latest message in #engineering');
  assert.deepEqual(result.calls.map((c) => c.tool), ['slack.list_messages', 'slack.add_reaction']);
  const newest = (result.calls[0].output as { messages: Rec[] }).messages[0];
  assert.equal(result.calls[1].input.timestamp, newest.ts);
  assert.equal(result.calls[1].input.name, 'white_check_mark');
});

test('two steps: the event the prompt names is looked up by name and day, and deleted', async () => {
  const result = await run('Cancel the All-hands meeting on Friday');
  assert.deepEqual(result.calls.map((c) => c.tool), ['google_calendar.list_events', 'google_calendar.delete_event']);
  const events = (result.calls[0].output as { items: Rec[] }).items;
  // The lookup reads two weeks either side; the pick keeps Friday's (2025-03-14).
  const allHands = events.find((e) => e.summary === 'All-hands' && JSON.stringify(e.start).includes('2025-03-14'));
  assert.ok(allHands, 'the lookup found it');
  assert.equal(result.calls[0].input.q, 'All-hands');
  assert.equal(result.calls[1].input.eventId, allHands.id);
  assert.equal(result.text, `Deleted event 'All-hands' (${String(allHands.id)}).`);
});

test('a Linear issue goes to the team the prompt names, by its key', async () => {
  const result = await run("Create a Linear issue titled 'Fix onboarding' in the DES team due Friday");
  assert.deepEqual(result.calls.map((c) => c.tool), ['linear.create_issue']);
  assert.equal(result.calls[0].input.teamId, 'DES');
  assert.equal(result.calls[0].input.dueDate, '2025-03-14');
  const created = result.calls[0].output as Rec;
  assert.equal((created.team as Rec).key, 'DES');
  assert.match(result.text, new RegExp(`^Created ${String(created.identifier)} 'Fix onboarding'`));
});

test('two steps: archiving the e-mail a search found removes it from the inbox', async () => {
  const result = await run('Archive the latest email from billing@acmecloud.example');
  assert.deepEqual(result.calls.map((c) => c.tool), ['gmail.search_messages', 'gmail.modify_message_labels']);
  const message = (result.calls[0].output as { messages: Rec[] }).messages[0];
  assert.deepEqual(result.calls[1].input, { id: message.id, removeLabelIds: ['INBOX'] });
});

test('a read answers with what it found', async () => {
  const result = await run('List open pull requests in acme-inc/storefront');
  const pulls = result.calls[0].output as Rec[];
  assert.ok(pulls.length > 0);
  assert.match(result.text, new RegExp(`^Found ${pulls.length} open pull requests in acme-inc/storefront: #${String(pulls[0].number)} `));
});

test('a missing detail fails the task with details_missing naming it, before any call', async () => {
  const result = await run("Create a GitHub issue titled 'Login fails'");
  assert.equal(result.calls.length, 0);
  assert.equal(result.failed?.code, 'details_missing');
  assert.match(result.failed?.message ?? '', /github\.create_issue.* owner .*repo/);
});

test('a failing call stops the plan and the text says why', async () => {
  const result = await run("Comment 'Looking into it' on issue 999 in acme-inc/storefront");
  assert.equal(result.calls.length, 1);
  assert.equal(result.calls[0].isError, true);
  assert.match(result.text, /^Stopped: github\.add_comment failed: .+/);
  assert.ok(result.text.includes((result.calls[0].output as Error).message));
});

test('what no tool does fails the task with outside_capabilities, not done', async () => {
  const result = await run('What is the capital of France?');
  assert.equal(result.calls.length, 0);
  assert.equal(result.failed?.code, 'outside_capabilities');
});

test('same prompt and same results give the same conversation, step by step', async () => {
  const prompt = 'Find the latest email from Alex and reply to it saying thanks';
  const first = await run(prompt);
  const second = await run(prompt, { model: createModel({ provider: 'offline', timeoutMs: 5000, maxRetries: 0 }) });
  assert.deepEqual(second.transcripts, first.transcripts);
});

test('without a Current time line the model uses the clock it was given', async () => {
  const model = createModel({ provider: 'offline', timeoutMs: 5000, maxRetries: 0 }, { now: () => new Date('2025-03-17T09:00:00Z') });
  const result = await run("Cancel my meeting 'Team sync' on Friday", { system: 'You are a workplace assistant.', model });
  // Friday 2025-03-21, read with two weeks either side.
  assert.equal(result.calls[0].input.timeMin, '2025-03-07T00:00:00.000Z');
  assert.equal(result.calls[0].input.timeMax, '2025-04-05T00:00:00.000Z');
});

test('a conversation whose calls are not the plan ends instead of guessing the next step', async () => {
  const model = createModel({ provider: 'offline', timeoutMs: 5000, maxRetries: 0 });
  const messages: ModelMessage[] = [
    { role: 'user', content: 'React with :eyes: to the latest message in #general' },
    { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'x1', toolName: 'github__list_issues', input: { owner: 'acme-inc', repo: 'storefront' } }] },
    // A result that would even supply the next call's timestamp.
    toolResultMessage([{ id: 'x1', tool: 'github.list_issues', output: [{ number: 1, title: 'x', ts: '1741338720.000300' }] }]),
  ];
  const step = await nextModelStep({ model, system: SYSTEM, messages, tools: [...catalog.tools], signal: AbortSignal.timeout(5000) });
  assert.equal(step.kind, 'final');
});

test('labelling an issue adds the label to those it has (GitHub replaces the list it is sent)', async () => {
  const states = new Map<string, SandboxState>();
  await run("Create an issue in acme/web titled 'Charts render blank in Safari' with the label bug", { states });
  const result = await run("Label the 'Charts render blank in Safari' issue in acme/web as a good first issue", { states });
  const update = result.calls.find((c) => c.tool === 'github.update_issue');
  assert.ok(update && !update.isError, JSON.stringify(result.calls));
  assert.deepEqual((update.output as { labels: Rec[] }).labels.map((l) => l.name), ['bug', 'good first issue']);
});

test('a meeting named with its kind is not stood in for by a namesake on the day given', async () => {
  const states = new Map<string, SandboxState>();
  await run("Create an event 'Board meeting' on 2025-03-19 at 10am", { states });
  await run("Create an event 'Board pre-read' on 2025-03-14 at 9am", { states });
  const result = await run('Cancel the board meeting on Friday', { states });
  assert.equal(result.failed?.code, 'target_not_found', JSON.stringify(result.calls.map((c) => c.tool)));
  assert.match(result.failed?.message ?? '', /Board meeting/);
  assert.ok(!result.calls.some((c) => c.tool === 'google_calendar.delete_event'));
});

test('a question for one field of one record is answered with that field; two matches ask which', async () => {
  const states = new Map<string, SandboxState>();
  await run("Create a Linear ticket in ENG titled 'Checkout crashes on big carts', urgent priority", { states });
  const urgent = await run("How urgent is the 'Checkout crashes on big carts' ticket?", { states });
  assert.match(urgent.text, /priority of '[^']+': Urgent\./, urgent.text);
  await run("Create an event 'Design sync' tomorrow at 10am", { states });
  await run("Create an event 'Data sync' tomorrow at 4pm", { states });
  const which = await run('What time is the sync on my calendar tomorrow?', { states });
  assert.equal(which.failed?.code, 'details_missing', which.text);
});
