// Hands a prompt's quoted strings to a tool's text fields. A quote goes first to the field its cue
// names ("titled" -> title, "saying" -> body, "subject" -> subject, "about" -> a search query);
// quotes without a cue then fill the remaining fields: required titles, required bodies, queries,
// then optional ones. Unquoted "saying ...", "called ...", "about ..." come last.
import type { JsonSchema } from '../../tools/types.ts';
import type { PromptFacts } from './prompt-facts.ts';
import type { Quote, TextRole } from './prompt-text.ts';

type FieldRole = 'title' | 'subject' | 'body' | 'query' | 'location';

/** Which text fields are which, by name. */
const ROLE_BY_NAME: Record<string, FieldRole> = {
  title: 'title', summary: 'title', name: 'title', commit_title: 'title', headline: 'title',
  subject: 'subject',
  body: 'body', text: 'body', description: 'body', content: 'body', message: 'body', commit_message: 'body', comment: 'body',
  query: 'query', q: 'query', search: 'query',
  location: 'location',
};

/** The cue roles a field accepts, best first. */
const ACCEPTS: Record<FieldRole, (TextRole | undefined)[]> = {
  title: ['title'],
  subject: ['subject'],
  body: ['body'],
  query: ['query'],
  location: ['location'],
};

/** Lists of `{type, text}` blocks (Notion page content) take a body too. */
function isBlockList(schema: JsonSchema): boolean {
  return schema.type === 'array' && schema.items?.type === 'object' && (schema.items.required ?? []).includes('text');
}

export function textRole(name: string, schema: JsonSchema): FieldRole | undefined {
  if (isBlockList(schema)) return ROLE_BY_NAME[name] === 'body' || name === 'blocks' || name === 'children' ? 'body' : undefined;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (!types.includes('string') || schema.enum || schema.format) return undefined;
  // An emoji "name" is not a title (slack.add_reaction).
  if (name === 'name' && /emoji/i.test(schema.description ?? '')) return undefined;
  return ROLE_BY_NAME[name];
}

/** One block holding the text: a to-do when the prompt says so and the list allows it, else the first type. */
/**
 * Blocks holding the text: to-dos, bullets or headings when the prompt asks for them (a list
 * "a, b and c" becomes one block per item), else one paragraph.
 */
export function asBlocks(text: string, schema: JsonSchema, facts: PromptFacts): unknown[] {
  const types = (schema.items?.properties?.type?.enum ?? []) as string[];
  const wanted = /\bto-?dos?\b|\bcheckbox|\bchecklist\b|\btasks?\b/.test(facts.lower) ? 'to_do' : /\bbullet/.test(facts.lower) ? 'bulleted_list_item' : /\bheadings?\b/.test(facts.lower) ? 'heading_2' : 'paragraph';
  const type = types.includes(wanted) ? wanted : types.includes('paragraph') ? 'paragraph' : types[0];
  const items = type === 'paragraph' ? [text] : text.replace(/[.!]$/, '').split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
  return items.map((item) => ({ type, text: type === 'paragraph' ? item : item[0].toUpperCase() + item.slice(1) }));
}

/** Search operators the field's own description shows (`from:`, `in:#`, `is:unread`, `newer_than:`). */
export function searchOperators(schema: JsonSchema, facts: PromptFacts): string[] {
  const doc = schema.description ?? '';
  const out: string[] = [];
  const from = facts.ids.from;
  if (from && doc.includes('from:')) {
    // Slack writes from:@handle, Gmail from:address or from:name.
    const value = from.startsWith('@') ? (doc.includes('from:@') ? from : from.slice(1)) : from.includes(' ') ? `"${from}"` : from;
    out.push(`from:${value}`);
  }
  if (doc.includes('in:#') && facts.ids.channels[0]) out.push(`in:#${facts.ids.channels[0]}`);
  if (doc.includes('is:unread') && /\bunread\b/.test(facts.lower)) out.push('is:unread');
  const days = /\b(?:last|past)\s+(\d+)\s+days?\b/.exec(facts.lower)?.[1] ?? (/\b(?:this|last|past)\s+week\b/.test(facts.lower) ? '7' : undefined);
  if (doc.includes('newer_than:') && days) out.push(`newer_than:${days}d`);
  return out;
}

