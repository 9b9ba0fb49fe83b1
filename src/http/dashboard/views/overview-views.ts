// The overview: tasks by status, a tasks-per-hour chart (server-drawn SVG, with the same numbers
// as a table for screen readers), and the plan's limits in use.
import type { TaskOverview } from '../../../services/tasks/task-overview.ts';
import type { DashboardSession } from '../../../services/dashboard-users/sessions.ts';
import { html, type Html } from '../../pages/html.ts';
import { dashboardPath, renderDashboard, statusBadge } from '../layout.ts';

function chart(perHour: TaskOverview['per_hour']): Html {
  const width = 720;
  const height = 160;
  const max = Math.max(1, ...perHour.map((h) => h.tasks));
  const slot = width / perHour.length;
  const bars = perHour.map((h, i) => {
    const barHeight = Math.round((h.tasks / max) * (height - 30));
    const x = Math.round(i * slot + 2);
    const label = i % 3 === 0 ? html`<text x="${x}" y="${height - 4}">${h.hour.slice(11, 16)}</text>` : html``;
    return html`<rect class="bar" x="${x}" y="${height - 18 - barHeight}" width="${Math.max(1, Math.round(slot - 4))}" height="${barHeight}"><title>${h.hour.slice(11, 16)} UTC: ${h.tasks} tasks</title></rect>${label}`;
  });
  return html`<svg class="chart" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="chart-title"><title id="chart-title">Tasks created per hour, last 24 hours (most: ${max})</title>
<line x1="0" y1="${height - 18}" x2="${width}" y2="${height - 18}"></line>${bars}</svg>`;
}

export function renderOverview(session: DashboardSession, overview: TaskOverview): string {
  const total = Object.values(overview.by_status).reduce((a, b) => a + b, 0);
  const last24 = overview.per_hour.reduce((a, h) => a + h.tasks, 0);
  const statuses = Object.entries(overview.by_status).map(([status, n]) => html`<li><a href="${dashboardPath}/tasks?status=${status}">${statusBadge(status)}</a> ${n.toLocaleString('en')}</li>`);
  const { running, limit } = overview.concurrency;
  const start = total === 0
    ? html`<div class="empty"><p><strong>No tasks yet</strong></p><p class="muted">Create an <a href="${dashboardPath}/keys">API key</a>, then send a task: <code>POST /v1/tasks</code> with a prompt and a <a href="${dashboardPath}/subagents">subagent</a>. It shows up here at once.</p></div>`
    : html``;
  return renderDashboard(session, 'overview', 'Overview', html`<h1>Overview</h1>
${start}
<div class="grid">
<section class="card" aria-labelledby="t-total"><h2 id="t-total" class="muted small">Tasks</h2><p class="stat">${total.toLocaleString('en')}</p><ul class="tools">${statuses}</ul></section>
<section class="card" aria-labelledby="t-hour"><h2 id="t-hour" class="muted small">Last 24 hours</h2><p class="stat">${last24.toLocaleString('en')}</p><p class="muted small">tasks created</p></section>
<section class="card" aria-labelledby="t-plan"><h2 id="t-plan" class="muted small">Plan: ${overview.plan.name}</h2>
<p><label for="m-conc">Concurrency: ${running} of ${limit} live tasks running</label><meter id="m-conc" min="0" max="${limit}" value="${running}">${running} of ${limit}</meter></p>
<p class="muted small">Rate limit: ${overview.plan.rpm_limit.toLocaleString('en')} API requests a minute.</p></section>
</div>
<section class="card"><h2>Tasks per hour</h2>${chart(overview.per_hour)}
<details><summary>As a table</summary><div class="table-wrap"><table><thead><tr><th scope="col">Hour (UTC)</th><th scope="col">Tasks</th></tr></thead>
<tbody>${overview.per_hour.map((h) => html`<tr><td>${h.hour.slice(0, 13).replace('T', ' ')}:00</td><td>${h.tasks}</td></tr>`)}</tbody></table></div></details></section>`);
}
