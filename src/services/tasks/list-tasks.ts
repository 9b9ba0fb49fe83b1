// GET /v1/tasks: newest first (K11), filtered by status, sub_agent and user_id.
import type { TaskStatus } from '../../store/schema.ts';
import type { AccountContext } from '../context.ts';
import { collection, pageOf } from '../shared/pagination.ts';
import { taskListItem, taskViewColumns } from './task-view.ts';

export interface ListTasksQuery {
  status?: TaskStatus;
  sub_agent?: string;
  user_id?: string;
  limit?: number;
  offset?: number;
}

export async function listTasks(ctx: AccountContext, query: ListTasksQuery) {
  const page = pageOf(query);
  let select = ctx.db.selectFrom('tasks').select(taskViewColumns).where('account_id', '=', ctx.account.id);
  if (query.status) select = select.where('status', '=', query.status);
  if (query.sub_agent) select = select.where('sub_agent', '=', query.sub_agent);
  if (query.user_id) select = select.where('user_id', '=', query.user_id);
  const rows = await select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit + 1).offset(page.offset).execute();
  return collection(rows.map(taskListItem), page);
}
