// Calls of custom tools against real loopback services, below the planner: where each input field
// goes (path, query, header, JSON body) for capabilities and OpenAPI tools, an MCP tools/call that
// writes, an api key in the query, the egress guard at call time (E7), the 1 MiB cap and the
// error mapping of X6.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { parseDefinition } from '../../src/tools/custom/definition.ts';
import { mcpTools } from '../../src/tools/custom/mcp-tools.ts';
import { listMcpTools } from '../../src/tools/custom/mcp-client.ts';
import { customEntry, type CustomSource } from '../../src/tools/custom/source-catalog.ts';
import { createLiveApi } from '../../src/tools/live-http.ts';
import type { ToolError } from '../../src/tools/tool-error.ts';
import type { ToolDef } from '../../src/tools/types.ts';
import { startBillingService, type BillingService } from '../helpers/billing-service.ts';
import { startLoopbackServer } from '../helpers/loopback-server.ts';
import { startNotesMcpServer, type NotesMcpServer } from '../helpers/mcp-server.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/tools/${name}`, import.meta.url), 'utf8');
const api = createLiveApi({ baseUrl: '', accessToken: '' });

function toolsOf(raw: unknown, over: Partial<CustomSource> = {}, allowPrivate = true): Map<string, ToolDef> {
  const def = parseDefinition(raw);
  const source: CustomSource = { name: def.name, kind: def.kind, description: def.description, url: def.url, auth: def.auth.auth, credential: def.auth.secret, tools: def.tools!, ...over };
  return new Map(customEntry(source, { allowPrivate, timeoutMs: 5000 }).tools.map((t) => [t.name.split('.')[1], t]));
}

