// /v1/tools through the real server (HTTPS, both engines): the three kinds register (a client's
// capabilities definition unchanged, an OpenAPI document as YAML, a real MCP server on loopback),
// list, get, patch, refresh and delete; every rule of X2-X4 answers its error with a JSON pointer;
// secrets never come back and never reach the log or the database in the clear.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { batonEnv, startBaton, type Baton, type BatonOptions } from '../helpers/baton.ts';
import { startNotesMcpServer, type NotesMcpServer } from '../helpers/mcp-server.ts';
import { storageFor, storeKinds } from '../helpers/stores.ts';
import { newAccount } from '../helpers/tasks.ts';
import { runCliAsync } from '../helpers/webhook-runtime.ts';
import { dumpDatabase } from '../connections/database-dump.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/tools/${name}`, import.meta.url), 'utf8');
const billing = () => JSON.parse(fixture('billing-api.json'));
const secretKey = 'sk_billing_9f8e7d6c5b4a3210';

for (const kind of storeKinds) {
  describe(`tool sources API (${kind})`, () => {
    let baton: Baton;
    let drop: () => Promise<void>;
    let databaseUrl: string | undefined;
    let mcp: NotesMcpServer;
    let key: string;
    let otherKey: string;
    let account: string;
    let options: BatonOptions;
    before(async () => {
      const storage = await storageFor(kind);
      drop = storage.drop;
      databaseUrl = storage.databaseUrl;
      options = { databaseUrl, env: { BATON_ALLOW_PRIVATE_NETWORKS: 'true', BATON_LOG_LEVEL: 'info' } };
      baton = await startBaton(options);
      mcp = await startNotesMcpServer({ requireHeader: ['authorization', 'Bearer mcp-token-1'] });
      const keys = newAccount(baton);
      key = keys.test;
      account = keys.account;
      otherKey = newAccount(baton).live;
    });
    after(async () => {
      await baton.stop();
      await mcp.close();
      await drop();
    });
    const api = (path: string, options: { method?: string; body?: unknown; key?: string } = {}) =>
      baton.client.request(path, { key: options.key ?? key, method: options.method ?? (options.body === undefined ? 'GET' : 'POST'), body: options.body });

    it('registers a capabilities definition unchanged, with its api key header sealed', async () => {
      const def = billing();
      def.auth = { type: 'api_key', header: 'X-Billing-Key', value: secretKey };
      const res = await api('/v1/tools', { body: def });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.id, 'billing-api');
      assert.equal(res.body.kind, 'http');
      assert.equal(res.body.status, 'active');
      assert.deepEqual(res.body.tools.map((t: { name: string }) => t.name), ['billing-api.find_customer', 'billing-api.issue_refund']);
      assert.deepEqual(res.body.auth, { type: 'api_key', header: 'X-Billing-Key', configured: true });
      assert.equal(res.body.base_url, 'https://billing.internal.example.com/v2');
      assert.ok(!res.text.includes(secretKey));
      const unchanged = await api('/v1/tools', { body: { ...billing(), name: 'billing-env' } });
      assert.equal(unchanged.status, 200, unchanged.text);
      assert.deepEqual(unchanged.body.auth, { type: 'api_key', header: 'X-Billing-Key', env_var: 'BILLING_API_KEY', configured: false });
    });

    it('registers an OpenAPI document given as YAML text: one tool per operation, inputs from parameters and body', async () => {
      const res = await api('/v1/tools', { body: { name: 'inventory', openapi: fixture('inventory.openapi.yaml'), base_url: 'http://127.0.0.1:9/api', auth: { type: 'bearer', value: 'inv-token' } } });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.kind, 'openapi');
      assert.equal(res.body.description, 'Warehouse inventory of products and stock movements');
      assert.deepEqual(res.body.tools, [
        { name: 'inventory.list_products', description: 'List products in the inventory, optionally filtered by category' },
        { name: 'inventory.restock_product', description: 'Restock a product by adding units to its stock' },
      ]);
      assert.deepEqual(res.body.auth, { type: 'bearer', configured: true });
      const only = await api('/v1/tools', { body: { name: 'inventory-read', openapi: fixture('inventory.openapi.yaml'), base_url: 'http://127.0.0.1:9/api', operations: ['listProducts'] } });
      assert.deepEqual(only.body.tools.map((t: { name: string }) => t.name), ['inventory-read.list_products']);
    });

    it('registers a remote MCP server: tools from tools/list with the bearer token, names normalized', async () => {
      const res = await api('/v1/tools', { body: { name: 'notes', mcp: { url: mcp.url }, auth: { type: 'bearer', value: 'mcp-token-1' } } });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.kind, 'mcp');
      assert.deepEqual(res.body.tools.map((t: { name: string }) => t.name), ['notes.list_notes', 'notes.add_note']);
      assert.deepEqual(res.body.mcp, { url: mcp.url });
      assert.ok(mcp.requests.some((r) => r.rpc === 'tools/list' && r.headers.authorization === 'Bearer mcp-token-1'));
      // A refresh lists again: a tool the server added appears.
      mcp.extraTools.push('archive-notes');
      const refreshed = await api('/v1/tools/notes/refresh', { method: 'POST' });
      assert.equal(refreshed.status, 200, refreshed.text);
      assert.deepEqual(refreshed.body.tools.map((t: { name: string }) => t.name), ['notes.list_notes', 'notes.add_note', 'notes.archive_notes']);
      mcp.extraTools.length = 0;
    });

    it('lists newest first, gets, patches (keeping the secret) and deletes; tenancy holds', async () => {
      const list = await api('/v1/tools?limit=2');
      assert.equal(list.status, 200);
      assert.equal(list.body.data.length, 2);
      assert.equal(list.body.has_more, true);
      const all = await api('/v1/tools');
      assert.deepEqual(all.body.data.map((s: { id: string }) => s.id), ['notes', 'inventory-read', 'inventory', 'billing-env', 'billing-api']);
      assert.equal((await api('/v1/tools/billing-api')).body.tools.length, 2);
      assert.equal((await api('/v1/tools/billing-api', { key: otherKey })).body.error.code, 'tool_source_not_found');
      assert.deepEqual((await api('/v1/tools', { key: otherKey })).body, { data: [], has_more: false });

      const patched = await api('/v1/tools/billing-api', { method: 'PATCH', body: { description: 'Billing: customers and refunds', capabilities: [billing().capabilities[0]] } });
      assert.equal(patched.status, 200, patched.text);
      assert.equal(patched.body.description, 'Billing: customers and refunds');
      assert.deepEqual(patched.body.tools.map((t: { name: string }) => t.name), ['billing-api.find_customer']);
      assert.deepEqual(patched.body.auth, { type: 'api_key', header: 'X-Billing-Key', configured: true });
      assert.ok(patched.body.updated_at >= patched.body.created_at);
      const rename = await api('/v1/tools/billing-api', { method: 'PATCH', body: { name: 'other' } });
      assert.equal(rename.status, 422);
      assert.equal(rename.body.error.param, '/name');
      const rekind = await api('/v1/tools/billing-api', { method: 'PATCH', body: { mcp: { url: mcp.url } } });
      assert.deepEqual([rekind.status, rekind.body.error.code, rekind.body.error.param], [422, 'invalid_tool_definition', '/mcp']);

      const deleted = await api('/v1/tools/billing-env', { method: 'DELETE' });
      assert.equal(deleted.status, 200);
      assert.equal(deleted.body.id, 'billing-env');
      assert.equal(deleted.body.status, 'deleted');
      assert.ok(deleted.body.deleted_at);
      assert.equal((await api('/v1/tools/billing-env')).status, 404);
      assert.equal((await api('/v1/tools/billing-env', { method: 'DELETE' })).body.error.code, 'tool_source_not_found');
      assert.equal((await api('/v1/tools/nope/refresh', { method: 'POST' })).status, 404);
    });

    it('answers each rule of X2-X4 with its code and a JSON pointer, changing nothing', async () => {
      const cap = (over: Record<string, unknown>) => ({ ...billing(), name: 'bad', ...over });
      const capability = (over: Record<string, unknown>) => cap({ capabilities: [{ ...billing().capabilities[1], ...over }] });
      const cases: Array<[unknown, number, string, string]> = [
        [{ name: 'Bad Name', capabilities: [] }, 422, 'invalid_name', '/name'],
        [{ ...billing(), name: 'github' }, 409, 'tool_source_already_exists', '/name'],
        [billing(), 409, 'tool_source_already_exists', '/name'],
        [{ name: 'bad' }, 422, 'invalid_tool_definition', '/capabilities'],
        [{ ...cap({}), mcp: { url: mcp.url } }, 422, 'invalid_tool_definition', '/mcp'],
        [cap({ capabilities: [] }), 422, 'invalid_tool_definition', '/capabilities'],
        [cap({ base_url: 'ftp://x.example.com' }), 422, 'invalid_tool_definition', '/base_url'],
        [cap({ base_url: undefined }), 422, 'invalid_tool_definition', '/base_url'],
        [cap({ description: '' }), 422, 'invalid_tool_definition', '/description'],
        [capability({ name: 'Issue-Refund' }), 422, 'invalid_tool_definition', '/capabilities/0/name'],
        [cap({ capabilities: [billing().capabilities[0], billing().capabilities[0]] }), 422, 'invalid_tool_definition', '/capabilities/1/name'],
        [capability({ method: 'FETCH' }), 422, 'invalid_tool_definition', '/capabilities/0/method'],
        [capability({ path: 'invoices' }), 422, 'invalid_tool_definition', '/capabilities/0/path'],
        [capability({ path: '/invoices/{id}/refunds' }), 422, 'invalid_tool_definition', '/capabilities/0/path'],
        [capability({ parameters: { amount: { type: 'money' } } }), 422, 'invalid_tool_definition', '/capabilities/0/parameters/amount/type'],
        [capability({ input_schema: { type: 'object' } }), 422, 'invalid_tool_definition', '/capabilities/0/input_schema'],
        [capability({ parameters: undefined, input_schema: { type: 'object', properties: { invoice_id: { type: 12 } } } }), 422, 'invalid_tool_definition', '/capabilities/0/input_schema'],
        [cap({ capabilities: Array.from({ length: 201 }, (_, i) => ({ name: `t${i}`, description: 'x' })) }), 422, 'invalid_tool_definition', '/capabilities'],
        [cap({ auth: { type: 'password' } }), 422, 'invalid_tool_definition', '/auth/type'],
        [cap({ auth: { type: 'api_key', value: 'x' } }), 422, 'invalid_tool_definition', '/auth/header'],
        [cap({ auth: { type: 'api_key', header: 'X-Key' } }), 422, 'invalid_tool_definition', '/auth/value'],
        [cap({ auth: { type: 'bearer', value: 'x', env_var: 'Y' } }), 422, 'invalid_tool_definition', '/auth/value'],
        [cap({ auth: { type: 'bearer', value: 'x', header: 'X' } }), 422, 'invalid_tool_definition', '/auth/header'],
        [cap({ auth: { type: 'oauth2', authorization_url: 'https://a.example.com', token_url: 'https://a.example.com/t', scopes: [] } }), 422, 'invalid_tool_definition', '/auth/client_id'],
        [{ name: 'bad', openapi: { openapi: '2.0', paths: {} }, base_url: 'https://x.example.com' }, 422, 'invalid_tool_definition', '/openapi/openapi'],
        [{ name: 'bad', openapi: fixture('inventory.openapi.yaml') }, 422, 'invalid_tool_definition', '/base_url'],
        [{ name: 'bad', openapi: fixture('inventory.openapi.yaml'), base_url: 'https://x.example.com', operations: ['nope'] }, 422, 'invalid_tool_definition', '/operations/0'],
        [{ name: 'bad', openapi: fixture('inventory.openapi.yaml').replace("'#/components/schemas/Restock'", "'#/components/schemas/Nope'"), base_url: 'https://x.example.com' }, 422, 'invalid_tool_definition', '/openapi/paths/~1products~1{sku}~1restock/post'],
        [{ name: 'bad', openapi: 'openapi: [', base_url: 'https://x.example.com' }, 422, 'invalid_tool_definition', '/openapi'],
        [{ name: 'bad', mcp: { url: 'http://127.0.0.1:9/mcp' } }, 422, 'tool_source_unreachable', '/mcp/url'],
        [{ name: 'bad', mcp: { url: mcp.url } }, 422, 'tool_source_unreachable', '/mcp/url'],
        [{ name: 'bad', mcp: { url: mcp.url, extra: 1 } }, 422, 'invalid_tool_definition', '/mcp/extra'],
      ];
      for (const [body, status, code, param] of cases) {
        const res = await api('/v1/tools', { body });
        assert.deepEqual([res.status, res.body.error?.code, res.body.error?.param], [status, code, param], `${JSON.stringify(body).slice(0, 200)} -> ${res.text}`);
      }
      assert.equal((await api('/v1/tools/bad')).status, 404);
      const notObject = await api('/v1/tools', { body: [1] });
      assert.equal(notObject.status, 400);
    });

    it('the CLI registers from a file, lists, shows, refreshes and deletes', async () => {
      // Asynchronous: the MCP server answering the CLI runs in this process.
      const cli = (args: string[]) => runCliAsync(['tools', ...args, '--account', account], batonEnv(options, baton.dataDir));
      const file = path.join(baton.dataDir, 'def.json');
      writeFileSync(file, JSON.stringify({ name: 'notes-cli', mcp: { url: mcp.url }, auth: { type: 'bearer', value: 'mcp-token-1' } }));
      const registered = await cli(['register', '--file', file]);
      assert.equal(registered.status, 0, registered.stderr);
      assert.deepEqual(registered.json.tools.map((t: { name: string }) => t.name), ['notes-cli.list_notes', 'notes-cli.add_note']);
      assert.ok((await cli(['list'])).json.data.some((s: { id: string }) => s.id === 'notes-cli'));
      assert.equal((await cli(['show', 'notes-cli'])).json.kind, 'mcp');
      assert.equal((await cli(['refresh', 'notes-cli'])).json.tools.length, 2);
      assert.equal((await cli(['delete', 'notes-cli'])).json.status, 'deleted');
      const gone = await cli(['show', 'notes-cli']);
      assert.notEqual(gone.status, 0);
      assert.match(gone.stdout + gone.stderr, /tool_source_not_found/);
      assert.notEqual((await cli(['register', '--file', path.join(baton.dataDir, 'missing.json')])).status, 0);
    });

    it('keeps secrets out of responses, the log and the database dump', async () => {
      for (const res of [await api('/v1/tools'), await api('/v1/tools/billing-api'), await api('/v1/tools/inventory')]) {
        assert.ok(!res.text.includes(secretKey) && !res.text.includes('inv-token') && !res.text.includes('mcp-token-1'), res.text);
      }
      const dump = await dumpDatabase({ dataDir: baton.dataDir, databaseUrl });
      for (const secret of [secretKey, 'inv-token', 'mcp-token-1']) {
        assert.ok(!dump.includes(secret), `${secret} in the database`);
        assert.ok(!baton.stderr().includes(secret), `${secret} in the log`);
      }
    });
  });
}

