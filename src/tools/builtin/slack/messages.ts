// Slack messages: chat.postMessage (new message or thread reply) and channel/thread history.
import type { SandboxWorld } from '../../types.ts';
import { ToolError } from '../../tool-error.ts';
import { defineTool } from '../shared/define-tool.ts';
import { pageOf } from '../shared/sandbox-state.ts';
import { slackCall, slackError } from './api.ts';
import { liveChannelId, postTarget } from './channel-ref.ts';
import { messageOut, type MessageOut } from './shape.ts';
import { findChannel, findMessage, nextTs, slackState, type SlackChannel, type SlackMessage, type SlackState } from './state.ts';

type Posted = { channel: string; ts: string; message: MessageOut };
type ApiPosted = { channel: string; ts: string; message: Parameters<typeof messageOut>[0] };

/** chat.postMessage to a user id posts in the direct message with that person, as Slack does. */
function resolveConversation(state: SlackState, world: SandboxWorld, ref: string): SlackChannel {
  const user = state.users.find((u) => u.id === ref && !u.deleted);
  if (!user) return findChannel(state, ref, world.now());
  let im = state.channels.find((c) => c.is_im && c.user === user.id);
  if (!im) {
    const created = Math.floor(world.now().getTime() / 1000);
    im = { id: world.newId('D'), name: '', is_channel: false, is_im: true, user: user.id, is_private: true, is_archived: false, created, creator: state.selfUserId, topic: { value: '' }, purpose: { value: '' }, members: [state.selfUserId, user.id] };
    state.channels.push(im);
    state.messages[im.id] = [];
  }
  return im;
}

function postInSandbox(world: SandboxWorld, ref: string, text: string, threadTs?: string, broadcast?: boolean): Posted {
  const state = slackState(world);
  const channel = resolveConversation(state, world, ref);
  if (channel.is_archived) throw slackError('is_archived');
  const parent = threadTs ? findMessage(state, channel.id, threadTs) : undefined;
  if (parent?.thread_ts && parent.thread_ts !== parent.ts) throw slackError('thread_not_found', 'thread_ts must be the parent message ts');
  const message: SlackMessage = { type: 'message', ts: nextTs(state, channel.id, world.now()), user: state.selfUserId, text };
  if (parent) {
    message.thread_ts = parent.ts;
    if (broadcast) message.subtype = 'thread_broadcast';
    Object.assign(parent, { thread_ts: parent.ts, reply_count: (parent.reply_count ?? 0) + 1, latest_reply: message.ts });
  }
  state.messages[channel.id].push(message);
  return { channel: channel.id, ts: message.ts, message: messageOut(message) };
}

async function postLive(api: Parameters<typeof slackCall>[0], params: Record<string, string | boolean | undefined>): Promise<Posted> {
  const res = await slackCall<ApiPosted>(api, 'chat.postMessage', params, 'POST');
  return { channel: res.channel, ts: res.ts, message: messageOut(res.message) };
}

const POSTED = '{channel, ts, message: {ts, user, text, thread_ts?}}';

export const postMessage = defineTool<{ channel: string; text: string }, Posted>({
  name: 'slack.post_message',
  service: 'slack',
  description: 'Post a new message to a Slack channel, given by id or by name ("#general" or "general"), or send a direct message by giving a user id as the channel. Not for email; to answer inside an existing thread use slack.reply_in_thread.',
  keywords: ['slack', 'post', 'send message', 'message', 'notify', 'announce', 'ping', 'DM', 'direct message', 'tell the team', 'chat'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['channel', 'text'],
    properties: {
      channel: { type: 'string', minLength: 1, description: 'Channel id (e.g. C024BE91L) or name with or without "#" (e.g. "#general"), or a user id (U...) for a direct message.' },
      text: { type: 'string', minLength: 1, maxLength: 40000, description: 'Message text in Slack mrkdwn; mention people as <@U024BE7LH>.' },
    },
  },
  output: POSTED,
  scopes: ['chat:write'],
  mutates: true,
  sandbox: (input, world) => postInSandbox(world, input.channel, input.text),
  live: (input, api) => postLive(api, { channel: postTarget(input.channel), text: input.text }),
});

