// X6: what a custom source's failure means to the engine. 401 and 403 are credential problems, 429
// a rate limit, 5xx and an unreachable server a service outage (the engine retries those twice);
// any other failure goes back to the model as the tool's result (G4).
import { isEgressError } from '../../lib/egress/index.ts';
import { parseRetryAfter } from '../live-http.ts';
import { ToolError, type ToolErrorKind } from '../tool-error.ts';

const kindByStatus: Record<number, ToolErrorKind> = { 401: 'invalid_credentials', 403: 'permission_denied', 404: 'not_found', 429: 'rate_limited' };

export function statusError(source: string, status: number, body: string, retryAfter: string | undefined, now: Date): ToolError {
  const kind: ToolErrorKind = kindByStatus[status] ?? (status >= 500 ? 'service_unavailable' : status >= 400 && status < 500 ? 'invalid_input' : 'tool_error');
  const detail = body.trim().slice(0, 300);
  return new ToolError(kind, `${source} answered ${status}${detail ? `: ${detail}` : ''}`, { status, retryAfterSeconds: parseRetryAfter(retryAfter ?? null, now) });
}

/** The egress guard's refusals and network failures, as tool errors. */
export function transportError(source: string, error: unknown): ToolError {
  if (isEgressError(error)) {
    if (error.code === 'destination_not_allowed' || error.code === 'invalid_url') return new ToolError('tool_error', `${source}: ${error.message}`, { cause: error });
    if (error.code === 'response_too_large') return new ToolError('tool_error', `${source}: the response is larger than 1 MiB`, { cause: error });
    return new ToolError('service_unavailable', `${source} could not be reached: ${error.message}`, { cause: error });
  }
  if (error instanceof ToolError) return error;
  return new ToolError('service_unavailable', `${source} could not be reached: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
}
