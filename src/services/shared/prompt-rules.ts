// Content rules for prompts (S1, T4, spec 8): 1 to 10,000 characters counted as Unicode code points.
import { ServiceError } from '../../lib/errors.ts';

export const maxPromptLength = 10_000;

export function assertPrompt(prompt: string, param = 'prompt'): void {
  if (prompt.trim().length === 0) throw new ServiceError('validation_failed', `${param} must not be empty`, { param });
  let length = 0;
  for (const _ of prompt) {
    if (++length > maxPromptLength) {
      throw new ServiceError('prompt_too_long', `${param} is longer than ${maxPromptLength} characters`, { param });
    }
  }
}
