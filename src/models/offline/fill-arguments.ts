// Fills a tool's arguments from the prompt, field by field, driven by the tool's input schema: the
// field's name, type, enum, format and description decide which extractor answers. Fields the
// prompt does not spell out stay empty (ids may still come from earlier results: see carry.ts).
import type { JsonSchema, ToolDef } from '../../tools/types.ts';
import { stem } from '../../prompt/words.ts';
import { zonedView } from '../../tools/builtin/shared/zoned-time.ts';
import { fillText } from './fill-text.ts';
import { compiledRegExp, escapeRegExp } from '../../lib/compiled-regexp.ts';
import type { PromptFacts } from './prompt-facts.ts';
import type { Quote } from './prompt-text.ts';
import type { DurationUnit } from './prompt-dates.ts';
import { coerce, mainType } from './schema-values.ts';

export type PlannableTool = Pick<ToolDef, 'name' | 'input'> & Partial<Pick<ToolDef, 'description' | 'output' | 'mutates' | 'intent'>>;

const DURATION_UNITS = new Set<string>(['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds']);
const LIMITS = new Set(['per_page', 'limit', 'maxResults', 'max_results', 'count', 'first', 'page_size', 'pageSize']);
const WINDOW_START = new Set(['timeMin', 'oldest', 'after', 'since', 'start_time', 'startTime']);
const WINDOW_END = new Set(['timeMax', 'latest', 'before', 'until', 'end_time', 'endTime']);
// Mutating tools name states by verbs: "close issue #7" means state closed.
const STATE_VERBS: Record<string, RegExp> = { closed: /\bclos(?:e|es|ing)\b/, open: /\breopen/, completed: /\b(?:complete|finish|resolve)\b/, canceled: /\bcancel\b/ };
const GENERIC_VALUES = new Set(['all', 'none', 'any']);

// Every flag of every candidate tool reads the same text: keep the last answer.
let lastWords = { text: '', words: new Set<string>() };
function words(text: string): Set<string> {
  if (lastWords.text !== text) lastWords = { text, words: new Set((text.match(/[a-z0-9]+/g) ?? []).map(stem)) };
  return lastWords.words;
}
/**
 * Words that can name an option: hyphenated compounds stay whole ("all-hands" is not "all") and the
 * first word of a sentence is left out: it is the command ("Comment ..." does not mean sort=comments).
 */
function optionWords(text: string): Set<string> {
  // Every enum field of every candidate tool asks about the same text: keep the last answer.
  if (lastOptions.text !== text) {
    const words = text
      .split(/[.!?;]\s+|\n/)
      .flatMap((sentence) => (sentence.match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? []).slice(1))
      .map(stem);
    lastOptions = { text, words: new Set(words) };
  }
  return lastOptions.words;
}
let lastOptions = { text: '', words: new Set<string>() };
const splitName = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();

function enumValue(values: readonly (string | number | boolean)[], facts: PromptFacts, tool: PlannableTool): unknown {
  const mutates = tool.mutates ?? false;
  if (mutates) {
    const verb = values.find((v) => typeof v === 'string' && STATE_VERBS[v]?.test(facts.lower));
    if (verb !== undefined) return verb;
  }
  const said = optionWords(facts.lower);
  const hits = values.filter((v) => {
    const phrase = splitName(String(v));
    return phrase.includes(' ') ? facts.lower.includes(phrase) : said.has(stem(phrase));
  });
  // "Merge PR #4 using squash": the tool's own verb is not a choice among its options.
  const own = new Set(tool.name.split('.')[1]?.split('_'));
  const specific = hits.filter((v) => !GENERIC_VALUES.has(String(v)) && !own.has(String(v)));
  return specific[0] ?? hits.find((v) => !GENERIC_VALUES.has(String(v))) ?? hits[0];
}

/** True when every word of the flag's name appears ("addGoogleMeet" <- "with a Google Meet link"). */
function flag(name: string, facts: PromptFacts): true | undefined {
  // "add a Meet link" sets addGoogleMeet: the provider's own name may go unsaid.
  const parts = splitName(name).split(' ').filter((w) => !['is', 'include', 'add', 'also', 'google'].includes(w));
  const said = words(facts.lower);
  // "no reply-all", "don't add a Meet link": the flag's words said only to rule it out.
  const ruledOut = compiledRegExp(String.raw`\b(?:no|not|don't|do not|never|without)\s+(?:an?\s+|the\s+)?${escapeRegExp(parts[0] ?? '')}`).test(facts.lower);
  return parts.length > 0 && !ruledOut && parts.every((w) => said.has(stem(w))) ? true : undefined;
}

/** "0 none, 1 urgent, 2 high" in the description, and "high priority" (or "urgent") in the prompt. */
function priority(schema: JsonSchema, facts: PromptFacts): number | undefined {
  for (const [, n, word] of (schema.description ?? '').matchAll(/(\d+)\s+([a-z]+)/gi)) {
    const w = word.toLowerCase();
    if (compiledRegExp(String.raw`\b${w}[\s-]+priority\b|\bpriority\s+(?:of\s+|to\s+)?${w}\b`).test(facts.lower) || (w === 'urgent' && /\burgent\b/.test(facts.lower))) return Number(n);
  }
  return undefined;
}

