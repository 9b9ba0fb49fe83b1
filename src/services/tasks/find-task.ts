// A task of the calling account, or 404 task_not_found (A5: another account's id is not found).
import { ServiceError } from '../../lib/errors.ts';
import type { TaskRow } from '../../store/schema.ts';
import type { AccountContext } from '../context.ts';
import { taskView, taskViewColumns } from './task-view.ts';

export async function getTaskRow(ctx: AccountContext, id: string): Promise<TaskRow> {
  const task = await ctx.db.selectFrom('tasks').selectAll().where('id', '=', id).where('account_id', '=', ctx.account.id).executeTakeFirst();
  if (!task) throw new ServiceError('task_not_found', `No task with id ${id}`, { param: 'task_id' });
  return task;
}

export async function getTask(ctx: AccountContext, id: string) {
  const task = await ctx.db.selectFrom('tasks').select(taskViewColumns).where('id', '=', id).where('account_id', '=', ctx.account.id).executeTakeFirst();
  if (!task) throw new ServiceError('task_not_found', `No task with id ${id}`, { param: 'task_id' });
  return taskView(task);
}
