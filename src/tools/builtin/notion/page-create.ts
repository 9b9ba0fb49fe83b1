// Creating a Notion page under a page, at the top of the workspace, or as a database entry: POST /v1/pages.
import { defineTool } from '../shared/define-tool.ts';
import { idProp, notionId, notionRequest } from './api.ts';
import { blockRequest, blocksSchema, checkBlockCount, type BlockInput } from './blocks.ts';
import { propertiesRequest, typesOf, type PropertyTypes } from './properties.ts';
import { PAGE_OUTPUT, toPage, type Page, type RawDatabase, type RawPage } from './shape.ts';
import { assertEditable, emptyValue, findDatabase, findPage, newNotionId, notionState, notionTime, notionUrl, storeBlock, storedValue, validationError } from './state.ts';

type CreatePageInput = {
  parent_page_id?: string;
  database_id?: string;
  title: string;
  properties?: Record<string, unknown>;
  content?: BlockInput[];
};

type Parent = { type: 'page_id'; page_id: string } | { type: 'database_id'; database_id: string } | { type: 'workspace'; workspace: true };

/**
 * At most one parent; none puts the page at the top of the workspace, which Notion allows public
 * integrations. The schema cannot say "at most one of", so both implementations check here.
 */
function parentOf(input: CreatePageInput): Parent {
  if (input.parent_page_id && input.database_id) throw validationError('Provide at most one of parent_page_id or database_id.');
  // A plain page has a single property, its title.
  if (!input.database_id && input.properties && Object.keys(input.properties).length > 0) {
    throw validationError('properties can only be set on pages in a database; any other page has only a title.');
  }
  if (input.content) checkBlockCount(input.content);
  if (input.database_id) return { type: 'database_id', database_id: notionId(input.database_id) };
  if (input.parent_page_id) return { type: 'page_id', page_id: notionId(input.parent_page_id) };
  return { type: 'workspace', workspace: true };
}

const PAGE_TITLE: PropertyTypes = { title: 'title' };

export const createPage = defineTool<CreatePageInput, Page>({
  name: 'notion.create_page',
  service: 'notion',
  description:
    'Create a Notion page inside another page, at the top level of the workspace (when no parent is given), or as a new entry (row) in a Notion database with its property values, optionally with initial content blocks.',
  keywords: ['notion', 'create page', 'new page', 'new doc', 'write up', 'add entry', 'add row', 'database entry', 'note', 'wiki page', 'meeting notes', 'document'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['title'],
    properties: {
      parent_page_id: { ...idProp('Parent page'), description: 'Create the page inside this page. Give this, database_id, or neither for a top-level page of the workspace.' },
      database_id: { ...idProp('Database'), description: 'Create the page as an entry of this database (not with parent_page_id).' },
      title: { type: 'string', description: "The page title (for a database entry: its title property, e.g. Name)." },
      properties: {
        type: 'object',
        description: 'Database entries only: other fields by property name as simple values, e.g. {"Status": "In progress", "Tags": ["Mobile"], "Due": "2025-03-01"}. See notion.get_database for names and options.',
      },
      content: blocksSchema,
    },
  },
  output: PAGE_OUTPUT,
  scopes: [],
  mutates: true,
  sandbox(input, world) {
    const parent = parentOf(input);
    const s = notionState(world);
    const now = notionTime(world.now());
    const newId = () => newNotionId(world);
    const id = newId();
    let properties: RawPage['properties'];
    if (parent.type === 'database_id') {
      const db = findDatabase(s, parent.database_id);
      if (db.archived) throw validationError("Can't edit block that is archived. You must unarchive the block before editing.");
      const request = propertiesRequest(typesOf(db.properties), input.title, input.properties);
      properties = Object.fromEntries(
        Object.entries(db.properties).map(([name, schema]) => [name, name in request ? storedValue(s, schema, request[name] as Record<string, unknown>, newId) : emptyValue(schema)]),
      );
    } else {
      if (parent.type === 'page_id') assertEditable(findPage(s, parent.page_id));
      const request = propertiesRequest(PAGE_TITLE, input.title) as Record<string, Record<string, unknown>>;
      properties = { title: storedValue(s, { id: 'title', name: 'title', type: 'title' }, request.title, newId) };
      // Notion shows a sub-page as a child_page block of its parent, with the page's own id.
      if (parent.type === 'page_id') storeBlock(s, parent.page_id, { type: 'child_page', child_page: { title: input.title } }, now, id);
    }
    const page: RawPage = {
      object: 'page',
      id,
      url: notionUrl(input.title, id),
      created_time: now,
      last_edited_time: now,
      archived: false,
      parent,
      properties,
    };
    Object.assign(page, { created_by: { object: 'user', id: s.user.id }, last_edited_by: { object: 'user', id: s.user.id } });
    s.pages.push(page);
    for (const block of input.content ?? []) storeBlock(s, id, blockRequest(block), now, newId());
    return toPage(page);
  },
  async live(input, api) {
    const parent = parentOf(input);
    let types = PAGE_TITLE;
    if (parent.type === 'database_id') {
      // The title property's name and every property's type live in the database schema.
      const db = await notionRequest<RawDatabase>(api, { method: 'GET', path: `/databases/${parent.database_id}` });
      types = typesOf(db.properties);
    }
    const { type: _type, ...parentRef } = parent;
    const body: Record<string, unknown> = { parent: parentRef, properties: propertiesRequest(types, input.title, input.properties) };
    if (input.content) body.children = input.content.map(blockRequest);
    return toPage(await notionRequest<RawPage>(api, { method: 'POST', path: '/pages', body }));
  },
});
