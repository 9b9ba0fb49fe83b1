// The "connection granted" verb: store the end user's tokens (the new grant replaces the old, K7)
// and resume every task of theirs that was waiting for this service and is now covered.
import { resumeWaitingTask, transitionTask, TransitionConflict } from '../../engine/state-machine.ts';
import { taskError } from '../../engine/task-error.ts';
import { inTransaction } from '../../store/open-store.ts';
import type { ServiceContext } from '../context.ts';
import { withDb } from '../context.ts';
import { findConnection, isConnectionUsable, type ConnectionKey } from './find-connection.ts';
import { sealToken } from './token-seal.ts';

export interface Grant {
  scopes: string[];
  accessToken: string;
  refreshToken?: string;
  expiresAt?: Date;
}

async function waitingTasksFor(ctx: ServiceContext, key: ConnectionKey) {
  const rows = await ctx.db
    .selectFrom('tasks')
    .selectAll()
    .where('account_id', '=', key.accountId)
    .where('environment', '=', key.environment)
    .where('user_id', '=', key.userId)
    .where('status', '=', 'waiting')
    .orderBy('created_at')
    .execute();
  return rows.filter((task) => JSON.parse(task.waiting_json ?? '{}').service === key.service);
}

export interface GrantOptions {
  /**
   * The task whose consent link produced this grant: resumed even when the provider granted fewer
   * scopes than asked, so its next run parks it again with a fresh link (K7) instead of leaving it
   * waiting on a link that is already used.
   */
  resumeTaskId?: string | null;
}

export async function grantConnection(ctx: ServiceContext, key: ConnectionKey, grant: Grant, options: GrantOptions = {}): Promise<{ resumed: string[] }> {
  return inTransaction(ctx.db, async (db) => {
    const tx = withDb(ctx, db);
    const now = ctx.clock.now().toISOString();
    const values = {
      scopes_json: JSON.stringify([...new Set(grant.scopes)].sort()),
      status: 'active' as const,
      access_token_sealed: sealToken(ctx.keyRing, key, 'access', grant.accessToken),
      refresh_token_sealed: grant.refreshToken ? sealToken(ctx.keyRing, key, 'refresh', grant.refreshToken) : null,
      expires_at: grant.expiresAt?.toISOString() ?? null,
      updated_at: now,
      revoked_at: null,
    };
    const existing = await findConnection(db, key);
    if (existing) {
      await db
        .updateTable('connections')
        .set(values)
        .where('account_id', '=', key.accountId)
        .where('environment', '=', key.environment)
        .where('user_id', '=', key.userId)
        .where('service', '=', key.service)
        .execute();
    } else {
      await db.insertInto('connections').values({ account_id: key.accountId, environment: key.environment, user_id: key.userId, service: key.service, created_at: now, ...values }).execute();
    }
    const connection = await findConnection(db, key);
    const resumed: string[] = [];
    for (const task of await waitingTasksFor(tx, key)) {
      const needed = JSON.parse(task.waiting_json ?? '{}').scopes as string[];
      if (!isConnectionUsable(connection, needed) && task.id !== options.resumeTaskId) continue;
      try {
        await resumeWaitingTask(tx, task);
        resumed.push(task.id);
      } catch (error) {
        if (!(error instanceof TransitionConflict)) throw error;
      }
    }
    return { resumed };
  });
}

/** The user declined the consent link of one task: that task fails consent_denied (K6). */
export async function denyConnection(ctx: ServiceContext, key: ConnectionKey, taskId: string): Promise<{ failed: string[] }> {
  return inTransaction(ctx.db, async (db) => {
    const tx = withDb(ctx, db);
    const failed: string[] = [];
    for (const task of (await waitingTasksFor(tx, key)).filter((t) => t.id === taskId)) {
      try {
        await transitionTask(tx, task, { to: 'failed', error: taskError('consent_denied', `The user declined to connect ${key.service}`) });
        failed.push(task.id);
      } catch (error) {
        if (!(error instanceof TransitionConflict)) throw error;
      }
    }
    return { failed };
  });
}
