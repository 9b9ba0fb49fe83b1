// Sandbox triggers (decisions.md): a test-environment prompt may carry one [sandbox:NAME] to make
// sandboxed services misbehave on purpose. Live keys ignore them.
import { ServiceError } from '../lib/errors.ts';

export const sandboxTriggers = [
  'service_unavailable',
  'rate_limited',
  'invalid_credentials',
  'permission_denied',
  'auth_token_expired',
  'workflow_depth',
  'slow',
  'not_found',
] as const;

export type SandboxTrigger = (typeof sandboxTriggers)[number];

const pattern = /\[sandbox:([^\]]*)\]/g;

export function parseSandboxTrigger(prompt: string, environment: 'test' | 'live'): SandboxTrigger | null {
  if (environment !== 'test') return null;
  const names = [...prompt.matchAll(pattern)].map((m) => m[1]);
  if (names.length === 0) return null;
  if (names.length > 1) throw new ServiceError('validation_failed', 'a prompt may contain one [sandbox:NAME] trigger', { param: 'prompt' });
  if (!(sandboxTriggers as readonly string[]).includes(names[0])) {
    throw new ServiceError('validation_failed', `unknown sandbox trigger ${names[0]}; use one of ${sandboxTriggers.join(', ')}`, { param: 'prompt' });
  }
  return names[0] as SandboxTrigger;
}

// Input fields that name what a tool acts on, across the built-in tools (owner/repo, channel,
// calendarId, eventId, issue ids, page ids, message ids, url...).
const TARGET_FIELD = /^(owner|repo|channel|url|team|teamId|calendarId)$|(_number|_id|Id)$|^id$/;

/** What `[sandbox:not_found]` says is missing: the call's target fields, or the tool when it has none. */
export function missingTarget(tool: string, input: Record<string, unknown>): string {
  const named = Object.entries(input).filter(([field, value]) => TARGET_FIELD.test(field) && (typeof value === 'string' || typeof value === 'number'));
  const what = named.map(([field, value]) => `${field} ${JSON.stringify(value)}`).join(', ');
  return `Not found: the target of ${tool}${what ? ` (${what})` : ''} does not exist (sandbox trigger)`;
}
