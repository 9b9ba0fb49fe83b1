// Writing e-mail: drafts, new messages and replies. Live calls send a real RFC 5322 message in
// `raw`; the sandbox stores the same headers and body as a Gmail message resource.
import type { JsonSchema, SandboxWorld } from '../../types.ts';
import { ToolError } from '../../tool-error.ts';
import { defineTool } from '../shared/define-tool.ts';
import { googleRequest } from '../shared/google.ts';
import { getMessageResource } from './messages.ts';
import { composeMessage, encodeRaw, parseAddress, type Composed } from './mime.ts';
import { buildPayload, snippetOf, type GmailMessage } from './payload.ts';
import { replyHeaders } from './reply.ts';
import { sentOut } from './shape.ts';
import { findMessage, gmailState, nextHistoryId, rfc5322Date, type GmailState } from './state.ts';

type Compose = { to?: string[]; cc?: string[]; bcc?: string[]; subject: string; body: string; threadId?: string };
type Sent = { id: string; threadId: string; labelIds: string[] };

const addresses = (description: string): JsonSchema => ({ type: 'array', items: { type: 'string', minLength: 3 }, description });
const composeProps: Record<string, JsonSchema> = {
  to: addresses('Recipients, as "name@example.com" or "Name <name@example.com>".'),
  cc: addresses('Cc recipients.'),
  bcc: addresses('Bcc recipients (hidden from the others).'),
  subject: { type: 'string', maxLength: 998 },
  body: { type: 'string', description: 'Plain-text body.' },
  threadId: { type: 'string', description: 'Thread to add the message to (it must also reply to it to thread for recipients).' },
};

function composeFrom(input: Compose, requireTo: boolean): Composed {
  if (requireTo && !input.to?.length) throw new ToolError('invalid_input', 'to must name at least one recipient', { status: 400 });
  return composeMessage({ to: input.to ?? [], cc: input.cc, bcc: input.bcc, subject: input.subject, text: input.body });
}

/** Stores a message as Gmail would after accepting it: From, Date and Message-ID filled in. */
function store(state: GmailState, world: SandboxWorld, composed: Composed, labels: string[], threadId?: string): GmailMessage {
  if (threadId && !state.messages.some((m) => m.threadId === threadId)) throw new ToolError('not_found', `Thread ${threadId} was not found`, { status: 404 });
  const id = world.newId('msg');
  const at = world.now().getTime();
  const headers: Composed['headers'] = [['From', state.emailAddress], ...composed.headers.filter(([n]) => n !== 'From'), ['Date', rfc5322Date(at)], ['Message-ID', `<${id}@mail.gmail.com>`]];
  const toSelf = composed.headers.some(([n, v]) => ['To', 'Cc', 'Bcc'].includes(n) && v.toLowerCase().includes(state.emailAddress));
  const labelIds = labels.includes('SENT') && toSelf ? [...labels, 'INBOX', 'UNREAD'] : labels;
  const message: GmailMessage = { id, threadId: threadId ?? id, labelIds, snippet: snippetOf(composed.text), historyId: nextHistoryId(state), internalDate: String(at), sizeEstimate: composed.text.length + 600, payload: buildPayload({ headers, text: composed.text }) };
  state.messages.unshift(message);
  return message;
}

const send = (api: Parameters<typeof googleRequest>[0], composed: Composed, threadId?: string) =>
  googleRequest<GmailMessage>(api, { method: 'POST', path: '/users/me/messages/send', body: { raw: encodeRaw(composed), threadId } });

export const createDraft = defineTool<Compose, { id: string; message: Sent }>({
  name: 'gmail.create_draft',
  service: 'gmail',
  description: 'Save an e-mail as a Gmail draft for the user to review and send later; nothing is sent.',
  keywords: ['email', 'draft', 'compose', 'write email', 'prepare email', 'mail', 'gmail'],
  input: { type: 'object', additionalProperties: false, required: ['subject', 'body'], properties: composeProps },
  output: '{id, message: {id, threadId, labelIds}}',
  scopes: ['https://www.googleapis.com/auth/gmail.compose'],
  mutates: true,
  sandbox(input, world) {
    const state = gmailState(world);
    const message = store(state, world, composeFrom(input, false), ['DRAFT'], input.threadId);
    const draft = { id: world.newId('r'), messageId: message.id };
    state.drafts.push(draft);
    return { id: draft.id, message: sentOut(message) };
  },
  async live(input, api) {
    const draft = await googleRequest<{ id: string; message: GmailMessage }>(api, { method: 'POST', path: '/users/me/drafts', body: { message: { raw: encodeRaw(composeFrom(input, false)), threadId: input.threadId } } });
    return { id: draft.id, message: sentOut(draft.message) };
  },
});

