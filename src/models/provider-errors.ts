// Turns whatever generateText threw (after its own retries) into a ModelError with a message an
// operator can act on: the provider's status and words, a timeout, or an unreachable server.
import { APICallError, RetryError } from 'ai';
import { ModelError } from './model-error.ts';

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === 'TimeoutError' || (err.name === 'AbortError' && /timeout|timed out/i.test(err.message)));
}

export function toModelError(err: unknown, timeoutMs: number): ModelError {
  if (err instanceof ModelError) return err;
  const attempts = RetryError.isInstance(err) ? err.errors.length : 1;
  const last = RetryError.isInstance(err) ? err.lastError : err;
  if (isTimeout(last) || isTimeout(err)) {
    return new ModelError(`the model did not answer within ${timeoutMs} ms`, { cause: err });
  }
  const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
  if (APICallError.isInstance(last)) {
    const status = last.statusCode;
    const detail = status ? `HTTP ${status}: ${last.message}` : last.message;
    return new ModelError(`the model provider failed${tries}: ${detail}`, { cause: err, statusCode: status });
  }
  const message = last instanceof Error ? last.message : String(last);
  return new ModelError(`the model call failed${tries}: ${message}`, { cause: err });
}
