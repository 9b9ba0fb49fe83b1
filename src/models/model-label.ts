// Which language model drives the tasks, in words for the start-up banner and the logs, so an
// operator sees at once whether tasks run on the offline planner or a hosted model.
import type { ModelConfig } from './model-config.ts';

/** Where every option is explained (relative to the project directory). */
export const modelDocs = 'docs/models.md';

/** `offline`, or `provider:model` as BATON_MODEL names it. */
export function modelName(config: ModelConfig): string {
  return config.provider === 'offline' ? 'offline' : `${config.provider}:${config.model}`;
}

/** The banner's line about the model. */
export function describeModel(config: ModelConfig): string {
  if (config.provider === 'offline') {
    return `Model: offline (the built-in planner; no language model is called). For a hosted model set BATON_MODEL: ${modelDocs}`;
  }
  const endpoint = config.baseUrl ? ` at ${config.baseUrl}` : '';
  return `Model: ${modelName(config)}${endpoint} (${modelDocs})`;
}
