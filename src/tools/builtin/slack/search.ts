// Slack search.messages. The sandbox understands the common modifiers (in:, from:, before:, after:,
// on:, has:reaction, is:thread, quoted phrases, -negation) so agents can test real queries.
import { ToolError } from '../../tool-error.ts';
import { defineTool } from '../shared/define-tool.ts';
import { slackCall } from './api.ts';
import { permalink } from './shape.ts';
import { isConversationId } from './channel-ref.ts';
import { findChannel, slackState, type SlackChannel, type SlackMessage, type SlackState } from './state.ts';

type Input = { query: string; count?: number; page?: number; sort?: 'score' | 'timestamp'; sort_dir?: 'asc' | 'desc' };
type Match = { channel: { id: string; name: string }; ts: string; user?: string; username?: string; text: string; permalink: string };
type Output = { query: string; total: number; page: number; pages: number; matches: Match[] };

const TOKEN = /(-?)(?:([a-z]+):)?(?:"([^"]*)"|(\S+))/gi;

function dayStart(value: string): number {
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new ToolError('invalid_input', `search date "${value}" must look like 2025-03-14`, { status: 400 });
  return ms / 1000;
}

function matcher(state: SlackState, query: string): (m: SlackMessage, c: SlackChannel) => boolean {
  const tests: ((m: SlackMessage, c: SlackChannel) => boolean)[] = [];
  for (const [, neg, key, quoted, bare] of query.matchAll(TOKEN)) {
    const value = (quoted ?? bare).toLowerCase();
    const ref = value.replace(/^[<#@]+|>$/g, '').split('|')[0];
    const user = state.users.find((u) => u.id.toLowerCase() === ref || u.name === ref || u.profile.display_name.toLowerCase() === ref);
    let test: (m: SlackMessage, c: SlackChannel) => boolean;
    switch (key?.toLowerCase()) {
      case 'in': test = (_m, c) => c.id.toLowerCase() === ref || c.name === ref; break;
      case 'from': test = (m) => m.user === user?.id; break;
      case 'after': { const at = dayStart(value); test = (m) => Number(m.ts) >= at + 86400; break; }
      case 'before': { const at = dayStart(value); test = (m) => Number(m.ts) < at; break; }
      case 'on': { const at = dayStart(value); test = (m) => Number(m.ts) >= at && Number(m.ts) < at + 86400; break; }
      case 'has': test = (m) => value === 'reaction' && (m.reactions?.length ?? 0) > 0; break;
      case 'is': test = (m) => value === 'thread' && m.thread_ts !== undefined; break;
      default: {
        const phrase = key ? `${key}:${value}` : value;
        test = (m) => m.text.toLowerCase().includes(phrase);
      }
    }
    tests.push(neg ? (m, c) => !test(m, c) : test);
  }
  return (m, c) => tests.every((t) => t(m, c));
}

export const searchMessages = defineTool<Input, Output>({
  name: 'slack.search_messages',
  service: 'slack',
  description: 'Search Slack messages across all channels with Slack search syntax (words, "phrases", in:#channel, from:@user, after:/before:/on:YYYY-MM-DD). For email use gmail.search_messages.',
  keywords: ['slack', 'search', 'find message', 'look up', 'mentioned', 'discussion', 'who said'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['query'],
    properties: {
      query: { type: 'string', minLength: 1, description: 'e.g. "deploy in:#engineering from:@maria.garcia after:2025-03-01".' },
      count: { type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'Results per page.' },
      page: { type: 'integer', minimum: 1, maximum: 100, default: 1 },
      sort: { type: 'string', enum: ['score', 'timestamp'], default: 'score' },
      sort_dir: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    },
  },
  output: '{query, total, page, pages, matches: [{channel: {id, name}, ts, user, username, text, permalink}]}',
  scopes: ['search:read'],
  mutates: false,
  sandbox(input, world) {
    const state = slackState(world);
    // A channel the query names (in:#deploys) is there on first reference, as anywhere else (G5).
    for (const [, name] of input.query.matchAll(/(?:^|\s)-?in:#?([a-z0-9_-]+)(?=\s|$)/gi)) {
      if (!isConversationId(name)) findChannel(state, name, world.now());
    }
    const test = matcher(state, input.query);
    const hits: Match[] = [];
    for (const channel of state.channels) {
      for (const message of state.messages[channel.id] ?? []) {
        if (!test(message, channel)) continue;
        const username = state.users.find((u) => u.id === message.user)?.name;
        hits.push({ channel: { id: channel.id, name: channel.name }, ts: message.ts, user: message.user, username, text: message.text, permalink: permalink(state.team.domain, channel.id, message.ts) });
      }
    }
    // The sandbox has no relevance model: "score" ranks by recency, as Slack mostly does for short queries.
    hits.sort((a, b) => (Number(b.ts) - Number(a.ts)) * (input.sort_dir === 'asc' ? -1 : 1));
    const count = input.count ?? 20;
    const page = input.page ?? 1;
    return { query: input.query, total: hits.length, page, pages: Math.ceil(hits.length / count), matches: hits.slice((page - 1) * count, page * count) };
  },
  async live(input, api) {
    const res = await slackCall<{ query: string; messages: { total: number; paging?: { page?: number; pages?: number }; matches: (Match & { channel: { id: string; name?: string } })[] } }>(api, 'search.messages', {
      query: input.query,
      count: input.count ?? 20,
      page: input.page ?? 1,
      sort: input.sort ?? 'score',
      sort_dir: input.sort_dir ?? 'desc',
    });
    const matches = res.messages.matches.map((m) => ({ channel: { id: m.channel.id, name: m.channel.name ?? '' }, ts: m.ts, user: m.user, username: m.username, text: m.text, permalink: m.permalink }));
    return { query: res.query, total: res.messages.total, page: res.messages.paging?.page ?? input.page ?? 1, pages: res.messages.paging?.pages ?? 1, matches };
  },
});
