import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SandboxWorld, ToolDef } from '../../src/tools/types.ts';
import { rejectsWithToolError as rejectsWith } from '../helpers/tool-errors.ts';
import { sandboxWorld } from '../helpers/sandbox-world.ts';
import { gmailService, gmailTools } from '../../src/tools/builtin/gmail/service.ts';

const NOW = new Date('2026-03-11T15:30:00Z');

function world(userId = 'user_1'): SandboxWorld {
  return sandboxWorld({ userId, state: gmailService.sandboxSeed(userId), now: () => NOW });
}

const tool = (name: string): ToolDef => gmailTools.find((t) => t.name === name)!;
type Summary = { id: string; threadId: string; labelIds: string[]; subject: string; from: string; to: string; snippet: string; internalDate: string };
type Detail = Summary & { body: string; cc?: string; messageId?: string; attachments: { filename: string }[] };
const call = async <T = Record<string, unknown>>(name: string, input: unknown, w: SandboxWorld) => (await tool(name).sandbox(input as Record<string, unknown>, w)) as T;
const search = async (q: string, w: SandboxWorld, extra: Record<string, unknown> = {}) => (await call<{ messages: Summary[]; resultSizeEstimate: number }>('gmail.search_messages', { q, ...extra }, w)).messages;

test('the seed is deterministic per user', () => {
  assert.deepEqual(gmailService.sandboxSeed('u1'), gmailService.sandboxSeed('u1'));
  assert.notDeepEqual(gmailService.sandboxSeed('u1'), gmailService.sandboxSeed('u2'));
});

test('search understands Gmail operators and hides spam and trash', async () => {
  const w = world();
  const all = await search('', w);
  assert.ok(all.length >= 8);
  assert.ok(all.every((m) => !m.labelIds.includes('SPAM') && !m.labelIds.includes('TRASH')));
  const dates = all.map((m) => Number(m.internalDate));
  assert.deepEqual(dates, [...dates].sort((a, b) => b - a), 'newest first');
  assert.ok(dates.every((d) => d < NOW.getTime() && d > NOW.getTime() - 14 * 86400_000), 'seed moved to recent days');
  const unread = await search('is:unread in:inbox', w);
  assert.ok(unread.length >= 2 && unread.every((m) => m.labelIds.includes('UNREAD') && m.labelIds.includes('INBOX')));
  assert.deepEqual((await search('from:buyer@acme.example subject:renewal', w)).map((m) => m.subject), ['Re: Contract renewal', 'Contract renewal']);
  assert.deepEqual((await search('has:attachment label:receipts', w)).map((m) => m.subject), ['Your receipt from Acme Cloud #2291-4410']);
  assert.equal((await search('"analytics add-on"', w)).length, 1);
  assert.equal((await search('gift card', w)).length, 0);
  assert.equal((await search('gift card in:spam', w)).length, 1);
  assert.equal((await search('from:maria OR from:sara', w)).length, 2);
  assert.equal((await search('-in:inbox', w)).every((m) => !m.labelIds.includes('INBOX')), true);
  assert.equal((await search('older_than:1y', w)).length, 0);
  await rejectsWith(() => search('after:someday', w), 'invalid_input');
});

test('get_message decodes plain text, HTML-only bodies and lists attachments', async () => {
  const w = world();
  const [receipt] = await search('has:attachment', w);
  const detail = await call<Detail>('gmail.get_message', { id: receipt.id }, w);
  assert.match(detail.body, /Amount paid: \$1,240\.00/);
  assert.deepEqual(detail.attachments.map((a) => a.filename), ['receipt-2291-4410.pdf']);
  const [newsletter] = await search('category:promotions', w);
  const html = await call<Detail>('gmail.get_message', { id: newsletter.id }, w);
  assert.match(html.body, /Northwind v3 — scheduling for teams/);
  assert.doesNotMatch(html.body, /<|color:red/);
});

test('a sent message lands in Sent and is found by search', async () => {
  const w = world();
  const sent = await call<{ id: string; threadId: string; labelIds: string[] }>('gmail.send_message', { to: ['Chen Wei <chen.wei@northwind.example>'], cc: ['dev.patel@northwind.example'], subject: 'Sprint demo slides', body: 'Slides are attached in the drive.\nThanks!' }, w);
  assert.deepEqual(sent.labelIds, ['SENT']);
  const found = await search('in:sent subject:"sprint demo"', w);
  assert.deepEqual(found.map((m) => m.id), [sent.id]);
  const detail = await call<Detail>('gmail.get_message', { id: sent.id }, w);
  assert.equal(detail.to, 'Chen Wei <chen.wei@northwind.example>');
  assert.equal(detail.cc, 'dev.patel@northwind.example');
  assert.equal(detail.from, 'jordan.lee@northwind.example');
  assert.equal(detail.body, 'Slides are attached in the drive.\nThanks!');
  assert.equal(detail.internalDate, String(NOW.getTime()));
  assert.equal((await search('', w))[0].id, sent.id, 'newest first');
});

