// Mail arriving in a sandbox inbox from someone else, for the evaluation and tests that need a
// message "from dana@...". (A developer with a test key gets mail in the inbox by sending it to the
// mailbox's own address: gmail.send_message files such a message under INBOX too, as Gmail does.)
import type { SandboxWorld } from '../../types.ts';
import { composeMessage } from './mime.ts';
import { buildPayload, snippetOf, type GmailMessage } from './payload.ts';
import { gmailState, nextHistoryId, rfc5322Date } from './state.ts';

export interface InboundMail {
  from: string;
  /** Defaults to the mailbox's own address. */
  to?: string;
  subject: string;
  body: string;
  /** ISO date-time; defaults to now. */
  date?: string;
  unread?: boolean;
  /** Extra label ids beside INBOX (and UNREAD). */
  labels?: string[];
}

export function receiveMail(world: SandboxWorld, mail: InboundMail): GmailMessage {
  const state = gmailState(world);
  const composed = composeMessage({ to: [mail.to ?? state.emailAddress], subject: mail.subject, text: mail.body });
  const id = world.newId('msg');
  const at = mail.date ? Date.parse(mail.date) : world.now().getTime();
  const headers = [['From', mail.from], ...composed.headers.filter(([name]) => name !== 'From'), ['Date', rfc5322Date(at)], ['Message-ID', `<${id}@mail.example>`]] as [string, string][];
  const labelIds = ['INBOX', ...(mail.unread === false ? [] : ['UNREAD']), ...(mail.labels ?? [])];
  const message: GmailMessage = { id, threadId: id, labelIds, snippet: snippetOf(mail.body), historyId: nextHistoryId(state), internalDate: String(at), sizeEstimate: mail.body.length + 600, payload: buildPayload({ headers, text: composed.text }) };
  state.messages.push(message);
  state.messages.sort((a, b) => Number(b.internalDate) - Number(a.internalDate));
  return message;
}
