// "How urgent is the checkout crash ticket?", "What labels are on the CSV bug?", "Where is the
// offsite lunch?": a question that asks for one field of one record is answered with that field,
// not with the record's title and times. Two records that match fail the task (which one?), and a
// record without the field says so rather than reading as an answer.
import type { FailTaskInput } from '../../engine/fail-task-tool.ts';
import { str, type Rec } from '../../tools/builtin/shared/summary-text.ts';
import { fieldValue, hasFieldFor } from './detail-text.ts';
import type { PlannableTool } from './fill-arguments.ts';
import type { Done } from './summary.ts';
import { eventStart, matchingTargets, recordsOf } from './target.ts';

const ASKED: [RegExp, string][] = [
  [/\bhow urgent\b|\bpriority\b/, 'priority'],
  [/\bwhat labels?\b|\bwhich labels?\b|\blabell?ed\b|\btagged\b/, 'labels'],
  [/\bagenda\b/, 'agenda'],
  [/^\s*where\b/, 'location'],
  [/\bwho(?:'s| is) (?:assigned|working on|the owner)|\bwho owns\b|\bassignee\b/, 'assignee'],
  [/\b(?:which|what) branch\b/, 'branch'],
  [/\bwhen is\b.*\bdue\b|\bdue date\b|\bdeadline\b/, 'due'],
  [/\b(?:what(?:'s| is) the )?status\b/, 'status'],
  [/\bcomments?\b/, 'comment'],
  [/\baction items\b|\bnext steps\b|\bdecisions\b|\btakeaways\b|\bto-?dos\b/, 'contents'],
  [/\b(?:link|url)\b/, 'link'],
  [/\bwhat time\b|^\s*when(?:'s| is| does)\b/, 'start'],
];

const NAMES = { field: '', lookup: '', names: ['title', 'summary', 'subject', 'name', 'identifier', 'text'], id: 'id', kind: 'record' };
const nameOf = (r: Rec) => str(r, 'identifier') || str(r, 'title') || str(r, 'summary') || str(r, 'subject');

/** The asked field's answer for the last read of a question, or a failure when it cannot be given. */
export function questionDetail(done: readonly Done[], tools: readonly PlannableTool[]): { text: string } | { fail: FailTaskInput } | undefined {
  const last = done.at(-1);
  if (!last || last.lookup || tools.find((t) => t.name === last.call.tool)?.mutates !== false) return undefined;
  const lower = last.step.facts.lower;
  if (!/^\s*(?:what|what's|whats|which|who|who's|when|where|where's|how)\b/.test(lower)) return undefined;
  const detail = ASKED.find(([re]) => re.test(lower))?.[1];
  if (!detail) return undefined;
  const out = last.call.output;
  // One record read (an issue with its labels list) is the record, not its first list.
  const single = out && typeof out === 'object' && !Array.isArray(out) && ['id', 'number', 'identifier'].some((k) => k in out);
  const listed = single ? [] : recordsOf(out);
  const all = listed.length > 0 ? listed : out && typeof out === 'object' ? [out as Rec] : [];
  // The records named as asked; else what the read found for the question (its search already narrowed it).
  const named = last.step.about ? matchingTargets(all, NAMES, last.step.about) : all;
  let records = named.length > 0 || all.length !== 1 ? named : all;
  // "my last meeting on Thursday": the latest of them (events by start, lists newest first).
  if (records.length > 1 && /\b(?:last|latest|final|newest|most recent)\b/.test(lower)) records = [records.some((r) => eventStart(r)) ? records.reduce((a, b) => (eventStart(b) > eventStart(a) ? b : a)) : records[0]];
  if (records.length !== 1) {
    // Several that do not hold the field (e-mails asked "when"): their summary answers, as before.
    if (records.length === 0 || (!hasField(records[0], detail) && !READ_FURTHER.has(detail))) return undefined;
    return { fail: { code: 'details_missing', message: `${records.length} records match: ${records.slice(0, 5).map((r) => `'${nameOf(r)}'`).join(', ')}; the question asks about one. Nothing was changed.`, suggestion: 'Name the one you mean, by its exact title in quotes.' } };
  }
  const value = detailOf(records[0], detail);
  // A record with no such field at all (an e-mail has no start) is answered by its summary, as before.
  if (value === undefined && !hasField(records[0], detail)) return READ_FURTHER.has(detail) ? { fail: cannotRead(records[0], detail) } : undefined;
  if (value === undefined && READ_FURTHER.has(detail)) return { fail: cannotRead(records[0], detail) };
  return { text: `${detail} of '${nameOf(records[0])}': ${value ?? 'none set'}.` };
}

/** A comment or a link the read did not return is not "none": the task says it could not answer. */
function cannotRead(record: Rec, detail: string): FailTaskInput {
  return { code: 'outside_capabilities', message: `What was read of '${nameOf(record)}' holds no ${detail}; the offline model reads no further. Nothing was changed.`, suggestion: 'Use a subagent with a language model.' };
}

// Details inside a record's text or thread: when the read did not return them, the question is not answered.
const READ_FURTHER = new Set(['comment', 'link', 'contents']);

function hasField(record: Rec, detail: string): boolean {
  if (detail === 'link') return /https?:\/\//.test(JSON.stringify(record));
  if (detail === 'contents') return Array.isArray(record.content) || typeof record.body === 'string';
  return hasFieldFor(record, [detail]);
}

function detailOf(record: Rec, detail: string): string | undefined {
  if (detail === 'contents') return (Array.isArray(record.content) ? (record.content as Rec[]).map((b) => str(b, 'text')).join('; ') : str(record, 'body')) || undefined;
  if (detail === 'link') return /https?:\/\/[^\s"'<>)]+/.exec(JSON.stringify(record))?.[0];
  if (detail === 'comment') {
    const thread = (Array.isArray(record.thread) ? record.thread : Array.isArray(record.comments) ? record.comments : []) as Rec[];
    return thread.length > 0 ? str(thread.at(-1), 'body') || undefined : undefined;
  }
  return fieldValue(record, [detail]);
}
