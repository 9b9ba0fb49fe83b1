// The task path's writes on both engines (issue 15): a claim brings what the run needs (account
// status, subagent prompt, tool sources stamp); each progress write (one statement on PostgreSQL)
// writes its trace step and event only while the task runs under the writing worker, numbering
// events in order; a completion gives its unit back, or hands it to a pending task.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { createLocalNotifier } from '../../src/engine/notifier.ts';
import { claimTasks } from '../../src/engine/queue.ts';
import { slotsInUse, syncSlots, takeSlot } from '../../src/engine/slots.ts';
import { transitionTask, TransitionConflict } from '../../src/engine/state-machine.ts';
import { finishToolStep, saveModelStep, startToolStep, TaskNoLongerOurs } from '../../src/engine/task-progress.ts';
import { systemClock } from '../../src/lib/clock.ts';
import type { TaskRow } from '../../src/store/schema.ts';
import { accountRow } from '../helpers/embedded-store.ts';
import { storeForSuite, storeKinds } from '../helpers/stores.ts';

const at = '2026-11-22T00:00:00.000Z';

function taskRow(id: string, accountId: string, status: TaskRow['status'], slot: number | null, createdAt = at): TaskRow {
  return {
    id, account_id: accountId, sub_agent: 'helper', user_id: null, prompt: 'p', metadata_json: '{}', mode: 'live', environment: 'test', sandbox_trigger: null,
    tools_json: '[]', status, created_at: createdAt, updated_at: createdAt, started_at: status === 'running' ? createdAt : null, completed_at: null, failed_at: null,
    cancelled_at: null, result_json: null, error_json: null, waiting_json: null, waiting_expires_at: null, conversation_json: '[]', step_count: 0, event_seq: 0,
    lease_owner: null, lease_expires_at: null, slot_stripe: slot,
  };
}

