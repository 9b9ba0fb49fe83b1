// Custom tools end to end through the real server (X5-X7): a registered source's tools reach a
// subagent whose domain matches; a live task calls them with the right method, path, headers and
// body, and the output reaches the result and the trace. A capabilities definition with an api
// key header, an OpenAPI document (path, query and body parameters) and a real MCP server.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { startBaton, type Baton } from '../helpers/baton.ts';
import { startBillingService, type BillingService } from '../helpers/billing-service.ts';
import { startNotesMcpServer, type NotesMcpServer } from '../helpers/mcp-server.ts';
import { storageFor, storeKinds } from '../helpers/stores.ts';
import { createTask, newAccount, waitForTask } from '../helpers/tasks.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/tools/${name}`, import.meta.url), 'utf8');
const billingKey = 'sk_billing_e2e_5f4e3d2c';

for (const kind of storeKinds) {
  describe(`custom tools end to end (${kind})`, () => {
    let baton: Baton;
    let drop: () => Promise<void>;
    let service: BillingService;
    let mcp: NotesMcpServer;
    let keys: { account: string; test: string; live: string };
    before(async () => {
      const storage = await storageFor(kind);
      drop = storage.drop;
      service = await startBillingService();
      mcp = await startNotesMcpServer({ requireHeader: ['x-notes-key', 'notes-key-1'] });
      baton = await startBaton({ databaseUrl: storage.databaseUrl, env: { BATON_ALLOW_PRIVATE_NETWORKS: 'true', BILLING_API_KEY: billingKey, BATON_TOOL_RETRY_DELAYS_MS: '10,10' } });
      keys = newAccount(baton);
    });
    after(async () => {
      await baton.stop();
      await service.close();
      await mcp.close();
      await drop();
    });
    const api = (path: string, body?: unknown, key = keys.live) => baton.client.request(path, { key, method: body === undefined ? 'GET' : 'POST', body });
    const run = async (body: Record<string, unknown>, key = keys.live) => {
      const created = await createTask(baton.client, key, body);
      const task = await waitForTask(baton.client, key, created.id, ['complete', 'failed', 'waiting']);
      const trace = (await baton.client.request(`/v1/tasks/${created.id}/trace`, { key })).body;
      return { task, trace };
    };

    it('a capabilities source: registered, chosen by a billing subagent, called live with its api key header', async () => {
      const def = { ...JSON.parse(fixture('billing-api.json')), base_url: `${service.origin}/v2` };
      assert.equal((await api('/v1/tools', def)).status, 200);
      const deployed = await api('/v1/subagents', { name: 'billing-desk', prompt: 'You manage billing: find customers and issue refunds on invoices.' });
      assert.equal(deployed.status, 201, deployed.text);
      const subagent = (await api('/v1/subagents/billing-desk')).body;
      assert.ok(subagent.tools.includes('billing-api.find_customer') && subagent.tools.includes('billing-api.issue_refund'), JSON.stringify(subagent.tools));

      const { task, trace } = await run({ prompt: 'Find the billing customer "dana@example.com"', sub_agent: 'billing-desk' });
      assert.equal(task.status, 'complete', JSON.stringify(task.error));
      const sent = service.requests.at(-1)!;
      assert.equal(sent.method, 'POST');
      assert.equal(sent.path, '/v2/find_customer');
      assert.equal(sent.headers['x-billing-key'], billingKey);
      assert.equal(sent.headers['content-type'], 'application/json');
      assert.deepEqual(sent.body, { query: 'dana@example.com', limit: 10 });
      assert.deepEqual(task.result.outputs.map((o: { tool: string }) => o.tool), ['billing-api.find_customer']);
      assert.equal(task.result.outputs[0].output[0].name, 'Dana Scully');
      const step = trace.steps.find((s: { tool: string }) => s.tool === 'billing-api.find_customer');
      assert.equal(step.status, 'complete');
    });

    it('a test key without a sandbox URL simulates the call: input checked, nothing sent, the trace says so', async () => {
      const before = service.requests.length;
      const { task, trace } = await run({ prompt: 'Find the billing customer "dana@example.com"', sub_agent: 'billing-desk' }, keys.test);
      assert.equal(task.status, 'complete', JSON.stringify(task.error));
      assert.equal(service.requests.length, before, 'nothing was sent');
      assert.deepEqual(task.result.outputs[0].output, { simulated: true, tool: 'billing-api.find_customer', input: { query: 'dana@example.com', limit: 10 } });
      assert.match(trace.steps.find((s: { tool: string }) => s.tool === 'billing-api.find_customer').note, /simulated: no sandbox URL, nothing was sent/);
    });

    it('test mode previews the custom tools; sandbox triggers apply to them', async () => {
      const preview = await createTask(baton.client, keys.test, { prompt: 'Find the billing customer "dana@example.com"', sub_agent: 'billing-desk', mode: 'test' });
      assert.equal(preview.status, 'complete');
      assert.deepEqual(preview.result.tools, ['billing-api.find_customer']);
      assert.deepEqual(preview.result.connections, []);
      const { task } = await run({ prompt: 'Find the billing customer "dana@example.com" [sandbox:rate_limited]', sub_agent: 'billing-desk' }, keys.test);
      assert.equal(task.status, 'failed');
      assert.equal(task.error.code, 'rate_limited');
    });

    it('maps live failures (X6): 401 invalid_credentials, 403 permission_denied, 5xx service_unavailable after 3 attempts', async () => {
      for (const [status, code, attempts] of [[401, 'invalid_credentials', 1], [403, 'permission_denied', 1], [503, 'service_unavailable', 3]] as const) {
        service.failWith = status;
        const before = service.requests.length;
        const { task } = await run({ prompt: 'Find the billing customer "dana@example.com"', sub_agent: 'billing-desk' });
        service.failWith = null;
        assert.equal(task.status, 'failed');
        assert.equal(task.error.code, code, JSON.stringify(task.error));
        assert.equal(service.requests.length - before, attempts);
      }
    });

    it('an OpenAPI source: a test key calls its sandbox URL with the bearer token; a live key its base URL', async () => {
      const def = { name: 'inventory', openapi: fixture('inventory.openapi.yaml'), base_url: 'http://127.0.0.1:9/api', sandbox_base_url: `${service.origin}/api`, auth: { type: 'bearer', value: 'inv-token-7' } };
      assert.equal((await api('/v1/tools', def)).status, 200);
      assert.equal((await api('/v1/subagents', { name: 'stock-keeper', prompt: 'You manage the inventory of the warehouse: list products and restock them.' })).status, 201);
      const { task, trace } = await run({ prompt: 'List the inventory products', sub_agent: 'stock-keeper' }, keys.test);
      assert.equal(task.status, 'complete', JSON.stringify(task.error));
      const sent = service.requests.at(-1)!;
      assert.deepEqual([sent.method, sent.path, sent.query, sent.headers.authorization], ['GET', '/api/products', { limit: '20' }, 'Bearer inv-token-7']);
      assert.equal(task.result.outputs[0].output[0].sku, 'SKU-1');
      assert.match(trace.steps.find((s: { tool: string }) => s.tool === 'inventory.list_products').note, /succeeded/);
      const live = await run({ prompt: 'List the inventory products', sub_agent: 'stock-keeper' });
      assert.equal(live.task.status, 'failed', 'the live base URL has nobody listening');
      assert.equal(live.task.error.code, 'service_unavailable');
    });

    it('an MCP server: its tools reach a notes subagent and a live task calls tools/call with the api key header', async () => {
      const def = { name: 'notes', mcp: { url: mcp.url }, auth: { type: 'api_key', header: 'X-Notes-Key', value: 'notes-key-1' } };
      assert.equal((await api('/v1/tools', def)).status, 200);
      assert.equal((await api('/v1/subagents', { name: 'note-taker', prompt: 'You manage the team notes: list notes and add notes.' })).status, 201);
      const tools = (await api('/v1/subagents/note-taker')).body.tools;
      assert.ok(tools.includes('notes.list_notes') && tools.includes('notes.add_note'), JSON.stringify(tools));
      const { task } = await run({ prompt: 'List the notes', sub_agent: 'note-taker' });
      assert.equal(task.status, 'complete', JSON.stringify(task.error));
      assert.deepEqual(task.result.outputs[0].output, [{ title: 'Welcome', body: 'First note' }]);
      assert.deepEqual(mcp.calls.at(-1), { tool: 'list_notes', args: { contains: undefined } });
      assert.ok(mcp.requests.filter((r) => r.rpc === 'tools/call').every((r) => r.headers['x-notes-key'] === 'notes-key-1'));
    });

    it('subagents choose again when a source changes (X5)', async () => {
      const toolsOf = async () => (await api('/v1/subagents/billing-desk')).body.tools as string[];
      assert.ok((await toolsOf()).includes('billing-api.find_customer'));
      assert.equal((await baton.client.request('/v1/tools/billing-api', { key: keys.live, method: 'DELETE' })).status, 200);
      assert.deepEqual((await toolsOf()).filter((t) => t.startsWith('billing-api.')), []);
      const def = { ...JSON.parse(fixture('billing-api.json')), base_url: `${service.origin}/v2` };
      assert.equal((await api('/v1/tools', def)).status, 200);
      assert.ok((await toolsOf()).includes('billing-api.find_customer'));
    });
  });
}
