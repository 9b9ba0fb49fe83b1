// Model configuration from the environment, the models it builds, and the tool-name mapping.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError } from '../../src/config/env-parsers.ts';
import { createModel, loadModelConfig } from '../../src/models/create-model.ts';
import { callSettingsOf } from '../../src/models/call-settings.ts';
import { toCatalogToolName, toModelToolName } from '../../src/models/tool-names.ts';
import { catalog } from '../../src/tools/catalog.ts';

function rejects(env: Record<string, string>, variable: string, pattern: RegExp): void {
  assert.throws(
    () => loadModelConfig(env),
    (err: unknown) => {
      assert.ok(err instanceof ConfigError, String(err));
      assert.equal(err.variable, variable);
      assert.match(err.message, pattern);
      return true;
    },
  );
}

test('offline is the default, with a 60 s timeout and 2 retries', () => {
  assert.deepEqual(loadModelConfig({}), { provider: 'offline', timeoutMs: 60_000, maxRetries: 2 });
  assert.deepEqual(loadModelConfig({ BATON_MODEL: ' offline ' }), { provider: 'offline', timeoutMs: 60_000, maxRetries: 2 });
});

test('each provider reads its own variables', () => {
  assert.deepEqual(loadModelConfig({ BATON_MODEL: 'openai:gpt-4.1-mini', BATON_OPENAI_API_KEY: 'sk-1' }), {
    provider: 'openai', model: 'gpt-4.1-mini', apiKey: 'sk-1', baseUrl: undefined, timeoutMs: 60_000, maxRetries: 2,
  });
  assert.deepEqual(loadModelConfig({ BATON_MODEL: 'anthropic:claude-sonnet-4-5', BATON_ANTHROPIC_API_KEY: 'sk-ant', BATON_ANTHROPIC_BASE_URL: 'https://proxy.example/v1', BATON_MODEL_TIMEOUT_MS: '90000', BATON_MODEL_MAX_RETRIES: '0' }), {
    provider: 'anthropic', model: 'claude-sonnet-4-5', apiKey: 'sk-ant', baseUrl: 'https://proxy.example/v1', timeoutMs: 90_000, maxRetries: 0,
  });
  assert.deepEqual(loadModelConfig({ BATON_MODEL: 'openai-compatible:llama3.1:8b', BATON_MODEL_BASE_URL: 'http://127.0.0.1:11434/v1' }), {
    provider: 'openai-compatible', model: 'llama3.1:8b', baseUrl: 'http://127.0.0.1:11434/v1', apiKey: undefined, timeoutMs: 60_000, maxRetries: 2,
  });
});

test('bad values name the variable', () => {
  rejects({ BATON_MODEL: 'openai:' }, 'BATON_MODEL', /names no model/);
  rejects({ BATON_MODEL: 'gemini:pro' }, 'BATON_MODEL', /unknown model "gemini:pro"/);
  rejects({ BATON_MODEL: 'offline:x' }, 'BATON_MODEL', /unknown model/);
  rejects({ BATON_MODEL: 'openai:gpt-4.1' }, 'BATON_OPENAI_API_KEY', /required/);
  rejects({ BATON_MODEL: 'anthropic:claude' }, 'BATON_ANTHROPIC_API_KEY', /required/);
  rejects({ BATON_MODEL: 'openai-compatible:llama' }, 'BATON_MODEL_BASE_URL', /required/);
  rejects({ BATON_MODEL: 'openai-compatible:llama', BATON_MODEL_BASE_URL: 'ftp://x' }, 'BATON_MODEL_BASE_URL', /http/);
  rejects({ BATON_MODEL: 'openai:gpt', BATON_OPENAI_API_KEY: 'k', BATON_OPENAI_BASE_URL: 'not a url' }, 'BATON_OPENAI_BASE_URL', /not a URL/);
  rejects({ BATON_MODEL_TIMEOUT_MS: 'soon' }, 'BATON_MODEL_TIMEOUT_MS', /whole number/);
  rejects({ BATON_MODEL_MAX_RETRIES: '11' }, 'BATON_MODEL_MAX_RETRIES', /0 to 10/);
});

test('createModel builds a language model per provider and attaches its call settings', () => {
  const settings = { timeoutMs: 1234, maxRetries: 1 };
  const cases = [
    [{ provider: 'offline', ...settings }, 'baton.offline'],
    [{ provider: 'openai', model: 'gpt-x', apiKey: 'k', ...settings }, 'openai.responses'],
    [{ provider: 'anthropic', model: 'claude-x', apiKey: 'k', ...settings }, 'anthropic.messages'],
    [{ provider: 'openai-compatible', model: 'llama', baseUrl: 'http://127.0.0.1:1/v1', ...settings }, 'openai-compatible.chat'],
  ] as const;
  for (const [config, provider] of cases) {
    const model = createModel(config);
    assert.equal(model.specificationVersion, 'v4');
    assert.equal(model.provider, provider);
    assert.deepEqual(callSettingsOf(model), settings);
  }
});

test('tool names: every catalog name maps to a provider-safe name and back', () => {
  const names = catalog.tools.map((t) => t.name);
  for (const name of names) {
    const safe = toModelToolName(name);
    assert.match(safe, /^[a-zA-Z0-9_-]{1,64}$/);
    assert.equal(toCatalogToolName(safe, names), name);
    assert.equal(toCatalogToolName(safe), name, 'also without the offered list');
  }
  assert.equal(toModelToolName('google_calendar.list_events'), 'google_calendar__list_events');
  assert.equal(new Set(names.map(toModelToolName)).size, names.length, 'no two tools collide');
  // Custom names with other characters map back exactly through the offered list.
  assert.equal(toCatalogToolName(toModelToolName('acme.create ticket!'), ['acme.create ticket!']), 'acme.create ticket!');
});
