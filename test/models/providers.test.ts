// nextModelStep against loopback doubles of the hosted APIs: OpenAI (Responses, what openai(model)
// calls), OpenAI-compatible servers (Chat Completions) and Anthropic (Messages). What goes over the
// wire, what comes back, retries, timeouts and cancellation.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ModelMessage } from 'ai';
import { createModel } from '../../src/models/create-model.ts';
import type { ModelConfig } from '../../src/models/model-config.ts';
import { ModelError, nextModelStep, toolResultMessage, type ModelStep } from '../../src/models/model-step.ts';
import { catalog } from '../../src/tools/catalog.ts';
import { startAnthropicServer, startOpenAIServer, type ModelServer, type RecordedRequest } from '../helpers/model-servers.ts';

const tools = [catalog.getTool('github.create_issue')!, catalog.getTool('google_calendar.list_events')!];
const SYSTEM = 'You file GitHub issues for the team.\nCurrent time: 2025-03-12T10:00:00Z';
const PROMPT = "Create an issue in acme/web titled 'Login fails'";
const ISSUE_INPUT = { owner: 'acme', repo: 'web', title: 'Login fails' };

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Flavour {
  name: string;
  start(): Promise<ModelServer>;
  config(server: ModelServer): ModelConfig;
  path: string;
  /** The system prompt as the request carries it. */
  system(body: Rec): string;
  /** name -> JSON schema of the declared tools. */
  tools(body: Rec): Record<string, Rec>;
  /** The tool result the request sends back: call id and the output text. */
  toolResult(body: Rec): { id: string; output: string; isError: boolean } | undefined;
}

const settings = { timeoutMs: 2000, maxRetries: 2 };

const FLAVOURS: Flavour[] = [
  {
    name: 'openai (Responses API)',
    start: startOpenAIServer,
    config: (s) => ({ provider: 'openai', model: 'gpt-test', apiKey: 'sk-test', baseUrl: s.baseUrl, ...settings }),
    path: '/v1/responses',
    system: (b) => b.input.find((m: Rec) => m.role === 'system' || m.role === 'developer').content,
    tools: (b) => Object.fromEntries(b.tools.map((t: Rec) => [t.name, t.parameters])),
    toolResult: (b) => {
      const item = b.input.find((m: Rec) => m.type === 'function_call_output');
      return item && { id: item.call_id, output: item.output, isError: false };
    },
  },
  {
    name: 'openai-compatible (Chat Completions)',
    start: startOpenAIServer,
    config: (s) => ({ provider: 'openai-compatible', model: 'llama-test', baseUrl: s.baseUrl, ...settings }),
    path: '/v1/chat/completions',
    system: (b) => b.messages.find((m: Rec) => m.role === 'system').content,
    tools: (b) => Object.fromEntries(b.tools.map((t: Rec) => [t.function.name, t.function.parameters])),
    toolResult: (b) => {
      const m = b.messages.find((x: Rec) => x.role === 'tool');
      return m && { id: m.tool_call_id, output: m.content, isError: false };
    },
  },
  {
    name: 'anthropic (Messages API)',
    start: startAnthropicServer,
    config: (s) => ({ provider: 'anthropic', model: 'claude-test', apiKey: 'sk-ant-test', baseUrl: s.baseUrl, ...settings }),
    path: '/v1/messages',
    system: (b) => b.system.map((p: Rec) => p.text).join('\n'),
    tools: (b) => Object.fromEntries(b.tools.map((t: Rec) => [t.name, t.input_schema])),
    toolResult: (b) => {
      const part = b.messages.flatMap((m: Rec) => (Array.isArray(m.content) ? m.content : [])).find((p: Rec) => p.type === 'tool_result');
      return part && { id: part.tool_use_id, output: typeof part.content === 'string' ? part.content : JSON.stringify(part.content), isError: part.is_error === true };
    },
  },
];

const never = () => new AbortController().signal;

