// Send-time half of the egress guard (decision E7). Resolves the host once, checks every address,
// and makes the socket connect to exactly those addresses through a pinned `lookup`, so a DNS answer
// that changes between check and connect (rebinding) cannot redirect the request inside the network.
// The host name itself stays in the request: Host header, TLS SNI and certificate checks use it.
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { EgressError } from './errors.ts';
import { parseDestinationUrl, resolveDestination, type CheckedDestination, type DestinationOptions } from './destination.ts';

export const DEFAULT_TIMEOUT_MS = 30_000; // E3: a webhook receiver has 30 seconds
export const DEFAULT_MAX_BYTES = 1024 * 1024;

export interface GuardedRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

export interface GuardedFetchOptions extends DestinationOptions {
  /** Bounds the whole exchange: DNS, connect, TLS, headers and body. */
  timeoutMs?: number;
  /** Response body cap in bytes (default 1 MiB). */
  maxBytes?: number;
  /** What a body over the cap does: cut it and set `truncated` (default), or fail `response_too_large`. */
  onTooLarge?: 'truncate' | 'error';
  /** Extra trusted CA certificates (tests with a self-signed server); validation stays on. */
  ca?: string | Buffer | Array<string | Buffer>;
}

export interface GuardedResponse {
  url: string;
  /** Redirects are not followed: a 3xx comes back as is, with its `location` header. */
  status: number;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** UTF-8 decoded; at most maxBytes bytes of it. */
  body: string;
  truncated: boolean;
  /** The IP address the socket actually connected to (one of the checked ones). */
  address: string;
  timing: { lookupMs: number; totalMs: number };
}

interface SendOptions {
  signal: AbortSignal;
  maxBytes: number;
  onTooLarge: 'truncate' | 'error';
  ca: GuardedFetchOptions['ca'];
}

type RawResponse = Pick<GuardedResponse, 'status' | 'headers' | 'body' | 'truncated' | 'address'>;

/** A `lookup` for net.connect that answers only with the addresses already checked. */
function pinnedLookup(dest: CheckedDestination): LookupFunction {
  const all = dest.addresses.map(({ address }) => ({ address, family: isIP(address) }));
  return (_hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? all.filter((a) => a.family === options.family) : all;
    if (wanted.length === 0) {
      callback(Object.assign(new Error(`No IPv${options.family} address for ${dest.hostname}`), { code: 'ENOTFOUND' }), '');
    } else if (options.all) callback(null, wanted);
    else callback(null, wanted[0].address, wanted[0].family);
  };
}

function flattenHeaders(raw: http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

function send(dest: CheckedDestination, init: GuardedRequestInit, opts: SendOptions): Promise<RawResponse> {
  const { url } = dest;
  const headers: Record<string, string> = { ...init.headers };
  const hasLength = Object.keys(headers).some((h) => h.toLowerCase() === 'content-length');
  if (init.body !== undefined && !hasLength) headers['content-length'] = String(Buffer.byteLength(init.body));

  return new Promise<RawResponse>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (!settled) {
        settled = true;
        fn();
      }
    };
    const request = url.protocol === 'https:' ? https.request : http.request;
    const req = request({
      protocol: url.protocol,
      hostname: dest.hostname,
      port: url.port === '' ? undefined : Number(url.port),
      path: `${url.pathname}${url.search}`,
      method: (init.method ?? 'GET').toUpperCase(),
      headers,
      lookup: pinnedLookup(dest),
      // No pooling: a kept-alive socket would skip the per-request check against fresh DNS answers.
      agent: false,
      ca: opts.ca,
      signal: opts.signal,
    });
    req.on('error', (err) => settle(() => reject(err)));
    req.on('response', (res) => {
      const address = res.socket.remoteAddress ?? '';
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = (truncated: boolean) =>
        settle(() =>
          resolve({ status: res.statusCode ?? 0, headers: flattenHeaders(res.headers), body: Buffer.concat(chunks).toString('utf8'), truncated, address }),
        );
      res.on('data', (chunk: Buffer) => {
        if (settled) return;
        const room = opts.maxBytes - size;
        if (chunk.length <= room) {
          chunks.push(chunk);
          size += chunk.length;
          return;
        }
        if (opts.onTooLarge === 'error') {
          settle(() => reject(new EgressError('response_too_large', `Response body is larger than ${opts.maxBytes} bytes`)));
        } else {
          chunks.push(chunk.subarray(0, room));
          finish(true);
        }
        // Stop downloading: the rest of an oversized body is never read.
        req.destroy();
      });
      res.on('end', () => finish(false));
      res.on('error', (err) => settle(() => reject(err)));
      res.on('close', () => {
        if (!res.complete) settle(() => reject(new EgressError('connection_failed', 'The connection closed before the response was complete')));
      });
    });
    req.end(init.body);
  });
}

const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$|UNABLE_TO_)/;

function toEgressError(err: unknown, timeoutSignal: AbortSignal, userSignal: AbortSignal | undefined, timeoutMs: number): EgressError {
  if (err instanceof EgressError) return err;
  if (userSignal?.aborted) return new EgressError('aborted', 'The request was aborted', { cause: userSignal.reason });
  if (timeoutSignal.aborted) return new EgressError('timeout', `No complete response within ${timeoutMs} ms`, { cause: err });
  const code = (err as NodeJS.ErrnoException | undefined)?.code ?? '';
  const detail = err instanceof Error ? err.message : String(err);
  if (TLS_CODE.test(code)) return new EgressError('tls_failed', `TLS failed: ${detail}`, { cause: err });
  return new EgressError('connection_failed', `Connection failed: ${detail}`, { cause: err });
}

/**
 * Sends one request to a user-chosen URL under the E7 rules. Never follows redirects; caps the body;
 * bounds the total time. Throws EgressError for everything except an HTTP status, which is returned.
 */
export async function guardedFetch(input: string | URL, init: GuardedRequestInit = {}, options: GuardedFetchOptions = {}): Promise<GuardedResponse> {
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeoutSignal = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeoutSignal]) : timeoutSignal;
  try {
    const url = parseDestinationUrl(input);
    const dest = await resolveDestination(url, { allowPrivate: options.allowPrivate, lookup: options.lookup, signal });
    const lookupMs = performance.now() - started;
    const raw = await send(dest, init, {
      signal,
      maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
      onTooLarge: options.onTooLarge ?? 'truncate',
      ca: options.ca,
    });
    return { url: url.toString(), ...raw, timing: { lookupMs, totalMs: performance.now() - started } };
  } catch (err) {
    throw toEgressError(err, timeoutSignal, options.signal, timeoutMs);
  }
}
