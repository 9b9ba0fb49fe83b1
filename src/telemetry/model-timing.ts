// Times every language-model step (baton_model_step_seconds) by wrapping the configured model, so
// the engine's loop stays as it is. A streamed step is timed until its stream has been opened.
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { wrapLanguageModel } from 'ai';
import { attachCallSettings, callSettingsOf } from '../models/call-settings.ts';
import { modelStepTimed } from './metrics.ts';

async function timed<T>(model: string, run: () => PromiseLike<T>): Promise<T> {
  const started = performance.now();
  try {
    const result = await run();
    modelStepTimed(model, 'ok', performance.now() - started);
    return result;
  } catch (error) {
    modelStepTimed(model, 'error', performance.now() - started);
    throw error;
  }
}

export function timedModel(model: LanguageModelV4): LanguageModelV4 {
  const name = `${model.provider}/${model.modelId}`;
  const wrapped = wrapLanguageModel({
    model,
    middleware: {
      specificationVersion: 'v4',
      wrapGenerate: ({ doGenerate }) => timed(name, doGenerate),
      wrapStream: ({ doStream }) => timed(name, doStream),
    },
  }) as LanguageModelV4;
  // The wrapper is a new object: it keeps the model's timeout and retry settings.
  return attachCallSettings(wrapped, callSettingsOf(model));
}
