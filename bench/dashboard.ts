// Dashboard benchmark (issue 16): with 100,000 tasks in one account on the embedded store, the task
// list and a task page answer under 50 ms p99, printed beside the API's GET of the same data (the
// list: GET /v1/tasks; a task: GET /v1/tasks/:id and its trace). Sequential requests over HTTPS
// keep-alive, dashboard and API interleaved, a random task each time for the task pages.
// Alone: `node bench/dashboard.ts`; in the suite: BENCH_ONLY=dashboard npm run bench.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config/config.ts';
import { createAccount } from '../src/services/accounts/create-account.ts';
import { createDashboardUser } from '../src/services/dashboard-users/manage-users.ts';
import { startSession } from '../src/services/dashboard-users/sessions.ts';
import { createKey } from '../src/services/keys/create-key.ts';
import { openRuntime } from '../src/server/runtime.ts';
import type { TaskRow, TaskStepsTable } from '../src/store/schema.ts';
import { randomBase62, toBase62 } from '../src/lib/random.ts';
import { createClient } from '../test/helpers/https-client.ts';
import { startBaton } from './processes.ts';
import { percentile } from './setup.ts';

const subagents = ['web-researcher', 'github-assistant', 'slack-assistant', 'calendar-assistant', 'support-triage'];
const dayMs = 24 * 3600 * 1000;

/** A finished task as the engine leaves one: a result or an error, a conversation, two steps. */
function taskRow(accountId: string, i: number, total: number, now: number): { task: TaskRow; steps: TaskStepsTable[] } {
  const created = now - Math.round(((total - i) / total) * 30 * dayMs);
  const at = (ms: number) => new Date(created + ms).toISOString();
  const id = `task_${toBase62(created, 8)}${randomBase62(16)}`;
  const status = i % 50 === 0 ? 'failed' : i % 97 === 0 ? 'cancelled' : i % 211 === 0 ? 'waiting' : 'complete';
  const summary = `datetime.now: date 2026-11-24, weekday Tuesday. Task ${i} of the benchmark account.`;
  const task: TaskRow = {
    id, account_id: accountId, sub_agent: subagents[i % subagents.length], user_id: i % 3 === 0 ? null : `user_${i % 1000}`,
    prompt: `What time is it in UTC? Then summarise issue ${i} for the weekly report.`, metadata_json: JSON.stringify({ order: `A-${i}` }),
    mode: 'live', environment: i % 4 === 0 ? 'live' : 'test', sandbox_trigger: null, tools_json: '["datetime.now","web.fetch_page"]', status,
    created_at: at(0), updated_at: at(4000), started_at: at(5),
    completed_at: status === 'complete' ? at(4000) : null, failed_at: status === 'failed' ? at(4000) : null, cancelled_at: status === 'cancelled' ? at(4000) : null,
    result_json: status === 'complete' ? JSON.stringify({ summary, outputs: [{ tool: 'datetime.now', output: { iso: at(10), weekday: 'Tuesday' } }] }) : null,
    error_json: status === 'failed' ? JSON.stringify({ code: 'tool_error', message: 'The page answered 503', recoverable: true, suggestion: 'Try again later' }) : null,
    waiting_json: status === 'waiting' ? JSON.stringify({ reason: 'oauth_consent_required', service: 'github', scopes: ['repo'], auth_url: 'https://127.0.0.1/oauth/authorize/x', expires_at: at(30 * dayMs), message: 'Connect GitHub' }) : null,
    waiting_expires_at: status === 'waiting' ? at(60 * dayMs) : null,
    conversation_json: JSON.stringify([{ role: 'user', content: 'x'.repeat(600) }, { role: 'assistant', content: summary }]),
    step_count: 2, event_seq: 2, lease_owner: null, lease_expires_at: null, slot_stripe: null,
  };
  const steps: TaskStepsTable[] = [
    { task_id: id, seq: 1, tool: 'datetime.now', action: 'now', status: 'complete', started_at: at(10), duration_ms: 3, note: 'datetime.now succeeded', tool_call_id: 'call_1' },
    { task_id: id, seq: 2, tool: 'web.fetch_page', action: 'fetch', status: status === 'complete' ? 'complete' : 'failed', started_at: at(20), duration_ms: 1800, note: null, tool_call_id: 'call_2' },
  ];
  return { task, steps };
}

