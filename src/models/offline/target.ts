// The existing object a command acts on: the name the prompt gives it (a quote, or the words
// after the verb: "Cancel the vendor demo on Friday" -> "vendor demo"), and the records of a
// lookup's result that carry that name. A write runs only on exactly one match.
import type { TargetSpec } from '../../tools/intent-types.ts';
import { isRec, str, type Rec } from '../../tools/builtin/shared/summary-text.ts';
import { plainWords, stem } from '../../prompt/words.ts';
import type { Quote } from './prompt-text.ts';

// Words that say what kind of thing it is, or when, not which one.
const GENERIC = new Set(
  ('the a an my our your their his her its this that these those me us it them one ' +
    'issue issues ticket tickets bug pr pull request page pages doc document e-mail email e mail mails message messages meeting meetings event events ' +
    'appointment call calls thread threads question post note newsletter entry item task tasks card ' +
    'today tomorrow yesterday tonight morning afternoon evening week monday tuesday wednesday thursday friday saturday sunday next last this ' +
    'latest newest recent first new old same linear github notion slack gmail google calendar inbox wiki to-do todo paragraph bullet line heading reaction comment open closed unread all any is are there subject title body text number date time link url name now please you can could would will two three four five several some action items item').split(' '),
);
// Where the name ends: a place, a time, a new instruction.
const STOP = new Set('on in at to from for by with about into onto as of that saying and then so because which who due before after until back starts start begins ends is are was were has have says said'.split(' '));

export interface TargetName {
  text: string;
  /** Words of the name that must all appear in a candidate's name. */
  words: string[];
  quoted: boolean;
}

const MARK_BEFORE = /\b(?:the|my|our|her|his|their|of|to|on|titled|called|named|(?<!\b(?:a|an|new)\s)(?:issue|ticket|page|event|meeting|e-?mail|message|thread|pr))\s*$/i;

/**
 * The quote naming the existing object a tool acts on: one marked as a name (after "the", "of",
 * "titled", or followed by the object's kind: "the 'Cart total' issue"); for tools that write no
 * text of their own (close, move, mark), also the first quote not cued as a message or new title.
 */
export function targetQuote(prompt: string, quotes: readonly Quote[], objects: readonly string[], writesText: boolean): Quote | undefined {
  const kinds = objects.map((o) => o.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const after = new RegExp(`^\\s+(?:(?!(?:on|in|to|for|at|of|from|into|with|as)\\b)\\w+\\s+){0,2}?(?:${kinds || 'x^'})s?\\b`, 'i');
  const marked = quotes.find((q) => after.test(prompt.slice(q.end, q.end + 60)) || (MARK_BEFORE.test(prompt.slice(Math.max(0, q.start - 20), q.start)) && q.role !== 'body' && q.role !== 'subject'));
  if (marked || writesText) return marked;
  return quotes.find((q) => q.role !== 'body' && q.role !== 'rename' && q.role !== 'subject' && q.role !== 'location');
}

// "Can you", "Please", "I'm ... now,": words before the command are not the name.
const OPENERS = /^\s*(?:(?:please|kindly|can you|could you|would you|will you|pls|hey|so|ok|okay|also|then|and|now|just)[\s,]+)+/i;

const DETERMINER = /\b(?:the|my|our|her|his|their|this|that)\s+/gi;

/** The unquoted name of the object: the first phrase after a determiner (or after the verb) with a word that is not generic. */
export function unquotedTarget(plain: string): string | undefined {
  if (plain !== lastTarget.plain) lastTarget = { plain, name: findUnquotedTarget(plain) };
  return lastTarget.name;
}

// Every candidate tool of a command asks for the same text's name: remember the last answer.
let lastTarget: { plain: string; name: string | undefined } = { plain: '', name: undefined };

function findUnquotedTarget(plain: string): string | undefined {
  const lower = plain.replace(/[\u2019]/g, "'").replace(OPENERS, '');
  const afterVerb = lower.length - lower.replace(/^\s*\S+\s+/, '').length;
  // A name comes early in a command: the first 12 places it could start are enough.
  const starts = [afterVerb, ...[...lower.matchAll(DETERMINER)].slice(0, 12).map((m) => m.index + m[0].length)];
  for (const start of starts) {
    const words: string[] = [];
    // A name is a few words: reading at most 8 keeps this linear in the prompt.
    for (const raw of lower.slice(start, start + 200).split(/\s+/).slice(0, 8)) {
      const w = raw.replace(/[.,;:!?]+$/, '').replace(/'s$/i, '');
      if (!w || STOP.has(w.toLowerCase()) || /^[#@:]|@|\/|^https?:/.test(w)) break;
      words.push(w);
      if (/[.,;:!?]$/.test(raw)) break;
    }
    const named = words.filter((w) => !GENERIC.has(w.toLowerCase()) && !DETERMINERS.has(w.toLowerCase()) && !/^\d[\d:.]*(?:am|pm)?$/i.test(w));
    if (named.length > 0 && named.length <= 6) return named.join(' ');
  }
  return undefined;
}

const DETERMINERS = new Set(['the', 'my', 'our', 'her', 'his', 'their', 'this', 'that', 'a', 'an']);

export function nameOf(text: string, quoted: boolean): TargetName {
  return { text, quoted, words: plainWords(text).filter((w) => !GENERIC.has(w)).map(stem) };
}

/** The records of a lookup result: the list it holds (the result itself, or its first array field). */
export function recordsOf(output: unknown): Rec[] {
  if (Array.isArray(output)) return output.filter(isRec);
  if (!isRec(output)) return [];
  const list = Object.values(output).find(Array.isArray) as unknown[] | undefined;
  return (list ?? []).filter(isRec);
}

const norm = (s: string) => s.toLowerCase().replace(/[\u2018\u2019'"]/g, '').replace(/\s+/g, ' ').trim();

/** A word of a name in a candidate's words: the same stem, or one a prefix of the other ("renewal", "renew"). */
function has(words: ReadonlySet<string>, w: string): boolean {
  if (words.has(w)) return true;
  return w.length >= 4 && [...words].some((x) => x.length >= 4 && (x.startsWith(w) || w.startsWith(x)));
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
  const hits = (r: Rec) => Math.max(0, ...names(r).map((n) => {
    const words = new Set(plainWords(n).map(stem));
    return name.words.filter((w) => has(words, w)).length;
  }));
  return records.filter((r) => hits(r) === name.words.length);
}

/** How a candidate is named in a message ("#12 'Login fails'"). */
export function describeTarget(r: Rec, spec: TargetSpec): string {
  const id = str(r, spec.id);
  const name = spec.names.map((f) => str(r, f)).find(Boolean) ?? '';
  return `${id && id !== name && !/^[\w-]{16,}$/.test(id) ? `${id} ` : ''}'${name.slice(0, 80)}'`;
}

