// What each Notion tool does, in the words the planner and the matcher read (intent-types.ts).
import type { ToolIntent } from '../../intent-types.ts';
import { arr, excerpt, listed, quoted, str } from '../shared/summary-text.ts';

const pageTarget = { field: 'page_id', lookup: 'notion.search', names: ['title'], id: 'id', kind: 'page', search: 'query', partialSearch: true };
const blocksText = (blocks: unknown[]) => blocks.map((b) => `${str(b, 'type') === 'to_do' ? '[ ] ' : ''}${str(b, 'text')}`).filter(Boolean).join('; ');

export const notionIntents: Record<string, ToolIntent> = {
  'notion.search': {
    verbs: ['search', 'find', 'list'],
    objects: ['page', 'database', 'doc', 'note', 'wiki'],
    summary: (_input, output) => listed('pages', arr(output, 'results'), (p) => quoted(str(p, 'title'))),
  },
  'notion.get_page': {
    verbs: ['get', 'read', 'show', 'open'],
    objects: ['page', 'doc', 'note'],
    target: pageTarget,
    summary: (_input, output) => {
      const content = blocksText(arr(output, 'content'));
      return `Read page ${quoted(str(output, 'title'))}${content ? `: ${excerpt(content, 1500)}` : ' (empty)'}.`;
    },
  },
  'notion.create_page': {
    verbs: ['create', 'add', 'make', 'new', 'write', 'start'],
    objects: ['page', 'doc', 'note'],
    target: { field: 'parent_page_id', lookup: 'notion.search', names: ['title'], id: 'id', kind: 'page', search: 'query', partialSearch: true, optional: true },
    summary: (_input, output) => `Created page ${quoted(str(output, 'title'))}${str(output, 'url') ? ` (${str(output, 'url')})` : ''}.`,
  },
  'notion.update_page': {
    verbs: ['update', 'rename', 'archive', 'change', 'set', 'delete', 'edit'],
    objects: ['page', 'property'],
    target: pageTarget,
    summary: (_input, output) => `Updated page ${quoted(str(output, 'title'))}${(output as { archived?: boolean })?.archived ? ' (archived)' : ''}.`,
  },
  'notion.append_to_page': {
    verbs: ['append', 'add', 'put', 'write', 'note', 'insert'],
    objects: ['to-do', 'to-dos', 'todo', 'paragraph', 'note', 'item', 'bullet', 'page', 'line', 'summary'],
    target: pageTarget,
    summary: (input, output) => `Appended to page ${str(input, 'page_id')}: ${excerpt(blocksText(arr(output, 'results')), 600)}.`,
  },
  'notion.query_database': {
    verbs: ['query', 'list', 'find'],
    objects: ['database', 'row', 'entry', 'table'],
    target: { field: 'database_id', lookup: 'notion.search', names: ['title'], id: 'id', kind: 'database', search: 'query', partialSearch: true },
    summary: (_input, output) => listed('rows', arr(output, 'results'), (p) => quoted(str(p, 'title'))),
  },
  'notion.get_database': {
    verbs: ['get', 'read', 'show'],
    objects: ['database', 'schema'],
    target: { field: 'database_id', lookup: 'notion.search', names: ['title'], id: 'id', kind: 'database', search: 'query', partialSearch: true },
    summary: (_input, output) => `Read database ${quoted(str(output, 'title'))}.`,
  },
};
