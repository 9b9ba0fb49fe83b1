// What each Gmail tool does, in the words the planner and the matcher read (intent-types.ts).
import type { ToolIntent } from '../../intent-types.ts';
import { arr, excerpt, listed, quoted, str } from '../shared/summary-text.ts';

const messageLabel = (m: unknown) => `${quoted(str(m, 'subject'))} from ${str(m, 'from')} (${str(m, 'date')}): ${excerpt(str(m, 'snippet'), 200)}`;
const messageTarget = { field: 'messageId', lookup: 'gmail.search_messages', names: ['subject', 'from', 'snippet'], id: 'id', kind: 'e-mail', search: 'q' };
const recipients = (input: Record<string, unknown>) => arr(input, 'to').map(String).join(', ');

export const gmailIntents: Record<string, ToolIntent> = {
  'gmail.search_messages': {
    verbs: ['search', 'find', 'list', 'check', 'read'],
    objects: ['e-mail', 'email', 'mail', 'message', 'inbox', 'newsletter'],
    summary: (_input, output) => listed('e-mails', arr(output, 'messages'), messageLabel),
  },
  'gmail.get_message': {
    verbs: ['get', 'read', 'open', 'show'],
    objects: ['e-mail', 'email', 'mail', 'message'],
    target: { ...messageTarget, field: 'id' },
    summary: (_input, output) => `Read e-mail ${quoted(str(output, 'subject'))} from ${str(output, 'from')}: ${excerpt(str(output, 'body'), 1500)}`,
  },
  'gmail.create_draft': {
    verbs: ['draft', 'write', 'prepare', 'compose'],
    objects: ['draft', 'e-mail', 'email', 'mail', 'message', 'reply', 'follow-up'],
    // A draft that replies goes into the thread of the e-mail it answers.
    target: { field: 'threadId', lookup: 'gmail.search_messages', names: ['subject', 'from', 'snippet'], id: 'threadId', kind: 'e-mail', search: 'q', optional: true },
    summary: (input, output) => `Created a draft${recipients(input) ? ` to ${recipients(input)}` : ''} with subject ${quoted(str(output, 'subject') || str(input, 'subject'))}; not sent.`,
  },
  'gmail.send_message': {
    verbs: ['send', 'email', 'e-mail', 'mail', 'write'],
    objects: ['e-mail', 'email', 'mail', 'message'],
    summary: (input) => `Sent an e-mail to ${recipients(input)} with subject ${quoted(str(input, 'subject'))}.`,
  },
  'gmail.reply_to_message': {
    verbs: ['reply', 'respond', 'answer', 'send'],
    objects: ['e-mail', 'email', 'mail', 'message', 'reply'],
    target: messageTarget,
    summary: (input) => `Replied to e-mail ${str(input, 'messageId')}: ${quoted(str(input, 'body'))}.`,
  },
  'gmail.list_labels': {
    verbs: ['list'],
    objects: ['label', 'folder'],
    summary: (_input, output) => listed('labels', arr(output, 'labels'), (l) => str(l, 'name')),
  },
  'gmail.modify_message_labels': {
    verbs: ['archive', 'star', 'mark', 'label', 'unstar', 'flag', 'move', 'tag'],
    objects: ['e-mail', 'email', 'mail', 'message', 'newsletter', 'alert', 'label'],
    target: { ...messageTarget, field: 'id' },
    summary: (input, output) => `Changed the labels of e-mail ${str(input, 'id')}: now ${arr(output, 'labelIds').join(', ') || 'none'}.`,
  },
};
