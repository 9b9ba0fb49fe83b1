import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SandboxWorld, ToolDef } from '../../src/tools/types.ts';
import { rejectsWithToolError as rejectsWith } from '../helpers/tool-errors.ts';
import { sandboxWorld } from '../helpers/sandbox-world.ts';
import { slackService, slackTools } from '../../src/tools/builtin/slack/service.ts';

const NOW = new Date('2026-03-11T15:30:00Z'); // a Wednesday

function world(userId = 'user_1', now = NOW): SandboxWorld {
  return sandboxWorld({ userId, state: slackService.sandboxSeed(userId), now: () => now, id: (prefix, n) => `${prefix}${String(n).padStart(6, '0')}` });
}

function tool(name: string): ToolDef {
  const found = slackTools.find((t) => t.name === name);
  assert.ok(found, `tool ${name} exists`);
  return found;
}

type Out = Record<string, unknown>;
const call = async (name: string, input: unknown, w: SandboxWorld) => (await tool(name).sandbox(input as Record<string, unknown>, w)) as Out;

async function channelId(w: SandboxWorld, name: string): Promise<string> {
  const { channels } = (await call('slack.list_channels', { types: ['public_channel', 'private_channel'] }, w)) as { channels: { id: string; name: string }[] };
  const found = channels.find((c) => c.name === name);
  assert.ok(found, `channel ${name} is seeded`);
  return found.id;
}

test('the seed is deterministic per user and differs between users', () => {
  assert.deepEqual(slackService.sandboxSeed('user_1'), slackService.sandboxSeed('user_1'));
  assert.notDeepEqual(slackService.sandboxSeed('user_1'), slackService.sandboxSeed('user_2'));
});

test('list_channels lists public channels by default and private ones on request', async () => {
  const w = world();
  const pub = (await call('slack.list_channels', {}, w)) as { channels: { name: string; is_private: boolean; num_members: number }[] };
  assert.ok(pub.channels.length >= 3);
  assert.ok(pub.channels.every((c) => !c.is_private));
  assert.ok(pub.channels.some((c) => c.name === 'general' && c.num_members > 1));
  const all = (await call('slack.list_channels', { types: ['public_channel', 'private_channel'] }, w)) as { channels: { is_private: boolean }[] };
  assert.ok(all.channels.some((c) => c.is_private));
  const page = (await call('slack.list_channels', { limit: 2 }, w)) as { channels: unknown[]; next_cursor?: string };
  assert.equal(page.channels.length, 2);
  assert.ok(page.next_cursor);
  const rest = (await call('slack.list_channels', { limit: 2, cursor: page.next_cursor }, w)) as { channels: unknown[] };
  assert.notDeepEqual(rest.channels, page.channels);
});

test('seeded history is moved to the weeks before now, newest first', async () => {
  const w = world();
  const id = await channelId(w, 'engineering');
  const { messages } = (await call('slack.list_messages', { channel: id }, w)) as { messages: { ts: string; reply_count?: number }[] };
  assert.ok(messages.length >= 2);
  for (const m of messages) assert.ok(Number(m.ts) * 1000 < NOW.getTime() && Number(m.ts) * 1000 > NOW.getTime() - 14 * 86400_000, `ts ${m.ts} is recent`);
  const sorted = [...messages].sort((a, b) => Number(b.ts) - Number(a.ts));
  assert.deepEqual(messages, sorted);
  assert.ok(messages.some((m) => m.reply_count === 2), 'the thread parent shows its replies count');
});

test('a posted message appears in channel history and in search', async () => {
  const w = world();
  const id = await channelId(w, 'general');
  const posted = await call('slack.post_message', { channel: id, text: 'Quarterly numbers are in the drive' }, w);
  assert.equal(posted.channel, id);
  const { messages } = (await call('slack.list_messages', { channel: id, limit: 1 }, w)) as { messages: { ts: string; text: string; user: string }[] };
  assert.equal(messages[0].ts, posted.ts);
  assert.equal(messages[0].text, 'Quarterly numbers are in the drive');
  assert.equal(messages[0].user, (w.state as { selfUserId: string }).selfUserId);
  const found = (await call('slack.search_messages', { query: '"quarterly numbers" in:#general' }, w)) as { total: number; matches: { ts: string; permalink: string }[] };
  assert.equal(found.total, 1);
  assert.equal(found.matches[0].ts, posted.ts);
  assert.match(found.matches[0].permalink, new RegExp(`/archives/${id}/p${String(posted.ts).replace('.', '')}$`));
  const none = (await call('slack.search_messages', { query: 'quarterly in:#random' }, w)) as { total: number };
  assert.equal(none.total, 0);
});

