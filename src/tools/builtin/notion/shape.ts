// Notion objects as tools return them: Notion's field names, but rich text read as plain strings and
// each property value read as the simple value it holds ("Done", ["Mobile"], "2025-03-01"), which is
// what an agent reasons with. Live and sandbox both pass Notion-shaped JSON through these mappers.

export interface RichText {
  plain_text?: string;
  text?: { content: string };
}

export type Parent = { type: string; page_id?: string; database_id?: string; workspace?: boolean; block_id?: string };

export interface RawPage {
  object: 'page';
  id: string;
  url: string;
  created_time: string;
  last_edited_time: string;
  archived: boolean;
  parent: Parent;
  properties: Record<string, RawPropertyValue>;
}

export type RawPropertyValue = { id?: string; type: string } & Record<string, unknown>;

export interface RawDatabase {
  object: 'database';
  id: string;
  url: string;
  created_time: string;
  last_edited_time: string;
  archived: boolean;
  parent: Parent;
  title: RichText[];
  description?: RichText[];
  properties: Record<string, RawPropertySchema>;
}

export type RawPropertySchema = { id: string; name: string; type: string } & Record<string, unknown>;

export type RawBlock = { object?: 'block'; id: string; type: string; has_children?: boolean } & Record<string, unknown>;

/** A person keeps its id next to its name, because writing a people property takes user ids. */
export type SimpleValue = string | number | boolean | null | { id: string; name?: string } | SimpleValue[];

export interface Page {
  object: 'page';
  id: string;
  url: string;
  /** Plain text of the page's title property. */
  title: string;
  parent: Parent;
  archived: boolean;
  created_time: string;
  last_edited_time: string;
  properties: Record<string, SimpleValue>;
  content?: Block[];
}

export interface Database {
  object: 'database';
  id: string;
  url: string;
  title: string;
  description: string;
  parent: Parent;
  archived: boolean;
  created_time: string;
  last_edited_time: string;
  properties: Record<string, { id: string; type: string; options?: string[] }>;
}

export interface Block {
  id: string;
  type: string;
  text: string;
  checked?: boolean;
  has_children: boolean;
}

export function plainText(rich: RichText[] | undefined): string {
  return (rich ?? []).map((r) => r.plain_text ?? r.text?.content ?? '').join('');
}

type Named = { name?: string; id?: string };

/** The simple value a property holds; read-only and computed types included. */
export function simpleValue(v: RawPropertyValue): SimpleValue {
  const inner = v[v.type] as unknown;
  switch (v.type) {
    case 'title':
    case 'rich_text':
      return plainText(inner as RichText[]);
    case 'select':
    case 'status':
      return (inner as Named | null)?.name ?? null;
    case 'multi_select':
      return ((inner as Named[] | null) ?? []).map((o) => o.name ?? '');
    case 'people':
      return ((inner as Named[] | null) ?? []).map((p) => (p.name ? { id: p.id ?? '', name: p.name } : { id: p.id ?? '' }));
    case 'created_by':
    case 'last_edited_by':
      return (inner as Named | null)?.name ?? (inner as Named | null)?.id ?? null;
    case 'relation':
      return ((inner as Named[] | null) ?? []).map((r) => r.id ?? '');
    case 'date': {
      const d = inner as { start: string; end?: string | null } | null;
      return d ? (d.end ? `${d.start}/${d.end}` : d.start) : null;
    }
    case 'files':
      return ((inner as Named[] | null) ?? []).map((f) => f.name ?? '');
    case 'unique_id': {
      const u = inner as { prefix?: string | null; number: number | null };
      return u.prefix ? `${u.prefix}-${u.number}` : u.number;
    }
    case 'formula':
    case 'rollup': {
      const f = inner as { type: string } & Record<string, unknown>;
      if (f.type === 'array') return ((f.array as RawPropertyValue[]) ?? []).map(simpleValue);
      return simpleValue(f as RawPropertyValue);
    }
    default:
      return (inner as SimpleValue | undefined) ?? null;
  }
}

export function titleOf(properties: Record<string, RawPropertyValue>): string {
  const title = Object.values(properties).find((p) => p.type === 'title');
  return title ? plainText(title.title as RichText[]) : '';
}

function parentOf(p: Parent): Parent {
  const { type } = p;
  return { type, [type]: p[type as keyof Parent] } as Parent;
}

export function toPage(p: RawPage): Page {
  return {
    object: 'page',
    id: p.id,
    url: p.url,
    title: titleOf(p.properties),
    parent: parentOf(p.parent),
    archived: p.archived,
    created_time: p.created_time,
    last_edited_time: p.last_edited_time,
    properties: Object.fromEntries(Object.entries(p.properties).map(([name, v]) => [name, simpleValue(v)])),
  };
}

export function toDatabase(d: RawDatabase): Database {
  const properties = Object.fromEntries(
    Object.entries(d.properties).map(([name, s]) => {
      const options = (s[s.type] as { options?: Named[] } | undefined)?.options;
      return [name, options ? { id: s.id, type: s.type, options: options.map((o) => o.name ?? '') } : { id: s.id, type: s.type }];
    }),
  );
  return {
    object: 'database',
    id: d.id,
    url: d.url,
    title: plainText(d.title),
    description: plainText(d.description),
    parent: parentOf(d.parent),
    archived: d.archived,
    created_time: d.created_time,
    last_edited_time: d.last_edited_time,
    properties,
  };
}

export function toBlock(b: RawBlock): Block {
  const body = (b[b.type] ?? {}) as { rich_text?: RichText[]; checked?: boolean; title?: string };
  const block: Block = { id: b.id, type: b.type, text: body.rich_text ? plainText(body.rich_text) : (body.title ?? ''), has_children: b.has_children ?? false };
  if (b.type === 'to_do') block.checked = body.checked ?? false;
  return block;
}

export function toPageOrDatabase(o: RawPage | RawDatabase): Page | Database {
  return o.object === 'database' ? toDatabase(o) : toPage(o);
}

export const PAGE_OUTPUT = '{object: "page", id, url, title, parent: {type, page_id | database_id | workspace}, archived, created_time, last_edited_time, properties: {<name>: simple value}}';
export const DATABASE_OUTPUT = '{object: "database", id, url, title, description, parent, archived, created_time, last_edited_time, properties: {<name>: {id, type, options?}}}';
export const BLOCK_OUTPUT = '{id, type, text, checked?, has_children}';
