// Slack reactions.add: an emoji reaction on one message.
import { defineTool } from '../shared/define-tool.ts';
import { slackCall, slackError } from './api.ts';
import { liveChannelId } from './channel-ref.ts';
import { findChannel, findMessage, slackState } from './state.ts';

type Input = { channel: string; timestamp: string; name: string };
type Output = { ok: true; channel: string; timestamp: string; name: string };

/** Slack wants the emoji name without colons; models often write ":thumbsup:". */
const bareName = (name: string) => name.trim().replace(/^:|:$/g, '');

export const addReaction = defineTool<Input, Output>({
  name: 'slack.add_reaction',
  service: 'slack',
  description: 'Add an emoji reaction (e.g. "eyes", "white_check_mark") to one Slack message, identified by its channel (id or name, e.g. #general) and ts.',
  keywords: ['slack', 'react', 'reaction', 'emoji', 'thumbs up', 'acknowledge', 'ack', 'like'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['channel', 'timestamp', 'name'],
    properties: {
      channel: { type: 'string', minLength: 1, description: 'Channel of the message: its id, or its name with or without "#".' },
      timestamp: { type: 'string', minLength: 1, description: 'ts of the message to react to.' },
      name: { type: 'string', minLength: 1, maxLength: 100, description: 'Emoji name without colons, e.g. "thumbsup".' },
    },
  },
  output: '{ok: true, channel, timestamp, name}',
  // channels:read: a channel given by name is looked up with conversations.list.
  scopes: ['reactions:write', 'channels:read'],
  mutates: true,
  sandbox(input, world) {
    const state = slackState(world);
    const name = bareName(input.name);
    if (!/^[a-z0-9_+'-]+$/.test(name)) throw slackError('invalid_name', 'unknown emoji');
    const channel = findChannel(state, input.channel, world.now());
    const message = findMessage(state, channel.id, input.timestamp);
    const reactions = (message.reactions ??= []);
    let reaction = reactions.find((r) => r.name === name);
    if (reaction?.users.includes(state.selfUserId)) throw slackError('already_reacted');
    if (!reaction) reactions.push((reaction = { name, users: [], count: 0 }));
    reaction.users.push(state.selfUserId);
    reaction.count += 1;
    return { ok: true, channel: channel.id, timestamp: message.ts, name };
  },
  async live(input, api) {
    const name = bareName(input.name);
    const channel = await liveChannelId(api, input.channel);
    await slackCall(api, 'reactions.add', { channel, timestamp: input.timestamp, name }, 'POST');
    return { ok: true, channel, timestamp: input.timestamp, name };
  },
});
