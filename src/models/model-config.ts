// Which language model drives the tasks, from environment variables (documented in docs/models.md).
// Validation happens at start-up so a typo fails loudly instead of failing every task later.
import { ConfigError, readInteger, readString, readUrl, type Env } from '../config/env-parsers.ts';
import { DEFAULT_CALL_SETTINGS, type CallSettings } from './call-settings.ts';

export type ModelConfig = CallSettings &
  (
    | { provider: 'offline' }
    | { provider: 'openai'; model: string; apiKey: string; baseUrl?: string }
    | { provider: 'anthropic'; model: string; apiKey: string; baseUrl?: string }
    | { provider: 'openai-compatible'; model: string; baseUrl: string; apiKey?: string }
  );

export const MODEL_PROVIDERS = ['offline', 'openai', 'anthropic', 'openai-compatible'] as const;

const HTTP = ['https:', 'http:'] as const;
const USAGE = 'use offline, openai:<model>, anthropic:<model> or openai-compatible:<model>';

function required(env: Env, name: string, why: string): string {
  const value = readString(env, name);
  if (value === undefined) throw new ConfigError(name, `required ${why}`);
  return value;
}

/** Reads BATON_MODEL and the variables its provider needs; throws ConfigError naming the bad one. */
export function loadModelConfig(env: Env): ModelConfig {
  const settings: CallSettings = {
    timeoutMs: readInteger(env, 'BATON_MODEL_TIMEOUT_MS', DEFAULT_CALL_SETTINGS.timeoutMs, 100, 3_600_000),
    maxRetries: readInteger(env, 'BATON_MODEL_MAX_RETRIES', DEFAULT_CALL_SETTINGS.maxRetries, 0, 10),
  };
  const spec = readString(env, 'BATON_MODEL') ?? 'offline';
  if (spec === 'offline') return { provider: 'offline', ...settings };
  const colon = spec.indexOf(':');
  const provider = colon < 0 ? spec : spec.slice(0, colon);
  const model = colon < 0 ? '' : spec.slice(colon + 1).trim();
  if (!(MODEL_PROVIDERS as readonly string[]).includes(provider) || provider === 'offline') {
    throw new ConfigError('BATON_MODEL', `unknown model "${spec}"; ${USAGE}`);
  }
  if (!model) throw new ConfigError('BATON_MODEL', `"${spec}" names no model; write ${provider}:<model>, e.g. ${provider === 'anthropic' ? 'anthropic:claude-sonnet-4-5' : `${provider}:gpt-4.1-mini`}`);
  switch (provider) {
    case 'openai':
      return { provider, model, apiKey: required(env, 'BATON_OPENAI_API_KEY', 'when BATON_MODEL is openai:<model>'), baseUrl: readUrl(env, 'BATON_OPENAI_BASE_URL', HTTP)?.href, ...settings };
    case 'anthropic':
      return { provider, model, apiKey: required(env, 'BATON_ANTHROPIC_API_KEY', 'when BATON_MODEL is anthropic:<model>'), baseUrl: readUrl(env, 'BATON_ANTHROPIC_BASE_URL', HTTP)?.href, ...settings };
    default: {
      const baseUrl = readUrl(env, 'BATON_MODEL_BASE_URL', HTTP);
      if (!baseUrl) throw new ConfigError('BATON_MODEL_BASE_URL', 'required when BATON_MODEL is openai-compatible:<model> (e.g. http://127.0.0.1:11434/v1)');
      return { provider: 'openai-compatible', model, baseUrl: baseUrl.href, apiKey: readString(env, 'BATON_MODEL_API_KEY'), ...settings };
    }
  }
}
