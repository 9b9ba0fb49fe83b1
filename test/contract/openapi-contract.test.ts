// Issue 12 item 18: the contract a generated client sees. A client generated from GET /v1/openapi.json
// (openapi-typescript types, committed, + openapi-fetch) calls every operation of the document
// against the real server, and every answer, errors included, is checked against the document:
// declared status, required headers, media type and body schema. The document lints clean.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import tls from 'node:tls';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { MediaType } from 'openapi-typescript-helpers';
import type { paths } from '../../packages/client/src/openapi-types.ts';
import { startBaton, type Baton } from '../helpers/baton.ts';
import { startNotesMcpServer } from '../helpers/mcp-server.ts';
import { newAccount, waitForTask } from '../helpers/tasks.ts';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.ts';
import { documentChecker, type DocumentChecker } from './document-check.ts';
import { generateTypes, typesFile } from './openapi-types.ts';

const githubTask = 'List the open issues in acme-inc/storefront on GitHub';
const json = { accept: 'application/json' };
const form = { 'content-type': 'application/x-www-form-urlencoded', ...json };
const formBody = (body: Record<string, string>) => new URLSearchParams(body).toString();
const tokenOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop()!);

// Statuses the document declares that this test does not provoke, each with the reason.
const notProvoked: Record<string, string> = {
  500: 'internal_error: no way to make the real server fault on demand',
  302: 'the live consent redirect needs a live OAuth provider (covered by test/connections/live-consent.test.ts)',
  502: 'provider_error needs a failing live provider (covered by test/connections/live-consent.test.ts)',
  503: 'service_not_configured / not_ready: a live service without an OAuth app, storage down',
  410: 'expired links: covered with a manual clock in test/connections/',
  408: 'a request that misses its deadline: test/http/connection-limits.test.ts',
};
const notProvokedFor: Record<string, number[]> = {
  // idempotency_in_progress needs two concurrent requests with one key (test/http/idempotency.test.ts).
  createTask: [409],
  // A successful callback needs a live provider (test/connections/live-consent.test.ts).
  completeOAuthCallback: [200, 404],
};

