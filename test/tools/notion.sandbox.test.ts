import { test } from 'node:test';
import assert from 'node:assert/strict';
import { notionService, notionTools } from '../../src/tools/builtin/notion/service.ts';
import type { Block, Database, Page } from '../../src/tools/builtin/notion/shape.ts';
import type { List } from '../../src/tools/builtin/notion/api.ts';
import { rejectsWithToolError as rejects } from '../helpers/tool-errors.ts';
import { sandboxWorld, tickingClock } from '../helpers/sandbox-world.ts';
import type { SandboxWorld } from '../../src/tools/types.ts';

function world(userId = 'sam@acme.dev'): SandboxWorld {
  return sandboxWorld({ userId, now: tickingClock('2025-03-01T12:00:00Z') });
}

async function call<T>(w: SandboxWorld, name: string, input: Record<string, unknown>): Promise<T> {
  const tool = notionTools.find((t) => t.name === `notion.${name}`);
  assert.ok(tool, `missing notion.${name}`);
  return (await tool.sandbox(input, w)) as T;
}

async function find<T extends Page | Database>(w: SandboxWorld, query: string, object: 'page' | 'database'): Promise<T> {
  const found = await call<List<T>>(w, 'search', { query, object });
  assert.equal(found.results.length, 1, `one ${object} titled like "${query}"`);
  return found.results[0];
}

test('exposes the documented Notion tools; Notion has no scopes', () => {
  assert.deepEqual(notionTools.map((t) => t.name).sort(), [
    'notion.append_to_page',
    'notion.create_page',
    'notion.get_database',
    'notion.get_page',
    'notion.query_database',
    'notion.search',
    'notion.update_page',
  ]);
  for (const t of notionTools) assert.deepEqual(t.scopes, []);
  assert.deepEqual(notionService.oauth?.extraAuthParams, { owner: 'user' });
});

test('seed is deterministic per user', () => {
  assert.deepEqual(notionService.sandboxSeed('u1'), notionService.sandboxSeed('u1'));
  assert.notDeepEqual(notionService.sandboxSeed('u1'), notionService.sandboxSeed('u2'));
});

test('search finds pages and databases by title words, filtered by object type', async () => {
  const w = world();
  const all = await call<List<Page | Database>>(w, 'search', {});
  assert.ok(all.results.some((r) => r.object === 'database') && all.results.some((r) => r.object === 'page'));
  const edited = all.results.map((r) => r.last_edited_time);
  assert.deepEqual(edited, [...edited].sort().reverse(), 'most recently edited first');
  const handbook = await find<Page>(w, 'engineering handbook', 'page');
  assert.equal(handbook.title, 'Engineering Handbook');
  const none = await call<List<Page>>(w, 'search', { query: 'roadmap', object: 'page' });
  assert.deepEqual(none.results, []);
  const paged = await call<List<Page | Database>>(w, 'search', { page_size: 2 });
  assert.equal(paged.has_more, true);
  const next = await call<List<Page | Database>>(w, 'search', { page_size: 2, start_cursor: paged.next_cursor });
  assert.notDeepEqual(next.results.map((r) => r.id), paged.results.map((r) => r.id));
});

test('get_page returns properties and content blocks; ids work with or without dashes and as URLs', async () => {
  const w = world();
  const sync = await find<Page>(w, 'weekly sync', 'page');
  const page = await call<Page>(w, 'get_page', { page_id: sync.id.replace(/-/g, '') });
  assert.equal(page.id, sync.id);
  assert.deepEqual(page.content?.map((b) => [b.type, b.text, b.checked]), [
    ['heading_2', 'Action items', undefined],
    ['to_do', 'Maria: finish the SSO fix rollout', true],
    ['to_do', 'Devon: draft the Billing v2 plan', false],
    ['to_do', 'Share the Q1 roadmap with sales', false],
  ]);
  const viaUrl = await call<Page>(w, 'get_page', { page_id: `${sync.url}?pvs=4`, include_content: false });
  assert.equal(viaUrl.id, sync.id);
  assert.equal(viaUrl.content, undefined);
});

