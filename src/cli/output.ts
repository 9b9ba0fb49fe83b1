// CLI output rules: with --json, stdout carries exactly one JSON object; without it, readable text.
// User mistakes print a message on stderr and exit non-zero, never a stack trace.
import { ConfigError } from '../config/config.ts';
import { isServiceError } from '../lib/errors.ts';

export class UsageError extends Error {
  override name = 'UsageError';
}

export interface Output {
  json: boolean;
  /** Prints the result; `failed` (the command ran but what it tried did not work) makes the exit code 1. */
  result(value: unknown, text?: string, outcome?: { failed: boolean }): void;
}

export function createOutput(json: boolean): Output {
  return {
    json,
    result(value, text, outcome) {
      process.stdout.write(json ? `${JSON.stringify(value)}\n` : `${text ?? JSON.stringify(value, null, 2)}\n`);
      if (outcome?.failed) process.exitCode = 1;
    },
  };
}

/** Prints a failure the way the user needs it and returns the exit code. */
export function reportFailure(error: unknown, json: boolean): number {
  let code = 'internal_error';
  let message: string;
  let exitCode = 1;
  if (error instanceof UsageError) {
    code = 'usage';
    message = error.message;
    exitCode = 2;
  } else if (error instanceof ConfigError) {
    code = 'invalid_configuration';
    message = error.message;
  } else if (isServiceError(error)) {
    code = error.code;
    message = error.message;
  } else {
    message = error instanceof Error ? `${error.message}` : String(error);
    if (process.env.BATON_DEBUG) console.error(error);
  }
  process.stderr.write(`baton: ${message}\n`);
  if (json) process.stdout.write(`${JSON.stringify({ error: { code, message } })}\n`);
  return exitCode;
}
