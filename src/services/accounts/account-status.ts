// What a disabled account may no longer do (issue 12): its end users' pages answer account_disabled,
// and disabling fails every task it has not finished, so nothing keeps running on its behalf.
import type { Kysely } from 'kysely';
import { transitionTask, TransitionConflict } from '../../engine/state-machine.ts';
import { accountDisabledError } from '../../engine/task-error.ts';
import { ServiceError } from '../../lib/errors.ts';
import type { Database, TaskStatus } from '../../store/schema.ts';
import type { ServiceContext } from '../context.ts';

/** For links an end user opens: the application behind them must still be active. */
export async function assertAccountActive(db: Kysely<Database>, accountId: string): Promise<void> {
  const account = await db.selectFrom('accounts').select('status').where('id', '=', accountId).executeTakeFirst();
  if (account?.status !== 'active') {
    throw new ServiceError('account_disabled', 'The application that gave you this link has been disabled, so the link no longer works.');
  }
}

// Pending first, so a slot freed by a failing task is never handed to another of the account's tasks.
const unfinished: readonly TaskStatus[] = ['pending', 'waiting', 'running'];
const batchSize = 500;

/**
 * Fails the account's pending, waiting and running tasks with account_disabled (each a normal
 * transition: trace closed, task.failed event), and tells the workers running one to abort it.
 * Tasks that move while this runs are picked up by the next round.
 */
export async function failAccountTasks(ctx: ServiceContext, accountId: string): Promise<number> {
  const error = accountDisabledError();
  let failed = 0;
  for (;;) {
    const tasks = await ctx.db.selectFrom('tasks').selectAll().where('account_id', '=', accountId).where('status', 'in', unfinished).limit(batchSize).execute();
    if (tasks.length === 0) return failed;
    tasks.sort((a, b) => unfinished.indexOf(a.status) - unfinished.indexOf(b.status));
    for (const task of tasks) {
      try {
        await transitionTask(ctx, task, { to: 'failed', error });
        failed++;
      } catch (caught) {
        if (!(caught instanceof TransitionConflict)) throw caught;
        continue; // it moved on; the next round sees its new status
      }
      if (task.status === 'running') await ctx.notifier.notify(ctx.db, 'baton_cancel', task.id);
    }
  }
}
