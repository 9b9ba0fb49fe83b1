// The task list: the API's filters (status, subagent, end user), newest first, a page at a time.
import type { DashboardSession } from '../../../services/dashboard-users/sessions.ts';
import type { ListTasksQuery, listTasks } from '../../../services/tasks/list-tasks.ts';
import { taskStatuses } from '../../../services/tasks/task-overview.ts';
import { html, type Html } from '../../pages/html.ts';
import { choice, dashboardPath, emptyState, pager, renderDashboard, statusBadge, time } from '../layout.ts';

export const tasksPath = `${dashboardPath}/tasks`;

type TaskPage = Awaited<ReturnType<typeof listTasks>>;

function row(task: TaskPage['data'][number]): Html {
  return html`<tr><th scope="row"><a href="${tasksPath}/${task.id}"><code>${task.id}</code></a></th><td>${statusBadge(task.status)}</td>
<td><a href="${tasksPath}?sub_agent=${encodeURIComponent(task.sub_agent)}">${task.sub_agent}</a></td>
<td>${task.user_id === null ? html`<span class="muted">none</span>` : html`<a href="${tasksPath}?user_id=${encodeURIComponent(task.user_id)}">${task.user_id}</a>`}</td>
<td class="hide-narrow">${task.environment}${task.mode === 'test' ? html` · test mode` : ''}</td><td>${time(task.created_at)}</td></tr>`;
}

export function renderTasksPage(session: DashboardSession, query: ListTasksQuery, tasks: TaskPage): string {
  const filtered = query.status !== undefined || query.sub_agent !== undefined || query.user_id !== undefined;
  const filters = html`<form class="filters card" method="get" action="${tasksPath}" role="search" aria-label="Filter tasks">
${choice('status', 'Status', taskStatuses, query.status)}
<div><label for="f-sub_agent">Subagent</label><input id="f-sub_agent" name="sub_agent" type="text" value="${query.sub_agent ?? ''}" autocomplete="off"></div>
<div><label for="f-user_id">End user</label><input id="f-user_id" name="user_id" type="text" value="${query.user_id ?? ''}" autocomplete="off"></div>
<div><button type="submit">Filter</button>${filtered ? html` <a href="${tasksPath}">Clear</a>` : ''}</div></form>`;
  const table = tasks.data.length === 0
    ? filtered
      ? emptyState('No tasks match', html`Change or <a href="${tasksPath}">clear the filters</a>.`)
      : emptyState('No tasks yet', html`Create an <a href="${dashboardPath}/keys">API key</a> and send <code>POST /v1/tasks</code> with a prompt and a <a href="${dashboardPath}/subagents">subagent</a>; it shows up here at once.`)
    : html`<div class="table-wrap"><table><thead><tr><th scope="col">Task</th><th scope="col">Status</th><th scope="col">Subagent</th><th scope="col">End user</th><th scope="col" class="hide-narrow">Environment</th><th scope="col">Created</th></tr></thead>
<tbody>${tasks.data.map(row)}</tbody></table></div>`;
  const limit = query.limit ?? 20;
  return renderDashboard(session, 'tasks', 'Tasks', html`<h1>Tasks</h1>${filters}${table}
${pager(tasksPath, { status: query.status, sub_agent: query.sub_agent, user_id: query.user_id, limit: query.limit }, { offset: query.offset ?? 0, limit, hasMore: tasks.has_more })}`);
}
