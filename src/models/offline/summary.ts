// The offline model's final answer: one short factual sentence per call, built only from the tool
// names, their arguments and their results ("Created issue #43 'Login fails' in acme/web.").
// When something changed, the changes are reported; otherwise what was read.
import type { PastCall } from './carry.ts';

const VERBS: Record<string, string> = {
  create: 'Created', update: 'Updated', add: 'Added', post: 'Posted', reply: 'Replied to', send: 'Sent', delete: 'Deleted', merge: 'Merged',
  modify: 'Updated', append: 'Appended to', archive: 'Archived', close: 'Closed', invite: 'Invited', move: 'Moved', remove: 'Removed',
  list: 'Found', search: 'Found', query: 'Found', find: 'Found', fetch: 'Fetched', get: 'Read', convert: 'Converted',
};
const MUTATING = new Set(['create', 'update', 'add', 'post', 'reply', 'send', 'delete', 'merge', 'modify', 'append', 'archive', 'close', 'invite', 'move', 'remove']);
const LABEL_FIELDS = ['title', 'summary', 'subject', 'name', 'full_name', 'real_name', 'text', 'body', 'snippet'];
const DETAIL_FIELDS = ['state', 'status', 'from', 'date', 'weekday', 'iso', 'value', 'unit', 'merged', 'message'];
const MAX_LISTED = 5;

type Rec = Record<string, unknown>;

const isRec = (v: unknown): v is Rec => !!v && typeof v === 'object' && !Array.isArray(v);
const short = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}\u2026` : text);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function actionOf(tool: string): string {
  return (tool.split('.')[1] ?? tool).split('_')[0];
}

export function isMutating(tool: string, mutates?: boolean): boolean {
  return mutates ?? MUTATING.has(actionOf(tool));
}

function nounOf(tool: string): string {
  const words = (tool.split('.')[1] ?? tool).split('_').slice(1).filter((w) => !['to', 'in', 'on', 'from'].includes(w));
  return words.join(' ');
}

/** The record an id in the call's arguments points at, found in an earlier result (a deleted event's title). */
function targetIn(call: PastCall, history: readonly PastCall[]): Rec | undefined {
  const wanted = new Set(Object.values(call.input).filter((v) => typeof v === 'string' || typeof v === 'number'));
  let found: Rec | undefined;
  const visit = (value: unknown, depth: number): void => {
    if (found || depth > 4 || !value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((item) => visit(item, depth + 1));
    const rec = value as Rec;
    if ((wanted.has(rec.id as string) || wanted.has(rec.ts as string)) && LABEL_FIELDS.some((f) => typeof rec[f] === 'string')) found = rec;
    else Object.values(rec).forEach((child) => visit(child, depth + 1));
  };
  for (const earlier of history.slice(0, history.indexOf(call)).reverse()) visit(earlier.output, 0);
  return found;
}

/** How a record is referred to: its number or key, then its title in quotes. */
function reference(rec: Rec, input: Rec): string {
  const number = rec.number ?? input.issue_number ?? input.pull_number;
  const ref = typeof number === 'number' ? `#${number}` : typeof rec.identifier === 'string' ? rec.identifier : typeof rec.key === 'string' ? rec.key : '';
  const label = LABEL_FIELDS.map((f) => rec[f]).find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return [ref, label ? `'${short(oneLine(label))}'` : ''].filter(Boolean).join(' ');
}

function place(input: Rec): string {
  if (typeof input.owner === 'string' && typeof input.repo === 'string') return ` in ${input.owner}/${input.repo}`;
  if (typeof input.channel === 'string') return ` in ${/^[CGDUW][A-Z0-9]{6,}$/.test(input.channel) ? input.channel : `#${input.channel.replace(/^#/, '')}`}`;
  return '';
}

/** The list a result holds: the result itself, or its first array field. */
function listOf(output: unknown): { items: unknown[] } | undefined {
  if (Array.isArray(output)) return { items: output };
  const array = isRec(output) ? Object.values(output).find(Array.isArray) : undefined;
  return array ? { items: array } : undefined;
}

function details(rec: Rec): string {
  const scalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
  const picked = DETAIL_FIELDS.filter((f) => scalar(rec[f])).slice(0, 3);
  const fallback = picked.length > 0 ? picked : Object.keys(rec).filter((k) => scalar(rec[k])).slice(0, 4);
  return fallback.map((f) => `${f} ${short(oneLine(String(rec[f])), 80)}`).join(', ');
}

function describeRead(call: PastCall, noun: string): string {
  const list = listOf(call.output);
  const where = place(call.input);
  // A record with an id or number is one thing even when it holds arrays (an issue's labels).
  const isThing = isRec(call.output) && (call.output.id !== undefined || call.output.number !== undefined);
  if (list && !isThing) {
    const items = list.items;
    if (items.length === 0) return `Found no ${noun || 'results'}${where}.`;
    const refs = items.slice(0, MAX_LISTED).map((item) => (isRec(item) ? reference(item, {}) || details(item) : String(item)));
    const more = items.length > MAX_LISTED ? ` and ${items.length - MAX_LISTED} more` : '';
    return `Found ${items.length} ${noun || 'results'}${where}: ${refs.join('; ')}${more}.`;
  }
  if (isRec(call.output)) {
    const ref = reference(call.output, call.input);
    const extra = details(call.output);
    const action = actionOf(call.tool);
    // get/fetch read a thing; other reads (now, difference, convert) compute an answer.
    if (noun && (action === 'get' || action === 'fetch')) return `${VERBS[action]} ${noun}${ref ? ` ${ref}` : ''}${where}${extra ? ` (${extra})` : ''}.`;
    return `${call.tool}: ${[ref, extra].filter(Boolean).join(', ')}.`;
  }
  return `${call.tool} returned ${short(oneLine(JSON.stringify(call.output) ?? 'nothing'), 120)}.`;
}

function describeWrite(call: PastCall, noun: string, history: readonly PastCall[]): string {
  const out = isRec(call.output) ? call.output : {};
  const target = typeof call.input.issue_number === 'number' ? ` on #${call.input.issue_number}` : typeof call.input.issueId === 'string' ? ` on ${call.input.issueId}` : '';
  const own = reference(out, actionOf(call.tool) === 'add' ? {} : call.input);
  const found = own ? undefined : targetIn(call, history);
  const ref = own || (found ? reference(found, {}) : '');
  const verb = VERBS[actionOf(call.tool)] ?? `Ran ${call.tool}:`;
  return `${verb} ${noun || 'it'}${ref ? ` ${ref}` : ''}${target}${place(call.input)}.`;
}

/** One sentence per call worth reporting, joined. `onlyWrites`: say nothing about mere lookups. */
export function summarize(calls: readonly PastCall[], mutates: (tool: string) => boolean | undefined, onlyWrites = false): string {
  const done = calls.filter((c) => !c.isError);
  const writes = done.filter((c) => isMutating(c.tool, mutates(c.tool)));
  if (onlyWrites && writes.length === 0) return '';
  const reported = writes.length > 0 ? writes : done;
  if (reported.length === 0) return 'Nothing was done.';
  return reported.map((c) => (writes.length > 0 ? describeWrite(c, nounOf(c.tool), calls) : describeRead(c, nounOf(c.tool)))).join(' ');
}

/** The error a failed call returned, as one line. */
export function errorText(output: unknown): string {
  if (typeof output === 'string') return oneLine(output);
  if (isRec(output) && typeof output.message === 'string') return oneLine(output.message);
  return short(oneLine(JSON.stringify(output) ?? 'unknown error'), 200);
}