test('append_to_page adds paragraph, heading, to-do and bullet blocks at the end', async () => {
  const w = world();
  const sync = await find<Page>(w, 'weekly sync', 'page');
  const added = await call<{ results: Block[] }>(w, 'append_to_page', {
    page_id: sync.id,
    blocks: [
      { type: 'heading_3', text: 'Decisions' },
      { type: 'paragraph', text: 'Ship dark mode behind a flag.' },
      { type: 'bulleted_list_item', text: 'Beta group: 5% of iOS users' },
      { type: 'to_do', text: 'Sam: write the rollout plan' },
    ],
  });
  assert.equal(added.results.length, 4);
  assert.deepEqual(added.results[3], { id: added.results[3].id, type: 'to_do', text: 'Sam: write the rollout plan', checked: false, has_children: false });
  const page = await call<Page>(w, 'get_page', { page_id: sync.id });
  assert.deepEqual(page.content?.slice(-4), added.results);
  assert.ok(page.last_edited_time > sync.last_edited_time);
  await rejects(() => call(w, 'append_to_page', { page_id: sync.id, blocks: [] }), 'invalid_input', /between 1 and 100/);
  await rejects(() => call(w, 'append_to_page', { page_id: sync.id, blocks: [{ type: 'image', text: 'x' }] }), 'invalid_input');
});

test('get_database describes the schema with options', async () => {
  const w = world();
  const db = await find<Database>(w, 'roadmap', 'database');
  const schema = await call<Database>(w, 'get_database', { database_id: db.id });
  assert.equal(schema.title, 'Product Roadmap');
  assert.deepEqual(schema.properties.Status, { id: 'sta', type: 'status', options: ['Not started', 'In progress', 'Done'] });
  assert.equal(schema.properties.Name.type, 'title');
});

test('query_database filters and sorts entries like Notion', async () => {
  const w = world();
  const db = await find<Database>(w, 'roadmap', 'database');
  const titles = (list: List<Page>) => list.results.map((p) => p.title);
  const open = await call<List<Page>>(w, 'query_database', { database_id: db.id, filter: { property: 'Status', status: { does_not_equal: 'Done' } }, sorts: [{ property: 'Due', direction: 'ascending' }] });
  assert.deepEqual(titles(open), ['Dark mode for mobile', 'Billing v2', 'Public API rate limits']); // no due date sorts last
  const backendHigh = await call<List<Page>>(w, 'query_database', {
    database_id: db.id,
    filter: { and: [{ property: 'Tags', multi_select: { contains: 'Backend' } }, { property: 'Priority', select: { equals: 'High' } }] },
  });
  assert.deepEqual(titles(backendHigh), ['SSO login fix']);
  const cheap = await call<List<Page>>(w, 'query_database', { database_id: db.id, filter: { or: [{ property: 'Estimate', number: { less_than_or_equal_to: 2 } }, { property: 'Shipped', checkbox: { equals: true } }] } });
  assert.deepEqual(titles(cheap), ['SSO login fix']);
  const dueSoon = await call<List<Page>>(w, 'query_database', { database_id: db.id, filter: { property: 'Due', date: { before: '2025-03-01' } } });
  assert.deepEqual(titles(dueSoon).sort(), ['Dark mode for mobile', 'SSO login fix']);
  const before = await call<List<Page>>(w, 'query_database', { database_id: db.id, filter: { property: 'Due', date: { before: '2025-02-14' } } });
  assert.deepEqual(titles(before), ['SSO login fix'], 'before excludes the day itself');
  const onOrBefore = await call<List<Page>>(w, 'query_database', { database_id: db.id, filter: { property: 'Due', date: { on_or_before: '2025-02-14' } } });
  assert.deepEqual(titles(onOrBefore).sort(), ['Dark mode for mobile', 'SSO login fix']);
  const undated = await call<List<Page>>(w, 'query_database', { database_id: db.id, filter: { property: 'Due', date: { is_empty: true } } });
  assert.deepEqual(titles(undated), ['Public API rate limits']);
  const newest = await call<List<Page>>(w, 'query_database', { database_id: db.id });
  assert.equal(newest.results[0].title, 'Public API rate limits', 'newest entry first without sorts');
  await rejects(() => call(w, 'query_database', { database_id: db.id, filter: { property: 'Nope', select: { equals: 'x' } } }), 'invalid_input', /Could not find property/);
  await rejects(() => call(w, 'query_database', { database_id: db.id, filter: { property: 'Status', select: { equals: 'Done' } } }), 'invalid_input', /status property/);
});