describe('the OpenAPI contract, through a generated client', () => {
  let baton: Baton;
  let receiver: Receiver;
  let document: Record<string, unknown>;
  let checker: DocumentChecker;
  let keys: { account: string; test: string; live: string };
  const problems: string[] = [];
  const scratch = mkdtempSync(path.join(tmpdir(), 'baton-contract-'));

  // Every answer any client below receives goes through the document check.
  const checking: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      const text = await response.clone().text();
      try {
        checker.check({ method: request.method, path: schemaPath, status: response.status, headers: response.headers, text });
      } catch (error) {
        problems.push((error as Error).message);
      }
    },
  };
  /** Typed for JSON answers by default; the end-user pages also answer text/html. */
  function client<Media extends MediaType = 'application/json'>(key?: string): Client<paths, Media> {
    const api = createClient<paths, Media>({ baseUrl: baton.url, headers: key ? { authorization: `Bearer ${key}` } : {} });
    api.use(checking);
    return api;
  }

  before(async () => {
    receiver = await startReceiver();
    baton = await startBaton({ env: { BATON_ALLOW_PRIVATE_NETWORKS: 'true' } });
    // fetch verifies the server's self-signed certificate like any other: trust it for this process.
    tls.setDefaultCACertificates([...tls.getCACertificates('default'), baton.ca]);
    document = (await baton.client.request('/v1/openapi.json')).body;
    checker = documentChecker(document);
    keys = newAccount(baton);
  });
  after(async () => {
    await baton?.stop();
    await receiver?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('lints clean with redocly (recommended rules, no warnings)', () => {
    const file = path.join(scratch, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const lint = spawnSync(process.execPath, [path.resolve(import.meta.dirname, '../../node_modules/@redocly/cli/bin/cli.js'), 'lint', file, '--format=json'], { encoding: 'utf8', timeout: 60_000 });
    const report = JSON.parse(lint.stdout) as { totals: { errors: number; warnings: number }; problems: Array<{ ruleId: string; message: string }> };
    assert.deepEqual(report.problems.map((p) => `${p.ruleId}: ${p.message}`), []);
    assert.deepEqual(report.totals, { errors: 0, warnings: 0, ignored: 0 });
  });

  it('names every schema and every operation; the committed client types are generated from this document', async (t) => {
    const operations = checker.operations();
    assert.ok(operations.length >= 27, `${operations.length} operations`);
    assert.deepEqual(operations.filter(({ operation }) => !operation.operationId).map(({ method, path }) => `${method} ${path}`), []);
    assert.equal(new Set(operations.map(({ operation }) => operation.operationId)).size, operations.length);
    const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
    assert.ok(['Task', 'Error', 'ErrorCode', 'Subagent', 'Connection', 'DeliveryDetail', 'TaskMode'].every((name) => name in schemas));
    assert.deepEqual(schemas.TaskMode, { type: 'string', enum: ['live', 'test'], title: 'TaskMode' });
    const mode = (schemas.CreateTaskRequest as { properties: { mode: { enum: string[] } } }).properties.mode;
    assert.deepEqual(mode.enum, ['live', 'test']);
    let generated: string;
    try {
      generated = await generateTypes(document);
    } catch (error) {
      if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
      return t.skip('openapi-typescript is not installed: run npm install');
    }
    assert.ok(generated === readFileSync(typesFile, 'utf8'), 'packages/client/src/openapi-types.ts is stale: run npm run client:types');
  });

  it('answers every operation as the document says: successes and domain errors', async () => {
    const api = client(keys.test);
    /** The data of a 200 answer (typed by the generated client), failing the test on anything else. */
    const ok = <T extends { data?: unknown; error?: unknown; response: Response }>(result: T): NonNullable<T['data']> => {
      assert.equal(result.response.status, 200, JSON.stringify(result.error));
      return result.data as NonNullable<T['data']>;
    };

    assert.equal((await api.GET('/healthz')).data?.status, 'ok');
    assert.equal((await api.GET('/readyz')).data?.status, 'ready');

    // Subagents.
    const deployed = (await api.POST('/v1/subagents', { body: { name: 'contract-bot', prompt: 'You manage GitHub issues for our team.' } })).data;
    assert.equal(deployed?.id, 'contract-bot');
    assert.equal((await api.POST('/v1/subagents', { body: { name: 'contract-bot', prompt: 'Again.' } })).error?.error.code, 'subagent_already_exists');
    assert.equal((await api.POST('/v1/subagents', { body: { name: 'Bad Name!', prompt: 'x' } })).error?.error.code, 'invalid_name');
    assert.ok((await api.GET('/v1/subagents', { params: { query: { type: 'custom', limit: 5 } } })).data?.data.some((s) => s.id === 'contract-bot'));
    assert.equal((await api.GET('/v1/subagents/{subagent_id}', { params: { path: { subagent_id: 'contract-bot' } } })).data?.prompt, 'You manage GitHub issues for our team.');
    assert.equal((await api.GET('/v1/subagents/{subagent_id}', { params: { path: { subagent_id: 'nobody' } } })).error?.error.code, 'subagent_not_found');
    ok(await api.PATCH('/v1/subagents/{subagent_id}', { params: { path: { subagent_id: 'contract-bot' } }, body: { prompt: 'You triage Linear issues.' } }));
    assert.equal((await api.PATCH('/v1/subagents/{subagent_id}', { params: { path: { subagent_id: 'contract-bot' } }, body: { prompt: '' } })).error?.error.code, 'validation_failed');
    assert.equal((await api.PATCH('/v1/subagents/{subagent_id}', { params: { path: { subagent_id: 'web-researcher' } }, body: { prompt: 'x' } })).error?.error.code, 'prebuilt_subagent_readonly');
    assert.equal((await api.PATCH('/v1/subagents/{subagent_id}', { params: { path: { subagent_id: 'nobody' } }, body: { prompt: 'x' } })).error?.error.code, 'subagent_not_found');
    assert.equal((await api.DELETE('/v1/subagents/{subagent_id}', { params: { path: { subagent_id: 'contract-bot' } } })).data?.status, 'deleted');
    assert.equal((await api.DELETE('/v1/subagents/{subagent_id}', { params: { path: { subagent_id: 'contract-bot' } } })).error?.error.code, 'subagent_deleted');
    assert.equal((await api.PATCH('/v1/subagents/{subagent_id}', { params: { path: { subagent_id: 'contract-bot' } }, body: { prompt: 'x' } })).error?.error.code, 'subagent_deleted');
    assert.equal((await api.DELETE('/v1/subagents/{subagent_id}', { params: { path: { subagent_id: 'web-researcher' } } })).error?.error.code, 'prebuilt_subagent_readonly');
    assert.equal((await api.DELETE('/v1/subagents/{subagent_id}', { params: { path: { subagent_id: 'nobody' } } })).error?.error.code, 'subagent_not_found');

    // Tasks: test mode completes at once; an Idempotency-Key replays; the consent flow waits.
    const created = await api.POST('/v1/tasks', { body: { prompt: 'What time is it in UTC?', sub_agent: 'web-researcher', mode: 'test', metadata: { ref: 1 } }, params: { header: { 'Idempotency-Key': 'contract-1' } } });
    const task = ok(created);
    assert.equal(task.status, 'complete');
    const replay = await api.POST('/v1/tasks', { body: { prompt: 'What time is it in UTC?', sub_agent: 'web-researcher', mode: 'test', metadata: { ref: 1 } }, params: { header: { 'Idempotency-Key': 'contract-1' } } });
    assert.equal(replay.response.headers.get('idempotent-replayed'), 'true');
    assert.equal(replay.data?.id, task.id);
    assert.equal((await api.POST('/v1/tasks', { body: { prompt: 'Other', sub_agent: 'web-researcher' }, params: { header: { 'Idempotency-Key': 'contract-1' } } })).error?.error.code, 'idempotency_key_reused');
    assert.equal((await api.POST('/v1/tasks', { body: { prompt: 'x', sub_agent: 'nobody' } })).error?.error.code, 'subagent_not_found');
    assert.equal((await api.POST('/v1/tasks', { body: { prompt: 'x', sub_agent: 'web-researcher', mode: 'dry-run' as 'test' } })).error?.error.param, 'mode');
    assert.equal((await api.GET('/v1/tasks/{task_id}', { params: { path: { task_id: task.id } } })).data?.result !== undefined, true);
    assert.equal((await api.GET('/v1/tasks/{task_id}', { params: { path: { task_id: 'task_nope' } } })).error?.error.code, 'task_not_found');
    assert.ok((await api.GET('/v1/tasks', { params: { query: { status: 'complete', limit: 10 } } })).data?.data.some((t) => t.id === task.id));
    ok(await api.GET('/v1/tasks/{task_id}/trace', { params: { path: { task_id: task.id } } }));
    assert.equal((await api.GET('/v1/tasks/{task_id}/trace', { params: { path: { task_id: 'task_nope' } } })).error?.error.code, 'task_not_found');
    assert.equal((await api.POST('/v1/tasks/{task_id}/cancel', { params: { path: { task_id: task.id } } })).error?.error.code, 'task_already_complete');
    assert.equal((await api.POST('/v1/tasks/{task_id}/cancel', { params: { path: { task_id: 'task_nope' } } })).error?.error.code, 'task_not_found');
    const toCancel = ok(await api.POST('/v1/tasks', { body: { prompt: githubTask, sub_agent: 'github-assistant', user_id: 'cancel-me' } }));
    await waitForTask(baton.client, keys.test, toCancel.id, ['waiting']);
    assert.equal((await api.POST('/v1/tasks/{task_id}/cancel', { params: { path: { task_id: toCancel.id } } })).data?.status, 'cancelled');

    // Consent: the auth_url page (JSON and HTML), the decision, the connection, the settings page.
    const waiting = ok(await api.POST('/v1/tasks', { body: { prompt: githubTask, sub_agent: 'github-assistant', user_id: 'user_42' } }));
    const { waiting: why } = await waitForTask(baton.client, keys.test, waiting.id, ['waiting']);
    assert.equal((await api.GET('/v1/tasks/{task_id}', { params: { path: { task_id: waiting.id } } })).data?.waiting?.auth_url, why.auth_url);
    const consent = { params: { path: { token: tokenOf(why.auth_url) } } };
    assert.equal((await api.GET('/oauth/authorize/{token}', { ...consent, headers: json })).data?.service, 'github');
    const browser = client<'text/html'>();
    assert.match((await browser.GET('/oauth/authorize/{token}', { ...consent, parseAs: 'text' })).data ?? '', /<html/i);
    assert.equal((await api.POST('/oauth/authorize/{token}', { ...consent, body: { decision: 'maybe' as 'approve' }, headers: json })).error?.error.param, 'decision');
    assert.equal((await api.POST('/oauth/authorize/{token}', { ...consent, body: { decision: 'approve' }, headers: json })).data?.status, 'approved');
    assert.equal((await api.GET('/oauth/authorize/{token}', { params: { path: { token: 'nope' } }, headers: json })).error?.error.code, 'consent_link_not_found');
    assert.equal((await api.POST('/oauth/authorize/{token}', { params: { path: { token: 'nope' } }, body: { decision: 'approve' }, headers: json })).error?.error.code, 'consent_link_not_found');
    await waitForTask(baton.client, keys.test, waiting.id, ['complete']);
    const user = { params: { path: { user_id: 'user_42' } } };
    assert.equal((await api.GET('/v1/users/{user_id}/connections', user)).data?.data[0]?.service, 'github');
    assert.equal((await api.GET('/v1/users/{user_id}/connections', { params: { path: { user_id: 'u'.repeat(256) } } })).error?.error.code, 'validation_failed');
    assert.equal((await api.DELETE('/v1/users/{user_id}/connections/{service}', { params: { path: { user_id: 'u'.repeat(256), service: 'github' } } })).error?.error.code, 'validation_failed');
    const link = ok(await api.POST('/v1/users/{user_id}/settings_link', user));
    assert.equal((await api.POST('/v1/users/{user_id}/settings_link', { ...user, body: { expires_in: 5 } })).error?.error.param, 'expires_in');
    const settings = { params: { path: { token: tokenOf(link.url) } } };
    const view = ok(await api.GET('/settings/{token}', { ...settings, headers: json }));
    assert.equal(view.user_id, 'user_42');
    assert.match((await browser.GET('/settings/{token}', { ...settings, parseAs: 'text' })).data ?? '', /github/i);
    assert.equal((await api.GET('/settings/{token}', { params: { path: { token: 'nope' } }, headers: json })).error?.error.code, 'settings_link_not_found');
    const revoke = (csrf: string) => api.POST('/settings/{token}/revoke', { ...settings, body: { service: 'github', environment: 'test', csrf }, bodySerializer: formBody, headers: form });
    assert.equal((await revoke('forged')).error?.error.code, 'invalid_csrf_token');
    assert.equal((await api.POST('/settings/{token}/revoke', { ...settings, body: { csrf: view.csrf } as { csrf: string; service: string }, headers: json })).response.status, 400);
    assert.equal((await api.POST('/settings/{token}/revoke', { params: { path: { token: 'nope' } }, body: { service: 'github', csrf: view.csrf }, headers: json })).error?.error.code, 'settings_link_not_found');
    assert.equal((await revoke(view.csrf)).data?.status, 'revoked');
    assert.equal((await api.DELETE('/v1/users/{user_id}/connections/{service}', { params: { path: { user_id: 'stranger', service: 'github' }, query: { environment: 'test' } } })).error?.error.code, 'connection_not_found');
    // A second consent, revoked through the API this time.
    const again = ok(await api.POST('/v1/tasks', { body: { prompt: githubTask, sub_agent: 'github-assistant', user_id: 'user_43' } }));
    const second = (await waitForTask(baton.client, keys.test, again.id, ['waiting'])).waiting.auth_url;
    await api.POST('/oauth/authorize/{token}', { params: { path: { token: tokenOf(second) } }, body: { decision: 'deny' }, bodySerializer: formBody, headers: form });
    assert.equal((await api.POST('/oauth/authorize/{token}', { params: { path: { token: tokenOf(second) } }, body: { decision: 'approve' }, headers: json })).response.status, 410);
    const third = ok(await api.POST('/v1/tasks', { body: { prompt: githubTask, sub_agent: 'github-assistant', user_id: 'user_43' } }));
    const thirdUrl = (await waitForTask(baton.client, keys.test, third.id, ['waiting'])).waiting.auth_url;
    await api.POST('/oauth/authorize/{token}', { params: { path: { token: tokenOf(thirdUrl) } }, body: { decision: 'approve' }, headers: json });
    assert.equal((await api.DELETE('/v1/users/{user_id}/connections/{service}', { params: { path: { user_id: 'user_43', service: 'github' } } })).data?.status, 'revoked');
    assert.equal((await api.GET('/oauth/callback/{service}', { params: { path: { service: 'github' }, query: { code: 'c', state: 'forged' } }, headers: json })).response.status, 400);

    // Webhooks: nothing configured, then an endpoint, a signed test event, the delivery log.
    assert.equal((await api.GET('/v1/webhook_endpoint')).error?.error.code, 'webhook_not_configured');
    assert.equal((await api.POST('/v1/webhook_endpoint/rotate_secret')).error?.error.code, 'webhook_not_configured');
    assert.equal((await api.POST('/v1/webhook_endpoint/test')).error?.error.code, 'webhook_not_configured');
    assert.equal((await api.PUT('/v1/webhook_endpoint', { body: { url: 'ftp://example.com/x' } })).response.status, 422);
    assert.match(ok(await api.PUT('/v1/webhook_endpoint', { body: { url: receiver.url } })).secret, /^whsec_/);
    ok(await api.GET('/v1/webhook_endpoint'));
    ok(await api.POST('/v1/webhook_endpoint/rotate_secret'));
    const sent = ok(await api.POST('/v1/webhook_endpoint/test'));
    assert.equal(sent.succeeded, true);
    assert.ok((await api.GET('/v1/webhook_deliveries', { params: { query: { limit: 100 } } })).data?.data.some((d) => d.id === sent.id));
    assert.equal((await api.GET('/v1/webhook_deliveries/{delivery_id}', { params: { path: { delivery_id: sent.id } } })).data?.test, true);
    assert.equal((await api.GET('/v1/webhook_deliveries/{delivery_id}', { params: { path: { delivery_id: 'dlv_nope' } } })).error?.error.code, 'delivery_not_found');
    ok(await api.POST('/v1/webhook_deliveries/{delivery_id}/redeliver', { params: { path: { delivery_id: sent.id } } }));
    assert.equal((await api.POST('/v1/webhook_deliveries/{delivery_id}/redeliver', { params: { path: { delivery_id: 'dlv_nope' } } })).error?.error.code, 'delivery_not_found');

    // Custom tool sources: a capabilities definition, and an MCP server that stops answering.
    const billing = JSON.parse(readFileSync(new URL('../fixtures/tools/billing-api.json', import.meta.url), 'utf8'));
    assert.equal(ok(await api.POST('/v1/tools', { body: billing })).kind, 'http');
    assert.equal((await api.POST('/v1/tools', { body: billing })).response.status, 409);
    assert.equal((await api.POST('/v1/tools', { body: { name: 'nothing' } })).error?.error.code, 'invalid_tool_definition');
    assert.ok(ok(await api.GET('/v1/tools', { params: { query: { limit: 10 } } })).data.some((source) => source.id === 'billing-api'));
    const source = { params: { path: { name: 'billing-api' } } };
    assert.equal(ok(await api.GET('/v1/tools/{name}', source)).name, 'billing-api');
    assert.equal((await api.GET('/v1/tools/{name}', { params: { path: { name: 'nope' } } })).response.status, 404);
    assert.equal(ok(await api.PATCH('/v1/tools/{name}', { ...source, body: { description: 'Billing, changed' } })).description, 'Billing, changed');
    assert.equal((await api.PATCH('/v1/tools/{name}', { ...source, body: { name: 'renamed' } })).response.status, 422);
    assert.equal((await api.PATCH('/v1/tools/{name}', { params: { path: { name: 'nope' } }, body: {} })).response.status, 404);
    ok(await api.POST('/v1/tools/{name}/refresh', source));
    assert.equal((await api.POST('/v1/tools/{name}/refresh', { params: { path: { name: 'nope' } } })).response.status, 404);
    const mcp = await startNotesMcpServer();
    ok(await api.POST('/v1/tools', { body: { name: 'notes', mcp: { url: mcp.url } } }));
    await mcp.close();
    assert.equal((await api.POST('/v1/tools/{name}/refresh', { params: { path: { name: 'notes' } } })).response.status, 422);
    assert.equal(ok(await api.DELETE('/v1/tools/{name}', source)).status, 'deleted');
    assert.equal((await api.DELETE('/v1/tools/{name}', source)).response.status, 404);

    assert.deepEqual(problems, []);
  });

  it('answers the statuses every operation shares as the document says (400, 401, 403, 405, 413, 415, 429)', async () => {
    const disabled = newAccount(baton);
    baton.cli(['accounts', 'disable', disabled.account]);
    const limited = newAccount(baton, { rpm: 1, concurrency: 1 });
    // The whole per-minute budget of `limited` goes to this one request; the probes below are over it.
    await client(limited.test).GET('/v1/tasks');
    const dummy = (template: string) => Object.fromEntries([...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, 'x']));
    // Deliberately outside the typed surface: unknown parameters, wrong media types, foreign methods.
    type Untyped = { request(method: string, path: string, init: Record<string, unknown>): Promise<{ response: Response }> };
    const raw = (key: string | undefined, method: string, template: string, init: Record<string, unknown> = {}) =>
      (client(key) as unknown as Untyped).request(method, template, { params: { path: dummy(template) }, parseAs: 'text', ...init });
    const statusOf = async (answer: Promise<{ response: Response }>) => (await answer).response.status;

    const text = { body: 'hello', bodySerializer: (b: string) => b, headers: { 'content-type': 'text/plain' } };
    const big = { body: `{"x": "${'a'.repeat(1024 * 1024)}"}`, bodySerializer: (b: string) => b, headers: { 'content-type': 'application/json' } };
    for (const { method, path: template } of checker.operations()) {
      const others = ['get', 'put', 'post', 'patch', 'delete'].filter((m) => !(m in (document.paths as Record<string, object>)[template]));
      assert.equal(await statusOf(raw(undefined, others[0], template)), 405, `${others[0]} ${template}`);
      const params = Object.keys(dummy(template));
      if (params.length > 0) {
        const overlong = { params: { path: { ...dummy(template), [params[0]]: 'x'.repeat(4000) } } };
        assert.equal(await statusOf(raw(keys.test, method, template, overlong)), 400, `${method} ${template} with a 4,000-character ${params[0]}`);
      }
      if (template.startsWith('/v1/')) {
        assert.equal(await statusOf(raw(undefined, method, template)), 401, `${method} ${template} without a key`);
        assert.equal(await statusOf(raw(disabled.test, method, template)), 403, `${method} ${template} of a disabled account`);
        assert.equal(await statusOf(raw(limited.test, method, template)), 429, `${method} ${template} over the limit`);
        const unknown = { params: { path: dummy(template), query: { bogus_param: '1' } } };
        assert.equal(await statusOf(raw(keys.test, method, template, unknown)), 400, `${method} ${template}?bogus_param=1`);
      }
      // Bodies are read by every method but GET, on the pages as on the API.
      if (method === 'get') continue;
      assert.equal(await statusOf(raw(keys.test, method, template, text)), 415, `${method} ${template} as text/plain`);
      assert.equal(await statusOf(raw(keys.test, method, template, big)), 413, `${method} ${template} with a 1 MiB body`);
    }
    assert.deepEqual(problems, []);
  });

  it('has seen every operation answer every status it declares, but for the ones listed with a reason', () => {
    const unseen: string[] = [];
    for (const { operation } of checker.operations()) {
      const seen = checker.seen.get(operation.operationId) ?? new Set();
      const excused = new Set([...Object.keys(notProvoked).map(Number), ...(notProvokedFor[operation.operationId] ?? [])]);
      for (const status of Object.keys(operation.responses).map(Number)) {
        if (!seen.has(status) && !excused.has(status)) unseen.push(`${operation.operationId} ${status}`);
      }
    }
    assert.deepEqual(unseen, []);
  });
});
