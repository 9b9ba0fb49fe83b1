// Notion databases: GET /v1/databases/{id} (schema) and POST /v1/databases/{id}/query (entries).
import { defineTool } from '../shared/define-tool.ts';
import { pageOf } from '../shared/sandbox-state.ts';
import { idProp, notionId, notionRequest, pagingProps, toList, type List, type Paging } from './api.ts';
import { matchesFilter, sortPages, type NotionFilter, type NotionSort } from './filter.ts';
import { DATABASE_OUTPUT, PAGE_OUTPUT, toDatabase, toPage, type Database, type Page, type RawDatabase, type RawPage } from './shape.ts';
import { findDatabase, notionState } from './state.ts';

export const getDatabase = defineTool<{ database_id: string }, Database>({
  name: 'notion.get_database',
  service: 'notion',
  description:
    "Get a Notion database's title and schema: each property's name, type and select/status options. Read it before filtering entries or creating one, to use the exact property names.",
  keywords: ['notion', 'database', 'table', 'schema', 'columns', 'fields', 'properties', 'board', 'tracker'],
  input: { type: 'object', additionalProperties: false, required: ['database_id'], properties: { database_id: idProp('Database') } },
  output: DATABASE_OUTPUT,
  scopes: [],
  mutates: false,
  sandbox(input, world) {
    return toDatabase(findDatabase(notionState(world), input.database_id));
  },
  async live(input, api) {
    return toDatabase(await notionRequest<RawDatabase>(api, { method: 'GET', path: `/databases/${notionId(input.database_id)}` }));
  },
});

type QueryInput = Paging & { database_id: string; filter?: NotionFilter; sorts?: NotionSort[] };

export const queryDatabase = defineTool<QueryInput, List<Page>>({
  name: 'notion.query_database',
  service: 'notion',
  description:
    'List the entries (rows) of a Notion database, optionally filtered and sorted with Notion filter objects, e.g. every task whose Status is not Done. Returns each entry with its property values.',
  keywords: ['notion', 'query database', 'database entries', 'rows', 'table', 'filter', 'tasks', 'tracker', 'roadmap', 'list items', 'kanban'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['database_id'],
    properties: {
      database_id: idProp('Database'),
      filter: {
        type: 'object',
        description:
          'A Notion filter: {"property": "Status", "status": {"equals": "Done"}}, {"property": "Tags", "multi_select": {"contains": "Mobile"}}, {"property": "Due", "date": {"before": "2025-04-01"}}, or {"and": [...]} / {"or": [...]}.',
      },
      sorts: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          properties: {
            property: { type: 'string' },
            timestamp: { type: 'string', enum: ['created_time', 'last_edited_time'] },
            direction: { type: 'string', enum: ['ascending', 'descending'] },
          },
        },
        description: 'e.g. [{"property": "Due", "direction": "ascending"}].',
      },
      ...pagingProps,
    },
  },
  output: `{results: [${PAGE_OUTPUT}], next_cursor, has_more}`,
  scopes: [],
  mutates: false,
  sandbox(input, world) {
    const s = notionState(world);
    const db = findDatabase(s, input.database_id);
    const entries = s.pages.filter((p) => p.parent.database_id === db.id && !p.archived && (!input.filter || matchesFilter(p, input.filter)));
    const { page, next } = pageOf(sortPages(entries, input.sorts), input.page_size ?? 25, input.start_cursor);
    return { results: page.map(toPage), next_cursor: next ?? null, has_more: next !== undefined };
  },
  async live(input, api) {
    const { database_id, ...body } = input;
    const list = await notionRequest<{ results: RawPage[]; next_cursor: string | null; has_more: boolean }>(api, {
      method: 'POST',
      path: `/databases/${notionId(database_id)}/query`,
      body,
    });
    return toList(list, toPage);
  },
});
