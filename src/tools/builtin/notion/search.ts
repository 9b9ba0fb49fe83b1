// Finding Notion pages and databases by title: POST /v1/search.
import { defineTool } from '../shared/define-tool.ts';
import { pageOf } from '../shared/sandbox-state.ts';
import { sortBy } from '../shared/sort.ts';
import { notionRequest, pagingProps, toList, type List, type Paging } from './api.ts';
import { DATABASE_OUTPUT, PAGE_OUTPUT, plainText, titleOf, toPageOrDatabase, type Database, type Page, type RawDatabase, type RawPage } from './shape.ts';
import { notionState } from './state.ts';

type SearchInput = Paging & { query?: string; object?: 'page' | 'database'; sort?: 'ascending' | 'descending' };

export const search = defineTool<SearchInput, List<Page | Database>>({
  name: 'notion.search',
  service: 'notion',
  description:
    'Search the Notion pages and databases shared with the connection by title, most recently edited first. Use it to find the id of a page or database before reading or changing it.',
  keywords: ['notion', 'search', 'find page', 'find doc', 'lookup', 'wiki', 'notes', 'docs', 'knowledge base', 'database', 'workspace'],
  input: {
    type: 'object',
    additionalProperties: false,
    properties: {
      query: { type: 'string', description: 'Words in the title; leave out to list everything shared.' },
      object: { type: 'string', enum: ['page', 'database'], description: 'Only pages or only databases.' },
      sort: { type: 'string', enum: ['ascending', 'descending'], default: 'descending', description: 'Order by last edited time.' },
      ...pagingProps,
    },
  },
  output: `{results: [${PAGE_OUTPUT} | ${DATABASE_OUTPUT}], next_cursor, has_more}`,
  scopes: [],
  mutates: false,
  sandbox(input, world) {
    const s = notionState(world);
    const words = (input.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const title = (o: RawPage | RawDatabase) => (o.object === 'database' ? plainText(o.title) : titleOf(o.properties)).toLowerCase();
    const found = [...(input.object === 'database' ? [] : s.pages), ...(input.object === 'page' ? [] : s.databases)].filter(
      (o) => !o.archived && words.every((w) => title(o).includes(w)),
    );
    const sorted = sortBy(found, (o) => o.last_edited_time, input.sort === 'ascending' ? 'asc' : 'desc');
    const { page, next } = pageOf(sorted, input.page_size ?? 25, input.start_cursor);
    return { results: page.map(toPageOrDatabase), next_cursor: next ?? null, has_more: next !== undefined };
  },
  async live(input, api) {
    const body: Record<string, unknown> = { page_size: input.page_size, start_cursor: input.start_cursor };
    if (input.query) body.query = input.query;
    if (input.object) body.filter = { property: 'object', value: input.object };
    body.sort = { direction: input.sort ?? 'descending', timestamp: 'last_edited_time' };
    const list = await notionRequest<{ results: (RawPage | RawDatabase)[]; next_cursor: string | null; has_more: boolean }>(api, { method: 'POST', path: '/search', body });
    return toList(list, toPageOrDatabase);
  },
});
