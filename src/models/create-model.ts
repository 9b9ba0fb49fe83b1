// Builds the configured language model. Every provider ends up as an AI SDK language model, so the
// engine's loop (nextModelStep) never knows which one it drives.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { LanguageModel } from 'ai';
import { attachCallSettings } from './call-settings.ts';
import type { ModelConfig } from './model-config.ts';
import { createOfflineModel, offlineProvider } from './offline/index.ts';

export { loadModelConfig, type ModelConfig } from './model-config.ts';

export interface ModelDeps {
  /** Used for every provider request; tests point it at loopback doubles. */
  fetch?: typeof fetch;
  /** The offline model's clock when a conversation carries no `Current time:` line. */
  now?: () => Date;
}

/** URLs from `new URL()` end with a slash the SDKs would double before their paths. */
const trimSlash = (url: string | undefined) => url?.replace(/\/+$/, '');

function build(config: ModelConfig, deps: ModelDeps): LanguageModelV4 {
  switch (config.provider) {
    case 'offline':
      return createOfflineModel({ now: deps.now });
    case 'openai':
      // openai(model) speaks the Responses API (POST /responses).
      return createOpenAI({ apiKey: config.apiKey, baseURL: trimSlash(config.baseUrl), fetch: deps.fetch })(config.model);
    case 'anthropic':
      return createAnthropic({ apiKey: config.apiKey, baseURL: trimSlash(config.baseUrl), fetch: deps.fetch })(config.model);
    case 'openai-compatible':
      // Chat Completions (POST /chat/completions): what Ollama, vLLM, LM Studio and others serve.
      return createOpenAICompatible({ name: 'openai-compatible', baseURL: trimSlash(config.baseUrl) as string, apiKey: config.apiKey, fetch: deps.fetch }).chatModel(config.model);
  }
}

/** The language model for a configuration, carrying its timeout and retry settings. */
export function createModel(config: ModelConfig, deps: ModelDeps = {}): LanguageModelV4 {
  return attachCallSettings(build(config, deps), { timeoutMs: config.timeoutMs, maxRetries: config.maxRetries });
}

/**
 * Whether a tool error should go back to the model (G4). The offline planner does not retry with
 * other arguments, so for it an error ends the task at once.
 */
export function recoversFromToolErrors(model: LanguageModel): boolean {
  return typeof model !== 'object' || model.provider !== offlineProvider;
}
