// What a prompt says about the records it means that the call it plans did not check: "from Lena"
// (a search for "lena" also finds Helena), "urgent" and "still open" (Linear's list filters by
// neither), "that are still in Backlog" (a lookup searches by name only), "from October" (the
// titles say when). The records a read or a lookup returns are narrowed by these before anything
// is told or changed; a record that holds nothing to check them by fails the task.
import type { FailTaskInput } from '../../engine/fail-task-tool.ts';
import { isRec, str, type Rec } from '../../tools/builtin/shared/summary-text.ts';
import { escapeRegExp } from '../../lib/compiled-regexp.ts';
import type { Step } from './plan.ts';
import { eventStart, recordsOf } from './target.ts';

interface Qualifier {
  /** As the prompt says it, for a message. */
  said: string;
  /** Whether the record is one of those meant; undefined when it holds nothing to tell. */
  keep: (r: Rec) => boolean | undefined;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
export const MONTH_NAME = new RegExp(`^(?:${MONTHS.join('|')})$`, 'i');

const wordsIn = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** "from Lena": the sender holds every word of the name (Helena is not Lena), or the address given. */
function sender(step: Step): Qualifier | undefined {
  const from = step.facts.ids.from;
  if (!from || MONTH_NAME.test(from)) return undefined;
  const name = from.replace(/^@/, '').toLowerCase();
  const words = wordsIn(name);
  return {
    said: `from ${from}`,
    keep: (r) => {
      const header = str(r, 'from');
      if (!header) return true;
      if (name.includes('@')) return header.toLowerCase().includes(name);
      const held = new Set(wordsIn(header));
      return words.every((w) => held.has(w));
    },
  };
}

const PRIORITY = /\b(urgent)\b|\b(high|medium|low)[\s-]+priority\b|\bpriority\s+(?:of\s+)?(urgent|high|medium|low)\b/;

/** "urgent tickets": the records' priority, unless the step sets it ("bump it to urgent"). */
function priority(step: Step): Qualifier | undefined {
  const m = PRIORITY.exec(step.facts.lower);
  if (!m || step.input.priority !== undefined) return undefined;
  const word = m[1] ?? m[2] ?? m[3];
  return { said: word, keep: (r) => (str(r, 'priorityLabel') ? str(r, 'priorityLabel').toLowerCase() === word : true) };
}

// "still open", "the open ones", "how many open": open as a state, not the verb ("open an issue").
const OPEN = /(?:\b(?:are|is|still|the|my|our|all|any|every|only|many|oldest|newest|latest|recent|currently)|\d)\s+(open|closed)\b(?!\s+(?:it|them|the|a|an|this|that|up)\b)/;

/** Open or closed: a Linear state's type, a GitHub issue's state. */
function openness(step: Step): Qualifier | undefined {
  const m = OPEN.exec(step.facts.lower);
  if (!m || step.input.state !== undefined || step.input.stateId !== undefined) return undefined;
  const open = m[1] === 'open';
  return {
    said: m[0].trim(),
    keep: (r) => {
      const type = str(r, 'state', 'type');
      if (type) return ['completed', 'canceled'].includes(type) !== open;
      const state = typeof r.state === 'string' ? r.state : '';
      return state ? (state === 'open') === open : true;
    },
  };
}

/** "the tickets that are still in Backlog": a workflow state the records are in now (not the one they move to). */
function currentState(step: Step, records: readonly Rec[]): Qualifier | undefined {
  const names = [...new Set(records.map((r) => str(r, 'state', 'name')).filter(Boolean))];
  const set = String(step.input.stateId ?? step.input.state ?? '').toLowerCase();
  for (const name of names) {
    const lower = name.toLowerCase();
    const re = new RegExp(`(?:\\b(?:that|which)\\s+(?:are|is)\\s+(?:still\\s+|currently\\s+|now\\s+)?|\\bstill\\s+)(?:in\\s+(?:the\\s+)?)?${escapeRegExp(lower)}\\b`);
    if (lower !== set && re.test(step.facts.lower)) return { said: `in ${name}`, keep: (r) => str(r, 'state', 'name').toLowerCase() === lower };
  }
  return undefined;
}

const MONTH_QUALIFIER = new RegExp(`\\b(?:from|of|during)\\s+(${MONTHS.join('|')})(?:\\s+(\\d{4}))?\\b(?!\\s+(?:\\d|to|until|through|-))|\\b(${MONTHS.join('|')})'s\\b`);

/** When a record is from: a date in its name ("Standup notes 2026-10-06", "October report"), else its own date. */
function monthOf(r: Rec): { month: number; year?: number } | undefined {
  const name = ['title', 'subject', 'name', 'summary'].map((f) => str(r, f)).find(Boolean) ?? '';
  const iso = /\b(\d{4})-(\d{2})-\d{2}\b/.exec(name);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]) };
  const word = wordsIn(name).find((w) => MONTH_NAME.test(w));
  if (word) return { month: MONTHS.indexOf(word) + 1 };
  const own = eventStart(r) || str(r, 'date') || str(r, 'created_time') || str(r, 'createdAt') || str(r, 'created_at');
  const ms = Date.parse(own);
  return Number.isFinite(ms) ? { year: new Date(ms).getUTCFullYear(), month: new Date(ms).getUTCMonth() + 1 } : undefined;
}

/** "the standup notes pages from October": records of that month (and year, when given). */
function month(step: Step): Qualifier | undefined {
  const m = MONTH_QUALIFIER.exec(step.facts.lower);
  if (!m) return undefined;
  const wanted = MONTHS.indexOf(m[1] ?? m[3]) + 1;
  const year = m[2] ? Number(m[2]) : undefined;
  return {
    said: m[0],
    keep: (r) => {
      const at = monthOf(r);
      return at && at.month === wanted && (year === undefined || at.year === undefined || at.year === year);
    },
  };
}

/** The output with its list of records narrowed, or a failure when a record cannot be told apart. */
export function narrowed(output: unknown, step: Step): { output: unknown } | { fail: FailTaskInput } {
  const records = recordsOf(output);
  if (records.length === 0) return { output };
  const qualifiers = [sender(step), priority(step), openness(step), currentState(step, records), month(step)].filter((q): q is Qualifier => q !== undefined);
  if (qualifiers.length === 0) return { output };
  const kept: Rec[] = [];
  for (const r of records) {
    const verdicts = qualifiers.map((q) => ({ q, keep: q.keep(r) }));
    const unknown = verdicts.find((v) => v.keep === undefined);
    if (unknown) return { fail: { code: 'outside_capabilities', message: `The prompt asks for records ${unknown.q.said}, and a result holds nothing that says whether it is. Nothing was done.`, suggestion: 'Name the records by their exact titles, or use a subagent with a language model.' } };
    if (verdicts.every((v) => v.keep)) kept.push(r);
  }
  if (kept.length === records.length) return { output };
  return { output: withRecords(output, kept) };
}

/** The same output with `kept` in place of its records (and its counts saying so). */
function withRecords(output: unknown, kept: Rec[]): unknown {
  if (Array.isArray(output)) return kept;
  if (!isRec(output)) return output;
  const key = Object.keys(output).find((k) => Array.isArray(output[k]));
  const out: Rec = { ...output, ...(key ? { [key]: kept } : {}) };
  for (const count of ['resultSizeEstimate', 'total', 'total_count', 'count']) if (typeof out[count] === 'number') out[count] = kept.length;
  return out;
}
