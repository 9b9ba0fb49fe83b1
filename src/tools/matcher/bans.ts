// What a subagent's prompt forbids: "read-only", or the verbs of a negated clause ("Never create,
// edit, label, comment on, close or merge anything", "Never send anything yourself"), with the
// objects that clause names if any ("Never create new channels" forbids creating channels only).
import type { ToolDef } from '../types.ts';
import { stem, wordsOf } from '../../prompt/words.ts';

export interface Ban {
  verbs: Set<string>;
  /** Empty: the verbs are forbidden on anything. */
  objects: Set<string>;
}

const NEGATION = /\b(?:never|don't|do not|must not|mustn't|cannot|can't|should not|shouldn't|not allowed to|no)\s+([^.;:!?]*)/gi;
const FILLERS = new Set(['a', 'an', 'the', 'new', 'ani', 'any', 'exist', 'or', 'and', 'on', 'of', 'to', 'yourself', 'it', 'them', 'their', 'your', 'our', 'my', 'thi', 'these', 'other']);
const READ_ONLY = /\bread[- ]only\b|\bonly (?:read|look)\b/i;

/** The bans a prompt states, read against the verbs and objects of the given tools. */
export function bansIn(prompt: string, tools: readonly ToolDef[]): { readOnly: boolean; bans: Ban[] } {
  const verbs = new Set(tools.flatMap((t) => t.intent?.verbs ?? []).map(stem));
  // Object phrases by their words: "Never merge pull requests" names "pull", a word of "pull request".
  const objects = new Set(tools.flatMap((t) => t.intent?.objects ?? []).flatMap(wordsOf));
  const bans: Ban[] = [];
  for (const m of prompt.replace(/\u2019/g, "'").matchAll(NEGATION)) {
    const words = wordsOf(m[1]);
    words.forEach((word, i) => {
      if (!verbs.has(word)) return;
      // The verb's object is the first word after it that is not another verb or a filler:
      // "create, edit, label ... or merge anything" share "anything" (so: anything).
      // "wiki pages": every object word of the phrase, so the ban holds for tools of either name.
      const j = words.findIndex((w, k) => k > i && !verbs.has(w) && !FILLERS.has(w));
      const end = j < 0 ? j : words.findIndex((w, k) => k >= j && !objects.has(w));
      const named = j < 0 ? [] : words.slice(j, end < 0 ? undefined : end);
      bans.push({ verbs: new Set([word]), objects: new Set(named) });
    });
  }
  return { readOnly: READ_ONLY.test(prompt), bans };
}

/** True when a ban or read-only rules the tool out. Reading tools are never forbidden. */
export function isForbidden(tool: ToolDef, rules: { readOnly: boolean; bans: readonly Ban[] }): boolean {
  if (!tool.mutates) return false;
  if (rules.readOnly) return true;
  const verbs = (tool.intent?.verbs ?? []).map(stem);
  const objects = new Set((tool.intent?.objects ?? []).flatMap(wordsOf));
  return rules.bans.some((b) => verbs.some((v) => b.verbs.has(v)) && (b.objects.size === 0 || [...b.objects].some((o) => objects.has(o))));
}
