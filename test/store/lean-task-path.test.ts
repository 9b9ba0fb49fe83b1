// The lean task path (issue 15) on both engines: a stateless sandbox tool (date/time) reads, writes
// and locks no sandbox row, while a stateful one keeps its state; an event of an account without a
// webhook endpoint is written skipped at once, so no dispatcher ever claims it.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { createLocalNotifier } from '../../src/engine/notifier.ts';
import { runSandboxTool } from '../../src/engine/sandbox-runner.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { datetimeService, datetimeTools } from '../../src/tools/builtin/datetime/service.ts';
import { catalog } from '../../src/tools/catalog.ts';
import { enqueueEvent } from '../../src/webhooks/outbox.ts';
import { accountRow } from '../helpers/embedded-store.ts';
import { storeForSuite, storeKinds } from '../helpers/stores.ts';

for (const kind of storeKinds) {
  describe(`lean task path (${kind})`, () => {
    const suite = storeForSuite(kind);
    before(async () => {
      await suite.store.db.insertInto('accounts').values(accountRow('acct_lean')).execute();
    });

    it('runs date/time calls without a sandbox row, and stateful services with one', async () => {
      const { db } = suite.store;
      const owner = { accountId: 'acct_lean', userId: 'u1' };
      const now = datetimeTools.find((t) => t.name === 'datetime.now')!;
      const answer = (await runSandboxTool(db, systemClock, owner, datetimeService, now, { timeZone: 'UTC' })) as { timeZone: string };
      assert.equal(answer.timeZone, 'UTC');
      assert.deepEqual(await db.selectFrom('sandbox_states').select('service').execute(), []);
      const github = catalog.getService('github')!;
      await runSandboxTool(db, systemClock, owner, github, catalog.getTool('github.list_repositories')!, {});
      assert.deepEqual((await db.selectFrom('sandbox_states').select('service').execute()).map((r) => r.service), ['github']);
    });

    it('writes an event of an account without an endpoint as skipped, and wakes no dispatcher', async () => {
      const { db } = suite.store;
      const task = { id: 'task_lean', account_id: 'acct_lean', sub_agent: 'web-researcher' };
      await db.insertInto('tasks').values({ ...task, user_id: null, prompt: 'p', metadata_json: '{}', mode: 'live', environment: 'test', sandbox_trigger: null, tools_json: '[]', status: 'running', created_at: '2026-11-22T00:00:00.000Z', updated_at: '2026-11-22T00:00:00.000Z', started_at: null, completed_at: null, failed_at: null, cancelled_at: null, result_json: null, error_json: null, waiting_json: null, waiting_expires_at: null, conversation_json: '[]', step_count: 0, event_seq: 0, lease_owner: null, lease_expires_at: null, slot_stripe: null }).execute();
      const notifier = createLocalNotifier();
      let woken = 0;
      notifier.on('baton_events', () => woken++);
      const id = await enqueueEvent(db, notifier, { accountId: 'acct_lean', taskId: task.id, subAgent: task.sub_agent, event: 'task.progress', data: {}, now: new Date() });
      const row = await db.selectFrom('webhook_events').select(['status', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow();
      assert.deepEqual(row, { status: 'skipped', attempts: 0 });
      await new Promise((resolve) => setImmediate(resolve));
      assert.equal(woken, 0);
    });
  });
}
