// Custom tools benchmark (issue 14): with 100 sources of 100 tools each in one account, deploying
// and patching a subagent and a test-mode preview, p50/p99 beside the same figures for an account
// with the built-in catalog only; changing one source while 200 subagents are deployed; and
// registering a 500-operation OpenAPI document. In process, on the embedded store, through the
// same verbs (and transactions) as the API routes.
// Alone: `node bench/tools.ts`; in the suite: BENCH_ONLY=tools npm run bench.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config/config.ts';
import { getAccount } from '../src/services/accounts/get-account.ts';
import { createAccount } from '../src/services/accounts/create-account.ts';
import type { AccountContext } from '../src/services/context.ts';
import { updateSubagent } from '../src/services/subagents/change-subagent.ts';
import { deploySubagent } from '../src/services/subagents/deploy-subagent.ts';
import { createTask } from '../src/services/tasks/create-task.ts';
import { accountCatalog } from '../src/services/tools/account-catalog.ts';
import { preparePatch, saveChangedSource } from '../src/services/tools/change-source.ts';
import { prepareSource } from '../src/services/tools/prepare-source.ts';
import { registerSource } from '../src/services/tools/register-source.ts';
import { openRuntime } from '../src/server/runtime.ts';
import { inTransaction } from '../src/store/open-store.ts';

const objects = ['customer', 'invoice', 'refund', 'order', 'shipment', 'product', 'ticket', 'report', 'contract', 'payment'];
const verbs = ['find', 'list', 'create', 'update', 'cancel', 'approve', 'archive', 'export', 'import', 'sync'];

/** A capabilities definition of `tools` tools; source i is about "domain<i>" so prompts can name it. */
function capabilities(i: number, tools: number) {
  return {
    name: `domain${i}-api`,
    description: `Internal service number ${i}`,
    base_url: `https://domain${i}.example.com/v1`,
    capabilities: Array.from({ length: tools }, (_, t) => ({
      name: `${verbs[t % 10]}_${objects[Math.floor(t / 10) % 10]}_${t}`,
      description: `${verbs[t % 10]} a ${objects[Math.floor(t / 10) % 10]} of domain ${i} (operation ${t})`,
      parameters: { id: { type: 'string', required: true, description: `The ${objects[Math.floor(t / 10) % 10]} id` }, note: { type: 'string' } },
    })),
  };
}

function openapiDocument(operations: number) {
  const paths: Record<string, unknown> = {};
  for (let o = 0; o < operations; o++) {
    paths[`/things${o}/{id}`] = {
      post: {
        operationId: `updateThing${o}`,
        summary: `Update thing ${o}`,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }, { name: 'dry_run', in: 'query', schema: { type: 'boolean' } }],
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
        responses: { '200': { description: 'ok', content: { 'application/json': { example: { id: 'x', ok: true } } } } },
      },
    };
  }
  return { openapi: '3.1.0', info: { title: 'Things', version: '1' }, paths, components: { schemas: { Thing: { type: 'object', properties: { name: { type: 'string' }, size: { type: 'integer' } } } } } };
}

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`;
}

async function timed(n: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await fn(i);
    samples.push(performance.now() - started);
  }
  return samples;
}

export async function benchCustomTools(options: { sources?: number; toolsPerSource?: number; runs?: number } = {}): Promise<string[]> {
  const sources = options.sources ?? 100;
  const perSource = options.toolsPerSource ?? 100;
  const runs = options.runs ?? 200;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'baton-bench-tools-'));
  const runtime = await openRuntime(loadConfig({ BATON_DATA_DIR: dataDir, BATON_LOG_LEVEL: 'silent' }), { migrate: true });
  const lines: string[] = [];
  try {
    const as = async (id: string): Promise<AccountContext> => ({ ...runtime.ctx, account: await getAccount(runtime.ctx, id), environment: 'test' });
    const builtin = await as((await createAccount(runtime.ctx, { name: 'builtin', plan: 'production' })).id);
    const custom = await as((await createAccount(runtime.ctx, { name: 'custom', plan: 'production' })).id);
    const inTx = <T>(ctx: AccountContext, fn: (c: AccountContext) => Promise<T>) => inTransaction(ctx.db, (db) => fn({ ...ctx, db }));

    const registerStarted = performance.now();
    for (let i = 0; i < sources; i++) {
      const prepared = await prepareSource(custom, capabilities(i, perSource));
      await inTx(custom, (c) => registerSource(c, prepared));
    }
    lines.push(`${sources} sources x ${perSource} tools registered in ${((performance.now() - registerStarted) / 1000).toFixed(1)} s`);
    const coldStarted = performance.now();
    const catalog = await accountCatalog(custom, custom.account.id);
    lines.push(`account catalog (${catalog.tools.length} tools) built in ${(performance.now() - coldStarted).toFixed(0)} ms, once per change of the account's sources`);

    for (const [label, ctx, prompt] of [
      ['built-in catalog only', builtin, 'You manage GitHub issues and pull requests for the web team.'],
      [`${catalog.tools.length} tools (${sources}x${perSource} custom)`, custom, 'You manage domain42: find customers, approve invoices and cancel orders.'],
    ] as const) {
      const deploy = await timed(runs, (i) => inTx(ctx, (c) => deploySubagent(c, { name: `agent-${i}`, prompt })));
      const patch = await timed(runs, (i) => inTx(ctx, (c) => updateSubagent(c, `agent-${i}`, { prompt: `${prompt} Version ${i}.` })));
      const taskPrompt = ctx === builtin ? 'List the open issues in acme/web' : 'Find the domain42 customer "cus_7"';
      const preview = await timed(runs, (i) => inTx(ctx, (c) => createTask(c, { prompt: taskPrompt, sub_agent: `agent-${i}`, mode: 'test' })));
      const tools = (await inTx(ctx, (c) => createTask(c, { prompt: taskPrompt, sub_agent: 'agent-0', mode: 'test' }))).result as { tools: string[] };
      lines.push(`${label}: deploy ${stats(deploy)}; patch ${stats(patch)}; test preview ${stats(preview)} (plans ${tools.tools.join(', ') || 'nothing'})`);
    }

    // X5: a changed source makes the account's deployed subagents (200 here) choose again, in the
    // change's transaction; the catalog rebuilds only the changed source.
    const change = await timed(5, async (r) => {
      const prepared = await preparePatch(custom, 'domain7-api', { description: `Internal service number 7, revision ${r}` });
      await inTx(custom, (c) => saveChangedSource(c, prepared));
    });
    lines.push(`changing one source of ${sources} with ${runs} deployed subagents (all choose again): ${stats(change)}`);

    // A fresh account: registering in one with deployed subagents also re-selects their tools (X5).
    const fresh = await as((await createAccount(runtime.ctx, { name: 'openapi', plan: 'production' })).id);
    const document = openapiDocument(500);
    const operations = Array.from({ length: 200 }, (_, o) => `updateThing${o * 2}`);
    const openapiRuns = await timed(5, async (r) => {
      const prepared = await prepareSource(fresh, { name: `things-${r}`, openapi: JSON.stringify(document), base_url: 'https://things.example.com', operations });
      await inTx(fresh, (c) => registerSource(c, prepared));
    });
    lines.push(`500-operation OpenAPI document (${(JSON.stringify(document).length / 1024).toFixed(0)} KiB, 200 operations chosen): registration ${stats(openapiRuns)}`);
  } finally {
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}

if (import.meta.main) for (const line of await benchCustomTools()) console.log(line);