test('reply_to_message threads the reply to the sender, and replyAll copies the others but not the user', async () => {
  const w = world();
  const [planning] = await search('subject:"Q3 planning"', w);
  const reply = await call<{ id: string; threadId: string; to: string[]; cc: string[]; subject: string }>('gmail.reply_to_message', { messageId: planning.id, body: 'Added the milestones.', replyAll: true }, w);
  assert.equal(reply.threadId, planning.threadId);
  assert.deepEqual(reply.to, ['Maria Garcia <maria.garcia@northwind.example>']);
  assert.deepEqual(reply.cc, ['Dev Patel <dev.patel@northwind.example>']);
  assert.equal(reply.subject, 'Re: Q3 planning doc');
  const original = await call<Detail>('gmail.get_message', { id: planning.id }, w);
  const sent = w.state.messages as { id: string; payload: { headers: { name: string; value: string }[] } }[];
  const headers = sent.find((m) => m.id === reply.id)!.payload.headers;
  assert.equal(headers.find((h) => h.name === 'In-Reply-To')?.value, original.messageId);
  const [again] = await search('subject:"Re: Contract renewal" in:inbox', w);
  const second = await call<{ subject: string; to: string[] }>('gmail.reply_to_message', { messageId: again.id, body: 'Quote attached.' }, w);
  assert.equal(second.subject, 'Re: Contract renewal', 'no "Re: Re:"');
  assert.deepEqual(second.to, ['Alex Kim <buyer@acme.example>']);
});

test('drafts are stored with the DRAFT label and are not sent', async () => {
  const w = world();
  const draft = await call<{ id: string; message: { id: string; labelIds: string[] } }>('gmail.create_draft', { subject: 'Ideas', body: 'Some ideas for Q4' }, w);
  assert.deepEqual(draft.message.labelIds, ['DRAFT']);
  assert.deepEqual((await search('in:drafts ideas', w)).map((m) => m.id), [draft.message.id]);
  assert.equal((await search('in:sent ideas', w)).length, 0);
});

test('modify_message_labels archives and marks read; labels are listed', async () => {
  const w = world();
  const { labels } = await call<{ labels: { id: string; name: string; type: string }[] }>('gmail.list_labels', {}, w);
  assert.ok(labels.some((l) => l.id === 'INBOX' && l.type === 'system'));
  assert.ok(labels.some((l) => l.name === 'Receipts' && l.type === 'user'));
  const [first] = await search('is:unread in:inbox', w);
  const out = await call<{ labelIds: string[] }>('gmail.modify_message_labels', { id: first.id, removeLabelIds: ['INBOX', 'UNREAD'], addLabelIds: ['STARRED'] }, w);
  assert.ok(!out.labelIds.includes('INBOX') && !out.labelIds.includes('UNREAD') && out.labelIds.includes('STARRED'));
  assert.ok(!(await search('in:inbox', w)).some((m) => m.id === first.id));
  assert.ok((await search('is:starred is:read', w)).some((m) => m.id === first.id));
  await rejectsWith(() => call('gmail.modify_message_labels', { id: first.id, addLabelIds: ['Label_404'] }, w), 'invalid_input', /Invalid label/);
  await rejectsWith(() => call('gmail.modify_message_labels', { id: first.id }, w), 'invalid_input');
});

test("mail sent to the mailbox's own address lands in its inbox, unread: a test key's way to get mail", async () => {
  const w = world();
  const sent = await call<{ id: string; labelIds: string[] }>('gmail.send_message', { to: ['Jordan <jordan.lee@northwind.example>'], subject: 'Invoice 4471', body: 'Due December 10.' }, w);
  assert.deepEqual(sent.labelIds, ['SENT', 'INBOX', 'UNREAD']);
  assert.deepEqual((await search('in:inbox is:unread subject:"Invoice 4471"', w)).map((m) => m.id), [sent.id]);
  const elsewhere = await call<{ labelIds: string[] }>('gmail.send_message', { to: ['dana@acme.example'], subject: 'x', body: 'y' }, w);
  assert.deepEqual(elsewhere.labelIds, ['SENT']);
});

test("the docs' latest e-mail from Dana is seeded", async () => {
  const [latest] = await search('from:dana', world());
  assert.equal(latest.subject, 'Slides from the demo');
  assert.ok(latest.labelIds.includes('INBOX'));
});

test('unknown ids are not_found and malformed calls invalid_input', async () => {
  const w = world();
  await rejectsWith(() => call('gmail.get_message', { id: 'nope' }, w), 'not_found');
  await rejectsWith(() => call('gmail.reply_to_message', { messageId: 'nope', body: 'x' }, w), 'not_found');
  await rejectsWith(() => call('gmail.modify_message_labels', { id: 'nope', addLabelIds: ['STARRED'] }, w), 'not_found');
  await rejectsWith(() => call('gmail.send_message', { to: ['a@example.com'], subject: 'x', body: 'y', threadId: 'nope' }, w), 'not_found');
  await rejectsWith(() => call('gmail.send_message', { subject: 'x', body: 'y' }, w), 'invalid_input', /missing required field to/);
  await rejectsWith(() => call('gmail.send_message', { to: ['not-an-address'], subject: 'x', body: 'y' }, w), 'invalid_input', /invalid e-mail address/);
  await rejectsWith(() => call('gmail.send_message', { to: ['a@example.com'], subject: 'x\r\nBcc: spy@example.com', body: 'y' }, w), 'invalid_input', /single line/);
  await rejectsWith(() => call('gmail.get_message', {}, w), 'invalid_input');
});