function emailsFor(name: string, facts: PromptFacts, doc: string): string[] | undefined {
  const cued = (cue: string) => facts.ids.emails.filter((e) => new RegExp(String.raw`\b${cue}\b[^.;]{0,40}?${e.replace(/[.+]/g, '\\$&')}`, 'i').test(facts.prompt));
  const bcc = cued('bcc');
  const cc = cued('cc').filter((e) => !bcc.includes(e));
  let list = name === 'cc' ? cc : name === 'bcc' ? bcc : facts.ids.emails.filter((e) => !cc.includes(e) && !bcc.includes(e));
  if (name === 'items' && /primary/.test(doc)) list = ['primary', ...list];
  return list.length > 0 ? list : undefined;
}

function timeZoneFor(name: string, zones: string[], from: string | undefined): string | undefined {
  const source = from ?? (zones.length > 1 ? zones[0] : undefined);
  if (/^to/i.test(name)) return zones.filter((z) => z !== source).at(-1) ?? zones.at(-1);
  if (/^from/i.test(name)) return source;
  return zones[0];
}

/** Dates and times, in the form the field's description asks for (ISO, a bare date, Unix seconds, or "now"). */
function timeFor(name: string, schema: JsonSchema, facts: PromptFacts): unknown {
  const doc = (schema.description ?? '').toLowerCase();
  // These names mean a moment whatever their description says; `after` may be a paging cursor.
  const named = ['timeMin', 'timeMax', 'start', 'end'].includes(name);
  const datey = schema.format === 'date' || schema.format === 'date-time' || /iso 8601|yyyy-mm-dd|unix time|date-time|timestamp|\d{4}-\d{2}-\d{2}/.test(doc);
  if (mainType(schema) !== 'string' || !(datey || named)) return undefined;
  const d = facts.dates;
  const iso = (ms: number | undefined) => (ms === undefined ? undefined : zonedView(ms, d.zone).iso);
  if (/"now"/.test(doc)) {
    const [first, second] = d.moments;
    // Days until a date count from today's date, not from this minute.
    const now = second === undefined && first !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(first) && /\bdays?\b/.test(facts.lower) ? d.today : 'now';
    if (name === 'from') return second ? first : first && /\b(?:since|ago)\b/.test(facts.lower) ? first : now;
    if (name === 'to') return second ?? (first && !/\b(?:since|ago)\b/.test(facts.lower) ? first : first ? now : undefined);
    return first ?? (/\b(?:now|today|currently|current)\b/.test(facts.lower) ? 'now' : undefined);
  }
  if (schema.format === 'date' || (/yyyy-mm-dd/.test(doc) && !/iso 8601/.test(doc))) return d.start === undefined ? undefined : zonedView(d.start, d.zone).date;
  if (/unix/.test(doc)) {
    // Unix-time windows bound a history (messages): "Thursday's design crit", still ahead, says when
    // something happens, not when it was posted.
    if (d.window && d.window.min >= Date.parse(`${d.today}T00:00:00Z`) + 86_400_000) return undefined;
    const ms = WINDOW_END.has(name) ? d.window?.max : d.window?.min;
    return ms === undefined ? undefined : String(Math.floor(ms / 1000));
  }
  if (WINDOW_START.has(name)) return iso(d.window?.min);
  if (WINDOW_END.has(name)) return iso(d.window?.max);
  if (name === 'start' || name === 'end') {
    const ms = name === 'start' ? d.start : d.end;
    return d.allDay && ms !== undefined ? zonedView(ms, d.zone).date : iso(ms);
  }
  return undefined;
}

// "opened by @sam", "issues Sam filed": who wrote it, not who it is assigned to.
const AUTHORED = /\b(?:opened|created|filed|reported|raised|written|authored|wrote)\b|\bauthor/;

