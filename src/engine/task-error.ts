// Task failure codes (spec 7.4, K6-K8, G1) and what a caller can do about each.
/** G1: the agent could not do what the prompt asks, and says why (a model reports them with baton.fail_task). */
export const agentOutcomeCodes = ['target_not_found', 'details_missing', 'outside_capabilities'] as const;

export type AgentOutcomeCode = (typeof agentOutcomeCodes)[number];

export const failureCodes = [
  'auth_token_expired',
  'service_unavailable',
  'rate_limited',
  'invalid_credentials',
  'permission_denied',
  'workflow_depth_exceeded',
  'user_id_required',
  'service_not_configured',
  'model_error',
  'tool_error',
  'timeout',
  'auth_consent_timeout',
  'consent_denied',
  'internal_error',
  'account_disabled',
  ...agentOutcomeCodes,
] as const;

export type FailureCode = (typeof failureCodes)[number];

export interface TaskError {
  code: FailureCode;
  message: string;
  tool?: string;
  recoverable: boolean;
  suggestion?: string;
}

const guidance: Record<FailureCode, { recoverable: boolean; suggestion: string }> = {
  auth_token_expired: { recoverable: true, suggestion: 'Ask the user to connect the service again; the next task will wait for their consent.' },
  service_unavailable: { recoverable: true, suggestion: 'The service is having problems; retry the task later.' },
  rate_limited: { recoverable: true, suggestion: "The service's rate limit was reached; retry the task after a pause." },
  invalid_credentials: { recoverable: true, suggestion: 'Ask the user to reconnect the service.' },
  permission_denied: { recoverable: true, suggestion: 'The connection lacks a permission the tool needs; ask the user to grant it.' },
  workflow_depth_exceeded: { recoverable: false, suggestion: 'Split the work into smaller tasks.' },
  user_id_required: { recoverable: false, suggestion: "Send the end user's user_id with tasks that touch their services." },
  service_not_configured: { recoverable: false, suggestion: "Configure the service's OAuth client (see docs/connections.md)." },
  model_error: { recoverable: true, suggestion: 'The language model provider failed; retry the task later.' },
  tool_error: { recoverable: false, suggestion: 'Check the prompt for the details the tool needs.' },
  timeout: { recoverable: true, suggestion: 'Retry the task, or split it into smaller tasks.' },
  auth_consent_timeout: { recoverable: true, suggestion: 'Create the task again and present the new consent link to the user.' },
  consent_denied: { recoverable: true, suggestion: 'The user declined; create the task again if they change their mind.' },
  internal_error: { recoverable: true, suggestion: 'Retry the task; if it keeps failing, check the server logs.' },
  account_disabled: { recoverable: false, suggestion: "The account was disabled by the service's operator; ask them to enable it again." },
  target_not_found: { recoverable: true, suggestion: 'Check the name of what the prompt refers to (repository, channel, event, page, issue), or create it first, then run the task again.' },
  details_missing: { recoverable: true, suggestion: 'Say in the prompt exactly which object to use and every detail the work needs, then run the task again.' },
  outside_capabilities: { recoverable: false, suggestion: "Use a subagent whose tools can do this, or change the subagent's prompt so it gets them." },
};

/** `suggestion` replaces the code's general advice when the one failing knows better (e.g. the model). */
export function taskError(code: FailureCode, message: string, tool?: string, suggestion?: string): TaskError {
  return { code, message, ...(tool ? { tool } : {}), ...guidance[code], ...(suggestion ? { suggestion } : {}) };
}

/** Every unfinished task of an account fails with this when the account is disabled. */
export const accountDisabledError = (): TaskError => taskError('account_disabled', 'The account was disabled by its operator');
