import { test, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createLiveApi } from '../../src/tools/live-http.ts';
import { ToolError } from '../../src/tools/tool-error.ts';
import type { ToolDef } from '../../src/tools/types.ts';
import { startRoutedDouble } from '../helpers/routed-double.ts';
import type { Reply } from '../helpers/provider-double.ts';
import { gmailTools } from '../../src/tools/builtin/gmail/service.ts';

// A Gmail API v1 double: records requests, answers from per-test routes, 404s anything else.
const double = await startRoutedDouble({
  prefix: '/gmail/v1',
  unrouted: { status: 404, body: { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } } },
  contentType: 'application/json; charset=UTF-8',
  emptyBody: {},
});
const { seen, routes, baseUrl } = double;
after(() => double.close());
beforeEach(() => double.reset());

const tool = (name: string): ToolDef => gmailTools.find((t) => t.name === name)!;
const call = async <T = Record<string, unknown>>(name: string, input: Record<string, unknown>) => (await tool(name).live(input, createLiveApi({ baseUrl, accessToken: 'ya29.gmail' }))) as T;

/** The double's own reading of `raw`: unfolded headers (RFC 2047 decoded) and the decoded text body. */
function decodeRaw(raw: string): { headers: Record<string, string>; body: string } {
  assert.match(raw, /^[A-Za-z0-9_-]+$/, 'raw is base64url without padding');
  const message = Buffer.from(raw, 'base64url').toString('utf8');
  const split = message.indexOf('\r\n\r\n');
  assert.ok(split > 0, 'headers and body are separated by CRLF CRLF');
  const headers: Record<string, string> = {};
  for (const line of message.slice(0, split).replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    // RFC 2047: white space between two encoded words is dropped, elsewhere it is kept.
    const words = line.slice(colon + 1).trim().replace(/\?=\s+=\?/g, '?==?');
    const value = words.replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_w, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
    headers[line.slice(0, colon).toLowerCase()] = value;
  }
  const raw64 = message.slice(split + 4);
  const body = headers['content-transfer-encoding'] === 'base64' ? Buffer.from(raw64.replace(/\s+/g, ''), 'base64').toString('utf8') : raw64;
  return { headers, body };
}

const b64 = (text: string) => Buffer.from(text).toString('base64url');
const fullMessage = {
  id: '18c2f1e0a1b2c3d4',
  threadId: '18c2f1e0a1b2c3d4',
  labelIds: ['INBOX', 'UNREAD'],
  snippet: 'Could you send the renewal terms?',
  historyId: '4021',
  internalDate: '1741950000000',
  sizeEstimate: 5120,
  payload: {
    partId: '',
    mimeType: 'multipart/mixed',
    filename: '',
    headers: [
      { name: 'From', value: 'Alex Kim <alex@acme.example>' },
      { name: 'To', value: 'jordan@example.com' },
      { name: 'Cc', value: 'Pat <pat@acme.example>, jordan.alias@example.com' },
      { name: 'Subject', value: 'Contract renewal' },
      { name: 'Date', value: 'Fri, 14 Mar 2025 11:00:00 +0000' },
      { name: 'Message-ID', value: '<CAF=abc123@mail.acme.example>' },
      { name: 'References', value: '<earlier@mail.acme.example>' },
    ],
    body: { size: 0 },
    parts: [
      {
        partId: '0',
        mimeType: 'multipart/alternative',
        filename: '',
        body: { size: 0 },
        parts: [
          { partId: '0.0', mimeType: 'text/plain', filename: '', headers: [{ name: 'Content-Type', value: 'text/plain; charset="UTF-8"' }], body: { size: 40, data: b64('Hi Jordan,\r\nCould you send the renewal terms? Merci — Alex') } },
          { partId: '0.1', mimeType: 'text/html', filename: '', headers: [{ name: 'Content-Type', value: 'text/html; charset="UTF-8"' }], body: { size: 60, data: b64('<p>Hi Jordan,</p>') } },
        ],
      },
      { partId: '1', mimeType: 'application/pdf', filename: 'terms.pdf', body: { size: 20480, attachmentId: 'ANGjdJ8abc' } },
    ],
  },
};

