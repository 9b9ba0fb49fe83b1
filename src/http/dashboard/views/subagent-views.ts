// One subagent: its prompt and the tools it has and why; for a deployed custom one, the prompt
// editor with its preview, and delete.
import type { DashboardSession } from '../../../services/dashboard-users/sessions.ts';
import type { getSubagent } from '../../../services/subagents/find-subagent.ts';
import { html, type Html } from '../../pages/html.ts';
import { csrfField, dashboardPath, notice, renderDashboard, statusBadge, time } from '../layout.ts';
import { previewPart, promptField, toolList, type Preview } from './prompt-editor.ts';
import { subagentsPath } from './subagents-views.ts';

type Subagent = Awaited<ReturnType<typeof getSubagent>>;

export interface SubagentPageView {
  subagent: Subagent;
  prompt?: string;
  preview?: Preview;
  info?: string;
  error?: string;
}

function editor(session: DashboardSession, view: SubagentPageView): Html {
  const { subagent } = view;
  if (subagent.type === 'prebuilt') return html`<p class="muted">Prebuilt subagents come with Baton and cannot be changed. <a href="${subagentsPath}#deploy">Deploy your own</a> to choose its prompt.</p>`;
  if (subagent.status === 'deleted') return html`<p class="muted">Deleted ${time(subagent.deleted_at)}. Tasks that ran on it keep their history; <a href="${subagentsPath}#deploy">deploy the name again</a> to use it.</p>`;
  return html`<h2>Edit the prompt</h2>
<div class="editor"><form class="card" method="post" action="${subagentsPath}/${subagent.id}">${csrfField(session)}
${promptField(view.prompt ?? subagent.prompt)}
<div class="actions"><button class="primary" type="submit" name="intent" value="save">Save prompt</button><button type="submit" name="intent" value="preview" formnovalidate>Preview tools</button></div>
</form>
${previewPart(view.preview, 'Change the prompt: the tools it would get, and why, appear here before you save.')}</div>
<form method="post" action="${subagentsPath}/${subagent.id}/delete" data-confirm="Delete ${subagent.id}? New tasks for it are refused; running ones finish.">${csrfField(session)}
<div class="actions"><button class="danger" type="submit">Delete subagent</button></div></form>`;
}

export function renderSubagentPage(session: DashboardSession, view: SubagentPageView): string {
  const { subagent } = view;
  return renderDashboard(session, 'subagents', subagent.id, html`<p class="small"><a href="${subagentsPath}">Subagents</a> / subagent</p>
<h1>${subagent.id} ${statusBadge(subagent.type)} ${statusBadge(subagent.status)}</h1>
${notice(view.info)}${notice(view.error, 'error')}
<section class="card"><dl class="facts"><dt>Created</dt><dd>${time(subagent.created_at)}</dd><dt>Tools</dt><dd>${subagent.tools_available}</dd>
<dt>Tasks</dt><dd><a href="${dashboardPath}/tasks?sub_agent=${subagent.id}">Tasks on ${subagent.id}</a></dd></dl>
<h2>Prompt</h2><pre id="current-prompt">${subagent.prompt}</pre></section>
<section class="card" id="current-tools"><h2>Its tools, and why</h2>${toolList(subagent.tool_matches)}</section>
${editor(session, view)}`);
}
