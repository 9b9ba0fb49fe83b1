// Ids a later call needs come from earlier results: `messageId` from the `id` of the message a search
// found, `issue_number` from an issue's `number`, `thread_ts` from a message's `ts`, `teamId` from
// the team the prompt names. Rules: a field is looked up under its own name, then under the name
// it ends with (`...Id` -> id, `..._number` -> number, `..._ts` / timestamp -> ts); results of
// tools about the same object (`messageId` -> a *message* tool) are searched first, newest first;
// within a result, the record the prompt names ("the ENG team", 'Team sync') wins, then the
// first record (lists come newest first).
import { stem } from '../../tools/matcher/text.ts';
import type { JsonSchema } from '../../tools/types.ts';
import type { PromptFacts } from './prompt-facts.ts';
import { coerce } from './schema-values.ts';

export interface PastCall {
  id: string;
  /** Catalog name. */
  tool: string;
  input: Record<string, unknown>;
  output: unknown;
  isError: boolean;
}

interface Key {
  key: string;
  /** Only from a record the prompt names: `channel` from the id of the @user a direct message goes to. */
  namedOnly: boolean;
}

type Rec = { value: Record<string, unknown>; depth: number; kind: string | undefined; order: number };

const NAME_FIELDS = ['name', 'title', 'summary', 'subject', 'key', 'identifier', 'login', 'real_name', 'display_name', 'email', 'full_name', 'username'];
// List keys that say nothing about what they hold: their items are what the tool is about.
const GENERIC_LISTS = new Set(['nodes', 'results', 'items', 'data', 'matches', 'entries', 'records', 'values', 'edges']);
// Records an id field may point at under another name: an assignee is one of a team's members.
const KIND_ALIASES: Record<string, string[]> = { assigne: ['member', 'user'], creator: ['member', 'user'], parent: ['page'], thread: ['messag'] };

export function carryKeys(field: string): Key[] {
  const keys: Key[] = [{ key: field, namedOnly: false }];
  const add = (key: string, namedOnly = false) => keys.some((k) => k.key === key) || keys.push({ key, namedOnly });
  if (/(?:_ids?|Ids?)$/.test(field)) add('id');
  if (/_number$/.test(field)) add('number');
  if (/_ts$/.test(field) || field === 'timestamp') add('ts');
  if (field === 'channel') add('id', true);
  return keys;
}

/** What a field refers to: `messageId` -> message, `addLabelIds` -> label; plain `id`: the tool's own object. */
function objectOf(field: string, tool: string): string | undefined {
  const base = field.replace(/(?:_ids?|Ids?|_number|_ts)$/, '').replace(/^(?:add|remove)(?=[A-Z])/, '');
  const word = base && base !== 'id' && base !== 'timestamp' ? base : tool.split('.')[1]?.split('_')[1];
  return word ? stem(word.toLowerCase()) : undefined;
}

const toolObject = (tool: string) => {
  const word = tool.split('.')[1]?.split('_').slice(1).pop();
  return word ? stem(word) : undefined;
};

/** Every object in a result with what it is: the result itself, then list items depth first. */
function records(output: unknown, rootKind: string | undefined): Rec[] {
  const out: Rec[] = [];
  const visit = (value: unknown, depth: number, kind: string | undefined) => {
    if (depth > 4 || !value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1, kind);
      return;
    }
    const rec = value as Record<string, unknown>;
    // Notion says what each result is (`object: "page"`).
    out.push({ value: rec, depth, kind: typeof rec.object === 'string' ? stem(rec.object) : kind, order: out.length });
    for (const [key, child] of Object.entries(rec)) if (Array.isArray(child)) visit(child, depth + 1, GENERIC_LISTS.has(key) ? kind : stem(key));
  };
  visit(output, 0, rootKind);
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const stems = (text: string) => (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(stem);

/** The prompt names the record ("the ENG team"), or the record's name holds every word of the prompt's topic. */
function named(rec: Record<string, unknown>, facts: PromptFacts, topic: string[]): boolean {
  const names = NAME_FIELDS.map((f) => rec[f]).filter((v): v is string => typeof v === 'string' && v.trim().length >= 2);
  const prompt = facts.prompt.toLowerCase();
  if (names.some((n) => new RegExp(`(?:^|[^\\w.-])@?${escape(n.toLowerCase())}(?![\\w-])`).test(prompt))) return true;
  return topic.length > 0 && names.some((n) => topic.every((t) => stems(n).includes(t)));
}

function topicOf(facts: PromptFacts): string[] {
  const quoted = facts.quotes.find((q) => q.role !== 'body')?.text;
  return stems(quoted ?? facts.unquoted.query ?? '').filter((w) => w.length > 2);
}

function ordered(history: readonly PastCall[], object: string | undefined): PastCall[] {
  const ok = history.filter((c) => !c.isError).reverse();
  const about = (c: PastCall) => object !== undefined && stems(c.tool.split('.')[1] ?? '').includes(object);
  return [...ok.filter(about), ...ok.filter((c) => !about(c))];
}

/**
 * A value for a field from earlier results, or undefined. Required fields take the best record that
 * has it (named and of the right kind first); optional ones only a named record of the right kind.
 */
export function carryValue(field: string, schema: JsonSchema, tool: string, history: readonly PastCall[], facts: PromptFacts, required = true): unknown {
  const keys = carryKeys(field);
  const topic = topicOf(facts);
  const object = objectOf(field, tool);
  const kinds = new Set([object, ...(KIND_ALIASES[object ?? ''] ?? [])]);
  for (const call of ordered(history, object)) {
    const recs = records(call.output, toolObject(call.tool)).map((r) => ({ ...r, named: named(r.value, facts, topic), fits: kinds.has(r.kind) }));
    const rank = (r: (typeof recs)[number]) => (r.named ? 0 : 2) + (r.fits ? 0 : 1);
    const pool = recs.filter((r) => required || (r.named && r.fits)).sort((a, b) => rank(a) - rank(b) || a.depth - b.depth || a.order - b.order);
    if (schema.type === 'array') {
      const ids = pool.filter((r) => r.named).map((r) => keys.map((k) => r.value[k.key]).find((v) => v !== undefined)).filter((v) => v !== undefined);
      if (ids.length > 0) return coerce(ids, schema);
      continue;
    }
    for (const { key, namedOnly } of keys) {
      const hit = pool.find((r) => (!namedOnly || r.named) && r.value[key] !== undefined && r.value[key] !== null);
      const value = hit && coerce(hit.value[key], schema);
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

/** Optional fields worth looking up: ids of things the prompt names ("label it Receipts", "move it to In Progress"). */
export function wantsOptionalCarry(field: string, facts: PromptFacts): boolean {
  if (!/(?:_ids?|Ids?)$/.test(field)) return false;
  const removing = /\b(?:remove|unlabel|untag|take off|clear)\b/.test(facts.lower);
  if (/^remove/.test(field)) return removing;
  return !(/^add[A-Z]/.test(field) && removing);
}