for (const kind of storeKinds) {
  describe(`task path writes (${kind})`, () => {
    const suite = storeForSuite(kind);
    const deps = () => ({ db: suite.store.db, clock: systemClock, notifier: createLocalNotifier() });
    const lease = (owner: string) => ({ owner, seconds: 30, now: new Date() });
    const events = (taskId: string) => suite.store.db.selectFrom('webhook_events').select(['seq', 'event']).where('task_id', '=', taskId).orderBy('seq').execute();
    const steps = (taskId: string) => suite.store.db.selectFrom('task_steps').select(['seq', 'tool', 'status']).where('task_id', '=', taskId).orderBy('seq').execute();

    before(async () => {
      const { db } = suite.store;
      await db.insertInto('accounts').values([accountRow('acct_w'), { ...accountRow('acct_off'), status: 'disabled' }]).execute();
      await syncSlots(db, 'acct_w', 2);
      const subagent = { sub_agent: 'helper', type: 'custom' as const, tools_json: '[]', tools_available: 0, catalog_version: 'v', status: 'deployed' as const, created_at: at, updated_at: at, deleted_at: null };
      const { sub_agent: name, ...rest } = subagent;
      await db.insertInto('subagents').values([{ ...rest, name, account_id: '*', prompt: 'prebuilt prompt', type: 'prebuilt' }, { ...rest, name, account_id: 'acct_w', prompt: 'own prompt' }]).execute();
    });

    it('claims a task with its account status, its own subagent prompt before the prebuilt one, and its tool sources stamp', async () => {
      const { db } = suite.store;
      const source = { account_id: 'acct_w', kind: 'http' as const, description: 'd', url: 'https://x.test', sandbox_url: null, auth_json: '{}', definition_json: '{}', tools_json: '[]', secret_sealed: null, created_at: at };
      await db.insertInto('tool_sources').values([{ ...source, name: 'zeta', updated_at: '2026-11-22T00:00:02.000Z' }, { ...source, name: 'alpha', updated_at: at }]).execute();
      await db.insertInto('tasks').values([taskRow('task_c1', 'acct_w', 'running', null), taskRow('task_c2', 'acct_off', 'running', null, '2026-11-22T00:00:01.000Z')]).execute();
      const claimed = await claimTasks(db, lease('w0'), 10);
      const view = claimed.map((t) => [t.id, t.account_status, t.subagent_prompt, t.tool_stamp]).sort();
      const stamp = `alpha@${at},zeta@2026-11-22T00:00:02.000Z`;
      assert.deepEqual(view, [['task_c1', 'active', 'own prompt', stamp], ['task_c2', 'disabled', 'prebuilt prompt', null]]);
      await db.deleteFrom('tool_sources').execute();
      await db.updateTable('tasks').set({ status: 'complete' }).where('id', 'in', ['task_c1', 'task_c2']).execute();
    });

    it('writes steps and events in order while the task is ours, and nothing once it is not', async () => {
      const { db } = suite.store;
      await db.insertInto('tasks').values(taskRow('task_w1', 'acct_w', 'running', null)).execute();
      const [task] = await claimTasks(db, lease('w1'), 1);
      await saveModelStep(deps(), task, 'w1', [{ role: 'user', content: 'p' }], { step: 'plan', message: 'Planned', progress_pct: 5 });
      const call = { id: 'call_1', tool: 'datetime.now', recovered: false };
      const opened = await startToolStep(deps(), task, 'w1', call, 0);
      assert.deepEqual(opened, { seq: 1, stepCount: 1 });
      await finishToolStep(deps(), task, 'w1', { seq: 1, startedAt: Date.now(), note: 'ok' }, [], { step: 'step_1', message: 'done', progress_pct: 50 });
      assert.deepEqual(await steps('task_w1'), [{ seq: 1, tool: 'datetime.now', status: 'complete' }]);
      assert.deepEqual(await events('task_w1'), [{ seq: 1, event: 'task.progress' }, { seq: 2, event: 'task.progress' }]);
      // A recovered call whose step is still open takes it up again, uncounted.
      await startToolStep(deps(), task, 'w1', { id: 'call_2', tool: 'datetime.add', recovered: false }, 1);
      assert.deepEqual(await startToolStep(deps(), task, 'w1', { id: 'call_2', tool: 'datetime.add', recovered: true }, 2), { seq: 2, stepCount: 2 });

      // Another worker's writes, and any write after a cancel, change nothing.
      await assert.rejects(saveModelStep(deps(), task, 'w2', [], { step: 'x', message: 'x', progress_pct: 1 }), TaskNoLongerOurs);
      await transitionTask(deps(), task, { to: 'cancelled' });
      await assert.rejects(saveModelStep(deps(), task, 'w1', [], { step: 'x', message: 'x', progress_pct: 1 }), TaskNoLongerOurs);
      await assert.rejects(startToolStep(deps(), task, 'w1', { id: 'call_3', tool: 'datetime.now', recovered: false }, 2), TaskNoLongerOurs);
      await assert.rejects(finishToolStep(deps(), task, 'w1', { seq: 2, startedAt: Date.now(), note: 'late' }, [], { step: 'x', message: 'x', progress_pct: 1 }), TaskNoLongerOurs);
      await assert.rejects(transitionTask(deps(), task, { to: 'complete', result: {} }), TransitionConflict);
      assert.deepEqual(await steps('task_w1'), [{ seq: 1, tool: 'datetime.now', status: 'complete' }, { seq: 2, tool: 'datetime.add', status: 'cancelled' }]);
      assert.deepEqual((await events('task_w1')).map((e) => e.seq), [1, 2], 'the cancel writes no event; nothing after it does');
      const row = await db.selectFrom('tasks').select(['status', 'step_count', 'event_seq']).where('id', '=', 'task_w1').executeTakeFirstOrThrow();
      assert.deepEqual(row, { status: 'cancelled', step_count: 2, event_seq: 2 });
    });

    it('opens a tool step and saves the model step that asked for it in one write, the plan event first', async () => {
      const { db } = suite.store;
      await db.insertInto('tasks').values(taskRow('task_m1', 'acct_w', 'running', null)).execute();
      const [task] = (await claimTasks(db, lease('w4'), 10)).filter((t) => t.id === 'task_m1');
      const messages = [{ role: 'user' as const, content: 'p' }, { role: 'assistant' as const, content: 'planned' }];
      const unsaved = { messages, progress: { step: 'plan', message: 'Planned', progress_pct: 5 } };
      assert.deepEqual(await startToolStep(deps(), task, 'w4', { id: 'call_m1', tool: 'datetime.now', recovered: false }, 0, unsaved), { seq: 1, stepCount: 1 });
      const row = await db.selectFrom('tasks').select(['conversation_json', 'step_count', 'event_seq']).where('id', '=', 'task_m1').executeTakeFirstOrThrow();
      assert.deepEqual(row, { conversation_json: JSON.stringify(messages), step_count: 1, event_seq: 1 });
      assert.deepEqual(await steps('task_m1'), [{ seq: 1, tool: 'datetime.now', status: 'running' }]);
      assert.deepEqual(await events('task_m1'), [{ seq: 1, event: 'task.progress' }]);
      await assert.rejects(startToolStep(deps(), task, 'w5', { id: 'call_m2', tool: 'datetime.now', recovered: false }, 1, unsaved), TaskNoLongerOurs);
      assert.deepEqual(await events('task_m1'), [{ seq: 1, event: 'task.progress' }], 'a write that is not ours writes no event');
      await db.updateTable('tasks').set({ status: 'complete' }).where('id', '=', 'task_m1').execute();
    });

    it('writes an event of an account with an endpoint pending, and wakes the dispatchers once it is committed', async () => {
      const { db } = suite.store;
      await db.insertInto('accounts').values(accountRow('acct_hooked')).execute();
      await db.insertInto('webhook_endpoints').values({ account_id: 'acct_hooked', url: 'https://hooks.test/', secret_sealed: 'x', created_at: at, updated_at: at }).execute();
      await db.insertInto('tasks').values(taskRow('task_h1', 'acct_hooked', 'running', null)).execute();
      const heard: string[] = [];
      const notifier = createLocalNotifier();
      notifier.on('baton_events', (taskId) => heard.push(taskId));
      const listener = await suite.store.pool?.connect();
      listener?.on('notification', (message) => heard.push(message.payload ?? ''));
      await listener?.query('LISTEN baton_events');
      try {
        const [task] = (await claimTasks(db, lease('w3'), 10)).filter((t) => t.id === 'task_h1');
        await saveModelStep({ db, clock: systemClock, notifier }, task, 'w3', [], { step: 'plan', message: 'Planned', progress_pct: 5 });
        await transitionTask({ db, clock: systemClock, notifier }, task, { to: 'complete', result: { summary: 'ok' } });
        const rows = await db.selectFrom('webhook_events').select(['seq', 'event', 'status']).where('task_id', '=', 'task_h1').orderBy('seq').execute();
        assert.deepEqual(rows, [{ seq: 1, event: 'task.progress', status: 'pending' }, { seq: 2, event: 'task.complete', status: 'pending' }]);
        for (let i = 0; i < 100 && heard.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 10));
        assert.deepEqual(heard, ['task_h1', 'task_h1']);
      } finally {
        await listener?.query('UNLISTEN baton_events');
        listener?.release();
      }
    });

    it('gives a completed task its unit back, or hands it to the oldest pending task', async () => {
      const { db } = suite.store;
      const first = await takeSlot(db, 'acct_w');
      const second = await takeSlot(db, 'acct_w');
      assert.ok(first !== null && second !== null);
      await db.insertInto('tasks').values([taskRow('task_u1', 'acct_w', 'running', first), taskRow('task_u2', 'acct_w', 'running', second)]).execute();
      await db.insertInto('tasks').values(taskRow('task_p1', 'acct_w', 'pending', null, '2026-11-22T00:00:05.000Z')).execute();
      const u1 = await db.selectFrom('tasks').selectAll().where('id', '=', 'task_u1').executeTakeFirstOrThrow();
      const done = await transitionTask(deps(), u1, { to: 'complete', result: { summary: 'ok' } });
      assert.equal(done.event_seq, 1);
      const pending = await db.selectFrom('tasks').select(['status', 'slot_stripe']).where('id', '=', 'task_p1').executeTakeFirstOrThrow();
      assert.deepEqual(pending, { status: 'running', slot_stripe: first }, 'the pending task took the unit');
      assert.equal(await slotsInUse(db, 'acct_w'), 2);
      const u2 = await db.selectFrom('tasks').selectAll().where('id', '=', 'task_u2').executeTakeFirstOrThrow();
      await transitionTask(deps(), u2, { to: 'complete', result: { summary: 'ok' } });
      assert.equal(await slotsInUse(db, 'acct_w'), 1, 'nothing pending: the unit went back to its stripe');
      assert.deepEqual(await events('task_u2'), [{ seq: 1, event: 'task.complete' }]);
      await assert.rejects(transitionTask(deps(), u2, { to: 'complete', result: {} }), TransitionConflict);
      assert.equal(await slotsInUse(db, 'acct_w'), 1, 'a conflicting completion gives nothing back');
    });
  });
}
