// Verifies Baton webhook requests on the receiving side (@baton/client/webhooks). Self-contained
// (node:crypto only) so it can also be copied into an application as is. The two checks answer false
// for anything malformed and never throw on what a request carries: a bad header must become a 401,
// not a 500; verifyWebhook runs both and answers the parsed event or throws WebhookVerificationError.
import { createHmac, timingSafeEqual } from 'node:crypto';

type RawBody = string | Uint8Array;
type HeaderBag = { get(name: string): string | null } | Record<string, string | string[] | undefined>;

export interface StandardWebhookOptions {
  /** Largest allowed distance between webhook-timestamp and now, either way (default 300 s). */
  toleranceSeconds?: number;
  /** The current time: a Date or epoch milliseconds (default Date.now()). For tests. */
  now?: Date | number;
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;
const BASE64_SHA256 = /^[A-Za-z0-9+/]{43}=$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function bytes(body: RawBody): Buffer {
  return typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

// timingSafeEqual throws on different lengths, so the length is compared first; it is not secret.
function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Checks `X-Service-Signature`: hex HMAC-SHA256 of the raw body, keyed with the whole secret string
 * (`whsec_...`). Pass the body exactly as received, before any JSON parsing.
 */
export function verifySignature(rawBody: RawBody, header: string, secret: string): boolean {
  try {
    if (typeof header !== 'string' || typeof secret !== 'string' || secret === '') return false;
    const given = header.trim();
    if (!HEX_SHA256.test(given)) return false;
    const expected = createHmac('sha256', Buffer.from(secret, 'utf8')).update(bytes(rawBody)).digest();
    return sameBytes(Buffer.from(given, 'hex'), expected);
  } catch {
    return false;
  }
}

function header(headers: HeaderBag, name: string): string | undefined {
  if (typeof (headers as { get?: unknown }).get === 'function') {
    return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  }
  for (const [key, value] of Object.entries(headers as Record<string, string | string[] | undefined>)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value.join(' ') : value;
  }
  return undefined;
}

function standardKey(secret: string): Buffer | undefined {
  const encoded = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret;
  return encoded !== '' && BASE64.test(encoded) ? Buffer.from(encoded, 'base64') : undefined;
}

/**
 * Checks the Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature) and refuses
 * timestamps outside the tolerance, so a captured request cannot be replayed later. `headers` is
 * Node's req.headers or a fetch Headers. Still dedupe on webhook-id: retries reuse it.
 */
export function verifyStandardWebhook(rawBody: RawBody, headers: HeaderBag, secret: string, options: StandardWebhookOptions = {}): boolean {
  try {
    if (typeof secret !== 'string' || headers === null || typeof headers !== 'object') return false;
    const id = header(headers, 'webhook-id');
    const timestamp = header(headers, 'webhook-timestamp');
    const signatures = header(headers, 'webhook-signature');
    if (!id || !timestamp || !signatures || !/^\d{1,12}$/.test(timestamp)) return false;

    const tolerance = options.toleranceSeconds ?? 300;
    const nowMs = options.now === undefined ? Date.now() : Number(options.now);
    // A NaN tolerance or time would make the comparison below false, i.e. accept any timestamp.
    if (!(tolerance >= 0) || !Number.isFinite(nowMs) || Math.abs(nowMs / 1000 - Number(timestamp)) > tolerance) return false;

    const key = standardKey(secret);
    if (!key) return false;
    const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`, 'utf8').update(bytes(rawBody)).digest();
    // The header may list several space-separated signatures (e.g. during a secret rotation).
    return signatures.split(' ').some((entry) => {
      const comma = entry.indexOf(',');
      const sig = entry.slice(comma + 1);
      return entry.slice(0, comma) === 'v1' && BASE64_SHA256.test(sig) && sameBytes(Buffer.from(sig, 'base64'), expected);
    });
  } catch {
    return false;
  }
}

/** The body of every webhook (docs/webhooks.md): `data` depends on `event`. */
export interface WebhookEvent {
  event: 'task.complete' | 'task.failed' | 'task.progress' | 'task.waiting';
  task_id: string;
  sub_agent: string;
  /** When the event happened (not when this attempt was sent). */
  timestamp: string;
  data: Record<string, unknown>;
}

export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

/**
 * Checks both signatures Baton sends (X-Service-Signature, and the Standard Webhooks headers with
 * the timestamp tolerance) on the raw body, then parses it. Dedupe on the webhook-id header:
 * retries and redeliveries reuse it.
 */
export function verifyWebhook(rawBody: RawBody, headers: HeaderBag, secret: string, options: StandardWebhookOptions = {}): WebhookEvent {
  if (!verifySignature(rawBody, header(headers, 'x-service-signature') ?? '', secret)) throw new WebhookVerificationError('X-Service-Signature does not match the body');
  if (!verifyStandardWebhook(rawBody, headers, secret, options)) {
    throw new WebhookVerificationError('webhook-signature does not match, or webhook-timestamp is outside the tolerance');
  }
  return JSON.parse(bytes(rawBody).toString('utf8')) as WebhookEvent;
}
