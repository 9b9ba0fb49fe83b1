// Typed failures of the egress guard (decision E7). Callers branch on `code`, never on the message:
// a webhook delivery logs it as the failure reason, the web-page tool maps it to a tool error.
export type EgressErrorCode =
  | 'invalid_url' // not an absolute http(s) URL, or it carries credentials
  | 'destination_not_allowed' // the host is, or resolves to, a non-public address
  | 'host_not_found' // the host name does not resolve
  | 'timeout' // the whole exchange took longer than timeoutMs
  | 'aborted' // the caller's AbortSignal fired
  | 'connection_failed' // refused, reset, unreachable, or the response was cut short
  | 'tls_failed' // certificate invalid for the host name, or the handshake failed
  | 'response_too_large'; // body over maxBytes and the caller asked for an error instead of truncation

export class EgressError extends Error {
  readonly code: EgressErrorCode;

  constructor(code: EgressErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'EgressError';
    this.code = code;
  }
}

export function isEgressError(value: unknown): value is EgressError {
  return value instanceof EgressError;
}
