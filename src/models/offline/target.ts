// The existing object a command acts on: the name the prompt gives it (a quote, or the words
// after the verb: "Cancel the vendor demo on Friday" -> "vendor demo"), and the records of a
// lookup's result that carry that name. A write runs only on exactly one match.
import { OPENERS } from './commands.ts';
import type { TargetSpec } from '../../tools/intent-types.ts';
import { isRec, str, type Rec } from '../../tools/builtin/shared/summary-text.ts';
import { plainWords, stem } from '../../prompt/words.ts';
import { compiledRegExp, escapeRegExp } from '../../lib/compiled-regexp.ts';
import type { Quote } from './prompt-text.ts';

// Words that say what kind of thing it is, or when, not which one.
const GENERIC = new Set(
  ('the a an my our your their his her its this that these those me us it them they he she we you i one ' +
    'issue issues ticket tickets bug pr pull request page pages doc document e-mail email e mail mails message messages meeting meetings event events ' +
    'appointment call calls thread threads question post note newsletter entry item task tasks card ' +
    'today tomorrow yesterday tonight morning afternoon evening week monday tuesday wednesday thursday friday saturday sunday next last this ' +
    'latest newest recent first new same linear github notion slack gmail google calendar inbox wiki to-do todo paragraph bullet line heading reaction comment open closed unread all any is are there subject title body text number date time link url name now please you can could would will two three four five several some action items item team channel repo repository thing stuff moment').split(' '),
);
// "newsletters", "tickets": the plural of a generic word is generic too.
const isGeneric = (w: string) => GENERIC.has(w) || GENERIC.has(w.replace(/s$/, ''));

// Where the name ends: a place, a time, a new instruction.
const STOP = new Set('on in at to from for by with about into onto as of that saying and then so because which who due before after until back starts start begins ends is are was were has have says said titled called named according regarding sent wrote emailed e-mailed posted shared mentioned sitting lying waiting piling needs need has should must'.split(' '));

// A kind of thing ends its name in a question ("the Pricing FAQ page give" -> "Pricing FAQ").
const KINDS = new Set('issue ticket bug pr page doc document e-mail email message thread meeting event post announcement newsletter channel'.split(' '));

export interface TargetName {
  text: string;
  /** Words of the name that must all appear in a candidate's name (stems). */
  words: string[];
  /** The same words as written, for a search a service runs. */
  terms: string[];
  quoted: boolean;
}

const MARK_BEFORE = /\b(?:the|my|our|her|his|their|of|to|on|titled|called|named|(?<!\b(?:a|an|new)\s)(?:issue|ticket|page|event|meeting|e-?mail|message|thread|pr))\s*$/i;

/**
 * The quote naming the existing object a tool acts on: one marked as a name (after "the", "of",
 * "titled", or followed by the object's kind: "the 'Cart total' issue"); for tools that write no
 * text of their own (close, move, mark), also the first quote not cued as a message or new title.
 */
export function targetQuote(prompt: string, quotes: readonly Quote[], objects: readonly string[], writesText: boolean): Quote | undefined {
  const kinds = objects.map(escapeRegExp).join('|');
  const after = compiledRegExp(`^\\s+(?:(?!(?:on|in|to|for|at|of|from|into|with|as)\\b)\\w+\\s+){0,2}?(?:${kinds || 'x^'})s?\\b`, 'i');
  const marked = quotes.find((q) => after.test(prompt.slice(q.end, q.end + 60)) || (MARK_BEFORE.test(prompt.slice(Math.max(0, q.start - 20), q.start)) && q.role !== 'body' && q.role !== 'subject' && q.role !== 'rename'));
  if (marked || writesText) return marked;
  return quotes.find((q) => q.role !== 'body' && q.role !== 'rename' && q.role !== 'subject' && q.role !== 'location');
}

const DETERMINER = /\b(?:the|my|our|her|his|their|this|that)\s+/gi;

/** The unquoted name of the object: the first phrase after a determiner (or after the verb) with a word that is not generic. */
export function unquotedTarget(plain: string, objectFirst = true): string | undefined {
  if (plain !== lastTarget.plain || objectFirst !== lastTarget.objectFirst) lastTarget = { plain, objectFirst, name: findUnquotedTarget(plain, objectFirst) };
  return lastTarget.name;
}

// Every candidate tool of a command asks for the same text's name: remember the last answer.
let lastTarget: { plain: string; objectFirst: boolean; name: string | undefined } = { plain: '', objectFirst: true, name: undefined };

