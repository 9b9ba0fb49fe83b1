// Slack conversations: conversations.list and conversations.create.
import { defineTool } from '../shared/define-tool.ts';
import { pageOf } from '../shared/sandbox-state.ts';
import { slackCall, slackError } from './api.ts';
import { channelOut, type ChannelOut } from './shape.ts';
import { slackState, type SlackChannel } from './state.ts';

type ChannelType = 'public_channel' | 'private_channel';

export const listChannels = defineTool<{ types?: ChannelType[]; exclude_archived?: boolean; limit?: number; cursor?: string }, { channels: ChannelOut[]; next_cursor?: string }>({
  name: 'slack.list_channels',
  service: 'slack',
  description: 'List the Slack channels in the workspace with their ids, names, topics and member counts. Use it to find the channel id other Slack tools need.',
  keywords: ['slack', 'channels', 'channel list', 'rooms', 'workspace', 'conversations', 'find channel'],
  input: {
    type: 'object',
    additionalProperties: false,
    properties: {
      types: {
        type: 'array',
        description: 'Channel kinds to include; Slack lists public channels only by default (private ones need the groups:read scope).',
        items: { type: 'string', enum: ['public_channel', 'private_channel'] },
        default: ['public_channel'],
      },
      exclude_archived: { type: 'boolean', default: true, description: 'Leave archived channels out.' },
      limit: { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
      cursor: { type: 'string', description: 'next_cursor of a previous call, for the next page.' },
    },
  },
  output: '{channels: [{id, name, is_private, is_archived, created, creator, num_members, topic, purpose}], next_cursor?}',
  scopes: ['channels:read'],
  mutates: false,
  sandbox(input, world) {
    const state = slackState(world);
    const types = input.types ?? ['public_channel'];
    const matching = state.channels.filter(
      (c) => c.is_channel && types.includes(c.is_private ? 'private_channel' : 'public_channel') && !(input.exclude_archived !== false && c.is_archived),
    );
    const { page, next } = pageOf(matching, input.limit ?? 100, input.cursor);
    return { channels: page.map(channelOut), next_cursor: next };
  },
  async live(input, api) {
    const res = await slackCall<{ channels: Parameters<typeof channelOut>[0][]; response_metadata?: { next_cursor?: string } }>(api, 'conversations.list', {
      types: (input.types ?? ['public_channel']).join(','),
      exclude_archived: input.exclude_archived ?? true,
      limit: input.limit ?? 100,
      cursor: input.cursor,
    });
    return { channels: res.channels.map(channelOut), next_cursor: res.response_metadata?.next_cursor || undefined };
  },
});

const NAME_RULE = /^[a-z0-9_-]+$/;

export const createChannel = defineTool<{ name: string; is_private?: boolean }, { channel: ChannelOut }>({
  name: 'slack.create_channel',
  service: 'slack',
  description: 'Create a new Slack channel. Names must be lowercase letters, numbers, hyphens or underscores, at most 80 characters.',
  keywords: ['slack', 'create channel', 'new channel', 'open channel', 'room', 'set up channel'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['name'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 80, description: 'Channel name without "#", e.g. "launch-q3".' },
      is_private: { type: 'boolean', default: false, description: 'Create a private channel (needs the groups:write scope).' },
    },
  },
  output: '{channel: {id, name, is_private, is_archived, created, creator, num_members, topic, purpose}}',
  scopes: ['channels:manage'],
  mutates: true,
  sandbox(input, world) {
    const state = slackState(world);
    if (!NAME_RULE.test(input.name)) throw slackError('invalid_name_specials', 'use lowercase letters, numbers, hyphens and underscores');
    if (state.channels.some((c) => c.is_channel && c.name === input.name)) throw slackError('name_taken');
    const channel: SlackChannel = {
      id: world.newId(input.is_private ? 'G' : 'C'),
      name: input.name,
      is_channel: true,
      is_private: input.is_private ?? false,
      is_archived: false,
      created: Math.floor(world.now().getTime() / 1000),
      creator: state.selfUserId,
      topic: { value: '' },
      purpose: { value: '' },
      members: [state.selfUserId],
    };
    state.channels.push(channel);
    state.messages[channel.id] = [];
    return { channel: channelOut(channel) };
  },
  async live(input, api) {
    const res = await slackCall<{ channel: Parameters<typeof channelOut>[0] }>(api, 'conversations.create', { name: input.name, is_private: input.is_private ?? false }, 'POST');
    return { channel: channelOut(res.channel) };
  },
});