describe('custom tool calls', () => {
  let service: BillingService;
  let mcp: NotesMcpServer;
  before(async () => {
    service = await startBillingService();
    mcp = await startNotesMcpServer({ jsonResponse: true });
  });
  after(async () => {
    await service.close();
    await mcp.close();
  });

  it('capabilities: {field} in the path, the rest in the JSON body, the api key header', async () => {
    const tools = toolsOf({ ...JSON.parse(fixture('billing-api.json')), base_url: `${service.origin}/v2`, auth: { type: 'api_key', header: 'X-Billing-Key', value: 'k-1' } });
    const out = await tools.get('issue_refund')!.live({ invoice_id: 'inv 42', amount: 25, reason: 'duplicate' }, api);
    assert.deepEqual(out, { id: 're_1', invoice: 'inv 42', status: 'succeeded' });
    const sent = service.requests.at(-1)!;
    assert.deepEqual([sent.method, sent.path, sent.headers['x-billing-key'], sent.body], ['POST', '/v2/invoices/inv%2042/refunds', 'k-1', { amount: 25, reason: 'duplicate' }]);
    await assert.rejects(tools.get('issue_refund')!.live({ invoice_id: 'inv_1', amount: 'all' }, api), (e: ToolError) => e.kind === 'invalid_input');
  });

  it('capabilities GET: fields in the query; an api key in the query', async () => {
    const def = { name: 'lookup', description: 'Lookup', base_url: `${service.origin}/api`, auth: { type: 'api_key', query: 'api_key', value: 'q-1' }, capabilities: [{ name: 'list_products', description: 'List products', method: 'GET', path: '/products', parameters: { category: { type: 'string' } } }] };
    await toolsOf(def).get('list_products')!.live({ category: 'kitchen' }, api);
    assert.deepEqual(service.requests.at(-1)!.query, { category: 'kitchen', api_key: 'q-1' });
  });

  it('OpenAPI: path parameter from a $ref, body properties flattened, query defaults, the example kept for simulation', async () => {
    const tools = toolsOf({ name: 'inventory', openapi: fixture('inventory.openapi.yaml'), base_url: `${service.origin}/api`, auth: { type: 'bearer', value: 'b-1' } });
    const restock = tools.get('restock_product')!;
    assert.deepEqual(restock.input.required, ['sku', 'units']);
    assert.equal(restock.mutates, true);
    assert.deepEqual(await restock.live({ sku: 'SKU-1', units: 5, note: 'weekly' }, api), { sku: 'SKU-1', stock: 17 });
    const sent = service.requests.at(-1)!;
    assert.deepEqual([sent.method, sent.path, sent.headers.authorization, sent.body], ['POST', '/api/products/SKU-1/restock', 'Bearer b-1', { units: 5, note: 'weekly' }]);
    await tools.get('list_products')!.live({ category: 'kitchen' }, api);
    assert.deepEqual(service.requests.at(-1)!.query, { category: 'kitchen', limit: '20' });
    const world = { state: {}, now: () => new Date(), newId: (p: string) => `${p}_1`, userId: 'u' };
    assert.deepEqual(await restock.sandbox({ sku: 'SKU-1', units: 2 }, world), { simulated: true, tool: 'inventory.restock_product', input: { sku: 'SKU-1', units: 2 }, example: { sku: 'SKU-1', name: 'Blue mug', stock: 22 } });
    await assert.rejects(Promise.resolve(restock.sandbox({ sku: 'SKU-1' }, world)), (e: ToolError) => e.kind === 'invalid_input' && /units/.test(e.message));
  });

  it('MCP: tools/call writes on the server; arguments that break its schema are refused before sending', async () => {
    const endpoint = { url: mcp.url, headers: {}, egress: { allowPrivate: true, timeoutMs: 5000 } };
    const specs = mcpTools('notes', await listMcpTools(endpoint));
    const tools = new Map(customEntry({ name: 'notes', kind: 'mcp', description: 'Notes', url: mcp.url, auth: { type: 'none' }, tools: specs }, { allowPrivate: true, timeoutMs: 5000 }).tools.map((t) => [t.name, t]));
    assert.equal(tools.get('notes.add_note')!.mutates, true);
    assert.equal(tools.get('notes.list_notes')!.mutates, false);
    assert.equal(await tools.get('notes.add_note')!.live({ title: 'Standup', body: 'Ship it' }, api), 'Added note "Standup"');
    assert.deepEqual(mcp.notes.at(-1), { title: 'Standup', body: 'Ship it' });
    const calls = mcp.calls.length;
    await assert.rejects(tools.get('notes.add_note')!.live({ title: 'x' }, api), (e: ToolError) => e.kind === 'invalid_input');
    assert.equal(mcp.calls.length, calls);
  });

  it('refuses a private address at call time without BATON_ALLOW_PRIVATE_NETWORKS', async () => {
    const def = { ...JSON.parse(fixture('billing-api.json')), base_url: `${service.origin}/v2`, auth: undefined };
    const before = service.requests.length;
    await assert.rejects(toolsOf(def, {}, false).get('find_customer')!.live({ query: 'x' }, api), (e: ToolError) => e.kind === 'tool_error' && /not a public address/.test(e.message));
    assert.equal(service.requests.length, before);
  });

  it('keeps at most 1 MiB of an answer, and maps 429 with Retry-After', async () => {
    const big = await startLoopbackServer((req, res) => {
      if (req.url?.startsWith('/limited')) return void res.writeHead(429, { 'retry-after': '7' }).end('slow down');
      res.writeHead(200, { 'content-type': 'application/json' }).end('"' + 'x'.repeat(2 * 1024 * 1024) + '"');
    });
    try {
      const def = { name: 'big', description: 'Big', base_url: big.origin, capabilities: [{ name: 'dump', description: 'Dump', method: 'GET' }, { name: 'limited', description: 'Limited', method: 'GET' }] };
      const tools = toolsOf(def);
      const out = (await tools.get('dump')!.live({}, api)) as { truncated: boolean; body: string };
      assert.equal(out.truncated, true);
      assert.equal(out.body.length, 1024 * 1024);
      await assert.rejects(tools.get('limited')!.live({}, api), (e: ToolError) => e.kind === 'rate_limited' && e.retryAfterSeconds === 7);
    } finally {
      await big.close();
    }
  });
});
