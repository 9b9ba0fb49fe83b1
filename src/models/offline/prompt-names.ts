// What a command names in the user's own words: the thing a read is about ("the Fabrikam NDA",
// "Globex"), a target called by its kind ("our Wifi and door codes page"), and what is only the
// place to look (a team, a channel).
import { compiledRegExp, escapeRegExp } from '../../lib/compiled-regexp.ts';
import type { PlannableTool } from './fill-arguments.ts';
import type { PromptFacts } from './prompt-facts.ts';
import { withoutQuotes } from './prompt-text.ts';
import { joinNames, nameOf, unquotedTarget, type TargetName } from './target.ts';

/** The command without its message ("saying the bus leaves at 8"): a message names no target. */
export function beforeMessage(plain: string): string {
  return plain.replace(/\b(?:saying|that says|to say|asking|telling)\b.*$/i, '');
}

/** "to the kestrel launch retro page": the phrase after `before` that ends in the tool's target kind. */
export function kindPhrase(tool: PlannableTool, plain: string, before: string): string | undefined {
  const spec = tool.intent?.target;
  if (!spec) return undefined;
  const kinds = [spec.kind, ...(tool.intent?.objects ?? [])].map((k) => escapeRegExp(k)).join('|');
  return compiledRegExp(`\\b${before}\\s+((?:\\S+\\s+){0,6}?(?:${kinds})s?)\\b`, 'i').exec(plain)?.[1];
}

/** A read's target called by its kind with a name of its own ("on our Wifi and door codes page"). */
export function kindNamed(tool: PlannableTool, cfacts: PromptFacts): string | undefined {
  const phrase = kindPhrase(tool, withoutQuotes(cfacts.prompt, cfacts.quotes), /(?:on|in|from|the|my|our|their|his|her)/.source);
  return phrase && unquotedTarget(` x ${phrase}`) !== undefined ? phrase : undefined;
}

/** A read's text search field ('q', 'query') when nothing fills it yet. */
export function searchField(tool: PlannableTool, input: Record<string, unknown>): string | undefined {
  return ['q', 'query'].find((f) => f in (tool.input.properties ?? {}) && input[f] === undefined);
}

/** A name short enough to search for: a few words, not a pasted text. */
export function searchable(name: TargetName | undefined): boolean {
  return name !== undefined && name.terms.length > 0 && name.terms.length <= 8;
}

/** A name without the team or channel it is in ("the Growth team's ..."): those say where to look. */
export function withoutPlaces(name: TargetName, cfacts: PromptFacts): TargetName | undefined {
  const places = new Set([...cfacts.ids.teams, ...cfacts.ids.channels].map((p) => p.toLowerCase()));
  const terms = name.terms.filter((t) => !places.has(t));
  if (terms.length === name.terms.length) return name;
  return terms.length > 0 ? nameOf(terms.join(' '), false) : undefined;
}

/** What a read is about: a quote not cued as a message, or the unquoted name after "the". */
export function aboutName(cfacts: PromptFacts): TargetName | undefined {
  const quote = cfacts.quotes.find((q) => q.role !== 'body' && q.role !== 'subject' && q.role !== 'rename');
  if (quote) return nameOf(quote.text, true);
  // "What did Legal say about the Fabrikam NDA?": the topic is what the answer must be about.
  if (cfacts.unquoted.query) return withoutPlaces(nameOf(cfacts.unquoted.query, false), cfacts);
  const text = beforeMessage(withoutQuotes(cfacts.prompt, cfacts.quotes));
  // "What's sitting in review for the Growth team?": a question's words after its first are no name.
  const question = /^\s*(?:what|what's|whats|which|who|who's|whos|when|where|where's|how|is|are|am|was|were|any|do|does|did|can|could|will|should)\b/i.test(text);
  const plain = unquotedTarget(` x ${text.replace(/^\s*\S+/, '')}`, !question);
  const name = plain ? withoutPlaces(nameOf(plain, false), cfacts) : undefined;
  // "What total did Globex put on the invoice?": a name the question gives is part of what it is about.
  const proper = question ? properNames(text) : [];
  if (proper.length === 0) return name;
  const named = withoutPlaces(nameOf(proper.join(' '), false), cfacts);
  if (!named) return name;
  return name ? joinNames(name, named) : named;
}

const CALENDAR_WORDS = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|i|i'm|i've|i'd)$/i;

/** Capitalised words after a sentence's first (Globex, Priya), not days, months or service names. */
function properNames(text: string): string[] {
  // Not a sentence's first word ("? Trying to see if ...").
  return [...text.matchAll(/(?<=[^\s.?!]\s+)([A-Z][a-z]+(?:'s)?)\b/g)]
    .map((m) => m[1].replace(/'s$/, ''))
    .filter((w) => !CALENDAR_WORDS.test(w) && !/^(?:GitHub|Slack|Notion|Linear|Gmail|Google|Calendar)$/i.test(w));
}