test('create_page as a database entry: typed values, new select options, visible in queries', async () => {
  const w = world();
  const db = await find<Database>(w, 'roadmap', 'database');
  const owner = (await call<List<Page>>(w, 'query_database', { database_id: db.id })).results[0].properties.Owner as { id: string }[];
  const entry = await call<Page>(w, 'create_page', {
    database_id: db.id,
    title: 'Offline mode',
    properties: { Status: 'Not started', Priority: 'Urgent', Tags: ['Mobile'], Owner: [owner[0].id], Due: '2025-05-01', Estimate: 13 },
  });
  assert.deepEqual(entry.parent, { type: 'database_id', database_id: db.id });
  assert.equal(entry.title, 'Offline mode');
  assert.equal(entry.properties.Name, 'Offline mode');
  assert.equal(entry.properties.Priority, 'Urgent');
  assert.deepEqual(entry.properties.Owner, [owner[0]]);
  assert.equal(entry.properties.Shipped, false, 'unset properties read as empty');
  const schema = await call<Database>(w, 'get_database', { database_id: db.id });
  assert.ok(schema.properties.Priority.options?.includes('Urgent'), 'Notion adds new select options');
  const mobile = await call<List<Page>>(w, 'query_database', { database_id: db.id, filter: { property: 'Tags', multi_select: { contains: 'Mobile' } } });
  assert.ok(mobile.results.some((p) => p.id === entry.id));

  await rejects(() => call(w, 'create_page', { database_id: db.id, title: 'x', properties: { Status: 'Blocked' } }), 'invalid_input', /status option/i);
  await rejects(() => call(w, 'create_page', { database_id: db.id, title: 'x', properties: { Estimate: 'three' } }), 'invalid_input', /number/);
  await rejects(() => call(w, 'create_page', { database_id: db.id, title: 'x', properties: { Colour: 'red' } }), 'invalid_input', /Colour is not a property that exists/);
});

test('create_page inside a page, with content; it shows as a child page', async () => {
  const w = world();
  const wiki = await find<Page>(w, 'acme wiki', 'page');
  const page = await call<Page>(w, 'create_page', { parent_page_id: wiki.id, title: 'Incident 42 postmortem', content: [{ type: 'heading_2', text: 'Timeline' }, { type: 'paragraph', text: '10:02 alert fired' }] });
  assert.deepEqual(page.parent, { type: 'page_id', page_id: wiki.id });
  assert.deepEqual(page.properties, { title: 'Incident 42 postmortem' });
  const read = await call<Page>(w, 'get_page', { page_id: page.id });
  assert.deepEqual(read.content?.map((b) => b.text), ['Timeline', '10:02 alert fired']);
  const parent = await call<Page>(w, 'get_page', { page_id: wiki.id });
  assert.ok(parent.content?.some((b) => b.type === 'child_page' && b.id === page.id && b.text === 'Incident 42 postmortem'));
  assert.equal((await find<Page>(w, 'postmortem', 'page')).id, page.id);

  await rejects(() => call(w, 'create_page', { parent_page_id: wiki.id, database_id: wiki.id, title: 'x' }), 'invalid_input', /at most one/);
  await rejects(() => call(w, 'create_page', { parent_page_id: wiki.id, title: 'x', properties: { Status: 'Done' } }), 'invalid_input', /database/);
  await rejects(() => call(w, 'create_page', { title: 'x', properties: { Status: 'Done' } }), 'invalid_input', /database/);
  await rejects(() => call(w, 'create_page', { parent_page_id: '0f2a5e1c-1111-4222-8333-444455556666', title: 'x' }), 'not_found', /Could not find page with ID: 0f2a5e1c-1111-4222-8333-444455556666/);
});