function valueFor(name: string, schema: JsonSchema, facts: PromptFacts, tool: PlannableTool): unknown {
  const ids = facts.ids;
  const doc = (schema.description ?? '').toLowerCase();
  const type = mainType(schema);
  if (schema.enum) return enumValue(schema.enum, facts, tool);
  if (type === 'boolean') return flag(name, facts);
  // Workflow state names ("in review", "in progress") for fields that take one by name.
  if (name === 'state' && /workflow state name/i.test(doc)) return workflowState(facts);
  switch (name) {
    case 'owner':
      return ids.repos[0]?.owner;
    case 'repo':
      return ids.repos[0]?.repo;
    case 'org':
      return ids.org;
    case 'issue_number':
    case 'pull_number':
    case 'number':
      return ids.numbers[0];
    case 'channel':
      return ids.channels[0];
    case 'team':
    case 'teamId':
      return ids.teams[0];
    case 'stateId':
      return workflowState(facts);
    case 'calendarId':
      return ids.calendar;
    case 'addLabelIds':
    case 'removeLabelIds':
      return mailLabels(facts)[name === 'addLabelIds' ? 'add' : 'remove'];
    case 'head':
    case 'base':
      return ids.branches[name];
    case 'assignee':
      // Linear's assignee filter takes "me" (its description says so).
      if (AUTHORED.test(facts.lower) && !/\bassign/.test(facts.lower)) return undefined;
      return ids.handles[0] ?? (/"me"/.test(doc) && /\b(?:assigned to me|my issues)\b/.test(facts.lower) ? 'me' : undefined);
    case 'creator':
      return AUTHORED.test(facts.lower) ? ids.handles[0] : undefined;
    case 'assignees':
      return ids.handles.length > 0 ? ids.handles : undefined;
    case 'labels':
      return ids.labels.length > 0 ? ids.labels : undefined;
    case 'priority':
      return priority(schema, facts);
  }
  if (/(?:^id|Id|_id)$/.test(name) && /identifier/.test(doc)) return ids.keys[0];
  if (/emoji/.test(doc)) return ids.emoji[0];
  if (schema.format === 'uri' || name === 'url') return ids.urls[0];
  if (/timezone$/i.test(name)) return timeZoneFor(name, ids.zones, ids.fromZone);
  if (type === 'array' && /e-?mail|address|recipient|guest|attendee/.test(`${doc} ${name}`)) return emailsFor(name, facts, doc);
  if (type === 'integer' && DURATION_UNITS.has(name)) return facts.dates.durations[name as DurationUnit];
  if (LIMITS.has(name) && (type === 'integer' || type === 'number')) return ids.limit;
  return timeFor(name, schema, facts);
}

// Linear's usual workflow states, as a prompt names them ("move it to In Progress", "mark it done").
// A one-word state is a state only where the prompt puts something in it ("move it to Done", "mark
// it done", "it is done"): "has to be done by Friday" and "to do with" name none.
const INTO = String.raw`\b(?:to|as|into|is|are|is now|are now|mark(?:ed)?(?:\s+\S+){0,4}?)\s+(?:the\s+)?`;
const STATES: [RegExp, string][] = [
  [/\bin[ -]progress\b|\bstart(?:ed)? (?:on|working)\b/, 'In Progress'],
  [/\bin review\b|\bbeing reviewed\b/, 'In Review'],
  [new RegExp(String.raw`${INTO}(?:to ?do|todo)\b`), 'Todo'],
  [new RegExp(String.raw`${INTO}backlog\b|\bin the backlog\b`), 'Backlog'],
  [/\b(?:cancel+ed|won't do)\b/, 'Canceled'],
  [new RegExp(String.raw`${INTO}(?:done|complete[d]?|finished|resolved)\b`), 'Done'],
];

function workflowState(facts: PromptFacts): string | undefined {
  return STATES.find(([re]) => re.test(facts.lower))?.[1];
}

/** Gmail's system labels a prompt's verbs stand for: archive, star, mark read/unread, important, spam. */
function mailLabels(facts: PromptFacts): { add?: string[]; remove?: string[] } {
  const t = facts.lower;
  const add: string[] = [];
  const remove: string[] = [];
  if (/\barchive\b/.test(t)) remove.push('INBOX');
  if (/\bunstar\b/.test(t)) remove.push('STARRED');
  else if (/\bstar\b/.test(t)) add.push('STARRED');
  if (/\b(?:as|to) unread\b/.test(t)) add.push('UNREAD');
  else if (/\b(?:as|to) read\b|\bmark (?:it |them )?read\b/.test(t)) remove.push('UNREAD');
  if (/\bas important\b/.test(t)) add.push('IMPORTANT');
  if (/\b(?:as|to) spam\b/.test(t)) add.push('SPAM');
  return { ...(add.length ? { add } : {}), ...(remove.length ? { remove } : {}) };
}

const UPDATING = new Set(['update', 'modify', 'delete', 'archive', 'move', 'close', 'merge', 'append', 'remove']);

/** True for tools that change something that already exists (their quotes name it). */
export function isUpdating(tool: PlannableTool): boolean {
  return UPDATING.has((tool.name.split('.')[1] ?? '').split('_')[0]);
}

/**
 * The arguments of `tool` that the prompt spells out. `reserved`: quotes a later step takes.
 * Also returns the quotes this tool took.
 */
export function fillFromPrompt(tool: PlannableTool, facts: PromptFacts, reserved?: ReadonlySet<Quote>): { input: Record<string, unknown>; used: Set<Quote> } {
  const fields = Object.entries(tool.input.properties ?? {});
  const text = fillText(fields, new Set(tool.input.required ?? []), facts, { updating: isUpdating(tool), reserved });
  const input = text.values;
  // "Spin up a #incident-2211 channel": a channel's name field takes the #channel the prompt gives.
  const channelName = fields.find(([name, schema]) => name === 'name' && /\bchannel name\b/i.test(schema.description ?? ''));
  if (channelName && input.name === undefined && facts.ids.channels[0]) input.name = facts.ids.channels[0];
  for (const [name, schema] of fields) {
    if (input[name] !== undefined) continue;
    const value = coerce(valueFor(name, schema, facts, tool), schema);
    if (value !== undefined) input[name] = value;
  }
  return { input, used: text.used };
}
