// Tasks and their trace, the webhook outbox and its delivery attempts, end users' connections,
// and sandbox state. A running task row is its own job: workers claim it with a lease.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('sub_agent', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('prompt', 'text', (c) => c.notNull())
    .addColumn('metadata_json', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('sandbox_trigger', 'text')
    .addColumn('tools_json', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('failed_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('result_json', 'text')
    .addColumn('error_json', 'text')
    .addColumn('waiting_json', 'text')
    .addColumn('waiting_expires_at', 'text')
    .addColumn('conversation_json', 'text', (c) => c.notNull())
    .addColumn('step_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('event_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'text')
    .execute();
  await db.schema.createIndex('tasks_account_listing').on('tasks').columns(['account_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('tasks_account_status').on('tasks').columns(['account_id', 'status', 'created_at']).execute();
  // Claiming scans only runnable rows: running tasks ordered by lease expiry.
  await db.schema.createIndex('tasks_runnable').on('tasks').columns(['lease_expires_at', 'created_at']).where(sql.ref('status'), '=', 'running').execute();
  await db.schema.createIndex('tasks_waiting_expiry').on('tasks').columns(['waiting_expires_at']).where(sql.ref('status'), '=', 'waiting').execute();

  await db.schema
    .createTable('task_steps')
    .addColumn('task_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('tool', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'text')
    .addColumn('tool_call_id', 'text')
    .addPrimaryKeyConstraint('task_steps_pk', ['task_id', 'seq'])
    .execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('task_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema.createIndex('webhook_events_task_order').on('webhook_events').columns(['task_id', 'seq']).unique().execute();
  await db.schema.createIndex('webhook_events_due').on('webhook_events').columns(['next_attempt_at', 'task_id', 'seq']).where(sql.ref('status'), '=', 'pending').execute();
  await db.schema.createIndex('webhook_events_account').on('webhook_events').columns(['account_id', 'created_at']).execute();

  await db.schema
    .createTable('webhook_attempts')
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('latency_ms', 'integer', (c) => c.notNull())
    .addColumn('response_body', 'text')
    .addColumn('error', 'text')
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('webhook_attempts_pk', ['event_id', 'attempt'])
    .execute();

  await db.schema
    .createTable('connections')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('scopes_json', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('access_token_sealed', 'text')
    .addColumn('refresh_token_sealed', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addPrimaryKeyConstraint('connections_pk', ['account_id', 'environment', 'user_id', 'service'])
    .execute();

  await db.schema
    .createTable('sandbox_states')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('state_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sandbox_states_pk', ['account_id', 'user_id', 'service'])
    .execute();
}
