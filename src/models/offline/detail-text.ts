// The detail a command asks to pass on from a record it read: "post the status and due date of the
// Postgres ticket", "e-mail her the door code from the office page", "which branch is the PR
// coming from? Tell #platform". A detail is a field of the record when one is named so (state,
// dueDate, head.ref, location, ...), else the one line of the record's text that names it ("Door
// code: 4417"). A detail found nowhere gives no text, so the write is refused rather than guessed.
import { arr, isRec, str, type Rec } from '../../tools/builtin/shared/summary-text.ts';

// What people call a detail -> the key names records give it (real APIs' field names, split at
// camelCase and underscores).
const FIELD_WORDS: Record<string, string[]> = {
  status: ['state', 'status'],
  state: ['state', 'status'],
  due: ['due'],
  deadline: ['due'],
  branch: ['head'],
  location: ['location'],
  room: ['location'],
  venue: ['location'],
  author: ['user', 'author', 'creator'],
  assignee: ['assignee', 'assignees'],
  priority: ['priority'],
  urgent: ['priority'],
  agenda: ['description'],
  description: ['description'],
  start: ['start'],
  labels: ['labels'],
  attendees: ['attendees'],
  guests: ['attendees'],
};

// "who wrote / opened / reported" asks for the author; "who is assigned / working on" for the assignee.
const WH_DETAIL: [RegExp, string][] = [
  [/\bwhich branch\b/, 'branch'],
  [/\bwhere\b/, 'location'],
  [/\bwho (?:wrote|opened|filed|reported|created|authored)\b/, 'author'],
  [/\bwho(?:'s| is) (?:assigned|working on|on)\b/, 'assignee'],
  [/\bwho(?:'s| is)? invited\b/, 'attendees'],
];

const PASS_ON = /\b(?:post|tell|send|share|e-?mail|give|add|put|write|include|forward|announce|ping|drop|paste)\b(?:\s+(?:#[\w-]+|them|him|her|us|me|everyone|the team))?\s+(?:the|its|their|his|her)\s+([a-z0-9' -]{2,60}?)\s+(?:from|of|in|on|listed|at|for|to|into|that)\b/;

const WHOLE = /\b(?:notes?|summary|contents?|agenda|items?|points?|text|messages?|updates?|list|details|minutes|steps|entries|changes|body|bullets?|to-?dos?|page|e-?mail|link|url|title|subject|plan|doc|document|report|recap|highlights|announcement|news|outline|draft|description|info|information|overview|results|numbers|figures|answer|questions?|feedback|comments?)\b/;

/** The details a command names, each as its words ("tracking number", "due date"). */
export function detailsAsked(lower: string): string[][] {
  const wh = WH_DETAIL.find(([re]) => re.test(lower))?.[1];
  if (wh) return [[wh]];
  const phrase = PASS_ON.exec(lower)?.[1];
  // "post the notes from ...", "the agenda items": the contents, not one detail of them.
  if (!phrase || WHOLE.test(phrase)) return [];
  return phrase
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    .map((part) => part.split(/\s+/).filter((w) => w && !/^(?:the|its|their|a|an)$/.test(w)))
    .filter((words) => words.length > 0);
}

const keyWords = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[\s_]+/);

/** A value as text: objects by their name, login, branch or moment; lists joined. */
function asText(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(asText).filter(Boolean).join(', ');
  if (!isRec(value)) return '';
  return str(value, 'name') || str(value, 'login') || str(value, 'ref') || str(value, 'email') || str(value, 'dateTime') || str(value, 'date') || str(value, 'displayName');
}

/** True when the record has a field of that name at all, set or not. */
export function hasFieldFor(record: Rec, words: string[]): boolean {
  const keys = words.flatMap((w) => FIELD_WORDS[w] ?? []);
  return Object.keys(record).some((key) => keyWords(key).some((k) => keys.includes(k)));
}

export function fieldValue(record: Rec, words: string[]): string | undefined {
  const keys = words.flatMap((w) => FIELD_WORDS[w] ?? []);
  if (keys.length === 0) return undefined;
  // "priorityLabel" ("Urgent") before "priority" (1): the words people use first.
  const entries = Object.entries(record).sort(([a], [b]) => Number(/(?:Label|Name)$/.test(b)) - Number(/(?:Label|Name)$/.test(a)));
  for (const [key, value] of entries) {
    if (!keyWords(key).some((k) => keys.includes(k))) continue;
    const text = asText(value);
    if (text) return text;
  }
  return undefined;
}

/** The record's free text, line by line: a body, a description, a page's blocks. */
function textLines(record: Rec): string[] {
  const blocks = arr(record, 'content').map((b) => str(b, 'text'));
  const text = [str(record, 'body'), str(record, 'text'), str(record, 'description'), str(record, 'snippet'), ...blocks].filter(Boolean).join('\n');
  return text.split(/\n|(?<=[.!?])\s+(?=[A-Z])/).map((l) => l.trim()).filter(Boolean);
}

/** The one line of the record's text that carries every word of the detail, if exactly one does. */
function lineValue(record: Rec, words: string[]): string | undefined {
  const lines = textLines(record).filter((line) => {
    const lower = line.toLowerCase();
    return words.every((w) => new RegExp(`\\b${w.replace(/[^a-z0-9]/g, '')}`).test(lower));
  });
  return new Set(lines).size === 1 ? lines[0] : undefined;
}

/** The asked details of `record` as one text, or undefined when any of them is not there. */
export function detailText(lower: string, record: Rec | undefined): string | undefined {
  const asked = detailsAsked(lower);
  if (!record || asked.length === 0) return undefined;
  const found: string[] = [];
  for (const words of asked) {
    const field = fieldValue(record, words);
    const value = field !== undefined ? `${words.join(' ')}: ${field}` : lineValue(record, words);
    if (value === undefined) return undefined;
    found.push(value);
  }
  const name = str(record, 'title') || str(record, 'subject') || str(record, 'summary') || str(record, 'name');
  const id = str(record, 'identifier') || (str(record, 'number') ? `#${str(record, 'number')}` : '');
  const label = [id, name].filter(Boolean).join(' ');
  return `${label ? `${label}: ` : ''}${found.join('; ')}`;
}