export const sendMessage = defineTool<Compose & { to: string[] }, Sent>({
  name: 'gmail.send_message',
  service: 'gmail',
  description: 'Send a new e-mail from the user\'s Gmail account right away. To answer an existing e-mail use gmail.reply_to_message; to let the user review first use gmail.create_draft.',
  keywords: ['email', 'send email', 'mail', 'gmail', 'e-mail', 'write to', 'notify by email', 'message'],
  input: { type: 'object', additionalProperties: false, required: ['to', 'subject', 'body'], properties: composeProps },
  output: '{id, threadId, labelIds}',
  scopes: ['https://www.googleapis.com/auth/gmail.send'],
  mutates: true,
  sandbox: (input, world) => sentOut(store(gmailState(world), world, composeFrom(input, true), ['SENT'], input.threadId)),
  live: async (input, api) => sentOut(await send(api, composeFrom(input, true), input.threadId)),
});

type ReplyInput = { messageId: string; body: string; replyAll?: boolean; cc?: string[] };
type ReplyOut = Sent & { to: string[]; cc: string[]; subject: string };

function composeReply(original: GmailMessage, input: ReplyInput, self: string | undefined): { composed: Composed; to: string[]; cc: string[]; subject: string } {
  const reply = replyHeaders(original, { replyAll: input.replyAll ?? false, self, cc: input.cc });
  if (reply.to.length === 0 || !reply.to.every((a) => parseAddress(a))) throw new ToolError('invalid_input', 'The original message has no address to reply to', { status: 400 });
  const composed = composeMessage({ to: reply.to, cc: reply.cc, subject: reply.subject, text: input.body, inReplyTo: reply.inReplyTo, references: reply.references });
  return { composed, to: reply.to, cc: reply.cc, subject: reply.subject };
}

export const replyToMessage = defineTool<ReplyInput, ReplyOut>({
  name: 'gmail.reply_to_message',
  service: 'gmail',
  description: 'Reply to a Gmail e-mail by its message id, in the same thread, to the sender (or everyone with replyAll); the subject and threading headers are set automatically.',
  keywords: ['email', 'reply', 'respond', 'answer email', 'reply all', 'mail', 'gmail', 'follow up'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['messageId', 'body'],
    properties: {
      messageId: { type: 'string', minLength: 1, description: 'Id of the message to answer.' },
      body: { type: 'string', description: 'Plain-text reply.' },
      replyAll: { type: 'boolean', default: false, description: 'Also reply to everyone in To and Cc.' },
      cc: addresses('Extra Cc recipients.'),
    },
  },
  output: '{id, threadId, labelIds, to, cc, subject}',
  scopes: ['https://www.googleapis.com/auth/gmail.readonly', 'https://www.googleapis.com/auth/gmail.send'],
  mutates: true,
  sandbox(input, world) {
    const state = gmailState(world);
    const original = findMessage(state, input.messageId);
    const { composed, to, cc, subject } = composeReply(original, input, state.emailAddress);
    return { ...sentOut(store(state, world, composed, ['SENT'], original.threadId)), to, cc, subject };
  },
  async live(input, api) {
    const original = await getMessageResource(api, input.messageId, 'metadata');
    // Reply-all must leave the user's own address out, which only the profile tells.
    const self = input.replyAll ? (await googleRequest<{ emailAddress: string }>(api, { method: 'GET', path: '/users/me/profile' })).emailAddress : undefined;
    const { composed, to, cc, subject } = composeReply(original, input, self);
    return { ...sentOut(await send(api, composed, original.threadId)), to, cc, subject };
  },
});
