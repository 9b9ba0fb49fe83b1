// Slack: channels, messages, threads, people and reactions through the Web API.
import type { ServiceDef, ToolDef } from '../../types.ts';
import { withIntents } from '../../intent-types.ts';
import { slackIntents } from './intents.ts';
import { createChannel, listChannels } from './channels.ts';
import { listMessages, postMessage, replyInThread } from './messages.ts';
import { addReaction } from './reactions.ts';
import { searchMessages } from './search.ts';
import { slackSeed } from './seed.ts';
import { listUsers } from './users.ts';

export const slackService: ServiceDef = {
  id: 'slack',
  name: 'Slack',
  description: 'Team chat: read and post channel messages, reply in threads, search conversations, list people and react with emoji.',
  keywords: ['slack', 'channel', 'team chat', 'chat', 'DM', 'direct message', 'announcement', 'workspace'],
  requiresConnection: true,
  apiBaseUrl: 'https://slack.com/api',
  oauth: {
    authorizeUrl: 'https://slack.com/oauth/v2/authorize',
    tokenUrl: 'https://slack.com/api/oauth.v2.access',
    // Slack revokes with the auth.revoke Web API method (token as bearer), not an RFC 7009 endpoint,
    // so no revokeUrl is declared; revocation has to call auth.revoke through the API instead.
    revokeUrl: undefined,
    scopeSeparator: ',',
  },
  sandboxSeed: slackSeed,
};

export const slackTools: ToolDef[] = withIntents([listChannels, createChannel, postMessage, replyInThread, listMessages, searchMessages, listUsers, addReaction], slackIntents);