async function seed(dataDir: string, total: number) {
  const runtime = await openRuntime(loadConfig({ BATON_DATA_DIR: dataDir, BATON_LOG_LEVEL: 'silent' }), { migrate: true });
  try {
    const { ctx } = runtime;
    const account = await createAccount(ctx, { name: 'dashboard-bench', plan: 'enterprise', rpm: 1_000_000, concurrency: 100 });
    const { key } = await createKey(ctx, account.id, 'test');
    const user = await createDashboardUser(ctx, account.id, 'bench@example.com');
    const session = await startSession(ctx, (await ctx.db.selectFrom('dashboard_users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow()));
    const now = Date.now();
    const ids: string[] = [];
    for (let start = 0; start < total; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, total - start) }, (_, j) => taskRow(account.id, start + j, total, now));
      await ctx.db.transaction().execute(async (trx) => {
        for (let k = 0; k < batch.length; k += 100) {
          const part = batch.slice(k, k + 100);
          await trx.insertInto('tasks').values(part.map((b) => b.task)).execute();
          await trx.insertInto('task_steps').values(part.flatMap((b) => b.steps)).execute();
        }
      });
      ids.push(...batch.map((b) => b.task.id));
    }
    return { key, cookie: `__Host-baton_session=${session.id}`, ids };
  } finally {
    await runtime.close();
  }
}

function stats(samples: number[]) {
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

export async function benchDashboard(options: { tasks?: number; samples?: number } = {}): Promise<string[]> {
  const total = options.tasks ?? 100_000;
  const samples = options.samples ?? 500;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'baton-bench-dashboard-'));
  const seeded = performance.now();
  const { key, cookie, ids } = await seed(dataDir, total);
  const seedSeconds = (performance.now() - seeded) / 1000;
  const baton = await startBaton({ BATON_DATA_DIR: dataDir });
  const client = createClient(baton.info.url, readFileSync(baton.info.cert_file, 'utf8'));
  try {
    const page = (url: string) => client.request(url, { headers: { cookie } });
    const api = (url: string) => client.request(url, { key });
    const pairs: Array<[string, string, () => Promise<unknown>, () => Promise<unknown>]> = [];
    const pick = () => ids[Math.floor(Math.random() * ids.length)];
    let current = pick();
    pairs.push(['task list, first page', 'GET /v1/tasks', () => page('/dashboard/tasks'), () => api('/v1/tasks')]);
    pairs.push(['task list, status=failed', 'GET /v1/tasks?status=failed', () => page('/dashboard/tasks?status=failed'), () => api('/v1/tasks?status=failed')]);
    pairs.push(['task list, user_id filter', 'GET /v1/tasks?user_id=', () => page('/dashboard/tasks?user_id=user_7'), () => api('/v1/tasks?user_id=user_7')]);
    pairs.push(['a task page (random task)', 'GET /v1/tasks/:id + /trace', () => page(`/dashboard/tasks/${(current = pick())}`), async () => {
      await api(`/v1/tasks/${current}`);
      await api(`/v1/tasks/${current}/trace`);
    }]);
    // Warm up both sides, and check every answer is a 200 once.
    for (const [, , dash, apiCall] of pairs) {
      for (let i = 0; i < 20; i++) {
        const [a, b] = [await dash(), await apiCall()] as Array<{ status?: number } | undefined>;
        if ((a && a.status !== 200) || (b && b.status !== 200)) throw new Error(`warm-up answered ${a?.status} / ${b?.status}`);
      }
    }
    const lines = [`${total.toLocaleString('en')} tasks (and ${(total * 2).toLocaleString('en')} trace steps) in one account, seeded in ${seedSeconds.toFixed(0)} s; ${samples} sequential requests per row over HTTPS keep-alive, dashboard and API interleaved`];
    lines.push(`${'what'.padEnd(30)} ${'dashboard p50 / p99'.padEnd(22)} ${'API p50 / p99'.padEnd(16)} API call(s)`);
    for (const [what, apiWhat, dash, apiCall] of pairs) {
      const d: number[] = [];
      const a: number[] = [];
      for (let i = 0; i < samples; i++) {
        let started = performance.now();
        await dash();
        d.push(performance.now() - started);
        started = performance.now();
        await apiCall();
        a.push(performance.now() - started);
      }
      const [ds, as] = [stats(d), stats(a)];
      const verdict = ds.p99 < 50 ? 'PASS' : 'FAIL';
      lines.push(`${what.padEnd(30)} ${`${ds.p50.toFixed(1)} / ${ds.p99.toFixed(1)} ms`.padEnd(22)} ${`${as.p50.toFixed(1)} / ${as.p99.toFixed(1)} ms`.padEnd(16)} ${apiWhat}   p99 < 50 ms: ${verdict}`);
    }
    return lines;
  } finally {
    client.close();
    await baton.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  for (const line of await benchDashboard({ tasks: Number(process.env.DASHBOARD_BENCH_TASKS ?? 100_000), samples: Number(process.env.DASHBOARD_BENCH_SAMPLES ?? 500) })) console.log(line);
}
