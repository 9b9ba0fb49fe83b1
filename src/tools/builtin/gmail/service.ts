// Gmail: search, read, draft, send, reply and label e-mail through the Gmail API v1.
import type { ServiceDef, ToolDef } from '../../types.ts';
import { withIntents } from '../../intent-types.ts';
import { gmailIntents } from './intents.ts';
import { googleOAuth } from '../shared/google.ts';
import { listLabels, modifyMessageLabels } from './labels.ts';
import { getMessage, searchMessages } from './messages.ts';
import { gmailSeed } from './seed.ts';
import { createDraft, replyToMessage, sendMessage } from './send.ts';

export const gmailService: ServiceDef = {
  id: 'gmail',
  name: 'Gmail',
  description: "The user's Gmail mailbox: search and read e-mail, write drafts, send messages and replies, and organize the inbox with labels.",
  keywords: ['gmail', 'email', 'e-mail', 'mail', 'inbox', 'draft', 'newsletter', 'mailbox'],
  requiresConnection: true,
  apiBaseUrl: 'https://gmail.googleapis.com/gmail/v1',
  oauth: { ...googleOAuth },
  sandboxSeed: gmailSeed,
};

export const gmailTools: ToolDef[] = withIntents([searchMessages, getMessage, createDraft, sendMessage, replyToMessage, listLabels, modifyMessageLabels], gmailIntents);
