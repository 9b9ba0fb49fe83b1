import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { generateWebhookSecret, signWebhook } from '../../src/webhooks/signature.ts';
import { verifySignature, verifyStandardWebhook } from '../../packages/client/src/webhooks.ts';

// The Standard Webhooks specification's published example.
const SW = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};
const AT = SW.timestamp * 1000; // "now" for the receiver, in epoch ms

function swHeaders(overrides: Record<string, string> = {}): Record<string, string> {
  return { 'webhook-id': SW.id, 'webhook-timestamp': String(SW.timestamp), 'webhook-signature': SW.signature, ...overrides };
}

test('Standard Webhooks known-answer vector', () => {
  const headers = signWebhook({ secret: SW.secret, id: SW.id, timestamp: SW.timestamp, body: SW.body });
  assert.equal(headers['webhook-signature'], SW.signature);
  assert.equal(headers['webhook-id'], SW.id);
  assert.equal(headers['webhook-timestamp'], '1614265330');
  assert.equal(verifyStandardWebhook(SW.body, swHeaders(), SW.secret, { now: AT }), true);
});

test('X-Service-Signature is hex HMAC-SHA256 of the raw bytes keyed with the whole secret string', () => {
  const secret = generateWebhookSecret();
  const body = Buffer.from('{"event":"task.complete","note":"caf\u00e9 \u{1F600}"}', 'utf8');
  const headers = signWebhook({ secret, id: 'evt_1', timestamp: 1_700_000_000, body: body.toString('utf8') });
  // Independent recomputation: key = the UTF-8 bytes of "whsec_...", prefix included.
  const expected = createHmac('sha256', Buffer.from(secret, 'utf8')).update(body).digest('hex');
  assert.equal(headers['X-Service-Signature'], expected);
  assert.match(headers['X-Service-Signature'], /^[0-9a-f]{64}$/);
  // Not keyed with the decoded bytes: that would be the Standard Webhooks key, a different signature.
  const wrongKey = createHmac('sha256', Buffer.from(secret.slice(6), 'base64')).update(body).digest('hex');
  assert.notEqual(headers['X-Service-Signature'], wrongKey);
  assert.equal(verifySignature(body, headers['X-Service-Signature'], secret), true);
  assert.equal(verifySignature(body.toString('utf8'), headers['X-Service-Signature'], secret), true);
});

test('webhook-signature recomputed independently from the decoded key and raw bytes', () => {
  const secret = generateWebhookSecret();
  const body = '{"event":"task.progress","data":{"step":"fetch"}}';
  const date = new Date('2025-01-02T03:04:05.678Z');
  const headers = signWebhook({ secret, id: 'evt_abc-1', timestamp: date, body });
  const ts = Math.floor(date.getTime() / 1000);
  assert.equal(headers['webhook-timestamp'], String(ts));
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const content = Buffer.concat([Buffer.from(`evt_abc-1.${ts}.`), Buffer.from(body, 'utf8')]);
  assert.equal(headers['webhook-signature'], `v1,${createHmac('sha256', key).update(content).digest('base64')}`);
});

test('generateWebhookSecret: whsec_ + 32 random bytes in base64', () => {
  const a = generateWebhookSecret();
  const b = generateWebhookSecret();
  assert.match(a, /^whsec_[A-Za-z0-9+/]{43}=$/);
  assert.equal(Buffer.from(a.slice(6), 'base64').length, 32);
  assert.notEqual(a, b);
});

test('verifySignature refuses tampered body, signature and secret', () => {
  const secret = generateWebhookSecret();
  const body = '{"event":"task.failed"}';
  const sig = signWebhook({ secret, id: 'e', timestamp: 1, body })['X-Service-Signature'];
  assert.equal(verifySignature(body, sig, secret), true);
  assert.equal(verifySignature(body + ' ', sig, secret), false);
  assert.equal(verifySignature('{"event":"task.complete"}', sig, secret), false);
  const flipped = (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1);
  assert.equal(verifySignature(body, flipped, secret), false);
  assert.equal(verifySignature(body, sig, generateWebhookSecret()), false);
  const oneCharOff = secret.slice(0, -2) + (secret.at(-2) === 'A' ? 'B' : 'A') + '=';
  assert.equal(verifySignature(body, sig, oneCharOff), false);
});

test('verifySignature: wrong length or garbage is false, never a throw', () => {
  const secret = generateWebhookSecret();
  const body = 'x';
  const sig = signWebhook({ secret, id: 'e', timestamp: 1, body })['X-Service-Signature'];
  for (const bad of ['', sig.slice(0, 63), sig + '0', sig.slice(0, 62), 'zz'.repeat(32), 'sha256=' + sig, '\u00ff'.repeat(64)]) {
    assert.equal(verifySignature(body, bad, secret), false, `header ${JSON.stringify(bad)}`);
  }
  assert.equal(verifySignature(body, undefined as unknown as string, secret), false);
  assert.equal(verifySignature(body, sig, ''), false);
  assert.equal(verifySignature(null as unknown as string, sig, secret), false);
  assert.equal(verifySignature(body, sig.toUpperCase(), secret), true, 'hex case does not matter');
});