test('search_messages lists ids with q, then reads each message’s metadata', async () => {
  routes['GET /users/me/messages'] = () => ({ body: { messages: [{ id: '18c2f1e0a1b2c3d4', threadId: '18c2f1e0a1b2c3d4' }], nextPageToken: '0987', resultSizeEstimate: 31 } });
  routes['GET /users/me/messages/18c2f1e0a1b2c3d4'] = () => ({ body: { ...fullMessage, payload: { ...fullMessage.payload, parts: undefined } } });
  const out = await call<{ messages: Record<string, unknown>[]; nextPageToken: string; resultSizeEstimate: number }>('gmail.search_messages', { q: 'from:alex is:unread', maxResults: 5 });
  assert.equal(seen.length, 2);
  assert.ok(seen.every((r) => r.headers.authorization === 'Bearer ya29.gmail'));
  assert.equal(seen[0].query.get('q'), 'from:alex is:unread');
  assert.equal(seen[0].query.get('maxResults'), '5');
  assert.equal(seen[1].query.get('format'), 'metadata');
  assert.deepEqual(out.messages[0], { id: '18c2f1e0a1b2c3d4', threadId: '18c2f1e0a1b2c3d4', labelIds: ['INBOX', 'UNREAD'], snippet: 'Could you send the renewal terms?', internalDate: '1741950000000', from: 'Alex Kim <alex@acme.example>', to: 'jordan@example.com', subject: 'Contract renewal', date: 'Fri, 14 Mar 2025 11:00:00 +0000' });
  assert.equal(out.nextPageToken, '0987');
  assert.equal(out.resultSizeEstimate, 31);
});

test('get_message reads format=full and decodes the text part', async () => {
  routes['GET /users/me/messages/18c2f1e0a1b2c3d4'] = () => ({ body: fullMessage });
  const out = await call<{ body: string; attachments: unknown[]; cc: string; messageId: string; truncated: boolean }>('gmail.get_message', { id: '18c2f1e0a1b2c3d4' });
  assert.equal(seen[0].query.get('format'), 'full');
  assert.equal(out.body, 'Hi Jordan,\r\nCould you send the renewal terms? Merci — Alex');
  assert.equal(out.truncated, false);
  assert.equal(out.messageId, '<CAF=abc123@mail.acme.example>');
  assert.deepEqual(out.attachments, [{ filename: 'terms.pdf', mimeType: 'application/pdf', size: 20480, attachmentId: 'ANGjdJ8abc' }]);
});

test('send_message posts an RFC 5322 message in raw', async () => {
  routes['POST /users/me/messages/send'] = () => ({ body: { id: '18c3000000000001', threadId: '18c3000000000001', labelIds: ['SENT'] } });
  const out = await call('gmail.send_message', { to: ['Zoë Ünal <zoe@example.com>', 'b@example.com'], bcc: ['boss@example.com'], subject: 'Résumé of the week', body: 'Line one\nLine two — done' });
  assert.equal(seen.length, 1);
  assert.equal(seen[0].headers.authorization, 'Bearer ya29.gmail');
  const sent = JSON.parse(seen[0].body) as { raw: string; threadId?: string };
  assert.equal(sent.threadId, undefined);
  const { headers, body } = decodeRaw(sent.raw);
  assert.equal(headers.to, 'Zoë Ünal <zoe@example.com>, b@example.com');
  assert.equal(headers.bcc, 'boss@example.com');
  assert.equal(headers.subject, 'Résumé of the week');
  assert.equal(headers['mime-version'], '1.0');
  assert.match(headers['content-type'], /^text\/plain; charset="?UTF-8"?$/i);
  assert.equal(body, 'Line one\r\nLine two — done');
  assert.deepEqual(out, { id: '18c3000000000001', threadId: '18c3000000000001', labelIds: ['SENT'] });
});

test('create_draft posts users/me/drafts with the message raw', async () => {
  routes['POST /users/me/drafts'] = () => ({ body: { id: 'r-5550123', message: { id: '18c3000000000002', threadId: '18c3000000000002', labelIds: ['DRAFT'] } } });
  const out = await call('gmail.create_draft', { to: ['a@example.com'], subject: 'Plan', body: 'Draft text' });
  const sent = JSON.parse(seen[0].body) as { message: { raw: string } };
  const { headers, body } = decodeRaw(sent.message.raw);
  assert.equal(headers.to, 'a@example.com');
  assert.equal(headers.subject, 'Plan');
  assert.equal(body, 'Draft text');
  assert.deepEqual(out, { id: 'r-5550123', message: { id: '18c3000000000002', threadId: '18c3000000000002', labelIds: ['DRAFT'] } });
});