describe('tool sources without BATON_ALLOW_PRIVATE_NETWORKS', () => {
  let baton: Baton;
  before(async () => {
    baton = await startBaton();
  });
  after(() => baton.stop());

  it('refuses base URLs, MCP servers and oauth2 token endpoints on private addresses at save', async () => {
    const oauth2 = { type: 'oauth2', authorization_url: 'https://auth.example.com/authorize', token_url: 'https://auth.example.com/token', client_id: 'c', client_secret: 's', scopes: [] };
    for (const [body, param] of [
      [{ ...billing(), base_url: 'http://127.0.0.1:8080' }, '/base_url'],
      [{ ...billing(), sandbox_base_url: 'http://10.1.2.3' }, '/sandbox_base_url'],
      [{ name: 'notes', mcp: { url: 'http://192.168.1.5/mcp' } }, '/mcp/url'],
      [{ ...billing(), name: 'billing-oauth', auth: { ...oauth2, token_url: 'http://127.0.0.1:9/token' } }, '/auth/token_url'],
      [{ ...billing(), name: 'billing-oauth', auth: { ...oauth2, revocation_url: 'http://169.254.169.254/revoke' } }, '/auth/revocation_url'],
    ] as const) {
      const res = await baton.client.request('/v1/tools', { key: baton.key!, body });
      assert.deepEqual([res.status, res.body.error.code, res.body.error.param], [422, 'destination_not_allowed', param], res.text);
    }
  });
});