test('posting to a user id opens a direct message conversation', async () => {
  const w = world();
  const { members } = (await call('slack.list_users', {}, w)) as { members: { id: string; name: string }[] };
  const dev = members.find((m) => m.name === 'dev.patel')!;
  const first = await call('slack.post_message', { channel: dev.id, text: 'ping' }, w);
  const second = await call('slack.post_message', { channel: dev.id, text: 'ping again' }, w);
  assert.match(String(first.channel), /^D/);
  assert.equal(second.channel, first.channel);
  const { messages } = (await call('slack.list_messages', { channel: first.channel }, w)) as { messages: { text: string }[] };
  assert.deepEqual(messages.map((m) => m.text), ['ping again', 'ping']);
});

test('thread replies update the parent and are read with thread_ts, not in channel history', async () => {
  const w = world();
  const id = await channelId(w, 'random');
  const parent = await call('slack.post_message', { channel: id, text: 'Lunch poll' }, w);
  const reply = await call('slack.reply_in_thread', { channel: id, thread_ts: parent.ts, text: 'Ramen!' }, w);
  assert.equal((reply.message as { thread_ts: string }).thread_ts, parent.ts);
  const history = (await call('slack.list_messages', { channel: id }, w)) as { messages: { ts: string; reply_count?: number }[] };
  assert.ok(!history.messages.some((m) => m.ts === reply.ts));
  assert.equal(history.messages.find((m) => m.ts === parent.ts)?.reply_count, 1);
  const thread = (await call('slack.list_messages', { channel: id, thread_ts: parent.ts }, w)) as { messages: { ts: string }[] };
  assert.deepEqual(thread.messages.map((m) => m.ts), [parent.ts, reply.ts]);
  const broadcast = await call('slack.reply_in_thread', { channel: id, thread_ts: parent.ts, text: 'See you at noon', reply_broadcast: true }, w);
  const after = (await call('slack.list_messages', { channel: id }, w)) as { messages: { ts: string }[] };
  assert.ok(after.messages.some((m) => m.ts === broadcast.ts));
});

test('create_channel adds a channel and refuses duplicates and bad names', async () => {
  const w = world();
  const { channel } = (await call('slack.create_channel', { name: 'launch-q3' }, w)) as { channel: { id: string; name: string } };
  assert.equal(channel.name, 'launch-q3');
  assert.equal(await channelId(w, 'launch-q3'), channel.id);
  await rejectsWith(() => call('slack.create_channel', { name: 'launch-q3' }, w), 'invalid_input', /name_taken/);
  await rejectsWith(() => call('slack.create_channel', { name: 'Launch Q3' }, w), 'invalid_input', /invalid_name_specials/);
});

test('add_reaction records the reaction once', async () => {
  const w = world();
  const id = await channelId(w, 'general');
  const posted = await call('slack.post_message', { channel: id, text: 'Ship it' }, w);
  const out = await call('slack.add_reaction', { channel: id, timestamp: posted.ts, name: ':rocket:' }, w);
  assert.equal(out.name, 'rocket');
  const { messages } = (await call('slack.list_messages', { channel: id, limit: 1 }, w)) as { messages: { reactions?: { name: string; count: number }[] }[] };
  assert.deepEqual(messages[0].reactions?.map((r) => [r.name, r.count]), [['rocket', 1]]);
  await rejectsWith(() => call('slack.add_reaction', { channel: id, timestamp: posted.ts, name: 'rocket' }, w), 'invalid_input', /already_reacted/);
});

test('unknown ids are not_found', async () => {
  const w = world();
  const id = await channelId(w, 'general');
  await rejectsWith(() => call('slack.post_message', { channel: 'C_NOPE', text: 'hi' }, w), 'not_found', /channel_not_found/);
  await rejectsWith(() => call('slack.list_messages', { channel: 'C_NOPE' }, w), 'not_found');
  await rejectsWith(() => call('slack.reply_in_thread', { channel: id, thread_ts: '1.000001', text: 'x' }, w), 'not_found', /message_not_found/);
  await rejectsWith(() => call('slack.add_reaction', { channel: id, timestamp: '1.000001', name: 'eyes' }, w), 'not_found');
  await rejectsWith(() => call('slack.post_message', { channel: 'U_NOBODY', text: 'hi' }, w), 'not_found');
});

