// A small Notion workspace: a wiki page with two sub-pages of content and a "Product Roadmap" database
// of tasks, and a personal Groceries to-do page. Entries and blocks go through the same request -> stored path the tools use.
import { seedTime } from '../shared/sandbox-state.ts';
import { uuidFrom } from '../shared/uuid.ts';
import { propertiesRequest, storedText, textRequest, typesOf } from './properties.ts';
import type { RawDatabase, RawPage, RawPropertySchema } from './shape.ts';
import { emptyValue, notionUrl, storeBlock, storedValue, type NotionState } from './state.ts';

const time = (day: number, hour = 10) => new Date(seedTime(day, hour)).toISOString();

type Options = [string, string][];
const withOptions = (type: string, options: Options) => ({ type, [type]: { options: options.map(([name, color]) => ({ id: name.slice(0, 4).toLowerCase(), name, color })) } });

const ROADMAP_SCHEMA: Record<string, Record<string, unknown>> = {
  Name: { type: 'title', title: {} },
  Status: withOptions('status', [['Not started', 'default'], ['In progress', 'blue'], ['Done', 'green']]),
  Priority: withOptions('select', [['High', 'red'], ['Medium', 'yellow'], ['Low', 'gray']]),
  Tags: withOptions('multi_select', [['Frontend', 'purple'], ['Backend', 'orange'], ['Mobile', 'pink'], ['Infra', 'brown']]),
  Owner: { type: 'people', people: {} },
  Due: { type: 'date', date: {} },
  Estimate: { type: 'number', number: { format: 'number' } },
  Shipped: { type: 'checkbox', checkbox: {} },
};

// [title, values, day created]
const ROADMAP: [string, Record<string, unknown>, number][] = [
  ['SSO login fix', { Status: 'Done', Priority: 'High', Tags: ['Backend'], Owner: ['maria'], Due: '2025-01-10', Estimate: 2, Shipped: true }, -21],
  ['Billing v2', { Status: 'Not started', Priority: 'Medium', Tags: ['Backend'], Owner: ['devon'], Due: '2025-04-01', Estimate: 8 }, -14],
  ['Dark mode for mobile', { Status: 'In progress', Priority: 'High', Tags: ['Mobile', 'Frontend'], Owner: ['me'], Due: '2025-02-14', Estimate: 5 }, -10],
  ['Public API rate limits', { Status: 'In progress', Priority: 'Medium', Tags: ['Backend', 'Infra'], Owner: ['me'], Estimate: 3 }, -5],
];

// [page key, title, blocks as [type, text, checked?]]
const CONTENT: [string, string, [string, string, boolean?][]][] = [
  ['wiki', 'Acme Wiki', [['heading_1', 'Welcome to Acme'], ['paragraph', 'Start here: team handbooks, meeting notes and the product roadmap.']]],
  ['handbook', 'Engineering Handbook', [
    ['heading_2', 'On-call'],
    ['paragraph', 'Each engineer is on call one week per quarter; handover is Monday 10:00.'],
    ['bulleted_list_item', 'Acknowledge pages within 15 minutes'],
    ['bulleted_list_item', 'Write an incident note for anything customer-facing'],
    ['heading_2', 'Code review'],
    ['paragraph', 'Every change needs one approving review; keep pull requests under 400 lines.'],
  ]],
  ['sync', 'Weekly Sync Notes', [
    ['heading_2', 'Action items'],
    ['to_do', 'Maria: finish the SSO fix rollout', true],
    ['to_do', 'Devon: draft the Billing v2 plan', false],
    ['to_do', 'Share the Q1 roadmap with sales', false],
  ]],
  // A personal page at the top of the workspace: the docs' example "Add 'Buy milk' to my Notion page Groceries".
  ['groceries', 'Groceries', [
    ['to_do', 'Bread', false],
    ['to_do', 'Apples', true],
    ['to_do', 'Coffee beans', false],
  ]],
];

const TOP_LEVEL = new Set(['wiki', 'groceries']);

export function notionSeed(userId: string): NotionState {
  const id = (label: string) => uuidFrom(`notion:${userId}:${label}`);
  let counter = 0;
  const nextId = () => id(`auto:${++counter}`);
  const person = (key: string, name: string) => ({ object: 'user' as const, id: id(`user:${key}`), name });
  const me = person('me', userId.split('@')[0] || 'You');
  const s: NotionState = { user: me, users: [me, person('maria', 'Maria Chen'), person('devon', 'Devon Park')], pages: [], databases: [], blocks: {} };
  const by = { created_by: { object: 'user', id: me.id }, last_edited_by: { object: 'user', id: me.id } };

  const wikiId = id('page:wiki');
  for (const [key, title, blocks] of CONTENT) {
    const pageId = id(`page:${key}`);
    const parent = TOP_LEVEL.has(key) ? { type: 'workspace', workspace: true } : { type: 'page_id', page_id: wikiId };
    const titleRequest = propertiesRequest({ title: 'title' }, title).title as Record<string, unknown>;
    const page: RawPage = {
      object: 'page',
      id: pageId,
      url: notionUrl(title, pageId),
      created_time: time(-30),
      last_edited_time: time(key === 'sync' ? -2 : key === 'groceries' ? -1 : -20),
      archived: false,
      parent,
      properties: { title: storedValue(s, { id: 'title', name: 'title', type: 'title' }, titleRequest, nextId) },
    };
    s.pages.push(Object.assign(page, by));
    if (!TOP_LEVEL.has(key)) storeBlock(s, wikiId, { type: 'child_page', child_page: { title } }, time(-30), pageId);
    for (const [type, text, checked] of blocks) {
      storeBlock(s, pageId, { type, [type]: { rich_text: textRequest(text), ...(checked === undefined ? {} : { checked }) } }, time(-30), nextId());
    }
  }

  const dbId = id('database:roadmap');
  const properties = Object.fromEntries(Object.entries(ROADMAP_SCHEMA).map(([name, schema]) => [name, { id: name === 'Name' ? 'title' : name.slice(0, 3).toLowerCase(), name, ...schema } as RawPropertySchema]));
  const db: RawDatabase = {
    object: 'database',
    id: dbId,
    url: notionUrl('', dbId),
    created_time: time(-30),
    last_edited_time: time(-5),
    archived: false,
    parent: { type: 'page_id', page_id: wikiId },
    title: storedText(textRequest('Product Roadmap')) as RawDatabase['title'],
    description: [],
    properties,
  };
  s.databases.push(Object.assign(db, by, { is_inline: false }));
  storeBlock(s, wikiId, { type: 'child_database', child_database: { title: 'Product Roadmap' } }, time(-30), dbId);

  for (const [title, values, day] of ROADMAP) {
    const entryId = id(`entry:${title}`);
    const owners = (values.Owner as string[] | undefined)?.map((key) => id(`user:${key}`));
    const request = propertiesRequest(typesOf(properties), title, { ...values, ...(owners ? { Owner: owners } : {}) });
    const page: RawPage = {
      object: 'page',
      id: entryId,
      url: notionUrl(title, entryId),
      created_time: time(day),
      last_edited_time: time(day + 3),
      archived: false,
      parent: { type: 'database_id', database_id: dbId },
      properties: Object.fromEntries(
        Object.entries(properties).map(([name, schema]) => [name, name in request ? storedValue(s, schema, request[name] as Record<string, unknown>, nextId) : emptyValue(schema)]),
      ),
    };
    s.pages.push(Object.assign(page, by));
  }
  return s;
}
