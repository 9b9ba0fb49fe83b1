// Signs webhook requests (decisions E1, E2, E6). Two signatures over the same raw body:
// - X-Service-Signature: the spec's own (6.4), hex HMAC-SHA256 of the body keyed with the whole
//   secret string, `whsec_` included, as UTF-8 bytes;
// - Standard Webhooks (webhook-id / -timestamp / -signature), keyed with the base64-decoded part
//   after `whsec_`, so receivers can use any Standard Webhooks library and refuse replays.
import { createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

export interface SignWebhookInput {
  secret: string;
  /** webhook-id: unique per event and kept across retries, so receivers can dedupe (E6). */
  id: string;
  /** Unix seconds, or a Date (floored to seconds). Fresh for each delivery attempt. */
  timestamp: number | Date;
  /** The exact bytes that will be sent; sign after serialising, never re-serialise. */
  body: string | Uint8Array;
}

export interface WebhookSignatureHeaders {
  'X-Service-Signature': string;
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** E1: `whsec_` + 32 random bytes in base64 (a Standard Webhooks-compatible secret). */
export function generateWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** The Standard Webhooks key: the bytes the base64 after `whsec_` stands for. */
export function standardWebhooksKey(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : '';
  // Buffer.from(..., 'base64') silently skips bad characters; a malformed secret must be loud instead.
  if (encoded === '' || !BASE64.test(encoded)) throw new TypeError('Webhook secret must be "whsec_" followed by base64');
  return Buffer.from(encoded, 'base64');
}

function toUnixSeconds(timestamp: number | Date): number {
  const seconds = timestamp instanceof Date ? Math.floor(timestamp.getTime() / 1000) : timestamp;
  if (!Number.isSafeInteger(seconds) || seconds < 0) throw new TypeError('Webhook timestamp must be whole Unix seconds');
  return seconds;
}

/** Spec 6.4 signature: lowercase hex HMAC-SHA256(secret as UTF-8, raw body). */
export function serviceSignature(secret: string, body: string | Uint8Array): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(body).digest('hex');
}

/** Standard Webhooks v1 signature: `v1,` + base64 HMAC-SHA256(key, `${id}.${timestamp}.${body}`). */
export function standardSignature(secret: string, id: string, timestamp: number, body: string | Uint8Array): string {
  const mac = createHmac('sha256', standardWebhooksKey(secret));
  mac.update(`${id}.${timestamp}.`, 'utf8');
  mac.update(body);
  return `v1,${mac.digest('base64')}`;
}

export function signWebhook(input: SignWebhookInput): WebhookSignatureHeaders {
  const timestamp = toUnixSeconds(input.timestamp);
  // The id goes into a header and into the signed content; `.` or whitespace would make both ambiguous.
  if (!/^[A-Za-z0-9_-]+$/.test(input.id)) throw new TypeError('Webhook id must be letters, digits, "_" or "-"');
  return {
    'X-Service-Signature': serviceSignature(input.secret, input.body),
    'webhook-id': input.id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': standardSignature(input.secret, input.id, timestamp, input.body),
  };
}
