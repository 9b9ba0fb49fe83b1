// PostgreSQL's CPU per statement of the task path (docs/performance.md): one connection (pool of
// one), so one backend runs everything; its CPU time is read from /proc around each step (the
// database must run on this machine). N tasks are created, then claimed and run by hand through
// the engine's own writes: open the tool step with the model step, finish it, complete.
// Usage: node scripts/task-path-backend-cpu.ts [tasks=1000]
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { createLocalNotifier } from '../src/engine/notifier.ts';
import { claimTasks } from '../src/engine/queue.ts';
import { syncSlots, takeSlot } from '../src/engine/slots.ts';
import { transitionTask } from '../src/engine/state-machine.ts';
import { finishToolStep, startToolStep } from '../src/engine/task-progress.ts';
import { systemClock } from '../src/lib/clock.ts';
import { migrateToLatest } from '../src/store/migrate.ts';
import { openStore } from '../src/store/open-store.ts';
import { createTestDatabase } from '../test/helpers/postgres.ts';
import { accountRow } from '../test/helpers/embedded-store.ts';

const n = Number(process.argv[2] ?? 1000);
const database = await createTestDatabase();
const store = openStore({ databaseUrl: database.url, dataDir: '/tmp/baton-backend-cpu', poolSize: 1 });
await migrateToLatest(store.db);
const db = store.db;
const { rows: [{ pid }] } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
const cpu = () => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
await db.insertInto('accounts').values(accountRow('acct_p')).execute();
await syncSlots(db, 'acct_p', 100000);
const at = new Date().toISOString();
const messages = [{ role: 'user' as const, content: 'What time is it in UTC?' }, { role: 'assistant' as const, content: [{ type: 'tool-call' as const, toolCallId: 'offline-1', toolName: 'datetime__now', input: { timeZone: 'UTC' } }] }];
const phases = new Map<string, number>();
const time = async <T>(name: string, run: () => Promise<T>) => { const c = cpu(); const r = await run(); phases.set(name, (phases.get(name) ?? 0) + cpu() - c); return r; };
for (let i = 0; i < n; i++) {
  await time('creation: unit and insert', async () => {
    const stripe = await takeSlot(db, 'acct_p');
    await db.insertInto('tasks').values({ id: `task_${String(i).padStart(6, '0')}`, account_id: 'acct_p', sub_agent: 'web-researcher', user_id: null, prompt: 'p', metadata_json: '{}', mode: 'live', environment: 'test', sandbox_trigger: null, tools_json: '[]', status: 'running', created_at: new Date(Date.now() + i).toISOString(), updated_at: at, started_at: at, completed_at: null, failed_at: null, cancelled_at: null, result_json: null, error_json: null, waiting_json: null, waiting_expires_at: null, conversation_json: '[]', step_count: 0, event_seq: 0, lease_owner: null, lease_expires_at: null, slot_stripe: stripe }).execute();
  });
}
const deps = { db, clock: systemClock, notifier: createLocalNotifier() };
for (let i = 0; i < n; i++) {
  const [task] = await time('claim', () => claimTasks(db, { owner: 'w', seconds: 30, now: new Date() }, 1));
  const { seq } = await time('open step + model step', () => startToolStep(deps, task, 'w', { id: 'offline-1', tool: 'datetime.now', recovered: false }, 0, { messages, progress: { step: 'plan', message: 'Planned: datetime.now', progress_pct: 5 } }));
  await time('finish step', () => finishToolStep(deps, task, 'w', { seq, startedAt: Date.now(), note: 'ok' }, messages, { step: 'step_1', message: 'datetime.now finished', progress_pct: 50 }));
  await time('complete', () => transitionTask(deps, task, { to: 'complete', result: { summary: 'It is now.' } }));
}
for (const [name, ms] of phases) console.log(name.padEnd(26), (ms / n).toFixed(3), 'ms backend CPU each');
await store.close();
await database.drop();
