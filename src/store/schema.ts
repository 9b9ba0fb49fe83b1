// Table types for Kysely. Timestamps are ISO 8601 UTC text in both engines (they sort as strings);
// JSON is stored as text; booleans as 0/1 integers, so one query reads the same on SQLite and PostgreSQL.
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';

export interface AccountsTable {
  id: string;
  name: string;
  plan: 'prototyping' | 'production' | 'enterprise';
  rpm_limit: number;
  concurrency_limit: number;
  status: 'active' | 'disabled';
  created_at: string;
  updated_at: string;
}

export interface ApiKeysTable {
  id: string;
  account_id: string;
  environment: 'test' | 'live';
  key_hash: string;
  key_hint: string;
  created_at: string;
  revoked_at: string | null;
  /** Set by authentication at most once a minute per key (the dashboard's "last used"). */
  last_used_at: string | null;
}

export interface WebhookEndpointsTable {
  account_id: string;
  url: string;
  /** Sealed with the key ring (src/lib/secret-box.ts), context `webhook_secret:<account_id>`. */
  secret_sealed: string;
  created_at: string;
  updated_at: string;
}

export interface IdempotencyKeysTable {
  account_id: string;
  key: string;
  fingerprint: string;
  state: 'in_flight' | 'done';
  /** While in flight: when another request may take the key over (a crashed first request). */
  locked_until: string;
  response_status: number | null;
  response_body: string | null;
  created_at: string;
  expires_at: string;
}

