// One request, done carefully: JSON in and out, the API key, an Idempotency-Key on every POST
// (kept across retries, so a retried create is answered from the first one), retries with
// exponential backoff that honour Retry-After, and typed errors for every failure.
import { APIConnectionError, BatonError, errorFromAnswer } from './errors.ts';

export interface TransportOptions {
  /** pk_test_... or pk_live_... */
  apiKey: string;
  /** Where Baton listens, e.g. https://baton.example.com (default https://127.0.0.1:8443). */
  baseUrl?: string;
  /** A fetch to use instead of the global one (e.g. with a dispatcher that trusts your CA). */
  fetch?: typeof fetch;
  /** Retries after the first attempt (default 2). */
  maxRetries?: number;
  /** First backoff delay; doubles each retry, with jitter (default 500 ms). */
  retryDelayMs?: number;
  /** The longest wait before a retry; a longer Retry-After is not waited for but thrown (default 60 s). */
  maxRetryDelayMs?: number;
  /** Per attempt (default 60 s). */
  timeoutMs?: number;
  /** Send an Idempotency-Key with every POST (default true). */
  idempotencyKeys?: boolean;
  /** Called before each retry: for logs and metrics. */
  onRetry?: (retry: { attempt: number; delayMs: number; error: BatonError }) => void;
}

export interface RequestOptions {
  /** Overrides the generated Idempotency-Key of a POST. */
  idempotencyKey?: string;
  /** Your own X-Request-Id (1 to 128 of A-Z a-z 0-9 . _ : -). */
  requestId?: string;
  /** Cancels the request, its retries and the waits between them. */
  signal?: AbortSignal;
}

export interface Call extends RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** A form body (the end-user pages take forms as browsers send them). */
  form?: Record<string, string | undefined>;
  /** End-user pages take no API key: their token is the credential. */
  anonymous?: boolean;
}

export interface Answer<T> {
  data: T;
  status: number;
  headers: Headers;
}

const retryableStatuses = new Set([429, 500, 502, 503, 504]);

const formBody = (form: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(form).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function createTransport(options: TransportOptions) {
  const baseUrl = (options.baseUrl ?? 'https://127.0.0.1:8443').replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const maxRetries = options.maxRetries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 60_000;

  function urlFor(call: Call): string {
    const url = new URL(baseUrl + call.path);
    for (const [name, value] of Object.entries(call.query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value));
    return url.toString();
  }

  function headersFor(call: Call, idempotencyKey: string | undefined): Headers {
    const headers = new Headers({ accept: 'application/json' });
    if (!call.anonymous) headers.set('authorization', `Bearer ${options.apiKey}`);
    if (call.body !== undefined) headers.set('content-type', 'application/json');
    if (call.form !== undefined) headers.set('content-type', 'application/x-www-form-urlencoded');
    if (idempotencyKey !== undefined) headers.set('idempotency-key', idempotencyKey);
    if (call.requestId !== undefined) headers.set('x-request-id', call.requestId);
    return headers;
  }

  /** How long to wait before the next attempt, or undefined when this failure is final. */
  function retryDelay(error: BatonError, attempt: number, mayRepeat: boolean): number | undefined {
    if (attempt >= maxRetries) return undefined;
    const transient = error instanceof APIConnectionError || retryableStatuses.has(error.status) || error.code === 'idempotency_in_progress';
    // A 429 was refused before any work, so even a POST without a key may be sent again.
    if (!transient || (!mayRepeat && error.status !== 429)) return undefined;
    const retryAfter = Number(error.headers?.get('retry-after'));
    if (Number.isFinite(retryAfter) && retryAfter > 0) {
      const ms = retryAfter * 1000;
      return ms <= maxRetryDelayMs ? ms : undefined;
    }
    const backoff = Math.min(maxRetryDelayMs, retryDelayMs * 2 ** attempt);
    return Math.round(backoff / 2 + (Math.random() * backoff) / 2);
  }

  async function attempt<T>(call: Call, idempotencyKey: string | undefined): Promise<Answer<T>> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    let response: Response;
    let text: string;
    try {
      const body = call.body !== undefined ? JSON.stringify(call.body) : call.form !== undefined ? formBody(call.form) : undefined;
      response = await doFetch(urlFor(call), { method: call.method, headers: headersFor(call, idempotencyKey), body, signal });
      text = await response.text();
    } catch (cause) {
      if (call.signal?.aborted) throw cause;
      const reason = timeout.aborted ? `no answer within ${timeoutMs} ms` : (cause as Error).message;
      throw new APIConnectionError(`${call.method} ${call.path}: ${reason}`, cause);
    }
    let data: unknown;
    try {
      data = text === '' ? undefined : JSON.parse(text);
    } catch {
      data = text;
    }
    if (!response.ok) throw errorFromAnswer(response.status, response.headers, data);
    return { data: data as T, status: response.status, headers: response.headers };
  }

  return {
    baseUrl,
    async request<T>(call: Call): Promise<Answer<T>> {
      const wantsKey = call.method === 'POST' && !call.anonymous && options.idempotencyKeys !== false;
      const idempotencyKey = call.idempotencyKey ?? (wantsKey ? globalThis.crypto.randomUUID() : undefined);
      // Only a request that cannot do its work twice may be sent again.
      const mayRepeat = call.method !== 'POST' || idempotencyKey !== undefined;
      for (let tries = 0; ; tries++) {
        try {
          return await attempt<T>(call, idempotencyKey);
        } catch (error) {
          if (!(error instanceof BatonError)) throw error;
          const delayMs = retryDelay(error, tries, mayRepeat);
          if (delayMs === undefined) throw error;
          options.onRetry?.({ attempt: tries + 1, delayMs, error });
          await sleep(delayMs, call.signal);
        }
      }
    },
  };
}

export type Transport = ReturnType<typeof createTransport>;
