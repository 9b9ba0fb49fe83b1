// Who a reply goes to and how it threads, worked out from the original's headers the way mail
// clients do: Reply-To over From, "Re:" once, In-Reply-To and References for the thread.
import { header, type GmailMessage } from './payload.ts';
import { parseAddress, splitAddressList } from './mime.ts';

export type ReplyHeaders = { to: string[]; cc: string[]; subject: string; inReplyTo?: string; references?: string };

const addressOf = (entry: string) => parseAddress(entry)?.address.toLowerCase();

export function replyHeaders(original: GmailMessage, options: { replyAll: boolean; self?: string; cc?: string[] }): ReplyHeaders {
  const list = (name: string) => splitAddressList(header(original, name) ?? '');
  // Replying to one's own sent message continues the conversation with its recipients.
  const sentByUser = (original.labelIds ?? []).includes('SENT');
  const to = sentByUser ? list('To') : list('Reply-To').length ? list('Reply-To') : list('From');
  const taken = new Set([...to.map(addressOf), options.self?.toLowerCase()]);
  const cc: string[] = [];
  const candidates = [...(options.replyAll ? [...(sentByUser ? [] : list('To')), ...list('Cc')] : []), ...(options.cc ?? [])];
  for (const entry of candidates) {
    const address = addressOf(entry);
    if (address && !taken.has(address)) {
      taken.add(address);
      cc.push(entry);
    }
  }
  const subject = header(original, 'Subject') ?? '';
  const messageId = header(original, 'Message-ID');
  const references = [header(original, 'References'), messageId].filter(Boolean).join(' ') || undefined;
  return { to, cc, subject: /^re:/i.test(subject) ? subject : `Re: ${subject}`, inReplyTo: messageId, references };
}
