// Labels: listing them, and adding/removing them on a message (archive, mark read, star, trash).
import { ToolError } from '../../tool-error.ts';
import { defineTool } from '../shared/define-tool.ts';
import { googleRequest, seg } from '../shared/google.ts';
import type { GmailMessage } from './payload.ts';
import { labelOut, sentOut, type Label } from './shape.ts';
import { checkLabels, findMessage, gmailState, nextHistoryId } from './state.ts';

export const listLabels = defineTool<Record<string, never>, { labels: Label[] }>({
  name: 'gmail.list_labels',
  service: 'gmail',
  description: "List the Gmail labels (folders) of the user's mailbox with their ids: system ones like INBOX, UNREAD, STARRED, SPAM, and the user's own.",
  keywords: ['email', 'labels', 'folders', 'gmail', 'mailbox', 'categories', 'tags'],
  input: { type: 'object', additionalProperties: false, properties: {} },
  output: '{labels: [{id, name, type: "system" | "user"}]}',
  scopes: ['https://www.googleapis.com/auth/gmail.readonly'],
  mutates: false,
  sandbox: (_input, world) => ({ labels: gmailState(world).labels.map(labelOut) }),
  async live(_input, api) {
    const res = await googleRequest<{ labels?: { id: string; name: string; type?: string }[] }>(api, { method: 'GET', path: '/users/me/labels' });
    return { labels: (res.labels ?? []).map(labelOut) };
  },
});

type ModifyInput = { id: string; addLabelIds?: string[]; removeLabelIds?: string[] };
type Modified = { id: string; threadId: string; labelIds: string[] };

function checkChange(input: ModifyInput): void {
  if (!input.addLabelIds?.length && !input.removeLabelIds?.length) throw new ToolError('invalid_input', 'Give addLabelIds or removeLabelIds', { status: 400 });
}

export const modifyMessageLabels = defineTool<ModifyInput, Modified>({
  name: 'gmail.modify_message_labels',
  service: 'gmail',
  description: 'Add or remove labels on one Gmail e-mail: archive (remove INBOX), mark read (remove UNREAD) or unread (add UNREAD), star (add STARRED), trash (add TRASH), or file it under a user label id.',
  keywords: ['email', 'archive', 'mark as read', 'mark unread', 'star', 'label', 'move to folder', 'trash', 'delete email', 'organize inbox', 'gmail'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['id'],
    properties: {
      id: { type: 'string', minLength: 1, description: 'Message id.' },
      addLabelIds: { type: 'array', items: { type: 'string', minLength: 1 }, description: 'Label ids to add (ids from gmail.list_labels, e.g. STARRED, Label_12).' },
      removeLabelIds: { type: 'array', items: { type: 'string', minLength: 1 }, description: 'Label ids to remove, e.g. INBOX to archive, UNREAD to mark read.' },
    },
  },
  output: '{id, threadId, labelIds}',
  scopes: ['https://www.googleapis.com/auth/gmail.modify'],
  mutates: true,
  sandbox(input, world) {
    checkChange(input);
    const state = gmailState(world);
    const message = findMessage(state, input.id);
    checkLabels(state, [...(input.addLabelIds ?? []), ...(input.removeLabelIds ?? [])]);
    const remove = new Set(input.removeLabelIds ?? []);
    const kept = (message.labelIds ?? []).filter((l) => !remove.has(l));
    message.labelIds = [...kept, ...(input.addLabelIds ?? []).filter((l) => !kept.includes(l))];
    message.historyId = nextHistoryId(state);
    return sentOut(message);
  },
  async live(input, api) {
    checkChange(input);
    const res = await googleRequest<GmailMessage>(api, { method: 'POST', path: `/users/me/messages/${seg(input.id)}/modify`, body: { addLabelIds: input.addLabelIds ?? [], removeLabelIds: input.removeLabelIds ?? [] } });
    return sentOut(res);
  },
});
