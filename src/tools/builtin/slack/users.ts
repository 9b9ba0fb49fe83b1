// Slack users.list: the people (and bots) of the workspace.
import { defineTool } from '../shared/define-tool.ts';
import { pageOf } from '../shared/sandbox-state.ts';
import { slackCall } from './api.ts';
import { userOut, type UserOut } from './shape.ts';
import { slackState } from './state.ts';

export const listUsers = defineTool<{ limit?: number; cursor?: string }, { members: UserOut[]; next_cursor?: string }>({
  name: 'slack.list_users',
  service: 'slack',
  description: 'List the members of the Slack workspace with their user ids, names, titles and time zones. Use it to find the user id for a mention or a direct message.',
  keywords: ['slack', 'users', 'members', 'people', 'colleagues', 'teammates', 'directory', 'who is', 'user id'],
  input: {
    type: 'object',
    additionalProperties: false,
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 1000, default: 200 },
      cursor: { type: 'string', description: 'next_cursor of a previous call.' },
    },
  },
  output: '{members: [{id, name, real_name, display_name, title, email?, tz, is_bot, deleted}], next_cursor?}',
  scopes: ['users:read'],
  mutates: false,
  sandbox(input, world) {
    const { page, next } = pageOf(slackState(world).users, input.limit ?? 200, input.cursor);
    return { members: page.map(userOut), next_cursor: next };
  },
  async live(input, api) {
    const res = await slackCall<{ members: Parameters<typeof userOut>[0][]; response_metadata?: { next_cursor?: string } }>(api, 'users.list', { limit: input.limit ?? 200, cursor: input.cursor });
    return { members: res.members.map(userOut), next_cursor: res.response_metadata?.next_cursor || undefined };
  },
});
