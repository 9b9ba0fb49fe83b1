// A plausible mailbox: colleagues, a customer thread with a sent reply, a receipt with an attachment,
// an HTML-only newsletter, spam, trash and a draft. Ids derive from the end user's id.
import { htmlToText } from '../shared/html-text.ts';
import { seedTime } from '../shared/sandbox-state.ts';
import { seededIds } from '../shared/seeded-random.ts';
import type { Composed } from './mime.ts';
import { buildPayload, snippetOf, type GmailMessage } from './payload.ts';
import type { Label } from './shape.ts';
import type { GmailState } from './state.ts';

const SELF = 'Jordan Lee <jordan.lee@northwind.example>';

const SYSTEM_LABELS = ['INBOX', 'SENT', 'DRAFT', 'SPAM', 'TRASH', 'UNREAD', 'STARRED', 'IMPORTANT', 'CHAT', 'CATEGORY_PERSONAL', 'CATEGORY_SOCIAL', 'CATEGORY_PROMOTIONS', 'CATEGORY_UPDATES', 'CATEGORY_FORUMS'];

type Mail = { from: string; to: string; cc?: string; subject: string; text: string; html?: string; at: [number, number, number]; labels: string[]; thread?: number; file?: [string, string, number] };

// Day 0 is the Monday of the current week; every message is from the week before.
const MAILS: Mail[] = [
  { from: 'Alex Kim <buyer@acme.example>', to: SELF, subject: 'Contract renewal', text: 'Hi Jordan,\n\nOur contract ends next month. Could you send the renewal terms for 50 seats?\n\nThanks,\nAlex', at: [-6, 14, 5], labels: ['INBOX', 'CATEGORY_PERSONAL'] },
  { from: SELF, to: 'Alex Kim <buyer@acme.example>', subject: 'Re: Contract renewal', text: 'Hi Alex,\n\nHappy to. I will send the terms by Friday.\n\nBest,\nJordan', at: [-6, 16, 30], labels: ['SENT'], thread: 0 },
  { from: 'Maria Garcia <maria.garcia@northwind.example>', to: SELF, cc: 'Dev Patel <dev.patel@northwind.example>', subject: 'Q3 planning doc', text: 'Jordan,\n\nI shared the Q3 planning doc. Please add the launch milestones before our 1:1 on Tuesday.\n\nMaria', at: [-5, 9, 12], labels: ['INBOX', 'IMPORTANT', 'CATEGORY_PERSONAL'] },
  { from: 'Acme Cloud Billing <billing@acmecloud.example>', to: SELF, subject: 'Your receipt from Acme Cloud #2291-4410', text: 'Receipt #2291-4410\nAmount paid: $1,240.00\nDate paid: last Wednesday\nThe PDF receipt is attached.', at: [-5, 11, 0], labels: ['INBOX', 'CATEGORY_UPDATES', 'Label_1'], file: ['receipt-2291-4410.pdf', 'application/pdf', 48213] },
  { from: 'GitHub <notifications@github.example>', to: SELF, subject: '[northwind/api] Billing migration (PR #482)', text: 'dev-patel requested your review on PR #482: Billing migration.\nView it on GitHub: https://github.example/northwind/api/pull/482', at: [-4, 10, 21], labels: ['INBOX', 'CATEGORY_UPDATES'] },
  { from: 'Sara Okafor <sara.okafor@northwind.example>', to: SELF, subject: 'Press release draft', text: 'Hi Jordan,\n\nThe press release draft for the v3 launch is ready. Can you check the product claims by Thursday?\n\nSara', at: [-4, 14, 15], labels: ['INBOX', 'STARRED', 'CATEGORY_PERSONAL', 'Label_2'] },
  { from: SELF, to: 'Chen Wei <chen.wei@northwind.example>', subject: 'Onboarding flow feedback', text: 'Chen,\n\nThe new onboarding flow looks great. Two notes: shorten step 3 and add a skip link.\n\nJordan', at: [-4, 17, 2], labels: ['SENT'] },
  { from: 'Product Digest <newsletter@digest.example>', to: SELF, subject: "This week's top launches", text: '', html: '<html><head><style>p{color:red}</style></head><body><h1>Top launches</h1><p>1. <b>Northwind v3</b> &mdash; scheduling for teams</p><p>2. Acme Notes &amp; Docs</p><p><a href="https://digest.example/unsubscribe">Unsubscribe</a></p></body></html>', at: [-3, 7, 0], labels: ['INBOX', 'UNREAD', 'CATEGORY_PROMOTIONS'] },
  { from: 'Alex Kim <buyer@acme.example>', to: SELF, subject: 'Re: Contract renewal', text: 'Thanks Jordan. Friday works. Could we also get a quote for the analytics add-on?\n\nAlex', at: [-3, 9, 40], labels: ['INBOX', 'UNREAD', 'IMPORTANT', 'CATEGORY_PERSONAL'], thread: 0 },
  { from: 'Dev Patel <dev.patel@northwind.example>', to: SELF, subject: 'Staging is green again', text: 'FYI: staging recovered after the Redis upgrade. The deploy on Thursday is still on.', at: [-3, 11, 45], labels: ['INBOX', 'UNREAD', 'CATEGORY_PERSONAL'] },
  { from: 'Prize Center <winner@prizes.example>', to: SELF, subject: 'You have won a $1000 gift card!!!', text: 'Click here to claim your prize now.', at: [-2, 3, 33], labels: ['SPAM', 'UNREAD'] },
  { from: 'Tom Becker <tom.becker@northwind.example>', to: SELF, subject: 'Lunch order', text: 'Sandwiches are here, kitchen on 3rd floor.', at: [-7, 12, 0], labels: ['TRASH'] },
  { from: SELF, to: 'Maria Garcia <maria.garcia@northwind.example>', subject: 'Offsite agenda', text: 'Draft agenda:\n- Q3 goals\n- Team rituals\n- Hiring plan', at: [-2, 18, 0], labels: ['DRAFT'] },
  // The docs' example "Find the latest email from Dana and reply to it saying thanks".
  { from: 'Dana Reyes <dana@acme.example>', to: SELF, subject: 'Slides from the demo', text: 'Hi Jordan,\n\nThanks for the demo on Thursday. Could you send me the slides so I can share them with my team?\n\nDana', at: [-2, 10, 15], labels: ['INBOX', 'UNREAD', 'CATEGORY_PERSONAL'] },
];

