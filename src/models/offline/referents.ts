// A step's final inputs once earlier calls have run: the target's id, what the target's own data
// decides (a moved event's new time, a reply's recipient and subject), and text fields a command
// takes from an earlier result ("post the number", "using its subject as the title", "with the
// same title and a link"). Text it cannot find fails the task rather than posting a guess.
import { arr, str, type Rec } from '../../tools/builtin/shared/summary-text.ts';
import { compiledRegExp } from '../../lib/compiled-regexp.ts';
import type { FailTaskInput } from '../../engine/fail-task-tool.ts';
import type { PastCall } from './conversation.ts';
import { detailText } from './detail-text.ts';
import { movedTimes, resizedTimes } from './event-edit.ts';
import { REPLACES_LABELS } from './keep-lists.ts';
import { COUNT_PLACEHOLDER } from './placeholder-text.ts';
import { namedSubject } from './pronoun-message.ts';
import type { PlannableTool } from './fill-arguments.ts';
import type { Step } from './plan.ts';
import type { Done } from './summary.ts';
import { eventStart, matchingTargets, recordsOf } from './target.ts';

const PLACES = ['channel', 'owner', 'repo', 'teamId', 'calendarId'];

const MOVES = /^(?:move|reschedule|push|shift|postpone|bring|change|update|punt)$/;

const TEXT_FIELDS = ['text', 'body', 'title', 'subject', 'description', 'blocks'];

/** What the earlier steps read: the records of the last reading call (or its single result). */
function earlierRecords(done: readonly Done[], tools: readonly PlannableTool[]): { records: Rec[]; listed: Rec[]; call: PastCall } | undefined {
  for (const d of [...done].reverse()) {
    if (d.lookup || tools.find((t) => t.name === d.call.tool)?.mutates) continue;
    const listed = recordsOf(d.call.output);
    const records = listed.length > 0 ? listed : d.call.output && typeof d.call.output === 'object' ? [d.call.output as Rec] : [];
    // What the read was about ("the Quarterly planning meeting") is the one record the text is taken from.
    // A read about one named thing that found no such thing gives no text (never another record's).
    // Results without names (a computed difference) are not picked by name.
    const named = d.step.about && records.some((r) => nameOf(r));
    // A count is of what the read returned: its own query already chose what to count.
    return { records: named && d.step.about ? matchingTargets(records, NAMED, d.step.about) : records, listed: records, call: d.call };
  }
  return undefined;
}

const NAMED = { field: '', lookup: '', names: ['title', 'subject', 'summary', 'name', 'text'], id: 'id', kind: 'record' };

const nameOf = (r: Rec) => str(r, 'title') || str(r, 'subject') || str(r, 'summary') || str(r, 'name') || str(r, 'text');
const linkOf = (r: Rec) => str(r, 'html_url') || str(r, 'url') || str(r, 'htmlLink') || str(r, 'permalink');

/** "2026-11-25T14:00:00-05:00" as people write it: "at 2:00 PM on 2026-11-25 (UTC-05:00)"; a date alone: "on 2026-11-25". */
function spokenTime(iso: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.exec(iso);
  if (!m) return `on ${iso}`;
  const hour = Number(m[2]);
  const zone = !m[4] ? '' : m[4] === 'Z' ? ' (UTC)' : ` (UTC${m[4]})`;
  return `at ${hour % 12 || 12}:${m[3]} ${hour < 12 ? 'AM' : 'PM'} on ${m[1]}${zone}`;
}

/** The name of what the last call made or found ("then e-mail him the agenda": the meeting's title). */
function lastName(done: readonly Done[]): string | undefined {
  const out = done.at(-1)?.call.output;
  return out && typeof out === 'object' ? nameOf(out as Rec) || undefined : undefined;
}

/** "Create a ticket ... and post its ID", "... then post its link": the id or address of what the last call made or changed. */
function itsDetail(field: string, step: Step, done: readonly Done[]): string | undefined {
  const out = done.at(-1)?.call.output;
  if (!(field === 'text' || field === 'body') || !out || typeof out !== 'object' || Array.isArray(out)) return undefined;
  const made = out as Rec;
  const number = str(made, 'number');
  if (/\bits\s+(?:id|identifier|key|number)\b/.test(step.facts.lower)) return str(made, 'identifier') || (number ? `#${number}` : '') || str(made, 'id') || undefined;
  if (/\bits\s+(?:link|url|address)\b/.test(step.facts.lower)) return linkOf(made) || undefined;
  return undefined;
}

