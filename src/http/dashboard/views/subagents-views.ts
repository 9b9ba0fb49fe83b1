// The subagents page: the account's custom subagents and the prebuilt ones (the API's filters),
// and the deploy form with its tool preview.
import type { DashboardSession } from '../../../services/dashboard-users/sessions.ts';
import type { ListSubagentsQuery, listSubagents } from '../../../services/subagents/list-subagents.ts';
import { html, type Html } from '../../pages/html.ts';
import { choice, csrfField, dashboardPath, emptyState, notice, pager, renderDashboard, statusBadge, time } from '../layout.ts';
import { previewPart, promptField, type Preview } from './prompt-editor.ts';

export const subagentsPath = `${dashboardPath}/subagents`;

type SubagentPage = Awaited<ReturnType<typeof listSubagents>>;

export interface SubagentsPageView {
  query: ListSubagentsQuery;
  subagents: SubagentPage;
  form?: { name: string; prompt: string };
  preview?: Preview;
  error?: string;
}

function row(item: SubagentPage['data'][number]): Html {
  return html`<tr><th scope="row"><a href="${subagentsPath}/${item.id}">${item.id}</a></th><td>${statusBadge(item.type)}</td><td>${item.tools_available}</td>
<td>${statusBadge(item.status)}</td><td>${time(item.created_at)}</td></tr>`;
}

export function renderSubagentsPage(session: DashboardSession, view: SubagentsPageView): string {
  const { query, subagents } = view;
  const filtered = query.type !== undefined || query.status !== undefined;
  const filters = html`<form class="filters card" method="get" action="${subagentsPath}" role="search" aria-label="Filter subagents">
${choice('type', 'Type', ['custom', 'prebuilt'], query.type)}${choice('status', 'Status', ['deployed', 'deleted'], query.status)}
<div><button type="submit">Filter</button>${filtered ? html` <a href="${subagentsPath}">Clear</a>` : ''}</div></form>`;
  const table = subagents.data.length === 0
    ? emptyState(query.type === 'custom' || query.status === 'deleted' ? 'None here' : 'No subagents', 'Deploy one below: give it a name and say what it is for.')
    : html`<div class="table-wrap"><table><thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Tools</th><th scope="col">Status</th><th scope="col">Created</th></tr></thead>
<tbody>${subagents.data.map(row)}</tbody></table></div>`;
  const form = view.form ?? { name: '', prompt: '' };
  return renderDashboard(session, 'subagents', 'Subagents', html`<h1>Subagents</h1>
<p class="muted">A task names a subagent; the subagent's prompt decides which tools the task may use. Prebuilt subagents come with Baton and cannot be changed.</p>
${filters}${table}
${pager(subagentsPath, { type: query.type, status: query.status, limit: query.limit }, { offset: query.offset ?? 0, limit: query.limit ?? 20, hasMore: subagents.has_more })}
<h2 id="deploy">Deploy a subagent</h2>
${notice(view.error, 'error')}
<div class="editor"><form class="card" method="post" action="${subagentsPath}">${csrfField(session)}
<label for="name">Name</label>
<input id="name" name="name" type="text" required value="${form.name}" autocomplete="off" aria-describedby="name-hint">
<p class="hint" id="name-hint">1 to 64 of a-z, 0-9, - and _, starting with a letter or digit. Tasks use it as <code>sub_agent</code>.</p>
${promptField(form.prompt)}
<div class="actions"><button class="primary" type="submit" name="intent" value="deploy">Deploy</button><button type="submit" name="intent" value="preview" formnovalidate>Preview tools</button></div>
</form>
${previewPart(view.preview, 'Type a prompt: the tools it would get, and why, appear here.')}</div>`);
}