export function gmailSeed(userId: string): GmailState {
  const hex = seededIds(`gmail:${userId}`, '0123456789abcdef');
  const ids = MAILS.map(() => `1${hex('', 15)}`);
  const messages: GmailMessage[] = MAILS.map((mail, i) => {
    const at = seedTime(...mail.at);
    const messageId = `<${ids[i]}.${i}@mail.northwind.example>`;
    const parent = mail.thread === undefined ? undefined : `<${ids[mail.thread]}.${mail.thread}@mail.northwind.example>`;
    const headers: Composed['headers'] = [['From', mail.from], ['To', mail.to], ...(mail.cc ? [['Cc', mail.cc] as [string, string]] : []), ['Subject', mail.subject], ['Date', new Date(at).toUTCString().replace('GMT', '+0000')], ['Message-ID', messageId], ...(parent ? [['In-Reply-To', parent], ['References', parent]] as [string, string][] : [])];
    const attachments = mail.file ? [{ filename: mail.file[0], mimeType: mail.file[1], size: mail.file[2], attachmentId: `ANGjdJ${hex('', 24)}` }] : undefined;
    // The newsletter is HTML only (no text), to exercise the HTML-to-text path.
    const payload = buildPayload({ headers, text: mail.text }, { html: mail.html, attachments });
    return {
      id: ids[i],
      threadId: ids[mail.thread ?? i],
      labelIds: mail.labels,
      snippet: snippetOf(mail.text || htmlToText(mail.html ?? '')),
      historyId: String(1000 + i),
      internalDate: String(at),
      sizeEstimate: 1200 + mail.text.length + (mail.file?.[2] ?? 0),
      payload,
    };
  });
  messages.sort((a, b) => Number(b.internalDate) - Number(a.internalDate));
  const labels: Label[] = [...SYSTEM_LABELS.map((id): Label => ({ id, name: id, type: 'system' })), { id: 'Label_1', name: 'Receipts', type: 'user' }, { id: 'Label_2', name: 'Projects/Launch', type: 'user' }];
  const draft = ids[MAILS.findIndex((m) => m.labels.includes('DRAFT'))];
  return { emailAddress: 'jordan.lee@northwind.example', labels, messages, drafts: [{ id: `r-${hex('', 18)}`, messageId: draft }], historyId: 2000 };
}