test('create_page without a parent puts the page at the top of the workspace', async () => {
  const w = world();
  const page = await call<Page>(w, 'create_page', { title: 'Reading list', content: [{ type: 'bulleted_list_item', text: 'The Pragmatic Programmer' }] });
  assert.deepEqual(page.parent, { type: 'workspace', workspace: true });
  assert.equal((await find<Page>(w, 'reading list', 'page')).id, page.id);
  assert.deepEqual((await call<Page>(w, 'get_page', { page_id: page.id })).content?.map((b) => b.text), ['The Pragmatic Programmer']);
});

test("the docs' Groceries page is seeded at the top of the workspace, and pages exist only when seeded or created", async () => {
  const w = world();
  const groceries = await find<Page>(w, 'groceries', 'page');
  assert.deepEqual(groceries.parent, { type: 'workspace', workspace: true });
  const appended = await call<{ results: Block[] }>(w, 'append_to_page', { page_id: groceries.id, blocks: [{ type: 'to_do', text: 'Buy milk' }] });
  assert.equal(appended.results.length, 1);
  assert.deepEqual((await call<Page>(w, 'get_page', { page_id: groceries.id })).content?.map((b) => b.text), ['Bread', 'Apples', 'Coffee beans', 'Buy milk']);
  assert.deepEqual((await call<List<Page>>(w, 'search', { query: 'Zanzibar renovation' })).results, []);
});

test('update_page changes properties and title, archives, and refuses edits while archived', async () => {
  const w = world();
  const db = await find<Database>(w, 'roadmap', 'database');
  const billing = (await call<List<Page>>(w, 'query_database', { database_id: db.id, filter: { property: 'Name', title: { equals: 'Billing v2' } } })).results[0];
  const updated = await call<Page>(w, 'update_page', { page_id: billing.id, title: 'Billing v2 (usage-based)', properties: { Status: 'In progress', Due: null } });
  assert.equal(updated.title, 'Billing v2 (usage-based)');
  assert.equal(updated.properties.Status, 'In progress');
  assert.equal(updated.properties.Due, null);
  const again = await call<Page>(w, 'get_page', { page_id: billing.id });
  assert.equal(again.properties.Status, 'In progress');

  const archived = await call<Page>(w, 'update_page', { page_id: billing.id, archived: true });
  assert.equal(archived.archived, true);
  const remaining = await call<List<Page>>(w, 'query_database', { database_id: db.id });
  assert.ok(!remaining.results.some((p) => p.id === billing.id), 'archived entries leave queries');
  await rejects(() => call(w, 'update_page', { page_id: billing.id, properties: { Estimate: 1 } }), 'invalid_input', /archived/);
  const restored = await call<Page>(w, 'update_page', { page_id: billing.id, archived: false, properties: { Estimate: 1 } });
  assert.equal(restored.properties.Estimate, 1);
});

test('unknown ids are not_found with Notion messages; missing fields are invalid_input', async () => {
  const w = world();
  await rejects(() => call(w, 'get_page', { page_id: '00000000-0000-4000-8000-000000000000' }), 'not_found', /Could not find page with ID: 00000000-0000-4000-8000-000000000000/);
  await rejects(() => call(w, 'query_database', { database_id: '00000000000040008000000000000000' }), 'not_found', /Could not find database/);
  await rejects(() => call(w, 'append_to_page', { page_id: '00000000-0000-4000-8000-000000000001', blocks: [{ type: 'paragraph', text: 'x' }] }), 'not_found');
  await rejects(() => call(w, 'create_page', { database_id: '00000000-0000-4000-8000-000000000000' }), 'invalid_input', /missing required field title/);
  await rejects(() => call(w, 'append_to_page', { page_id: 'x' }), 'invalid_input', /missing required field blocks/);
  await rejects(() => call(w, 'get_database', {}), 'invalid_input', /database_id/);
});
