// Per-model request settings (timeout, retries). createModel() attaches them to the model it returns,
// so the engine's nextModelStep({model, ...}) call honours BATON_MODEL_TIMEOUT_MS and
// BATON_MODEL_MAX_RETRIES without passing them through every layer.
import type { LanguageModel } from 'ai';

export interface CallSettings {
  /** Milliseconds one nextModelStep may take, retries included. */
  timeoutMs: number;
  /** Retries after a retryable provider error (429, 5xx, network), as the AI SDK counts them. */
  maxRetries: number;
}

export const DEFAULT_CALL_SETTINGS: CallSettings = { timeoutMs: 60_000, maxRetries: 2 };

const attached = new WeakMap<object, CallSettings>();

export function attachCallSettings<M extends LanguageModel>(model: M, settings: CallSettings): M {
  if (typeof model === 'object') attached.set(model, settings);
  return model;
}

export function callSettingsOf(model: LanguageModel): CallSettings {
  return (typeof model === 'object' && attached.get(model)) || DEFAULT_CALL_SETTINGS;
}
