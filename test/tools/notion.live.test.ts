import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createLiveApi } from '../../src/tools/live-http.ts';
import { notionTools } from '../../src/tools/builtin/notion/service.ts';
import { ToolError } from '../../src/tools/tool-error.ts';
import { startQueuedDouble } from '../helpers/queued-double.ts';
import type { Reply } from '../helpers/provider-double.ts';

// A Notion double: each test queues its answers; every request is recorded for assertions.
type Answer = Reply;

const double = await startQueuedDouble<Record<string, unknown> | undefined>({ status: 599, body: { object: 'error', message: 'unexpected request' } });
after(() => double.close());
const { seen, answers } = double;
// The service's base URL carries the /v1 prefix, as https://api.notion.com/v1 does.
const baseUrl = `${double.origin}/v1`;

async function run<T>(name: string, input: Record<string, unknown>, ...queued: Answer[]): Promise<T> {
  double.reset();
  answers.push(...queued);
  const tool = notionTools.find((t) => t.name === `notion.${name}`);
  assert.ok(tool);
  const out = (await tool.live(input, createLiveApi({ baseUrl, accessToken: 'secret_notion_oauth' }))) as T;
  assert.equal(answers.length, 0, 'every queued answer was requested');
  for (const s of seen) {
    assert.equal(s.headers['notion-version'], '2022-06-28');
    assert.equal(s.headers.authorization, 'Bearer secret_notion_oauth');
  }
  return out;
}

const PAGE_ID = 'b55c9c91-384d-452b-81db-d1ef79372b75';
const DB_ID = '897e5a76-ae52-4b48-9fdf-e71f5945d1af';
const rich = (text: string) => [{ type: 'text', text: { content: text, link: null }, annotations: { bold: false, italic: false, strikethrough: false, underline: false, code: false, color: 'default' }, plain_text: text, href: null }];
const user = { object: 'user', id: 'ee5f0f84-409a-440f-983a-a5315961c6e4' };

// A database entry as GET /v1/pages documents it, with several property types.
const apiPage = {
  object: 'page',
  id: PAGE_ID,
  created_time: '2022-10-24T22:54:00.000Z',
  last_edited_time: '2023-03-08T18:25:00.000Z',
  created_by: user,
  last_edited_by: user,
  cover: null,
  icon: { type: 'emoji', emoji: '🐞' },
  parent: { type: 'database_id', database_id: DB_ID },
  archived: false,
  properties: {
    Name: { id: 'title', type: 'title', title: rich('Tuscan kale') },
    Status: { id: 'Z%3ClH', type: 'status', status: { id: '86ddb6ec', name: 'In progress', color: 'blue' } },
    Tags: { id: 'dsEa', type: 'multi_select', multi_select: [{ id: 'a1', name: 'Vegetables', color: 'green' }] },
    Price: { id: 'BJXS', type: 'number', number: 2.5 },
    Due: { id: 'M%3BBw', type: 'date', date: { start: '2023-02-23', end: null, time_zone: null } },
    'In stock': { id: '%3AAPp', type: 'checkbox', checkbox: true },
    Owner: { id: 'Owner', type: 'people', people: [{ object: 'user', id: user.id, name: 'Avocado Lovelace', person: { email: 'avo@example.org' } }] },
    Notes: { id: 'n', type: 'rich_text', rich_text: rich('Organic') },
    'Last edited by': { id: 'le', type: 'last_edited_by', last_edited_by: user },
    Score: { id: 'f', type: 'formula', formula: { type: 'number', number: 7 } },
  },
  url: 'https://www.notion.so/Tuscan-kale-b55c9c91384d452b81dbd1ef79372b75',
  public_url: null,
};

