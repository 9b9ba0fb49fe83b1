// Finding and reading e-mail: Gmail search (q syntax) and one full message decoded to text.
import type { LiveApi } from '../../types.ts';
import { defineTool } from '../shared/define-tool.ts';
import { googleRequest, seg } from '../shared/google.ts';
import { pageOf } from '../shared/sandbox-state.ts';
import type { GmailMessage } from './payload.ts';
import { compileQuery } from './query.ts';
import { messageDetail, messageSummary, type MessageDetail, type MessageSummary } from './shape.ts';
import { findMessage, gmailState } from './state.ts';

const READ_SCOPE = 'https://www.googleapis.com/auth/gmail.readonly';
type SearchInput = { q?: string; maxResults?: number; pageToken?: string; includeSpamTrash?: boolean };
type SearchOutput = { messages: MessageSummary[]; nextPageToken?: string; resultSizeEstimate: number };

/** messages.get; format=metadata returns every header without the body. */
export const getMessageResource = (api: LiveApi, id: string, format: 'full' | 'metadata') =>
  googleRequest<GmailMessage>(api, { method: 'GET', path: `/users/me/messages/${seg(id)}`, query: { format } });

export const searchMessages = defineTool<SearchInput, SearchOutput>({
  name: 'gmail.search_messages',
  service: 'gmail',
  description: 'Search the user\'s Gmail mailbox with Gmail query syntax (from:, to:, subject:, is:unread, in:inbox, label:, has:attachment, after:2025/03/01, newer_than:7d) and return matching e-mails, newest first, with sender, subject and snippet. Not for Slack messages.',
  keywords: ['email', 'e-mail', 'mail', 'gmail', 'inbox', 'search email', 'find email', 'unread', 'messages from', 'receipt', 'newsletter'],
  input: {
    type: 'object',
    additionalProperties: false,
    properties: {
      q: { type: 'string', description: 'Gmail search query, e.g. "from:alex@acme.com is:unread newer_than:7d". Empty lists the newest mail.' },
      maxResults: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
      pageToken: { type: 'string', description: 'nextPageToken of a previous call.' },
      includeSpamTrash: { type: 'boolean', default: false, description: 'Also search Spam and Trash.' },
    },
  },
  output: '{messages: [{id, threadId, labelIds, snippet, internalDate, from, to, subject, date}], nextPageToken?, resultSizeEstimate}',
  scopes: [READ_SCOPE],
  mutates: false,
  sandbox(input, world) {
    const state = gmailState(world);
    const test = compileQuery(input.q ?? '', state.labels, world.now(), input.includeSpamTrash);
    const hits = state.messages.filter(test).sort((a, b) => Number(b.internalDate) - Number(a.internalDate));
    const { page, next } = pageOf(hits, input.maxResults ?? 10, input.pageToken);
    return { messages: page.map(messageSummary), nextPageToken: next, resultSizeEstimate: hits.length };
  },
  async live(input, api) {
    const list = await googleRequest<{ messages?: { id: string; threadId: string }[]; nextPageToken?: string; resultSizeEstimate?: number }>(api, {
      method: 'GET',
      path: '/users/me/messages',
      query: { q: input.q || undefined, maxResults: input.maxResults ?? 10, pageToken: input.pageToken, includeSpamTrash: input.includeSpamTrash || undefined },
    });
    // The list holds ids only; one metadata read per hit gives sender, subject and snippet.
    const messages = await Promise.all((list.messages ?? []).map((m) => getMessageResource(api, m.id, 'metadata')));
    return { messages: messages.map(messageSummary), nextPageToken: list.nextPageToken, resultSizeEstimate: list.resultSizeEstimate ?? messages.length };
  },
});

export const getMessage = defineTool<{ id: string }, MessageDetail>({
  name: 'gmail.get_message',
  service: 'gmail',
  description: 'Read one Gmail e-mail in full by its message id: headers (from, to, cc, subject, date), the body as plain text, and attachment names.',
  keywords: ['email', 'read email', 'open email', 'mail', 'gmail', 'message body', 'attachment'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['id'],
    properties: { id: { type: 'string', minLength: 1, description: 'Message id from gmail.search_messages.' } },
  },
  output: '{id, threadId, labelIds, snippet, from, to, cc?, subject, date, messageId, body, truncated, attachments: [{filename, mimeType, size, attachmentId}]}',
  scopes: [READ_SCOPE],
  mutates: false,
  sandbox: (input, world) => messageDetail(findMessage(gmailState(world), input.id)),
  live: async (input, api) => messageDetail(await getMessageResource(api, input.id, 'full')),
});