export interface SubagentsTable {
  /** The owning account, or '*' for prebuilt subagents every account can read. */
  account_id: string;
  name: string;
  type: 'custom' | 'prebuilt';
  prompt: string;
  /** JSON array of {tool, score, matched_terms}, best first. */
  tools_json: string;
  tools_available: number;
  catalog_version: string;
  status: 'deployed' | 'deleted';
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export type TaskStatus = 'pending' | 'running' | 'waiting' | 'complete' | 'failed' | 'cancelled';

export interface TasksTable {
  id: string;
  account_id: string;
  sub_agent: string;
  user_id: string | null;
  prompt: string;
  metadata_json: string;
  mode: 'live' | 'test';
  environment: 'test' | 'live';
  /** The [sandbox:NAME] trigger of a test-environment prompt, if any. */
  sandbox_trigger: string | null;
  /** JSON array of tool names this task may use (the subagent's selection, ranked for the prompt). */
  tools_json: string;
  status: TaskStatus;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  completed_at: string | null;
  failed_at: string | null;
  cancelled_at: string | null;
  result_json: string | null;
  error_json: string | null;
  /** K5: {reason, service, scopes, auth_url, expires_at, message} while waiting. */
  waiting_json: string | null;
  waiting_expires_at: string | null;
  /** The agent's messages so far; a resumed task continues from here. */
  conversation_json: string;
  step_count: number;
  /** The seq of the last event written for this task (E5 ordering). */
  event_seq: number;
  lease_owner: string | null;
  lease_expires_at: string | null;
  /** While a live task runs: the stripe of account_slots whose unit it holds (K1, ADR 0015). */
  slot_stripe: number | null;
}

// Every column of a task row, checked by the compiler against TaskRow (a missing or extra key fails
// to type-check), for inserts that must name each column explicitly (prepared queries).
const taskColumnSet: { [K in keyof TaskRow]: true } = {
  id: true, account_id: true, sub_agent: true, user_id: true, prompt: true, metadata_json: true, mode: true, environment: true,
  sandbox_trigger: true, tools_json: true, status: true, created_at: true, updated_at: true, started_at: true, completed_at: true,
  failed_at: true, cancelled_at: true, result_json: true, error_json: true, waiting_json: true, waiting_expires_at: true,
  conversation_json: true, step_count: true, event_seq: true, lease_owner: true, lease_expires_at: true,
  slot_stripe: true,
};
export const taskColumns = Object.keys(taskColumnSet) as Array<keyof TaskRow>;

export interface TaskStepsTable {
  task_id: string;
  seq: number;
  tool: string;
  action: string;
  status: 'running' | 'complete' | 'failed' | 'waiting' | 'skipped' | 'cancelled';
  started_at: string;
  duration_ms: number;
  note: string | null;
  tool_call_id: string | null;
}

export interface WebhookEventsTable {
  /** Also the Standard Webhooks webhook-id (E6). */
  id: string;
  account_id: string;
  task_id: string;
  /** Order within the task (E5). */
  seq: number;
  event: 'task.complete' | 'task.failed' | 'task.progress' | 'task.waiting';
  /** The exact request body, fixed when the event is written, so every attempt signs the same bytes. */
  body: string;
  status: 'pending' | 'delivered' | 'undeliverable' | 'skipped';
  attempts: number;
  next_attempt_at: string;
  lease_owner: string | null;
  lease_expires_at: string | null;
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
}

export interface WebhookAttemptsTable {
  event_id: string;
  attempt: number;
  started_at: string;
  url: string;
  status_code: number | null;
  latency_ms: number;
  /** First 2 KiB of the receiver's answer. */
  response_body: string | null;
  error: string | null;
  succeeded: number;
}

export interface ConnectionsTable {
  account_id: string;
  environment: 'test' | 'live';
  user_id: string;
  service: string;
  scopes_json: string;
  status: 'active' | 'expired' | 'revoked';
  access_token_sealed: string | null;
  refresh_token_sealed: string | null;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
  revoked_at: string | null;
}

export interface SandboxStatesTable {
  account_id: string;
  user_id: string;
  service: string;
  state_json: string;
  updated_at: string;
}

export interface ConsentRequestsTable {
  /** sha256 of the opaque token in auth_url. */
  token_hash: string;
  account_id: string;
  environment: 'test' | 'live';
  user_id: string;
  service: string;
  scopes_json: string;
  task_id: string | null;
  status: 'pending' | 'started' | 'approved' | 'denied';
  /** sha256 of the OAuth `state` sent to the provider, set when the flow starts. */
  oauth_state_hash: string | null;
  code_verifier_sealed: string | null;
  created_at: string;
  expires_at: string;
  completed_at: string | null;
}

/** A hosted settings page link (C4): the opaque token is stored only as its sha256. */
export interface SettingsLinksTable {
  token_hash: string;
  account_id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

/** A custom tool source (X1-X4). `tools_json` holds the derived tools: name, description, input schema, call. */
export interface ToolSourcesTable {
  account_id: string;
  name: string;
  kind: 'http' | 'openapi' | 'mcp';
  description: string;
  /** Base URL (http, openapi) or server URL (mcp) of live calls; the sandbox one of test calls (X7). */
  url: string;
  sandbox_url: string | null;
  /** The auth as responses show it (PublicAuth): never a secret. */
  auth_json: string;
  /** The definition as registered, without auth.value or client_secret (that is secret_sealed). */
  definition_json: string;
  tools_json: string;
  /** Sealed with the key ring, context `tool_secret:<account_id>:<name>`. */
  secret_sealed: string | null;
  created_at: string;
  updated_at: string;
}

export interface DashboardUsersTable {
  id: string;
  account_id: string;
  email: string | null;
  /** node:crypto scrypt, see src/services/dashboard-users/password-hash.ts; null until set. */
  password_hash: string | null;
  created_at: string;
  updated_at: string;
}

export interface DashboardSessionsTable {
  /** sha256 of the session id in the cookie. */
  id_hash: string;
  user_id: string;
  account_id: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  /** The absolute end (7 days after sign-in); the idle end is last_seen_at + 12 hours. */
  expires_at: string;
}

export interface DashboardPasswordLinksTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface DashboardSigninFailuresTable {
  /** `email:<address>` or `client:<ip>`. */
  subject: string;
  at: string;
}

/** One stripe of an account's concurrency limit (K1, ADR 0015): running live tasks hold `used` units. */
export interface AccountSlotsTable {
  account_id: string;
  stripe: number;
  capacity: number;
  used: number;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface Database {
  accounts: AccountsTable;
  account_slots: AccountSlotsTable;
  api_keys: ApiKeysTable;
  webhook_endpoints: WebhookEndpointsTable;
  idempotency_keys: IdempotencyKeysTable;
  settings: SettingsTable;
  subagents: SubagentsTable;
  tasks: TasksTable;
  task_steps: TaskStepsTable;
  webhook_events: WebhookEventsTable;
  webhook_attempts: WebhookAttemptsTable;
  connections: ConnectionsTable;
  sandbox_states: SandboxStatesTable;
  consent_requests: ConsentRequestsTable;
  settings_links: SettingsLinksTable;
  tool_sources: ToolSourcesTable;
  dashboard_users: DashboardUsersTable;
  dashboard_sessions: DashboardSessionsTable;
  dashboard_password_links: DashboardPasswordLinksTable;
  dashboard_signin_failures: DashboardSigninFailuresTable;
}

export type Db = Kysely<Database> | Transaction<Database>;
export type Account = Selectable<AccountsTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type NewAccount = Insertable<AccountsTable>;
export type SubagentRow = Selectable<SubagentsTable>;
export type TaskRow = Selectable<TasksTable>;
export type WebhookEventRow = Selectable<WebhookEventsTable>;
export type ConnectionRow = Selectable<ConnectionsTable>;
export type ConsentRequestRow = Selectable<ConsentRequestsTable>;
export type SettingsLinkRow = Selectable<SettingsLinksTable>;
export type ToolSourceRow = Selectable<ToolSourcesTable>;
export type DashboardUserRow = Selectable<DashboardUsersTable>;
export type DashboardSessionRow = Selectable<DashboardSessionsTable>;
