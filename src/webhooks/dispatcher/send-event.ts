// One delivery attempt: sign the stored bytes, POST them through the egress guard (E7 at send time),
// and describe what happened. Shared by the dispatcher and the synchronous test event. Never throws:
// every way an attempt can go wrong becomes an AttemptResult the delivery log can show.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { guardedFetch, isEgressError, type GuardedResponse } from '../../lib/egress/index.ts';
import { signWebhook } from '../signature.ts';
import { parseRetryAfter } from './schedule.ts';

const version = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
export const webhookUserAgent = `Baton-Webhooks/${version}`;

/** The receiver's answer is read up to this size; only its first 2 KiB is kept in the log. */
export const responseCapBytes = 64 * 1024;
export const loggedResponseBytes = 2048;

export interface SendInput {
  url: string;
  secret: string;
  /** The event id, sent as webhook-id on every attempt (E6). */
  eventId: string;
  /** The exact bytes fixed when the event was written. */
  body: string;
  now: Date;
  timeoutMs: number;
  allowPrivate: boolean;
  signal?: AbortSignal;
}

export interface AttemptError {
  code: string;
  message: string;
}

export interface AttemptResult {
  url: string;
  startedAt: Date;
  statusCode: number | null;
  latencyMs: number;
  responseBody: string | null;
  error: AttemptError | null;
  succeeded: boolean;
  /** Seconds the receiver asked us to wait (Retry-After on 429/503). */
  retryAfterSeconds: number | undefined;
}

function firstBytes(text: string, bytes: number): string {
  const buffer = Buffer.from(text, 'utf8');
  return buffer.length <= bytes ? text : buffer.subarray(0, bytes).toString('utf8');
}

/** E3: only a 200 delivers; a redirect is reported with where it pointed, since it was not followed. */
function statusError(response: GuardedResponse): AttemptError | null {
  if (response.status === 200) return null;
  if (response.status >= 300 && response.status < 400) {
    const where = response.headers.location ? ` to ${response.headers.location}` : '';
    return { code: 'unexpected_status', message: `HTTP ${response.status}: redirect${where} not followed; only 200 counts as delivered` };
  }
  return { code: 'unexpected_status', message: `HTTP ${response.status}: only 200 counts as delivered` };
}

export async function sendEvent(input: SendInput): Promise<AttemptResult> {
  const started = performance.now();
  const base = { url: input.url, startedAt: input.now, retryAfterSeconds: undefined };
  let headers: Record<string, string>;
  try {
    headers = {
      'Content-Type': 'application/json',
      'User-Agent': webhookUserAgent,
      ...signWebhook({ secret: input.secret, id: input.eventId, timestamp: input.now, body: input.body }),
    };
  } catch (error) {
    const message = `Could not sign the request: ${(error as Error).message}`;
    return { ...base, statusCode: null, latencyMs: 0, responseBody: null, error: { code: 'signing_failed', message }, succeeded: false };
  }
  try {
    const response = await guardedFetch(input.url, { method: 'POST', headers, body: input.body }, {
      allowPrivate: input.allowPrivate,
      timeoutMs: input.timeoutMs,
      maxBytes: responseCapBytes,
      signal: input.signal,
    });
    const error = statusError(response);
    const asksToWait = response.status === 429 || response.status === 503;
    return {
      ...base,
      statusCode: response.status,
      latencyMs: Math.round(performance.now() - started),
      responseBody: firstBytes(response.body, loggedResponseBytes),
      error,
      succeeded: error === null,
      retryAfterSeconds: asksToWait ? parseRetryAfter(response.headers['retry-after'], input.now) : undefined,
    };
  } catch (error) {
    const described = isEgressError(error) ? { code: error.code, message: error.message } : { code: 'internal_error', message: String(error) };
    return { ...base, statusCode: null, latencyMs: Math.round(performance.now() - started), responseBody: null, error: described, succeeded: false };
  }
}
