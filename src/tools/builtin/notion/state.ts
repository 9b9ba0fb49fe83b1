// The Notion sandbox stores pages, databases and blocks exactly as the API returns them, so the
// mappers in shape.ts read sandbox and live objects alike. This file turns request bodies (built by
// properties.ts / blocks.ts, the same ones live sends) into stored objects, as Notion would.
import type { SandboxWorld } from '../../types.ts';
import { ToolError } from '../../tool-error.ts';
import { ensureSeeded } from '../shared/sandbox-state.ts';
import { uuidFrom } from '../shared/uuid.ts';
import { notionId } from './api.ts';
import { storedText, type TextRequest } from './properties.ts';
import type { RawBlock, RawDatabase, RawPage, RawPropertySchema, RawPropertyValue } from './shape.ts';
import { notionSeed } from './seed.ts';

export type NotionState = {
  /** The end user the integration acts for (created_by of new objects). */
  user: { object: 'user'; id: string; name: string };
  users: { object: 'user'; id: string; name: string }[];
  pages: RawPage[];
  databases: RawDatabase[];
  /** Children of a page or block, in order. */
  blocks: Record<string, RawBlock[]>;
};

export function notionState(world: SandboxWorld): NotionState {
  return ensureSeeded<NotionState>(world, notionSeed);
}

export function objectNotFound(kind: 'page' | 'database' | 'block', id: string): ToolError {
  return new ToolError('not_found', `Could not find ${kind} with ID: ${id}. Make sure the relevant pages and databases are shared with your integration.`, { status: 404 });
}

export function validationError(message: string): ToolError {
  return new ToolError('invalid_input', message, { status: 400 });
}

export function findPage(s: NotionState, ref: string): RawPage {
  const id = notionId(ref);
  const page = s.pages.find((p) => p.id === id);
  if (!page) throw objectNotFound('page', id);
  return page;
}

export function findDatabase(s: NotionState, ref: string): RawDatabase {
  const id = notionId(ref);
  const db = s.databases.find((d) => d.id === id);
  if (!db) throw objectNotFound('database', id);
  return db;
}

export function assertEditable(page: RawPage): void {
  if (page.archived) throw validationError("Can't edit block that is archived. You must unarchive the block before editing.");
}

export const newNotionId = (world: SandboxWorld) => uuidFrom(world.newId('notion'));

/** Notion stamps edits to the minute. */
export function notionTime(date: Date): string {
  return new Date(Math.floor(date.getTime() / 60_000) * 60_000).toISOString();
}

export function notionUrl(title: string, id: string): string {
  const slug = title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `https://www.notion.so/${slug ? `${slug}-` : ''}${id.replace(/-/g, '')}`;
}

const COLORS = ['gray', 'brown', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'red'];

/** A select-like option by name; Notion adds unknown select options to the schema but not status ones. */
function option(schema: RawPropertySchema, name: string, newId: () => string) {
  const config = schema[schema.type] as { options: { id: string; name: string; color: string }[] };
  let found = config.options.find((o) => o.name === name);
  if (!found) {
    if (schema.type === 'status') throw validationError(`Invalid status option. Status option "${name}" does not exist.`);
    found = { id: newId().slice(0, 4), name, color: COLORS[config.options.length % COLORS.length] };
    config.options.push(found);
  }
  return found;
}

/** Stores one property value from its request form, filling the ids and plain text Notion adds. */
export function storedValue(s: Pick<NotionState, 'users'>, schema: RawPropertySchema, request: Record<string, unknown>, newId: () => string): RawPropertyValue {
  const type = schema.type;
  const value = request[type];
  const base = { id: schema.id, type };
  switch (type) {
    case 'title':
    case 'rich_text':
      return { ...base, [type]: storedText(value as TextRequest[]) };
    case 'select':
    case 'status':
      return { ...base, [type]: value === null ? null : option(schema, (value as { name: string }).name, newId) };
    case 'multi_select':
      return { ...base, multi_select: (value as { name: string }[]).map((o) => option(schema, o.name, newId)) };
    case 'people':
      return {
        ...base,
        people: (value as { id: string }[]).map(({ id }) => {
          const user = s.users.find((u) => u.id === id);
          if (!user) throw validationError(`Could not find user with ID: ${id}.`);
          return user;
        }),
      };
    case 'date':
      return { ...base, date: value === null ? null : { end: null, time_zone: null, ...(value as object) } };
    case 'relation':
      return { ...base, relation: value, has_more: false };
    default:
      return { ...base, [type]: value };
  }
}

/** The value Notion shows for a property nobody set. */
export function emptyValue(schema: RawPropertySchema): RawPropertyValue {
  const empty: Record<string, unknown> = { title: [], rich_text: [], multi_select: [], people: [], relation: [], checkbox: false, files: [] };
  return { id: schema.id, type: schema.type, [schema.type]: schema.type in empty ? empty[schema.type] : null };
}

/** Stores a block from its request form under `parentId`, stamped `now` (seeds call it too, without a world). */
export function storeBlock(s: Pick<NotionState, 'blocks'>, parentId: string, request: Record<string, unknown>, now: string, id: string): RawBlock {
  const type = request.type as string;
  const body = request[type] as { rich_text?: TextRequest[]; checked?: boolean; title?: string };
  const block: RawBlock = {
    object: 'block',
    id,
    parent: { type: 'page_id', page_id: parentId },
    created_time: now,
    last_edited_time: now,
    has_children: false,
    archived: false,
    type,
    [type]: body.rich_text ? { ...body, rich_text: storedText(body.rich_text), color: 'default' } : body,
  };
  (s.blocks[parentId] ??= []).push(block);
  return block;
}
