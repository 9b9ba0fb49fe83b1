// Every answer that is not a success becomes one of these, carrying the envelope's code, param and
// request_id, so callers branch on a class or on `code` and quote `requestId` to the operator.
import type { components } from './openapi-types.ts';

export type ErrorCode = components['schemas']['ErrorCode'];

export interface ErrorDetails {
  status: number;
  code: ErrorCode;
  message: string;
  param?: string;
  requestId?: string;
  headers?: Headers;
}

export class BatonError extends Error {
  /** HTTP status; 0 when no answer arrived (see APIConnectionError). */
  readonly status: number;
  readonly code: ErrorCode;
  /** The offending field, query parameter or header, when the server named one. */
  readonly param: string | undefined;
  /** The request's id (X-Request-Id); Baton's log line for the request carries it. */
  readonly requestId: string | undefined;
  readonly headers: Headers | undefined;

  constructor(details: ErrorDetails, options?: { cause?: unknown }) {
    super(details.message, options);
    this.name = new.target.name;
    this.status = details.status;
    this.code = details.code;
    this.param = details.param;
    this.requestId = details.requestId;
    this.headers = details.headers;
  }
}

/** 400: malformed JSON, a missing or mistyped field, an unknown field or query parameter. */
export class BadRequestError extends BatonError {}
/** 401: missing or invalid API key. */
export class AuthenticationError extends BatonError {}
/** 403: disabled account, plain HTTP, a prebuilt subagent, a forged settings form. */
export class PermissionDeniedError extends BatonError {}
/** 404: no such resource for this account. */
export class NotFoundError extends BatonError {}
/** 409: the resource's state forbids it, or the Idempotency-Key's first request is still running. */
export class ConflictError extends BatonError {}
/** 410: an expired or used consent or settings link. */
export class GoneError extends BatonError {}
/** 422: well-formed, but breaks a content rule (too long, bad name, reused Idempotency-Key...). */
export class UnprocessableEntityError extends BatonError {}
/** 429: over the account's requests per minute. */
export class RateLimitError extends BatonError {
  /** Seconds the server asked to wait (Retry-After). */
  readonly retryAfter: number | undefined;
  constructor(details: ErrorDetails) {
    super(details);
    const header = Number(details.headers?.get('retry-after'));
    this.retryAfter = Number.isFinite(header) && header > 0 ? header : undefined;
  }
}
/** 5xx: a fault on the server's side; retried with backoff before it reaches you. */
export class InternalServerError extends BatonError {}
/** No answer: the connection failed or timed out (status 0). */
export class APIConnectionError extends BatonError {
  constructor(message: string, cause: unknown) {
    super({ status: 0, code: 'internal_error', message }, { cause });
  }
}

const byStatus: Record<number, new (details: ErrorDetails) => BatonError> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  410: GoneError,
  422: UnprocessableEntityError,
  429: RateLimitError,
};

/** The typed error for an answer; a body that is not the envelope still gives a usable error. */
export function errorFromAnswer(status: number, headers: Headers, body: unknown): BatonError {
  const envelope = (body as { error?: Partial<components['schemas']['Error']['error']> } | undefined)?.error;
  const details: ErrorDetails = {
    status,
    code: envelope?.code ?? (status >= 500 ? 'internal_error' : 'invalid_request'),
    message: envelope?.message ?? `HTTP ${status}`,
    param: envelope?.param,
    requestId: envelope?.request_id ?? headers.get('x-request-id') ?? undefined,
    headers,
  };
  const Kind = byStatus[status] ?? (status >= 500 ? InternalServerError : BatonError);
  return new Kind(details);
}
