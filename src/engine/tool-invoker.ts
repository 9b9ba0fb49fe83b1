// Executes one tool call for a task: sandbox for the test environment, the provider's live API for
// live. Service 5xx and 429 are retried (3 times, Retry-After honoured); a live 401 gets one token
// refresh and one retry; sandbox triggers make the first call misbehave on purpose.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Clock } from '../lib/clock.ts';
import type { Database, TaskRow } from '../store/schema.ts';
import { catalog } from '../tools/catalog.ts';
import { createLiveApi } from '../tools/live-http.ts';
import { ToolError } from '../tools/tool-error.ts';
import type { LiveApi, ServiceDef, ToolDef } from '../tools/types.ts';
import { newId } from '../lib/random.ts';
import { TokenRefreshRefused, type ConnectionGateway } from './connections.ts';
import { missingTarget, type SandboxTrigger } from './sandbox-trigger.ts';
import { runSandboxTool } from './sandbox-runner.ts';
import { failureFromToolError, isRetryable, ToolFailure } from './tool-failure.ts';

export interface InvokerDeps {
  db: Kysely<Database>;
  clock: Clock;
  connections: ConnectionGateway;
  retryDelaysMs: number[];
  providerBaseUrl(serviceId: string): string;
  fetchPublic: LiveApi['fetchPublic'];
  fetch?: typeof fetch;
}

export interface ToolCall {
  task: TaskRow;
  tool: ToolDef;
  /** The tool's service, from the task's catalog (a custom source's is not in the built-in one). */
  service?: ServiceDef;
  input: Record<string, unknown>;
  /** True for the task's first tool call: the one sandbox failure triggers hit. */
  first: boolean;
  signal: AbortSignal;
}

const slowCallMs = 2000;
const maxRetryAfterMs = 60_000;

/** What a failure trigger makes the sandboxed service answer (decisions.md, Sandbox triggers). */
function triggeredError(trigger: SandboxTrigger | null, call: ToolCall): ToolError | undefined {
  switch (trigger) {
    case 'not_found':
      return new ToolError('not_found', missingTarget(call.tool.name, call.input), { status: 404 });
    case 'service_unavailable':
      return new ToolError('service_unavailable', 'The service answered 503 Service Unavailable (sandbox trigger)', { status: 503 });
    case 'rate_limited':
      return new ToolError('rate_limited', 'The service answered 429 Too Many Requests (sandbox trigger)', { status: 429, retryAfterSeconds: 0 });
    case 'invalid_credentials':
      return new ToolError('invalid_credentials', 'The service answered 401 Unauthorized (sandbox trigger)', { status: 401 });
    case 'permission_denied':
      return new ToolError('permission_denied', 'The service answered 403 Forbidden: missing scope (sandbox trigger)', { status: 403 });
    default:
      return undefined;
  }
}

async function executeOnce(deps: InvokerDeps, call: ToolCall, forceRefresh: boolean): Promise<unknown> {
  const { task, tool } = call;
  const service = serviceOf(call);
  if (task.environment === 'test') {
    const injected = call.first ? triggeredError(task.sandbox_trigger as SandboxTrigger | null, call) : undefined;
    if (injected) throw injected;
    // A custom source keeps no sandbox state and may call its sandbox URL: no transaction around it.
    if (service.custom) return tool.sandbox(structuredClone(call.input), { state: {}, now: () => deps.clock.now(), newId, userId: task.user_id ?? '', signal: call.signal });
    return runSandboxTool(deps.db, deps.clock, { accountId: task.account_id, userId: task.user_id }, service, tool, call.input);
  }
  const accessToken = service.requiresConnection
    ? await deps.connections.accessToken({ accountId: task.account_id, environment: task.environment, userId: task.user_id!, service: service.id }, { forceRefresh })
    : '';
  const api = createLiveApi({ baseUrl: deps.providerBaseUrl(service.id), accessToken, signal: call.signal, now: () => deps.clock.now(), fetchPublic: deps.fetchPublic, fetch: deps.fetch });
  return tool.live(structuredClone(call.input), api);
}

const serviceOf = (call: ToolCall): ServiceDef => call.service ?? catalog.getService(call.tool.service)!;

export async function invokeTool(deps: InvokerDeps, call: ToolCall): Promise<unknown> {
  const { task, tool } = call;
  const key = { accountId: task.account_id, environment: task.environment, userId: task.user_id ?? '', service: tool.service };
  if (task.environment === 'test' && call.first && task.sandbox_trigger === 'auth_token_expired') {
    if (task.user_id) await deps.connections.markExpired(key);
    throw new ToolFailure('auth_token_expired', tool.name, 'The access token expired and the refresh was refused (sandbox trigger)');
  }
  let refreshed = false;
  for (let attempt = 0; ; attempt++) {
    try {
      if (task.sandbox_trigger === 'slow' && task.environment === 'test') await sleep(slowCallMs, undefined, { signal: call.signal });
      return await executeOnce(deps, call, refreshed);
    } catch (error) {
      if (call.signal.aborted) throw error;
      if (error instanceof TokenRefreshRefused) {
        await deps.connections.markExpired(key);
        throw new ToolFailure('auth_token_expired', tool.name, 'The access token expired and the provider refused to refresh it', { cause: error });
      }
      if (!(error instanceof ToolError)) throw error;
      if (error.kind === 'invalid_credentials' && !refreshed && task.environment === 'live' && serviceOf(call).requiresConnection) {
        refreshed = true;
        continue;
      }
      if (!isRetryable(error) || attempt >= deps.retryDelaysMs.length) throw failureFromToolError(tool.name, error);
      const asked = (error.retryAfterSeconds ?? 0) * 1000;
      await sleep(Math.min(Math.max(deps.retryDelaysMs[attempt], asked), maxRetryAfterMs), undefined, { signal: call.signal });
    }
  }
}