/** The text a command asks to take from earlier results, by the words it uses for it. */
function textFromEarlier(field: string, step: Step, sources: Rec[], all: Rec[]): string | undefined {
  const lower = step.facts.lower;
  const first = sources[0];
  // "post the number", "how many", "the count" (not "the tracking number": that is a detail to read).
  if (/\b(?:how many|count|number of)\b|\bthe number\b/.test(lower) && (field === 'text' || field === 'body')) {
    // A computed answer ("how many days are left": 21 days) is its value; a list's answer is its length.
    const value = countOf(all);
    return all.length === 1 && typeof all[0].value === 'number' && str(all[0], 'unit') ? `${value} ${str(all[0], 'unit')}` : String(value);
  }
  if (!first) return undefined;
  if (/\btitle\b.*\blink\b/.test(lower) && (field === 'text' || field === 'body')) return `${nameOf(first)} ${linkOf(first)}`.trim();
  if (/\bsubject\b/.test(lower)) return str(first, 'subject') || undefined;
  if (/\b(?:same title|its title|the title|their title|titles)\b/.test(lower)) {
    if (field === 'title') return nameOf(first) || undefined;
    if (field === 'text' || field === 'body') return sources.map((r) => `${str(r, 'identifier') || (str(r, 'number') ? `#${str(r, 'number')}` : '')} ${nameOf(r)}`.trim()).join('\n');
  }
  if (/\b(?:what time|when|start time|starts?)\b/.test(lower) && (field === 'text' || field === 'body') && eventStart(first)) return `${nameOf(first)} starts ${spokenTime(eventStart(first))}.`;
  // "Post the tracking number from the DHL e-mail": a detail of what was read, not all of it.
  const detail = field === 'text' || field === 'body' ? detailText(lower, first) : undefined;
  if (detail) return detail;
  // "Let #office know what facilities e-mailed": the answer is what was read.
  if (/\b(?:know|tell \S+|what|which)\s+(?:what|which|when|who|whether|if|how)\b/.test(lower) && (field === 'text' || field === 'body')) {
    const said = str(first, 'snippet') || str(first, 'text') || str(first, 'body') || str(first, 'description');
    if (said) return `${nameOf(first) && nameOf(first) !== said ? `${nameOf(first)}: ` : ''}${said.replace(/\s+/g, ' ').slice(0, 600)}`;
  }
  if (/\b(?:summary|summari[sz]e|summarizing|summarising|contents?|items|agenda|points|bullet points)\b/.test(lower) || field === 'blocks') {
    const text = str(first, 'text') || str(first, 'body') || str(first, 'description') || arr(first, 'content').map((b) => str(b, 'text')).join('\n');
    if (text) return `${str(first, 'title') ? `${str(first, 'title')}: ` : ''}${text.replace(/\s+/g, ' ').slice(0, 600)}${linkOf(first) ? ` (${linkOf(first)})` : ''}`;
  }
  return undefined;
}

/**
 * "Tell #europe-team what time our 11am New York standup is in Berlin": a message whose text the
 * prompt leaves to a date/time computation says that computation's answer.
 */
function computedAnswer(field: string, call: PastCall | undefined, tools: readonly PlannableTool[]): string | undefined {
  if (!call || !(field === 'text' || field === 'body') || !call.tool.startsWith('datetime.')) return undefined;
  // Only a computation over a moment the prompt gave: the current time answers no such question.
  if (call.input.timestamp === undefined && call.input.from === undefined) return undefined;
  const summary = tools.find((t) => t.name === call.tool)?.intent?.summary;
  return summary ? summary(call.input, call.output) : undefined;
}

/** What "the number" of a read is: a computed value ("97 days"), else how many records it returned. */
function countOf(records: readonly Rec[]): number {
  const value = records.length === 1 ? records[0].value : undefined;
  return typeof value === 'number' ? value : records.length;
}

function withPlaceholders(input: Record<string, unknown>, count: number): void {
  for (const field of TEXT_FIELDS) {
    const v = input[field];
    if (typeof v === 'string') input[field] = v.replace(COUNT_PLACEHOLDER, String(count));
  }
}

export function fillFromEarlier(step: Step, targets: Rec[] | undefined, done: readonly Done[], tools: readonly PlannableTool[], now: Date): { each: Record<string, unknown>[] } | { fail: FailTaskInput } {
  const tool = tools.find((t) => t.name === step.tool);
  const earlier = earlierRecords(done, tools);
  // Text comes from what was read before; the step's own target only when nothing was read.
  const sources = earlier && earlier.records.length > 0 ? earlier.records : (targets ?? []);
  const base = { ...step.input };
  withPlaceholders(base, countOf(earlier?.listed ?? []));
  for (const field of ['text', 'body']) {
    const said = base[field];
    const named = typeof said === 'string' && done.length > 0 ? namedSubject(said, done, tools) : undefined;
    if (named && 'fail' in named) return named;
    if (named) base[field] = named.text;
  }
  for (const field of tool?.input.required ?? []) {
    // "Create a channel called pricing-q1 and post a message there": the place the previous step made or used.
    if (base[field] === undefined && PLACES.includes(field) && done.length > 0) {
      const last = done.at(-1)?.call;
      const made = last && typeof last.output === 'object' && last.output ? (last.output as Rec)[field] : undefined;
      base[field] = last?.input[field] ?? (typeof made === 'object' && made ? (made as Rec).name ?? (made as Rec).id : made);
    }
    if (field === 'url' && base.url === undefined && done.length > 0) {
      // "Open the link in the latest e-mail": the first address an earlier result holds.
      const url = /https?:\/\/[^\s"'<>)]+/.exec(JSON.stringify(earlier?.call.output ?? ''))?.[0]?.replace(/[.,;:!?]+$/, '');
      if (!url) return { fail: { code: 'details_missing', message: `No web address was given, and the earlier results hold none. Nothing more was done.`, suggestion: 'Give the page\'s address.' } };
      base.url = url;
    }
    if (base[field] !== undefined || !TEXT_FIELDS.includes(field) || done.length === 0) continue;
    const text = itsDetail(field, step, done) || textFromEarlier(field, step, sources, earlier?.listed ?? []) || (field === 'subject' ? lastName(done) : undefined) || computedAnswer(field, earlier?.call, tools);
    if (!text) return { fail: { code: 'details_missing', message: `The prompt does not say what ${field} ${step.tool} should use, and no earlier result gives it. Nothing more was done.`, suggestion: `Give the ${field} in quotes.` } };
    // "Share <url> in #eng along with its title": the address the command shares goes in with the text.
    const shared = step.facts.ids.urls.filter((u) => !text.includes(u));
    const full = shared.length > 0 && /^(?:text|body)$/.test(field) ? `${text} ${shared.join(' ')}` : text;
    base[field] = field === 'blocks' ? [{ type: 'paragraph', text: full }] : full;
  }
  for (const field of ['title', 'description', 'body'] as const) {
    if (base[field] !== undefined || !(tool?.input.properties ?? {})[field] || done.length === 0) continue;
    if (field === 'title' && /\b(?:same title|its subject|the subject|as the title)\b/.test(step.facts.lower)) base.title = textFromEarlier('title', step, sources, []) ?? base.title;
    if (field !== 'title' && /\blink\b/.test(step.facts.lower) && sources[0] && linkOf(sources[0])) base[field] = linkOf(sources[0]);
    // "... with the amount they're asking for in the description": a detail of what was read, or the task asks.
    if (field !== 'title' && base[field] === undefined && compiledRegExp(`\\b(?:in|into|to) (?:the|its) ${field}\\b`).test(step.facts.lower)) {
      const detail = sources[0] && detailText(step.facts.lower, sources[0]);
      if (!detail) return { fail: { code: 'details_missing', message: `The prompt asks for something in the ${field} that the earlier results do not give plainly. Nothing more was done.`, suggestion: `Give the ${field} in quotes.` } };
      base[field] = detail;
    }
    // "... with that message as the body": the text of what was read, or the task says it has none.
    if (field !== 'title' && /\bas (?:the |its )?(?:body|description|text)\b/.test(step.facts.lower)) {
      const text = sources[0] && (str(sources[0], 'text') || str(sources[0], 'body') || str(sources[0], 'snippet') || str(sources[0], 'description'));
      if (!text) return { fail: { code: 'details_missing', message: `The earlier results hold no text to use as the ${field}. Nothing more was done.`, suggestion: `Give the ${field} in quotes.` } };
      base[field] = text;
    }
  }
  if (!targets || !step.wanted) return { each: [base] };
  const spec = step.wanted.spec;
  return {
    each: targets.map((t) => {
      const input: Record<string, unknown> = { ...base, [spec.field]: t[spec.id] };
      if (step.tool === 'google_calendar.update_event') {
        delete input.start;
        delete input.end;
        // Moving changes the time; adding people keeps it and keeps the guests already invited.
        if (MOVES.test(step.command.verb ?? '')) Object.assign(input, movedTimes(t, step.facts, now));
        if (/^(?:extend|lengthen|shorten|cut|trim)$/.test(step.command.verb ?? '')) Object.assign(input, resizedTimes(t, step.facts));
        if (Array.isArray(input.attendees)) input.attendees = [...new Set([...arr(t, 'attendees').map((a) => str(a, 'email')).filter(Boolean), ...(input.attendees as string[])])];
      }
      // GitHub replaces an issue's labels with the list sent: labelling adds to those it has.
      if (step.tool === 'github.update_issue' && Array.isArray(input.labels) && !REPLACES_LABELS.test(step.facts.lower)) {
        input.labels = [...new Set([...arr(t, 'labels').map((l) => str(l, 'name')).filter(Boolean), ...(input.labels as string[])])];
      }
      if (step.tool === 'gmail.create_draft' && spec.field === 'threadId') {
        input.to ??= [str(t, 'from').replace(/^.*<([^>]+)>.*$/, '$1')];
        // "a reply to Kim's email about the quote": the topic found the e-mail; the reply keeps its subject.
        if (typeof input.subject === 'string' && input.subject.toLowerCase() === step.facts.unquoted.query?.toLowerCase()) delete input.subject;
        input.subject ??= /^re:/i.test(str(t, 'subject')) ? str(t, 'subject') : `Re: ${str(t, 'subject')}`;
      }
      return input;
    }),
  };
}