test('a channel nobody seeded is created on first reference with the same messages for every user (G5)', async () => {
  type History = { messages: { ts: string; user: string; text: string }[] };
  const [alice, bob] = [world('user_1'), world('user_2')];
  const names = async (w: SandboxWorld) => new Map(((await call('slack.list_users', {}, w)) as { members: { id: string; name: string }[] }).members.map((u) => [u.id, u.name]));
  const seen = async (w: SandboxWorld) => {
    const { messages } = (await call('slack.list_messages', { channel: '#deploys' }, w)) as History;
    const who = await names(w);
    return messages.map((m) => [m.ts, who.get(m.user), m.text]);
  };
  const first = await seen(alice);
  assert.ok(first.length >= 2 && first.every(([, author]) => typeof author === 'string'));
  assert.deepEqual(await seen(bob), first);
  assert.ok(first.every(([ts]) => Number(ts) < NOW.getTime() / 1000 && Number(ts) > NOW.getTime() / 1000 - 14 * 86400), 'dated in the days before');

  // The second reference sees the first one's write; the channel is listed like a seeded one.
  await call('slack.post_message', { channel: 'deploys', text: 'api v2.8.0 is out' }, alice);
  const again = (await call('slack.list_messages', { channel: 'DEPLOYS', limit: 1 }, alice)) as History;
  assert.equal(again.messages[0].text, 'api v2.8.0 is out');
  assert.ok(!(await seen(bob)).some(([, , text]) => text === 'api v2.8.0 is out'));
  const listed = (await call('slack.list_channels', {}, alice)) as { channels: { name: string }[] };
  assert.ok(listed.channels.some((c) => c.name === 'deploys') && listed.channels.some((c) => c.name === 'general'));
  // search names a channel too.
  const found = (await call('slack.search_messages', { query: 'in:#ops-alerts' }, alice)) as { matches: { channel: { name: string } }[] };
  assert.ok(found.matches.length >= 2 && found.matches.every((m) => m.channel.name === 'ops-alerts'));
});

test('channels are named by id or by name with or without "#"; a name Slack refuses is channel_not_found', async () => {
  const w = world();
  const id = await channelId(w, 'general');
  const posted = (await call('slack.post_message', { channel: '#general', text: 'hello' }, w)) as { channel: string; ts: string };
  assert.equal(posted.channel, id);
  await call('slack.reply_in_thread', { channel: 'general', thread_ts: posted.ts, text: 'in thread' }, w);
  await call('slack.add_reaction', { channel: '#General', timestamp: posted.ts, name: 'eyes' }, w);
  const thread = (await call('slack.list_messages', { channel: 'general', thread_ts: posted.ts }, w)) as { messages: { text: string; reactions?: { name: string }[] }[] };
  assert.deepEqual(thread.messages.map((m) => m.text), ['hello', 'in thread']);
  assert.deepEqual(thread.messages[0].reactions?.map((r) => r.name), ['eyes']);
  await rejectsWith(() => call('slack.post_message', { channel: '#not a channel', text: 'hi' }, w), 'not_found', /channel_not_found \(#not a channel\)/);
  await rejectsWith(() => call('slack.add_reaction', { channel: 'general', timestamp: '1.000001', name: 'eyes' }, w), 'not_found', /no message with ts 1.000001 in #general/);
});

test('missing or unexpected arguments are invalid_input', async () => {
  const w = world();
  await rejectsWith(() => call('slack.post_message', { channel: 'C1' }, w), 'invalid_input', /missing required field text/);
  await rejectsWith(() => call('slack.search_messages', {}, w), 'invalid_input', /query/);
  await rejectsWith(() => call('slack.list_channels', { colour: 'red' }, w), 'invalid_input');
  await rejectsWith(() => call('slack.list_messages', { channel: 'C1', oldest: 'yesterday' }, w), 'invalid_input', /oldest/);
});

test('every tool declares a scope, an object schema and a description', () => {
  assert.equal(slackTools.length, 8);
  for (const t of slackTools) {
    assert.equal(t.service, 'slack');
    assert.match(t.name, /^slack\.[a-z_]+$/);
    assert.equal(t.input.type, 'object');
    assert.equal(t.input.additionalProperties, false);
    assert.ok(t.scopes.length > 0 && t.description.length > 20 && t.keywords.length > 2);
  }
});
