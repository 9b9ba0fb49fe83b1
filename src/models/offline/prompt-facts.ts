// Everything the offline planner reads from one task prompt, extracted once per prompt.
import { findDates, type DateFacts } from './prompt-dates.ts';
import { findIds, type PromptIds } from './prompt-ids.ts';
import { expandShorthand } from './shorthand.ts';
import { findQuotes, unquotedBody, unquotedName, unquotedQuery, unquotedRename, unquotedSubject, unquotedTitle, withoutQuotes, type Quote } from './prompt-text.ts';

export interface PromptFacts {
  /** The prompt as written, sandbox triggers removed. */
  prompt: string;
  /** Lowercased, quoted strings blanked out: for matching words of instructions, not of titles. */
  lower: string;
  quotes: Quote[];
  ids: PromptIds;
  dates: DateFacts;
  unquoted: { title?: string; body?: string; query?: string; name?: string; rename?: string; subject?: string };
}

/** `[sandbox:NAME]` triggers steer the sandbox (decisions.md), they are not part of the task. */
export function stripTriggers(prompt: string): string {
  return prompt.replace(/\[sandbox:[^\]]*\]/g, ' ').replace(/\s+/g, ' ').trim();
}

// The planner reads the same texts several times per step (the prompt, its commands): keep the last few.
const recent: { key: string; facts: PromptFacts }[] = [];

/** `zone`: the zone times without one are in (a calendar's), instead of the prompt's or UTC. */
export function readPrompt(raw: string, now: Date, zone?: string): PromptFacts {
  const key = `${now.getTime()}|${zone ?? ''}|${raw}`;
  const hit = recent.find((r) => r.key === key);
  if (hit) return hit.facts;
  const facts = read(raw, now, zone);
  recent.unshift({ key, facts });
  recent.length = Math.min(recent.length, 8);
  return facts;
}

function read(raw: string, now: Date, zone: string | undefined): PromptFacts {
  const prompt = expandShorthand(stripTriggers(raw));
  const quotes = findQuotes(prompt);
  const plain = withoutQuotes(prompt, quotes);
  const body = unquotedBody(prompt);
  const ids = findIds(withoutMessage(plain, body));
  return {
    prompt,
    lower: plain.toLowerCase(),
    quotes,
    ids,
    dates: findDates(plain, now, ids.fromZone ?? ids.zones[0] ?? zone ?? 'UTC'),
    unquoted: { title: unquotedTitle(prompt), body, query: unquotedQuery(prompt), name: unquotedName(prompt), rename: unquotedRename(prompt), subject: unquotedSubject(prompt) },
  };
}

// A verb whose text is written somewhere: what follows it is the message.
const WRITES_MESSAGE = /\b(?:comment|post|reply|respond|answer|tell|say|saying|says|message|write|note|announce|remind|inform|notify|let|ping|nudge)\b/i;

/** `plain` without the message a writing verb introduces: "...: the fix is in review in PR #12" names no issue #12. */
function withoutMessage(plain: string, body: string | undefined): string {
  const core = body?.replace(/\.$/, '');
  if (!core) return plain;
  const at = plain.toLowerCase().lastIndexOf(core.toLowerCase());
  if (at < 0 || !WRITES_MESSAGE.test(plain.slice(0, at))) return plain;
  return `${plain.slice(0, at)}${' '.repeat(core.length)}${plain.slice(at + core.length)}`;
}
