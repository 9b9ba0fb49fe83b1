// What Gmail tools return: message summaries and full messages with Gmail's field names, the
// headers an agent reads pulled out of payload.headers, and the body decoded to plain text.
import { attachmentsOf, bodyText, header, type Attachment, type GmailMessage } from './payload.ts';

export type MessageSummary = {
  id: string;
  threadId: string;
  labelIds: string[];
  snippet: string;
  internalDate?: string;
  from?: string;
  to?: string;
  subject?: string;
  date?: string;
};

export type MessageDetail = MessageSummary & {
  cc?: string;
  replyTo?: string;
  messageId?: string;
  body: string;
  truncated: boolean;
  attachments: Attachment[];
};

export type Label = { id: string; name: string; type: 'system' | 'user' };

/** Long newsletters would crowd a model's context; the first 50,000 characters carry the message. */
export const BODY_LIMIT = 50_000;

export function messageSummary(m: GmailMessage): MessageSummary {
  return {
    id: m.id,
    threadId: m.threadId,
    labelIds: m.labelIds ?? [],
    snippet: m.snippet ?? '',
    internalDate: m.internalDate,
    from: header(m, 'From'),
    to: header(m, 'To'),
    subject: header(m, 'Subject'),
    date: header(m, 'Date'),
  };
}

export function messageDetail(m: GmailMessage): MessageDetail {
  const body = bodyText(m);
  return {
    ...messageSummary(m),
    cc: header(m, 'Cc'),
    replyTo: header(m, 'Reply-To'),
    messageId: header(m, 'Message-ID'),
    body: body.slice(0, BODY_LIMIT),
    truncated: body.length > BODY_LIMIT,
    attachments: attachmentsOf(m),
  };
}

export function labelOut(l: { id: string; name: string; type?: string }): Label {
  return { id: l.id, name: l.name, type: l.type === 'system' ? 'system' : 'user' };
}

/** The short form Gmail answers send, draft and modify calls with. */
export const sentOut = (m: GmailMessage) => ({ id: m.id, threadId: m.threadId, labelIds: m.labelIds ?? [] });