export const replyInThread = defineTool<{ channel: string; thread_ts: string; text: string; reply_broadcast?: boolean }, Posted>({
  name: 'slack.reply_in_thread',
  service: 'slack',
  description: "Reply inside an existing Slack thread, identified by the parent message's channel and ts. Optionally also show the reply in the channel.",
  keywords: ['slack', 'reply', 'thread', 'respond', 'answer', 'follow up', 'comment on message'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['channel', 'thread_ts', 'text'],
    properties: {
      channel: { type: 'string', minLength: 1, description: 'The channel holding the parent message: its id, or its name with or without "#".' },
      thread_ts: { type: 'string', minLength: 1, description: 'ts of the parent message, e.g. "1712345678.000200".' },
      text: { type: 'string', minLength: 1, maxLength: 40000 },
      reply_broadcast: { type: 'boolean', default: false, description: 'Also post the reply to the channel.' },
    },
  },
  output: POSTED,
  scopes: ['chat:write'],
  mutates: true,
  sandbox: (input, world) => postInSandbox(world, input.channel, input.text, input.thread_ts, input.reply_broadcast),
  live: (input, api) => postLive(api, { channel: postTarget(input.channel), thread_ts: input.thread_ts, text: input.text, reply_broadcast: input.reply_broadcast || undefined }),
});

type HistoryInput = { channel: string; thread_ts?: string; oldest?: string; latest?: string; limit?: number; cursor?: string };
type History = { messages: MessageOut[]; has_more: boolean; next_cursor?: string };

function checkTs(value: string | undefined, field: string): void {
  if (value !== undefined && !Number.isFinite(Number(value))) {
    throw new ToolError('invalid_input', `${field} must be a Unix timestamp in seconds, e.g. "1712345678.000200"`, { status: 400 });
  }
}

export const listMessages = defineTool<HistoryInput, History>({
  name: 'slack.list_messages',
  service: 'slack',
  description: "Read a Slack channel's message history (the channel by id or by name, e.g. #general), newest first, optionally between two times; give thread_ts to read the replies of one thread instead.",
  keywords: ['slack', 'history', 'read messages', 'channel messages', 'conversation', 'catch up', 'what was said', 'thread replies'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['channel'],
    properties: {
      channel: { type: 'string', minLength: 1, description: 'Channel id, or name with or without "#".' },
      thread_ts: { type: 'string', description: 'Parent message ts: list that thread (parent first) instead of the channel.' },
      oldest: { type: 'string', description: 'Only messages after this Unix time in seconds.' },
      latest: { type: 'string', description: 'Only messages before this Unix time in seconds.' },
      limit: { type: 'integer', minimum: 1, maximum: 200, default: 20 },
      cursor: { type: 'string', description: 'next_cursor of a previous call.' },
    },
  },
  output: '{messages: [{ts, user, text, thread_ts?, reply_count?, reactions?}], has_more, next_cursor?}',
  // channels:read: a channel given by name is looked up with conversations.list.
  scopes: ['channels:history', 'channels:read'],
  mutates: false,
  sandbox(input, world) {
    checkTs(input.oldest, 'oldest');
    checkTs(input.latest, 'latest');
    const state = slackState(world);
    const channel = findChannel(state, input.channel, world.now());
    const all = state.messages[channel.id] ?? [];
    const inRange = (m: SlackMessage) => (!input.oldest || Number(m.ts) > Number(input.oldest)) && (!input.latest || Number(m.ts) < Number(input.latest));
    let list: SlackMessage[];
    if (input.thread_ts) {
      const parent = findMessage(state, channel.id, input.thread_ts);
      list = all.filter((m) => m === parent || m.thread_ts === parent.ts).filter(inRange);
    } else {
      // Channel history shows thread parents and broadcast replies, never the other replies.
      list = all.filter((m) => (!m.thread_ts || m.thread_ts === m.ts || m.subtype === 'thread_broadcast') && inRange(m)).reverse();
    }
    const { page, next } = pageOf(list, input.limit ?? 20, input.cursor);
    return { messages: page.map(messageOut), has_more: next !== undefined, next_cursor: next };
  },
  async live(input, api) {
    checkTs(input.oldest, 'oldest');
    checkTs(input.latest, 'latest');
    const params = { channel: await liveChannelId(api, input.channel), oldest: input.oldest, latest: input.latest, limit: input.limit ?? 20, cursor: input.cursor };
    const res = input.thread_ts
      ? await slackCall<RawHistory>(api, 'conversations.replies', { ...params, ts: input.thread_ts })
      : await slackCall<RawHistory>(api, 'conversations.history', params);
    return { messages: res.messages.map(messageOut), has_more: res.has_more ?? false, next_cursor: res.response_metadata?.next_cursor || undefined };
  },
});

type RawHistory = { messages: Parameters<typeof messageOut>[0][]; has_more?: boolean; response_metadata?: { next_cursor?: string } };
