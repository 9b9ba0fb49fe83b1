// What each Slack tool does, in the words the planner and the matcher read (intent-types.ts).
import type { ToolIntent } from '../../intent-types.ts';
import { arr, excerpt, listed, quoted, str } from '../shared/summary-text.ts';

const channelOf = (input: Record<string, unknown>) => `#${str(input, 'channel').replace(/^#/, '')}`;
const messageTarget = { field: 'thread_ts', lookup: 'slack.list_messages', names: ['text'], id: 'ts', kind: 'message' };

export const slackIntents: Record<string, ToolIntent> = {
  'slack.list_channels': {
    verbs: ['list'],
    objects: ['channel'],
    summary: (_input, output) => listed('channels', arr(output, 'channels'), (c) => `#${str(c, 'name')}`),
  },
  'slack.create_channel': {
    verbs: ['create', 'make', 'open', 'start', 'new', 'set up', 'spin up'],
    objects: ['channel'],
    summary: (_input, output) => `Created channel #${str(output, 'channel', 'name')}.`,
  },
  'slack.post_message': {
    verbs: ['post', 'tell', 'send', 'say', 'announce', 'share', 'notify', 'message', 'write', 'ping', 'remind', 'inform', 'update', 'nudge'],
    objects: ['message', 'channel', 'announcement', 'update', 'note'],
    summary: (input, output) => `Posted in ${channelOf(input)}: ${quoted(str(output, 'message', 'text') || str(input, 'text'))}.`,
  },
  'slack.reply_in_thread': {
    verbs: ['reply', 'answer', 'respond', 'follow up'],
    objects: ['thread', 'reply', 'message', 'question'],
    target: messageTarget,
    summary: (input, output) => `Replied in the thread in ${channelOf(input)}: ${quoted(str(output, 'message', 'text') || str(input, 'text'))}.`,
  },
  'slack.list_messages': {
    verbs: ['list', 'read'],
    objects: ['message', 'channel', 'conversation', 'thread', 'history'],
    summary: (input, output) => listed('messages', arr(output, 'messages'), (m) => `'${excerpt(str(m, 'text'), 400)}'`, ` in ${channelOf(input)}`),
  },
  'slack.search_messages': {
    verbs: ['search', 'find'],
    objects: ['message', 'mention', 'channel', 'anyone post', 'anyone mention', 'anyone say', 'did anyone', 'who said'],
    summary: (_input, output) => listed('messages', arr(output, 'matches'), (m) => `#${str(m, 'channel', 'name')}: ${quoted(str(m, 'text'))}`),
  },
  'slack.list_users': {
    verbs: ['list'],
    objects: ['user', 'member', 'people', 'person', 'colleague'],
    summary: (_input, output) => listed('users', arr(output, 'members'), (u) => `${str(u, 'real_name') || str(u, 'name')} (@${str(u, 'name')})`),
  },
  'slack.add_reaction': {
    verbs: ['react', 'add', 'put', 'give'],
    objects: ['reaction', 'emoji', 'message'],
    target: { ...messageTarget, field: 'timestamp' },
    summary: (input) => `Reacted with :${str(input, 'name')}: in ${channelOf(input)}.`,
  },
};
