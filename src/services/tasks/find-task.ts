// A task of the calling account, or 404 task_not_found (A5: another account's id is not found).
import { ServiceError } from '../../lib/errors.ts';
import { preparedQuery } from '../../store/prepared-query.ts';
import type { TaskRow } from '../../store/schema.ts';
import type { AccountContext } from '../context.ts';
import { taskView, taskViewColumns } from './task-view.ts';

export async function getTaskRow(ctx: AccountContext, id: string): Promise<TaskRow> {
  const task = await ctx.db.selectFrom('tasks').selectAll().where('id', '=', id).where('account_id', '=', ctx.account.id).executeTakeFirst();
  if (!task) throw new ServiceError('task_not_found', `No task with id ${id}`, { param: 'task_id' });
  return task;
}

// The read a polling client makes most, prepared once (src/store/prepared-query.ts).
const selectTaskView = preparedQuery((db, p: { id: string; accountId: string }) =>
  db.selectFrom('tasks').select(taskViewColumns).where('id', '=', p.id).where('account_id', '=', p.accountId),
);

export async function getTask(ctx: AccountContext, id: string) {
  const [task] = await selectTaskView(ctx.db, { id, accountId: ctx.account.id });
  if (!task) throw new ServiceError('task_not_found', `No task with id ${id}`, { param: 'task_id' });
  return taskView(task);
}