test('reply_to_message reads the original and the profile, then sends in its thread', async () => {
  routes['GET /users/me/messages/18c2f1e0a1b2c3d4'] = () => ({ body: fullMessage });
  routes['GET /users/me/profile'] = () => ({ body: { emailAddress: 'jordan.alias@example.com', messagesTotal: 100, threadsTotal: 80, historyId: '4022' } });
  routes['POST /users/me/messages/send'] = () => ({ body: { id: '18c3000000000003', threadId: '18c2f1e0a1b2c3d4', labelIds: ['SENT'] } });
  const out = await call<{ to: string[]; cc: string[]; subject: string; threadId: string }>('gmail.reply_to_message', { messageId: '18c2f1e0a1b2c3d4', body: 'Terms attached.', replyAll: true });
  assert.deepEqual(seen.map((r) => `${r.method} ${r.path}`), ['GET /users/me/messages/18c2f1e0a1b2c3d4', 'GET /users/me/profile', 'POST /users/me/messages/send']);
  const sent = JSON.parse(seen[2].body) as { raw: string; threadId: string };
  assert.equal(sent.threadId, '18c2f1e0a1b2c3d4');
  const { headers, body } = decodeRaw(sent.raw);
  assert.equal(headers.to, '"Alex Kim" <alex@acme.example>');
  // reply-all: the original To and Cc, without the user's own address.
  assert.equal(headers.cc, 'jordan@example.com, "Pat" <pat@acme.example>');
  assert.equal(headers.subject, 'Re: Contract renewal');
  assert.equal(headers['in-reply-to'], '<CAF=abc123@mail.acme.example>');
  assert.equal(headers.references, '<earlier@mail.acme.example> <CAF=abc123@mail.acme.example>');
  assert.equal(body, 'Terms attached.');
  assert.equal(out.threadId, '18c2f1e0a1b2c3d4');
  assert.equal(out.subject, 'Re: Contract renewal');
});

test('list_labels and modify_message_labels', async () => {
  routes['GET /users/me/labels'] = () => ({ body: { labels: [{ id: 'INBOX', name: 'INBOX', messageListVisibility: 'hide', labelListVisibility: 'labelShow', type: 'system' }, { id: 'Label_12', name: 'Receipts', type: 'user' }] } });
  const labels = await call('gmail.list_labels', {});
  assert.deepEqual(labels, { labels: [{ id: 'INBOX', name: 'INBOX', type: 'system' }, { id: 'Label_12', name: 'Receipts', type: 'user' }] });
  seen.length = 0;
  routes['POST /users/me/messages/18c2f1e0a1b2c3d4/modify'] = () => ({ body: { id: '18c2f1e0a1b2c3d4', threadId: '18c2f1e0a1b2c3d4', labelIds: ['Label_12'] } });
  const out = await call('gmail.modify_message_labels', { id: '18c2f1e0a1b2c3d4', addLabelIds: ['Label_12'], removeLabelIds: ['INBOX', 'UNREAD'] });
  assert.deepEqual(JSON.parse(seen[0].body), { addLabelIds: ['Label_12'], removeLabelIds: ['INBOX', 'UNREAD'] });
  assert.deepEqual(out, { id: '18c2f1e0a1b2c3d4', threadId: '18c2f1e0a1b2c3d4', labelIds: ['Label_12'] });
});

test('HTTP failures map to ToolError kinds', async () => {
  const cases: [Reply, string, number?][] = [
    [{ status: 401, body: { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } } }, 'invalid_credentials'],
    [{ status: 403, body: { error: { code: 403, message: 'Request had insufficient authentication scopes.', status: 'PERMISSION_DENIED' } } }, 'permission_denied'],
    [{ status: 403, body: { error: { code: 403, message: 'User Rate Limit Exceeded', errors: [{ reason: 'userRateLimitExceeded' }] } } }, 'rate_limited'],
    [{ status: 404, body: { error: { code: 404, message: 'Requested entity was not found.' } } }, 'not_found'],
    [{ status: 429, headers: { 'retry-after': '7' }, body: { error: { code: 429, message: 'Too many concurrent requests for user' } } }, 'rate_limited', 7],
    [{ status: 500, body: { error: { code: 500, message: 'Backend Error' } } }, 'service_unavailable'],
    [{ status: 400, body: { error: { code: 400, message: 'Invalid To header' } } }, 'invalid_input'],
  ];
  for (const [reply, kind, retry] of cases) {
    routes['GET /users/me/labels'] = () => reply;
    await assert.rejects(call('gmail.list_labels', {}), (err: unknown) => {
      assert.ok(err instanceof ToolError);
      assert.equal(err.kind, kind, err.message);
      if (retry !== undefined) assert.equal(err.retryAfterSeconds, retry);
      return true;
    });
  }
});

test('invalid input never reaches Gmail', async () => {
  await assert.rejects(call('gmail.send_message', { to: ['a@example.com'], subject: 'x' }), (err: unknown) => err instanceof ToolError && err.kind === 'invalid_input');
  await assert.rejects(call('gmail.send_message', { to: [], subject: 'x', body: 'y' }), (err: unknown) => err instanceof ToolError && err.kind === 'invalid_input');
  await assert.rejects(call('gmail.modify_message_labels', { id: 'x' }), (err: unknown) => err instanceof ToolError && err.kind === 'invalid_input');
  assert.equal(seen.length, 0);
});