test('verifyStandardWebhook refuses tampering of body, id, timestamp, signature and secret', () => {
  const ok = { now: AT };
  assert.equal(verifyStandardWebhook('{"test": 2432232315}', swHeaders(), SW.secret, ok), false);
  assert.equal(verifyStandardWebhook(SW.body, swHeaders({ 'webhook-id': 'msg_other' }), SW.secret, ok), false);
  assert.equal(verifyStandardWebhook(SW.body, swHeaders({ 'webhook-timestamp': String(SW.timestamp + 1) }), SW.secret, ok), false);
  assert.equal(verifyStandardWebhook(SW.body, swHeaders({ 'webhook-signature': SW.signature.replace('g0hM', 'g0hN') }), SW.secret, ok), false);
  assert.equal(verifyStandardWebhook(SW.body, swHeaders(), generateWebhookSecret(), ok), false);
});

test('verifyStandardWebhook: malformed headers are false without throwing', () => {
  const ok = { now: AT };
  const cases: Record<string, string>[] = [
    { 'webhook-signature': 'v1,' },
    { 'webhook-signature': 'v2,' + SW.signature.slice(3) },
    { 'webhook-signature': SW.signature.slice(3) },
    { 'webhook-signature': SW.signature + ',extra' },
    { 'webhook-signature': 'v1,!!!!' },
    { 'webhook-timestamp': '1614265330.5' },
    { 'webhook-timestamp': 'soon' },
    { 'webhook-id': '' },
  ];
  for (const overrides of cases) {
    assert.equal(verifyStandardWebhook(SW.body, swHeaders(overrides), SW.secret, ok), false, JSON.stringify(overrides));
  }
  assert.equal(verifyStandardWebhook(SW.body, {}, SW.secret, ok), false);
  assert.equal(verifyStandardWebhook(SW.body, null as unknown as Record<string, string>, SW.secret, ok), false);
  assert.equal(verifyStandardWebhook(SW.body, swHeaders(), 'whsec_not base64!', ok), false);
});

test('verifyStandardWebhook accepts one good entry among several, and fetch Headers / any header case', () => {
  const multi = swHeaders({ 'webhook-signature': `v1,${'A'.repeat(43)}= ${SW.signature}` });
  assert.equal(verifyStandardWebhook(SW.body, multi, SW.secret, { now: AT }), true);
  assert.equal(verifyStandardWebhook(SW.body, new Headers(swHeaders()), SW.secret, { now: new Date(AT) }), true);
  const upper = { 'Webhook-Id': SW.id, 'Webhook-Timestamp': String(SW.timestamp), 'Webhook-Signature': SW.signature };
  assert.equal(verifyStandardWebhook(Buffer.from(SW.body), upper, SW.secret, { now: AT }), true);
});

test('verifyStandardWebhook refuses stale and future timestamps (replays)', () => {
  const h = swHeaders();
  assert.equal(verifyStandardWebhook(SW.body, h, SW.secret, { now: AT + 300_000 }), true, 'exactly at the edge');
  assert.equal(verifyStandardWebhook(SW.body, h, SW.secret, { now: AT + 301_000 }), false, 'stale');
  assert.equal(verifyStandardWebhook(SW.body, h, SW.secret, { now: AT - 301_000 }), false, 'from the future');
  assert.equal(verifyStandardWebhook(SW.body, h, SW.secret, { now: AT + 30_000, toleranceSeconds: 10 }), false);
  assert.equal(verifyStandardWebhook(SW.body, h, SW.secret, { now: AT, toleranceSeconds: Number.NaN }), false);
  // Real clock: the 2021 example is long stale.
  assert.equal(verifyStandardWebhook(SW.body, h, SW.secret), false);
});

test('signWebhook refuses a malformed secret or id instead of signing with garbage', () => {
  assert.throws(() => signWebhook({ secret: 'not-a-secret', id: 'e', timestamp: 1, body: '' }), TypeError);
  assert.throws(() => signWebhook({ secret: 'whsec_***', id: 'e', timestamp: 1, body: '' }), TypeError);
  assert.throws(() => signWebhook({ secret: SW.secret, id: 'a.b', timestamp: 1, body: '' }), TypeError);
  assert.throws(() => signWebhook({ secret: SW.secret, id: 'e', timestamp: 1.5, body: '' }), TypeError);
});