for (const flavour of FLAVOURS) {
  describe(flavour.name, () => {
    let server: ModelServer;
    let model: ReturnType<typeof createModel>;
    const step = (messages: ModelMessage[], signal = never()) => nextModelStep({ model, system: SYSTEM, messages, tools, signal });
    const bodies = (): Rec[] => server.requests.filter((r: RecordedRequest) => r.path === flavour.path).map((r) => r.body);

    before(async () => {
      server = await flavour.start();
      model = createModel(flavour.config(server));
    });
    after(() => server.close());

    test('sends the system prompt and the tools under safe names with their JSON schemas', async () => {
      server.requests.length = 0;
      server.script([{ text: 'Nothing to do.' }]);
      await step([{ role: 'user', content: PROMPT }]);
      const [body] = bodies();
      assert.equal(flavour.system(body), SYSTEM);
      const declared = flavour.tools(body);
      assert.deepEqual(Object.keys(declared).sort(), ['github__create_issue', 'google_calendar__list_events']);
      const schema = declared.github__create_issue;
      assert.deepEqual(schema.required, ['owner', 'repo', 'title']);
      assert.deepEqual(Object.keys(schema.properties), Object.keys(tools[0].input.properties!));
      assert.equal(schema.properties.title.type, 'string');
    });

    test('maps scripted tool calls back to catalog names with parsed inputs, then sends the result back', async () => {
      server.requests.length = 0;
      server.script([{ toolCalls: [{ name: 'github__create_issue', input: ISSUE_INPUT }] }, { text: "Created issue #43 'Login fails' in acme/web." }]);
      const first = await step([{ role: 'user', content: PROMPT }]);
      assert.equal(first.kind, 'tool_calls');
      const { calls } = first as Extract<ModelStep, { kind: 'tool_calls' }>;
      assert.equal(calls.length, 1);
      assert.equal(calls[0].tool, 'github.create_issue');
      assert.deepEqual(calls[0].input, ISSUE_INPUT);
      // The engine stores the conversation as JSON and may resume it in another process.
      const stored = JSON.stringify([{ role: 'user', content: PROMPT }, ...first.messages, toolResultMessage([{ id: calls[0].id, tool: calls[0].tool, output: { number: 43, title: 'Login fails' } }])]);
      const second = await step(JSON.parse(stored) as ModelMessage[]);
      assert.deepEqual(second.kind === 'final' && second.text, "Created issue #43 'Login fails' in acme/web.");
      const sent = flavour.toolResult(bodies()[1]);
      assert.ok(sent, 'the second request carries the tool result');
      assert.equal(sent.id, calls[0].id);
      assert.deepEqual(JSON.parse(sent.output), { number: 43, title: 'Login fails' });
    });

    test('a tool error goes back as an error result', async () => {
      server.requests.length = 0;
      server.script([{ text: 'The repository does not exist.' }]);
      const history: ModelMessage[] = [
        { role: 'user', content: PROMPT },
        { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'call_9', toolName: 'github__create_issue', input: ISSUE_INPUT }] },
        toolResultMessage([{ id: 'call_9', tool: 'github.create_issue', output: { error: 'not_found', message: 'repository acme/web not found' }, isError: true }]),
      ];
      await step(history);
      const sent = flavour.toolResult(bodies()[0]);
      assert.ok(sent);
      assert.match(sent.output, /repository acme\/web not found/);
      if (flavour.name.startsWith('anthropic')) assert.equal(sent.isError, true);
    });

    test('a 500 then a success is retried', async () => {
      server.requests.length = 0;
      server.fail({ status: 500 });
      server.script([{ text: 'ok' }]);
      const result = await step([{ role: 'user', content: PROMPT }]);
      assert.equal(result.kind === 'final' && result.text, 'ok');
      assert.equal(bodies().length, 2);
    });

    test('a 429 then a success is retried', async () => {
      server.requests.length = 0;
      server.fail({ status: 429, retryAfterMs: 20 });
      server.script([{ text: 'ok' }]);
      assert.equal((await step([{ role: 'user', content: PROMPT }])).kind, 'final');
      assert.equal(bodies().length, 2);
    });

    test('a persistent 500 becomes a ModelError after the configured retries', async () => {
      server.requests.length = 0;
      server.fail({ status: 500, message: 'upstream exploded' }, { status: 500, message: 'upstream exploded' }, { status: 500, message: 'upstream exploded' });
      server.script([{ text: 'never reached' }]);
      await assert.rejects(step([{ role: 'user', content: PROMPT }]), (err: unknown) => {
        assert.ok(err instanceof ModelError, String(err));
        assert.equal(err.statusCode, 500);
        assert.match(err.message, /after 3 attempts/);
        assert.ok(err.cause, 'the provider error is kept');
        return true;
      });
      assert.equal(bodies().length, 3, 'one call and two retries');
      server.script([]);
    });

    test('a server slower than the timeout becomes a ModelError', async () => {
      server.fail({ delayMs: 5000 });
      server.script([{ text: 'too late' }]);
      const started = Date.now();
      await assert.rejects(nextModelStep({ model, system: SYSTEM, messages: [{ role: 'user', content: PROMPT }], tools, signal: never(), timeoutMs: 300 }), (err: unknown) => {
        assert.ok(err instanceof ModelError, String(err));
        assert.match(err.message, /did not answer within 300 ms/);
        return true;
      });
      assert.ok(Date.now() - started < 3000, 'gave up at the timeout, not at the answer');
      server.script([]);
    });

    test('an abort stops the call with the abort reason, not a ModelError', async () => {
      server.fail({ delayMs: 5000 });
      server.script([{ text: 'too late' }]);
      const controller = new AbortController();
      const reason = new Error('task cancelled');
      setTimeout(() => controller.abort(reason), 100);
      await assert.rejects(step([{ role: 'user', content: PROMPT }], controller.signal), (err: unknown) => {
        assert.equal(err, reason);
        return true;
      });
      server.script([]);
    });
  });
}

test('a model that names a tool it was not offered gets an error result and another turn', async () => {
  const server = await startOpenAIServer();
  try {
    const model = createModel({ provider: 'openai-compatible', model: 'm', baseUrl: server.baseUrl, ...settings });
    server.script([{ toolCalls: [{ name: 'github__delete_repo', input: {} }] }, { toolCalls: [{ name: 'github__create_issue', input: ISSUE_INPUT }] }]);
    const result = await nextModelStep({ model, system: SYSTEM, messages: [{ role: 'user', content: PROMPT }], tools, signal: never() });
    assert.equal(result.kind, 'tool_calls');
    assert.deepEqual(result.kind === 'tool_calls' && result.calls.map((c) => c.tool), ['github.create_issue']);
    assert.equal(result.messages.length, 3, 'bad call, its error result, good call');
    const second = server.requests[1].body as Rec;
    const errorResult = second.messages.find((m: Rec) => m.role === 'tool');
    assert.match(errorResult.content, /github__delete_repo/);
  } finally {
    await server.close();
  }
});

test('a cancelled signal is honoured before anything is sent', async () => {
  const server = await startOpenAIServer();
  try {
    const model = createModel({ provider: 'openai-compatible', model: 'm', baseUrl: server.baseUrl, ...settings });
    const controller = new AbortController();
    controller.abort(new Error('cancelled early'));
    await assert.rejects(nextModelStep({ model, system: SYSTEM, messages: [{ role: 'user', content: PROMPT }], tools, signal: controller.signal }), /cancelled early/);
    assert.equal(server.requests.length, 0);
  } finally {
    await server.close();
  }
});
