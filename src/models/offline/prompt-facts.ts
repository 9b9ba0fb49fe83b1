// Everything the offline planner reads from one task prompt, extracted once per prompt.
import { findDates, type DateFacts } from './prompt-dates.ts';
import { findIds, type PromptIds } from './prompt-ids.ts';
import { findQuotes, unquotedBody, unquotedName, unquotedQuery, unquotedTitle, withoutQuotes, type Quote } from './prompt-text.ts';

export interface PromptFacts {
  /** The prompt as written, sandbox triggers removed. */
  prompt: string;
  /** Lowercased, quoted strings blanked out: for matching words of instructions, not of titles. */
  lower: string;
  quotes: Quote[];
  ids: PromptIds;
  dates: DateFacts;
  unquoted: { title?: string; body?: string; query?: string; name?: string };
}

/** `[sandbox:NAME]` triggers steer the sandbox (decisions.md), they are not part of the task. */
export function stripTriggers(prompt: string): string {
  return prompt.replace(/\[sandbox:[^\]]*\]/g, ' ').replace(/\s+/g, ' ').trim();
}

export function readPrompt(raw: string, now: Date): PromptFacts {
  const prompt = stripTriggers(raw);
  const quotes = findQuotes(prompt);
  const plain = withoutQuotes(prompt, quotes);
  const ids = findIds(plain);
  return {
    prompt,
    lower: plain.toLowerCase(),
    quotes,
    ids,
    dates: findDates(plain, now, ids.fromZone ?? ids.zones[0] ?? 'UTC'),
    unquoted: { title: unquotedTitle(prompt), body: unquotedBody(prompt), query: unquotedQuery(prompt), name: unquotedName(prompt) },
  };
}
