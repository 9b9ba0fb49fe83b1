// The one error the engine maps to the task failure code `model_error` (decision K8): the provider
// failed after its retries, timed out, or answered something unusable.
export class ModelError extends Error {
  /** HTTP status of the provider's last answer, when there was one. */
  readonly statusCode: number | undefined;

  constructor(message: string, options: { cause?: unknown; statusCode?: number } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ModelError';
    this.statusCode = options.statusCode;
  }
}
