// The agent loop driving a hosted model: loopback servers speaking the OpenAI Responses, OpenAI
// Chat Completions (openai-compatible) and Anthropic Messages protocols answer with scripted tool
// calls; the task runs the real sandbox tool and completes with the model's final text.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toModelToolName } from '../../src/models/tool-names.ts';
import { startBaton } from '../helpers/baton.ts';
import { startAnthropicServer, startOpenAIServer, type ModelServer } from '../helpers/model-servers.ts';
import { createTask, newAccount, waitForTask } from '../helpers/tasks.ts';

const providers: Array<[string, () => Promise<ModelServer>, (server: ModelServer) => Record<string, string>]> = [
  ['openai', startOpenAIServer, (s) => ({ BATON_MODEL: 'openai:gpt-test', BATON_OPENAI_API_KEY: 'sk-test', BATON_OPENAI_BASE_URL: s.baseUrl })],
  ['anthropic', startAnthropicServer, (s) => ({ BATON_MODEL: 'anthropic:claude-test', BATON_ANTHROPIC_API_KEY: 'sk-ant-test', BATON_ANTHROPIC_BASE_URL: s.baseUrl })],
  ['openai-compatible', startOpenAIServer, (s) => ({ BATON_MODEL: 'openai-compatible:local-model', BATON_MODEL_BASE_URL: s.baseUrl })],
];

for (const [name, start, envFor] of providers) {
  describe(`a task driven by a ${name} model`, () => {
    it('runs the scripted tool call and completes with the final text', async () => {
      const server = await start();
      const baton = await startBaton({ env: envFor(server) });
      try {
        server.script([{ toolCalls: [{ name: toModelToolName('datetime.now'), input: { timeZone: 'Asia/Tokyo' } }] }, { text: 'It is evening in Tokyo.' }]);
        const keys = newAccount(baton);
        const created = await createTask(baton.client, keys.test, { prompt: 'What time is it in Tokyo?', sub_agent: 'web-researcher' });
        const done = await waitForTask(baton.client, keys.test, created.id, ['complete', 'failed']);
        assert.equal(done.status, 'complete', JSON.stringify(done.error));
        assert.equal(done.result.summary, 'It is evening in Tokyo.');
        assert.equal(done.result.outputs[0].tool, 'datetime.now');
        assert.equal(done.result.outputs[0].output.timeZone, 'Asia/Tokyo');
        assert.equal(server.requests.length, 2);
        const first = JSON.stringify(server.requests[0].body);
        assert.match(first, /web researcher|research/i, 'the subagent prompt is the system prompt');
        assert.match(first, /datetime__now/);
        assert.match(first, /What time is it in Tokyo\?/);
        const second = JSON.stringify(server.requests[1].body);
        assert.match(second, /Asia\/Tokyo/, 'the tool result goes back to the model');
      } finally {
        await baton.stop();
        await server.close();
      }
    });
  });
}

describe('a model provider that keeps failing', () => {
  it('fails the task with model_error after the retries', async () => {
    const server = await startOpenAIServer();
    const baton = await startBaton({ env: { BATON_MODEL: 'openai:gpt-test', BATON_OPENAI_API_KEY: 'sk-test', BATON_OPENAI_BASE_URL: server.baseUrl, BATON_MODEL_MAX_RETRIES: '1' } });
    try {
      server.fail({ status: 500 }, { status: 500 }, { status: 500 });
      const keys = newAccount(baton);
      const created = await createTask(baton.client, keys.test, { prompt: 'What time is it in Tokyo?', sub_agent: 'web-researcher' });
      const done = await waitForTask(baton.client, keys.test, created.id, ['complete', 'failed']);
      assert.equal(done.status, 'failed');
      assert.equal(done.error.code, 'model_error');
      assert.equal(done.error.recoverable, true);
      assert.equal(server.requests.length, 2, 'one call and one retry');
    } finally {
      await baton.stop();
      await server.close();
    }
  });
});
