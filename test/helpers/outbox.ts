// Writes webhook events through the real outbox (enqueueEvent), the way the task state machine does,
// so delivery can be tested without running tasks. The task row is minimal and already final
// (status complete), so a task worker sharing the store never picks it up and runs it.
import type { Kysely } from 'kysely';
import type { Notifier } from '../../src/engine/notifier.ts';
import { newId } from '../../src/lib/random.ts';
import { inTransaction } from '../../src/store/open-store.ts';
import type { Database } from '../../src/store/schema.ts';
import { enqueueEvent, type EventName } from '../../src/webhooks/outbox.ts';

export interface TestTask {
  id: string;
  accountId: string;
  subAgent: string;
}

export async function insertTask(db: Kysely<Database>, accountId: string, now = new Date()): Promise<TestTask> {
  const id = newId('task');
  const iso = now.toISOString();
  await db
    .insertInto('tasks')
    .values({
      // Only the columns a task cannot do without: the rest default, so schema growth does not break this.
      id,
      account_id: accountId,
      sub_agent: 'webhook-test-agent',
      prompt: 'webhook delivery test',
      metadata_json: '{}',
      mode: 'live',
      environment: 'test',
      tools_json: '[]',
      status: 'complete',
      created_at: iso,
      updated_at: iso,
      completed_at: iso,
      conversation_json: '[]',
      step_count: 0,
      event_seq: 0,
    })
    .execute();
  return { id, accountId, subAgent: 'webhook-test-agent' };
}

/** A data object of the spec's shape (6.3) for each event. */
export function sampleData(event: EventName, n = 1): unknown {
  switch (event) {
    case 'task.complete':
      return { summary: `done ${n}`, items: [n, 'caf\u00e9 \u{1F600}'] };
    case 'task.failed':
      return { error: { code: 'service_unavailable', message: 'GitHub answered 503', tool: 'github_list_issues', recoverable: true, suggestion: 'Retry later' } };
    case 'task.progress':
      return { step: `step-${n}`, message: `Milestone ${n}`, progress_pct: Math.min(100, n * 10) };
    case 'task.waiting':
      return { reason: 'oauth_consent_required', service: 'github', auth_url: 'https://baton.example/oauth/authorize/abc', message: 'Authorize GitHub' };
  }
}

/** Writes one event in its own transaction, as a transition would; returns its id (= webhook-id). */
export async function emitEvent(db: Kysely<Database>, notifier: Notifier, task: TestTask, event: EventName, options: { data?: unknown; now?: Date } = {}): Promise<string> {
  return inTransaction(db, (trx) =>
    enqueueEvent(trx, notifier, { accountId: task.accountId, taskId: task.id, subAgent: task.subAgent, event, data: options.data ?? sampleData(event), now: options.now ?? new Date() }),
  );
}