const KIND_AFTER = /^\s+(?:page|issue|ticket|bug|event|meeting|e-?mail|message|thread|doc|document|pr|pull request|calendar|board|project|channel|repo|repository)s?\b/i;

function namesAThing(q: Quote, prompt: string): boolean {
  return KIND_AFTER.test(prompt.slice(q.end, q.end + 24));
}

export interface TextFill {
  values: Record<string, unknown>;
  /** Quotes this tool took, so earlier lookups leave them to it. */
  used: Set<Quote>;
}

/**
 * `updating`: the tool changes an existing thing, so an uncued quote names that thing rather than a
 * new title ("archive the page 'Old notes'"); its title takes only "rename ... to 'X'".
 * `reserved`: quotes a later step of the plan takes; a lookup does not search for them.
 */
export function fillText(fields: [string, JsonSchema][], required: ReadonlySet<string>, facts: PromptFacts, options: { updating?: boolean; reserved?: ReadonlySet<Quote> } = {}): TextFill {
  const out: Record<string, string> = {};
  const used = new Set<Quote>();
  const roles = fields.map(([name, schema]) => [name, textRole(name, schema)] as const).filter((f): f is [string, FieldRole] => f[1] !== undefined);
  const take = (name: string, pick: (q: Quote) => boolean) => {
    const quote = facts.quotes.find((q) => !used.has(q) && !options.reserved?.has(q) && pick(q));
    if (!quote) return;
    used.add(quote);
    out[name] = quote.text;
  };
  const accepts = (role: FieldRole): (TextRole | undefined)[] => (role === 'title' ? (options.updating ? ['rename'] : ['title', 'rename']) : ACCEPTS[role]);
  for (const [name, role] of roles) take(name, (q) => accepts(role).includes(q.role));
  const order = (role: FieldRole, name: string) => (required.has(name) ? 0 : 3) + ({ title: 0, subject: 0, body: 1, query: 2, location: 9 }[role] ?? 9);
  for (const [name, role] of [...roles].sort((a, b) => order(a[1], a[0]) - order(b[1], b[0]))) {
    if (out[name] !== undefined || role === 'location' || (options.updating && !required.has(name))) continue;
    // A search may take any quote but a message body; other fields only uncued quotes.
    // A required new title also takes a quote cued only by "for" ("New ticket for ENG: 'X'").
    // "a page called Q1 hiring plan, with a heading 'Open roles'": the cued unquoted title wins over an uncued quote.
    if (role === 'title' && facts.unquoted.title && !options.updating) continue;
    // "the agenda items from the 'Thursday design crit' page": a quote followed by its kind names a thing, it is no message.
    take(name, (q) => (role === 'query' ? q.role !== 'body' && q.role !== 'location' : (q.role === undefined && !(role === 'body' && namesAThing(q, facts.prompt))) || (role === 'title' && (q.role === 'subject' || (q.role === 'query' && required.has(name) && !options.updating)))));
  }
  for (const [name, role] of roles) {
    // An update takes a new title only from "rename ... to X".
    if (out[name] === undefined && options.updating && role === 'title' && facts.unquoted.rename) out[name] = facts.unquoted.rename;
    if (out[name] !== undefined || (options.updating && role !== 'body')) continue;
    const { title, body, query, name: thing, subject } = facts.unquoted;
    const unquoted = { title, subject: subject ?? query, body, query: query ?? thing, location: undefined }[role];
    if (unquoted) out[name] = unquoted;
  }
  const values: Record<string, unknown> = { ...out };
  for (const [name, role] of roles) {
    const schema = fields.find(([n]) => n === name)?.[1] as JsonSchema;
    if (role === 'query') {
      const parts = [...(out[name] ? [out[name]] : []), ...searchOperators(schema, facts)];
      if (parts.length > 0) values[name] = parts.join(' ');
    } else if (out[name] !== undefined && isBlockList(schema)) {
      values[name] = asBlocks(out[name], schema, facts);
    }
  }
  return { values, used };
}