const apiDatabase = {
  object: 'database',
  id: DB_ID,
  created_time: '2021-07-08T23:50:00.000Z',
  last_edited_time: '2021-07-08T23:50:00.000Z',
  title: rich('Grocery List'),
  description: rich('Things to buy'),
  is_inline: false,
  parent: { type: 'page_id', page_id: '98ad959b-2b6a-4774-80ee-00246fb0ea9b' },
  archived: false,
  url: 'https://www.notion.so/897e5a76ae524b489fdfe71f5945d1af',
  properties: {
    Name: { id: 'title', name: 'Name', type: 'title', title: {} },
    Status: { id: 'Z%3ClH', name: 'Status', type: 'status', status: { options: [{ id: '1', name: 'Not started', color: 'default' }, { id: '2', name: 'In progress', color: 'blue' }], groups: [] } },
    Tags: { id: 'dsEa', name: 'Tags', type: 'multi_select', multi_select: { options: [{ id: 'a1', name: 'Vegetables', color: 'green' }] } },
    Price: { id: 'BJXS', name: 'Price', type: 'number', number: { format: 'dollar' } },
    Due: { id: 'M%3BBw', name: 'Due', type: 'date', date: {} },
  },
};

const text = (content: string) => [{ type: 'text', text: { content } }];

test('search: POST /v1/search with query, object filter and last-edited sort', async () => {
  const list = await run<{ results: { object: string; title: string }[]; next_cursor: string | null; has_more: boolean }>(
    'search',
    { query: 'grocery', object: 'database', page_size: 10 },
    { body: { object: 'list', results: [apiDatabase], next_cursor: 'abc', has_more: true, type: 'page_or_database', page_or_database: {} } },
  );
  assert.equal(seen[0].method, 'POST');
  assert.equal(seen[0].path, '/v1/search');
  assert.deepEqual(seen[0].body, { query: 'grocery', filter: { property: 'object', value: 'database' }, sort: { direction: 'descending', timestamp: 'last_edited_time' }, page_size: 10 });
  assert.deepEqual(list.results.map((r) => [r.object, r.title]), [['database', 'Grocery List']]);
  assert.equal(list.next_cursor, 'abc');
  assert.equal(list.has_more, true);
});

test('get_page: GET the page and its children; properties read as simple values', async () => {
  const page = await run<Record<string, unknown>>(
    'get_page',
    { page_id: PAGE_ID.replace(/-/g, '') },
    { body: apiPage },
    { body: { object: 'list', results: [{ object: 'block', id: 'blk1', type: 'to_do', has_children: false, to_do: { rich_text: rich('Buy kale'), checked: true, color: 'default' } }], next_cursor: null, has_more: false } },
  );
  assert.deepEqual(seen.map((s) => `${s.method} ${s.path}`), [`GET /v1/pages/${PAGE_ID}`, `GET /v1/blocks/${PAGE_ID}/children`]);
  assert.equal(seen[1].query.page_size, '100');
  assert.deepEqual(page, {
    object: 'page',
    id: PAGE_ID,
    url: apiPage.url,
    title: 'Tuscan kale',
    parent: { type: 'database_id', database_id: DB_ID },
    archived: false,
    created_time: apiPage.created_time,
    last_edited_time: apiPage.last_edited_time,
    properties: {
      Name: 'Tuscan kale',
      Status: 'In progress',
      Tags: ['Vegetables'],
      Price: 2.5,
      Due: '2023-02-23',
      'In stock': true,
      Owner: [{ id: user.id, name: 'Avocado Lovelace' }],
      Notes: 'Organic',
      'Last edited by': user.id,
      Score: 7,
    },
    content: [{ id: 'blk1', type: 'to_do', text: 'Buy kale', checked: true, has_children: false }],
  });
});

