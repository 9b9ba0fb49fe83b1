// Gmail search syntax for the sandbox: from:, to:, cc:, subject:, label:, in:, is:, has:attachment,
// filename:, category:, after:/before:, newer_than:/older_than:, "phrases", -negation and OR.
// Spam and trash are left out unless the query names them, as in Gmail.
import { ToolError } from '../../tool-error.ts';
import { attachmentsOf, bodyText, header, type GmailMessage } from './payload.ts';
import type { Label } from './shape.ts';

type Test = (m: GmailMessage) => boolean;

const TOKEN = /(-?)(?:([a-z_]+):)?(?:"([^"]*)"|(\S+))/gi;
const slug = (text: string) => text.toLowerCase().replace(/[\s/]+/g, '-');
const UNIT_MS: Record<string, number> = { h: 3_600_000, d: 86_400_000, m: 30 * 86_400_000, y: 365 * 86_400_000 };

function dateMs(value: string): number {
  if (/^\d{9,}$/.test(value)) return Number(value) * 1000;
  const ms = Date.parse(`${value.replaceAll('/', '-').replace(/-(\d)(?=-|$)/g, '-0$1')}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new ToolError('invalid_input', `Gmail date "${value}" must look like 2025/03/14`, { status: 400 });
  return ms;
}

function ageMs(value: string): number {
  const match = /^(\d+)([hdmy])$/i.exec(value);
  if (!match) throw new ToolError('invalid_input', `newer_than/older_than take e.g. 2d, 3m, 1y; got "${value}"`, { status: 400 });
  return Number(match[1]) * UNIT_MS[match[2].toLowerCase()];
}

function hasLabel(labels: Label[], m: GmailMessage, name: string): boolean {
  const label = labels.find((l) => l.id.toLowerCase() === name || slug(l.name) === slug(name));
  return label !== undefined && (m.labelIds ?? []).includes(label.id);
}

function termTest(key: string | undefined, value: string, labels: Label[], now: number): Test {
  const inHeader = (name: string) => (m: GmailMessage) => (header(m, name) ?? '').toLowerCase().includes(value);
  switch (key) {
    case 'from': case 'to': case 'cc': case 'bcc': case 'subject': return inHeader(key);
    case 'label': return (m) => hasLabel(labels, m, value);
    case 'category': return (m) => (m.labelIds ?? []).includes(`CATEGORY_${value.toUpperCase()}`);
    case 'in': return value === 'anywhere' ? () => true : (m) => hasLabel(labels, m, value === 'drafts' ? 'draft' : value);
    case 'is': {
      if (value === 'read') return (m) => !(m.labelIds ?? []).includes('UNREAD');
      return (m) => (m.labelIds ?? []).includes(value.toUpperCase());
    }
    case 'has': return (m) => value === 'attachment' && attachmentsOf(m).length > 0;
    case 'filename': return (m) => attachmentsOf(m).some((a) => a.filename.toLowerCase().includes(value));
    case 'after': { const at = dateMs(value); return (m) => Number(m.internalDate) >= at; }
    case 'before': { const at = dateMs(value); return (m) => Number(m.internalDate) < at; }
    case 'newer_than': { const at = now - ageMs(value); return (m) => Number(m.internalDate) >= at; }
    case 'older_than': { const at = now - ageMs(value); return (m) => Number(m.internalDate) < at; }
    default: {
      const word = key ? `${key}:${value}` : value;
      return (m) => [header(m, 'Subject'), header(m, 'From'), header(m, 'To'), bodyText(m)].join('\n').toLowerCase().includes(word);
    }
  }
}

/** Compiles a query into a predicate; terms are ANDed, `a OR b` joins its neighbours. */
export function compileQuery(query: string, labels: Label[], now: Date, includeSpamTrash = false): Test {
  const groups: Test[][] = [];
  let orNext = false;
  let scoped = includeSpamTrash;
  for (const [, neg, rawKey, quoted, bare] of query.matchAll(TOKEN)) {
    if (!rawKey && !quoted && bare === 'OR') {
      orNext = true;
      continue;
    }
    const key = rawKey?.toLowerCase();
    const value = (quoted ?? bare).toLowerCase();
    if (key === 'in' && ['spam', 'trash', 'anywhere'].includes(value)) scoped = true;
    const test = termTest(key, value, labels, now.getTime());
    const term: Test = neg ? (m) => !test(m) : test;
    if (orNext && groups.length > 0) groups[groups.length - 1].push(term);
    else groups.push([term]);
    orNext = false;
  }
  const hidden = (m: GmailMessage) => !scoped && (m.labelIds ?? []).some((l) => l === 'SPAM' || l === 'TRASH');
  return (m) => !hidden(m) && groups.every((alternatives) => alternatives.some((t) => t(m)));
}