/** `objectFirst`: the words after the first one may be the name (a command's object); false for a question. */
function findUnquotedTarget(plain: string, objectFirst: boolean): string | undefined {
  const lower = plain.replace(/[\u2019]/g, "'").replace(OPENERS, '').replace(/\bright now\b/gi, 'now');
  // "Reply to Priya's quote", "comment on the ... issue": the object follows the preposition.
  // "Call off my 1:1", "Push back the demo": a particle after the verb is part of it.
  const afterVerb = lower.length - lower.replace(/^\s*\S+\s+(?:(?:off|up|out|down|over|back)\s+)?(?:(?:to|on)\s+(?!the\b|my\b|our\b))?/i, '').length;
  // "I'm picking up the ... now", "What's sitting in review": a clause that opens with its subject
  // or a question word has no object after its first word.
  const subject = /^\s*(?:i|i'm|i've|i'll|we|we're|we've|we'll|they|they're|he|he's|she|she's|you|you're|something|someone|somebody|nobody|everyone|everybody|it|it's|there|there's|this|that|the|what|what's|whats|which|who|who's|whos|when|where|where's|how|is|are|am|was|were|do|does|did|can|could|will|should)\b/i.test(lower);
  // A name comes early in a command: the first 12 places it could start are enough.
  // "something came up, cancel coffee with marco": after such a clause, the words after the comma's verb.
  const afterComma = subject && objectFirst ? [...lower.matchAll(/,\s+[a-z]+\s+/g)].slice(0, 3).map((m) => m.index + m[0].length) : [];
  // "Where is tomorrow's offsite lunch?": in a question, what follows "is" may be the name.
  const afterIs = objectFirst ? [] : [...lower.matchAll(/^\s*\S+\s+(?:is|are|was|were|'s)\s+/gi)].map((m) => m.index + m[0].length);
  const starts = [...(subject || !objectFirst ? [] : [afterVerb]), ...[...lower.matchAll(DETERMINER)].slice(0, 12).map((m) => m.index + m[0].length), ...afterComma, ...afterIs];
  for (const start of starts) {
    const words: string[] = [];
    // A name is a few words: reading at most 8 keeps this linear in the prompt.
    const tokens = lower.slice(start, start + 200).split(/\s+/).slice(0, 8);
    for (const [i, raw] of tokens.entries()) {
      const w = raw.replace(/[.,;:!?]+$/, '').replace(/'s$/i, '');
      // "coffee with marco", "my 1:1 with Lars": who it is with is part of which meeting it is.
      const withWhom = /^w(?:ith|\/)?$/i.test(w) && words.length > 0 ? tokens[i + 1]?.replace(/[.,;:!?]+$/, '').replace(/'s$/i, '') : undefined;
      if (withWhom && /^[a-z][a-z'-]*$/i.test(withWhom) && !STOP.has(withWhom.toLowerCase()) && !DETERMINERS.has(withWhom.toLowerCase()) && !isGeneric(withWhom.toLowerCase())) {
        words.push(withWhom);
        // "the onsite with Marcus Bell": a full name is both its words, or another Marcus stands in.
        const surname = tokens[i + 2]?.replace(/[.,;:!?]+$/, '').replace(/'s$/i, '');
        if (/^[A-Z]/.test(withWhom) && surname && /^[A-Z][a-z'-]+$/.test(surname) && !STOP.has(surname.toLowerCase()) && !DAY_OR_MONTH.test(surname)) words.push(surname);
        break;
      }
      // A determiner after the name starts another phrase ("the verification code the bank sent").
      if (!w || STOP.has(w.toLowerCase()) || /^[#@:]|@|\/|^https?:/.test(w) || (words.length > 0 && DETERMINERS.has(w.toLowerCase()))) break;
      words.push(w);
      // In a question the kind ends the name ("does the Pricing FAQ page give?"); in a command it may be part of it ("the status page TLS cert").
      if (/[.,;:!?]$/.test(raw) || (!objectFirst && KINDS.has(w.toLowerCase().replace(/s$/, '')) && words.some((x) => !isGeneric(x.toLowerCase())))) break;
    }
    const named = words.filter((w) => !isGeneric(w.toLowerCase()) && !DETERMINERS.has(w.toLowerCase()) && !/^(?:\d{1,2}|\d{1,2}(?::\d{2})?(?:am|pm)|\d{1,2}:\d{2})$/i.test(w));
    // "1:1" alone names no meeting ("my 1:1 with Lars" is not "1:1 Jordan / Maria").
    if (named.length > 0 && named.length <= 6 && named.some((w) => /[a-z]/i.test(w))) return named.join(' ');
  }
  return undefined;
}

const DAY_OR_MONTH = /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$|^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$/i;
const DETERMINERS = new Set(['the', 'my', 'our', 'her', 'his', 'their', 'this', 'that', 'a', 'an']);

export function nameOf(text: string, quoted: boolean): TargetName {
  const terms = plainWords(text).filter((w) => !isGeneric(w));
  return { text, quoted, terms, words: terms.map(stem) };
}

/** The words of two names as one: what a search for either must find. */
export function joinNames(a: TargetName, b: TargetName): TargetName {
  const terms = [...new Set([...a.terms, ...b.terms])];
  return { text: `${a.text} ${b.text}`, quoted: false, terms, words: terms.map(stem) };
}

/**
 * The text a lookup searches for: the name as written, except where the search matches part of a
 * word (TargetSpec.partialSearch) and the name is in the user's own words: then the first five
 * letters of its longest word, since the user's phrase rarely is the title ("the staging DB
 * credential rotation" for "Rotate the staging database credentials"). The pick among the results
 * then checks every word.
 */
export function searchText(name: TargetName, partial: boolean): string {
  if (!partial || name.quoted || name.terms.length === 0) return name.text;
  return name.terms.reduce((a, b) => (b.length > a.length ? b : a)).slice(0, 5);
}

/** The records of a lookup result: the list it holds (the result itself, or its first array field). */
export function recordsOf(output: unknown): Rec[] {
  if (Array.isArray(output)) return output.filter(isRec);
  if (!isRec(output)) return [];
  const list = Object.values(output).find(Array.isArray) as unknown[] | undefined;
  return (list ?? []).filter(isRec);
}

const norm = (s: string) => s.toLowerCase().replace(/[\u2018\u2019'"]/g, '').replace(/\s+/g, ' ').trim();

/**
 * A word of a name in a candidate's words: the same stem, one a prefix of the other ("renewal",
 * "renew"), or a short abbreviation of a longer word ("db" for "database": same first letter, the
 * others in order).
 */
function has(words: ReadonlySet<string>, w: string): boolean {
  if (words.has(w)) return true;
  if (w.length >= 4) return [...words].some((x) => x.length >= 4 && (x.startsWith(w) || w.startsWith(x)));
  return /^[a-z]{2,3}$/.test(w) && [...words].some((x) => x.length >= 6 && abbreviates(w, x));
}

function abbreviates(short: string, word: string): boolean {
  if (short[0] !== word[0]) return false;
  let at = 1;
  for (const c of short.slice(1)) {
    at = word.indexOf(c, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/**
 * Candidates carrying the name: exact matches if any, else those holding every word of it (a
 * word may be a shorter or longer form: "renewal", "renew"). A write acts only on a target
 * identified without doubt, so no word may be missing.
 */
export function matchingTargets(output: unknown, spec: TargetSpec, name: TargetName | undefined): Rec[] {
  const records = recordsOf(output);
  if (!name) return records;
  const names = (r: Rec) => spec.names.map((f) => str(r, f)).filter(Boolean);
  const exact = records.filter((r) => names(r).some((n) => norm(n) === norm(name.text)));
  if (exact.length > 0) return exact;
  if (name.words.length === 0) return [];
  // Every word somewhere in the record's names ("Jenkins" in the sender, "build" in the subject).
  const carrying = records.filter((r) => holdsWords(r, spec, name.words));
  // A proper name (every word capitalised: "the Weekly Byte newsletters") is a fixed phrase: names
  // that hold it side by side ("The Weekly Byte #42") beat names that hold its words apart or inside
  // longer words ("Weekly byte-sized standup notes"). Words in the user's own order pick nothing over.
  const proper = name.terms.length > 1 && name.text.split(/\s+/).every((w) => /^[A-Z0-9]/.test(w));
  const phrase = proper ? compiledRegExp(`(?<![\\w-])${name.terms.map(escapeRegExp).join('\\W+')}(?![\\w-])`, 'i') : undefined;
  // "the Fieldnotes newsletters": records named so (an e-mail's subject or sender) beat those that
  // only mention it in their text ("Did you see the Fieldnotes piece?").
  const titles = { ...spec, names: spec.names.filter((f) => !TEXT_FIELDS.has(f)) };
  const titled = titles.names.length < spec.names.length ? carrying.filter((r) => holdsWords(r, titles, name.words)) : [];
  const pool = titled.length > 0 ? titled : carrying;
  const side = phrase ? pool.filter((r) => names(r).some((n) => phrase.test(n))) : [];
  return side.length > 0 ? side : pool;
}

// Where a record says something rather than what it is called.
const TEXT_FIELDS = new Set(['snippet', 'text', 'body', 'description', 'content']);

/** True when the record's names hold every word of the name as written, kind words included. */
export function carriesAll(r: Rec, spec: TargetSpec, name: TargetName): boolean {
  return holdsWords(r, spec, plainWords(name.text).map(stem));
}

/** True when every stem is somewhere in the record's names ("Jenkins" in the sender, "build" in the subject). */
function holdsWords(r: Rec, spec: TargetSpec, stems: readonly string[]): boolean {
  const words = new Set(spec.names.map((f) => str(r, f)).filter(Boolean).flatMap((n) => plainWords(n).map(stem)));
  return stems.every((w) => has(words, w));
}

/** When an event starts: its dateTime, or its date for an all-day event; '' for other records. */
export const eventStart = (r: Rec) => str(r, 'start', 'dateTime') || str(r, 'start', 'date');

/** How a candidate is named in a message ("#12 'Login fails'"). */
export function describeTarget(r: Rec, spec: TargetSpec): string {
  const id = str(r, spec.id);
  const name = spec.names.map((f) => str(r, f)).find(Boolean) ?? '';
  return `${id && id !== name && !/^[\w-]{16,}$/.test(id) ? `${id} ` : ''}'${name.slice(0, 80)}'`;
}