test('create_page in a database: reads the schema, then POST /v1/pages with typed property values', async () => {
  const created = await run<{ id: string }>(
    'create_page',
    { database_id: DB_ID, title: 'Tuscan kale', properties: { Status: 'In progress', Tags: ['Vegetables'], Price: 2.5, Due: '2023-02-23/2023-02-24' }, content: [{ type: 'paragraph', text: 'Organic only' }] },
    { body: apiDatabase },
    { body: apiPage },
  );
  assert.deepEqual(seen.map((s) => `${s.method} ${s.path}`), [`GET /v1/databases/${DB_ID}`, 'POST /v1/pages']);
  assert.deepEqual(seen[1].body, {
    parent: { database_id: DB_ID },
    properties: {
      Name: { title: text('Tuscan kale') },
      Status: { status: { name: 'In progress' } },
      Tags: { multi_select: [{ name: 'Vegetables' }] },
      Price: { number: 2.5 },
      Due: { date: { start: '2023-02-23', end: '2023-02-24' } },
    },
    children: [{ object: 'block', type: 'paragraph', paragraph: { rich_text: text('Organic only') } }],
  });
  assert.equal(created.id, PAGE_ID);
});

test('create_page under a page: one POST with the title property only', async () => {
  const child = { ...apiPage, parent: { type: 'page_id', page_id: DB_ID }, properties: { title: { id: 'title', type: 'title', title: rich('Notes') } } };
  const page = await run<{ title: string; parent: unknown }>('create_page', { parent_page_id: DB_ID, title: 'Notes' }, { body: child });
  assert.equal(seen.length, 1);
  assert.deepEqual(seen[0].body, { parent: { page_id: DB_ID }, properties: { title: { title: text('Notes') } } });
  assert.equal(page.title, 'Notes');
  assert.deepEqual(page.parent, { type: 'page_id', page_id: DB_ID });
});

test('create_page without a parent: one POST with parent {workspace: true}, a top-level page', async () => {
  const top = { ...apiPage, parent: { type: 'workspace', workspace: true }, properties: { title: { id: 'title', type: 'title', title: rich('Groceries') } } };
  const page = await run<{ title: string; parent: unknown }>('create_page', { title: 'Groceries', content: [{ type: 'to_do', text: 'Eggs' }] }, { body: top });
  assert.equal(seen.length, 1);
  assert.deepEqual(seen[0].body, { parent: { workspace: true }, properties: { title: { title: text('Groceries') } }, children: [{ object: 'block', type: 'to_do', to_do: { rich_text: text('Eggs'), checked: false } }] });
  assert.deepEqual(page.parent, { type: 'workspace', workspace: true });
});

test('update_page: reads the page for property types, then PATCH; archive alone is one PATCH', async () => {
  await run('update_page', { page_id: PAGE_ID, properties: { Status: 'Not started', 'In stock': false, Due: null } }, { body: apiPage }, { body: apiPage });
  assert.deepEqual(seen.map((s) => `${s.method} ${s.path}`), [`GET /v1/pages/${PAGE_ID}`, `PATCH /v1/pages/${PAGE_ID}`]);
  assert.deepEqual(seen[1].body, { properties: { Status: { status: { name: 'Not started' } }, 'In stock': { checkbox: false }, Due: { date: null } } });

  const archived = await run<{ archived: boolean }>('update_page', { page_id: PAGE_ID, archived: true }, { body: { ...apiPage, archived: true } });
  assert.deepEqual(seen.map((s) => `${s.method} ${s.path}`), [`PATCH /v1/pages/${PAGE_ID}`]);
  assert.deepEqual(seen[0].body, { archived: true });
  assert.equal(archived.archived, true);

  await assert.rejects(
    run('update_page', { page_id: PAGE_ID, properties: { Price: 'cheap' } }, { body: apiPage }),
    (err: unknown) => err instanceof ToolError && err.kind === 'invalid_input' && /Price/.test(err.message),
  );
});

