// Before a tool that acts for an end user runs: is there a user, is the service configured, and
// does the user's connection carry the scopes? If not, the task waits for consent (asking for the
// union of what was granted and what is needed, K7) or fails with the code that says why.
import type { TaskRow } from '../store/schema.ts';
import { findConnection, grantedScopes, isConnectionUsable } from '../services/connections/find-connection.ts';
import { catalog as builtinCatalog, type Catalog } from '../tools/catalog.ts';
import type { ToolDef } from '../tools/types.ts';
import type { ConnectionGateway } from './connections.ts';
import type { EngineDeps, WaitingInfo } from './state-machine.ts';
import { taskError, type TaskError } from './task-error.ts';

export type Gate = { kind: 'open' } | { kind: 'fail'; error: TaskError } | { kind: 'wait'; waiting: WaitingInfo };

export async function checkConnection(deps: EngineDeps & { connections: ConnectionGateway }, task: TaskRow, tool: ToolDef, catalog: Catalog = builtinCatalog): Promise<Gate> {
  const service = catalog.getService(tool.service)!;
  if (!service.requiresConnection) return { kind: 'open' };
  if (!task.user_id) {
    return { kind: 'fail', error: taskError('user_id_required', `${tool.name} acts for an end user; create the task with a user_id`, tool.name) };
  }
  if (!(await deps.connections.isConfigured(task.account_id, service.id, task.environment))) {
    return { kind: 'fail', error: taskError('service_not_configured', `No OAuth client is configured for ${service.name}`, tool.name) };
  }
  const row = await findConnection(deps.db, { accountId: task.account_id, environment: task.environment, userId: task.user_id, service: service.id });
  if (isConnectionUsable(row, tool.scopes)) return { kind: 'open' };
  const already = row?.status === 'active' ? grantedScopes(row) : [];
  const scopes = [...new Set([...already, ...tool.scopes])].sort();
  const link = await deps.connections.consentLink(task, service.id, scopes);
  const message = row?.status === 'active'
    ? `${service.name} needs more permissions (${tool.scopes.join(', ')}); ask the user to approve them at auth_url`
    : `The user has not connected ${service.name}; ask them to authorize it at auth_url`;
  return { kind: 'wait', waiting: { reason: 'oauth_consent_required', service: service.id, scopes, auth_url: link.url, expires_at: link.expiresAt, message } };
}
