// Reading and editing Notion pages: GET /v1/pages/{id} (+ its blocks) and PATCH /v1/pages/{id}.
import type { SandboxWorld } from '../../types.ts';
import { defineTool } from '../shared/define-tool.ts';
import { idProp, notionId, notionRequest } from './api.ts';
import { propertiesRequest, typesOf } from './properties.ts';
import { BLOCK_OUTPUT, PAGE_OUTPUT, toBlock, toPage, type Page, type RawBlock, type RawPage, type RawPropertySchema } from './shape.ts';
import { assertEditable, findDatabase, findPage, newNotionId, notionState, notionTime, storedValue, type NotionState } from './state.ts';

type GetPageInput = { page_id: string; include_content?: boolean };

export const getPage = defineTool<GetPageInput, Page>({
  name: 'notion.get_page',
  service: 'notion',
  description: "Read a Notion page: its title, properties and, by default, its content blocks as plain text. Also reads a database entry's fields.",
  keywords: ['notion', 'page', 'read page', 'open page', 'document', 'doc', 'note', 'wiki', 'page content', 'database entry'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['page_id'],
    properties: {
      page_id: idProp('Page'),
      include_content: { type: 'boolean', default: true, description: 'Also return the first 100 top-level blocks as `content`.' },
    },
  },
  output: `${PAGE_OUTPUT.slice(0, -1)}, content?: [${BLOCK_OUTPUT}]}`,
  scopes: [],
  mutates: false,
  sandbox(input, world) {
    const s = notionState(world);
    const page = findPage(s, input.page_id);
    const out = toPage(page);
    if (input.include_content !== false) out.content = (s.blocks[page.id] ?? []).filter((b) => !b.archived).slice(0, 100).map(toBlock);
    return out;
  },
  async live(input, api) {
    const id = notionId(input.page_id);
    const out = toPage(await notionRequest<RawPage>(api, { method: 'GET', path: `/pages/${id}` }));
    if (input.include_content !== false) {
      const children = await notionRequest<{ results: RawBlock[] }>(api, { method: 'GET', path: `/blocks/${id}/children`, query: { page_size: 100 } });
      out.content = children.results.map(toBlock);
    }
    return out;
  },
});

type UpdatePageInput = { page_id: string; title?: string; properties?: Record<string, unknown>; archived?: boolean };

/** The schema a page's property follows: its database's (which holds select options), or the page's own title. */
function schemaFor(s: NotionState, page: RawPage, name: string): RawPropertySchema {
  if (page.parent.type === 'database_id' && page.parent.database_id) return findDatabase(s, page.parent.database_id).properties[name];
  const value = page.properties[name];
  return { id: value.id ?? name, name, type: value.type };
}

function applyProperties(s: NotionState, page: RawPage, request: Record<string, unknown>, world: SandboxWorld): void {
  for (const [name, value] of Object.entries(request)) {
    page.properties[name] = storedValue(s, schemaFor(s, page, name), value as Record<string, unknown>, () => newNotionId(world));
  }
}

export const updatePage = defineTool<UpdatePageInput, Page>({
  name: 'notion.update_page',
  service: 'notion',
  description:
    "Change a Notion page's title or property values (e.g. set a database entry's Status to Done), or archive (delete) and restore it. To add text to the page use notion.append_to_page.",
  keywords: ['notion', 'update page', 'edit page', 'rename page', 'set status', 'change property', 'archive', 'delete page', 'restore', 'database entry', 'mark done'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['page_id'],
    properties: {
      page_id: idProp('Page'),
      title: { type: 'string', description: 'New title.' },
      properties: {
        type: 'object',
        description: 'Database entry fields by property name, as simple values: text, number, true/false, option name, list of option names, ISO date or "start/end", list of user or page ids; null clears.',
      },
      archived: { type: 'boolean', description: 'true moves the page to the trash; false restores it.' },
    },
  },
  output: PAGE_OUTPUT,
  scopes: [],
  mutates: true,
  sandbox(input, world) {
    const s = notionState(world);
    const page = findPage(s, input.page_id);
    const editing = input.title !== undefined || input.properties !== undefined;
    if (editing) {
      if (input.archived !== false) assertEditable(page);
      const request = propertiesRequest(typesOf(page.properties), input.title, input.properties);
      if (input.archived !== undefined) page.archived = input.archived;
      applyProperties(s, page, request, world);
    } else if (input.archived !== undefined) {
      page.archived = input.archived;
    }
    page.last_edited_time = notionTime(world.now());
    return toPage(page);
  },
  async live(input, api) {
    const id = notionId(input.page_id);
    const body: Record<string, unknown> = {};
    if (input.title !== undefined || input.properties !== undefined) {
      // Values are typed by the page's current properties, which Notion only tells on a read.
      const current = await notionRequest<RawPage>(api, { method: 'GET', path: `/pages/${id}` });
      body.properties = propertiesRequest(typesOf(current.properties), input.title, input.properties);
    }
    if (input.archived !== undefined) body.archived = input.archived;
    return toPage(await notionRequest<RawPage>(api, { method: 'PATCH', path: `/pages/${id}`, body }));
  },
});