test('append_to_page: PATCH /v1/blocks/{id}/children with block objects', async () => {
  const answer = {
    object: 'list',
    results: [
      { object: 'block', id: 'h1', type: 'heading_2', has_children: false, heading_2: { rich_text: rich('Plan'), is_toggleable: false, color: 'default' } },
      { object: 'block', id: 't1', type: 'to_do', has_children: false, to_do: { rich_text: rich('Call Ana'), checked: false, color: 'default' } },
    ],
    next_cursor: null,
    has_more: false,
  };
  const out = await run<{ results: unknown[] }>('append_to_page', { page_id: PAGE_ID, blocks: [{ type: 'heading_2', text: 'Plan' }, { type: 'to_do', text: 'Call Ana' }] }, { body: answer });
  assert.equal(seen[0].method, 'PATCH');
  assert.equal(seen[0].path, `/v1/blocks/${PAGE_ID}/children`);
  assert.deepEqual(seen[0].body, {
    children: [
      { object: 'block', type: 'heading_2', heading_2: { rich_text: text('Plan') } },
      { object: 'block', type: 'to_do', to_do: { rich_text: text('Call Ana'), checked: false } },
    ],
  });
  assert.deepEqual(out.results, [
    { id: 'h1', type: 'heading_2', text: 'Plan', has_children: false },
    { id: 't1', type: 'to_do', text: 'Call Ana', checked: false, has_children: false },
  ]);
});

test('query_database and get_database', async () => {
  const filter = { and: [{ property: 'In stock', checkbox: { equals: true } }, { property: 'Price', number: { less_than: 5 } }] };
  const list = await run<{ results: { title: string }[] }>(
    'query_database',
    { database_id: DB_ID, filter, sorts: [{ property: 'Price', direction: 'ascending' }], page_size: 50 },
    { body: { object: 'list', results: [apiPage], next_cursor: null, has_more: false, type: 'page_or_database', page_or_database: {} } },
  );
  assert.equal(seen[0].method, 'POST');
  assert.equal(seen[0].path, `/v1/databases/${DB_ID}/query`);
  assert.deepEqual(seen[0].body, { filter, sorts: [{ property: 'Price', direction: 'ascending' }], page_size: 50 });
  assert.deepEqual(list.results.map((p) => p.title), ['Tuscan kale']);

  const db = await run<Record<string, unknown>>('get_database', { database_id: DB_ID }, { body: apiDatabase });
  assert.equal(seen[0].method, 'GET');
  assert.equal(seen[0].path, `/v1/databases/${DB_ID}`);
  assert.equal(db.title, 'Grocery List');
  assert.equal(db.description, 'Things to buy');
  assert.deepEqual(db.properties, {
    Name: { id: 'title', type: 'title' },
    Status: { id: 'Z%3ClH', type: 'status', options: ['Not started', 'In progress'] },
    Tags: { id: 'dsEa', type: 'multi_select', options: ['Vegetables'] },
    Price: { id: 'BJXS', type: 'number' },
    Due: { id: 'M%3BBw', type: 'date' },
  });
});

test('Notion errors map to ToolError kinds with Notion messages', async () => {
  const cases: [number, string, string, Record<string, string>?][] = [
    [400, 'validation_error', 'invalid_input'],
    [401, 'unauthorized', 'invalid_credentials'],
    [403, 'restricted_resource', 'permission_denied'],
    [404, 'object_not_found', 'not_found'],
    [409, 'conflict_error', 'invalid_input'],
    [500, 'internal_server_error', 'service_unavailable'],
    [503, 'service_unavailable', 'service_unavailable'],
    [429, 'rate_limited', 'rate_limited', { 'retry-after': '3' }],
  ];
  for (const [status, code, kind, headers] of cases) {
    const message = `${code} from Notion`;
    await assert.rejects(run('get_database', { database_id: DB_ID }, { status, headers, body: { object: 'error', status, code, message } }), (err: unknown) => {
      assert.ok(err instanceof ToolError);
      assert.equal(err.kind, kind, code);
      assert.equal(err.status, status);
      assert.match(err.message, new RegExp(message));
      if (status === 429) assert.equal(err.retryAfterSeconds, 3);
      return true;
    });
  }
});
