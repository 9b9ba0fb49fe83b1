// One task: what it is, how it ended (result, error, or what it waits for), and its trace drawn as
// a timeline. While the task has not ended the page says so with [data-live]: the script fetches
// the page again and swaps the [data-live-part] elements; without the script the page reloads itself.
import type { DashboardSession } from '../../../services/dashboard-users/sessions.ts';
import type { getTask } from '../../../services/tasks/find-task.ts';
import type { getTrace } from '../../../services/tasks/get-trace.ts';
import { html, type Html } from '../../pages/html.ts';
import { csrfField, dashboardPath, notice, renderDashboard, statusBadge, time } from '../layout.ts';
import { tasksPath } from './tasks-views.ts';

type Task = Awaited<ReturnType<typeof getTask>>;
type Trace = Awaited<ReturnType<typeof getTrace>>;

export interface TaskPageView {
  task: Task;
  trace: Trace;
  info?: string;
  error?: string;
}

const finals = ['complete', 'failed', 'cancelled'];

function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

function seconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

function facts(task: Task, trace: Trace): Html {
  const ended = task.completed_at ?? task.failed_at ?? task.cancelled_at;
  return html`<section class="card" id="task-facts" data-live-part aria-label="Facts"><dl class="facts">
<dt>Status</dt><dd><span id="task-status" class="badge s-${task.status}">${task.status}</span></dd>
<dt>Subagent</dt><dd><a href="${dashboardPath}/subagents/${task.sub_agent}">${task.sub_agent}</a></dd>
<dt>End user</dt><dd>${task.user_id === null ? html`<span class="muted">none</span>` : html`<a href="${dashboardPath}/connections?user_id=${encodeURIComponent(task.user_id)}">${task.user_id}</a>`}</dd>
<dt>Environment</dt><dd>${task.environment}${task.mode === 'test' ? ' (test mode: planned, no tool called)' : ''}</dd>
<dt>Created</dt><dd>${time(task.created_at)}</dd>
${ended ? html`<dt>${task.status === 'complete' ? 'Completed' : task.status === 'failed' ? 'Failed' : 'Cancelled'}</dt><dd>${time(ended)}</dd>` : ''}
<dt>Time</dt><dd id="task-duration">${seconds(trace.total_duration_ms)}${ended ? '' : ' so far'}</dd>
</dl></section>`;
}

function outcome(task: Task): Html {
  if (task.status === 'complete') {
    const result = task.result as { summary?: unknown } | null;
    const summary = typeof result?.summary === 'string' ? html`<p>${result.summary}</p>` : html``;
    return html`<section class="card" id="task-outcome" data-live-part><h2>Result</h2>${summary}<details${summary.text ? '' : html` open`}><summary>Result as JSON</summary><pre><code>${json(task.result)}</code></pre></details></section>`;
  }
  if (task.status === 'failed' && task.error) {
    const { code, message, suggestion, recoverable, tool } = task.error as { code: string; message: string; suggestion?: string; recoverable: boolean; tool?: string };
    return html`<section class="card" id="task-outcome" data-live-part><h2>Error</h2>
<p><code>${code}</code>${tool ? html` in <code>${tool}</code>` : ''}: ${message}</p>
${suggestion ? html`<p class="muted">${suggestion}</p>` : ''}<p class="small muted">${recoverable ? 'Recoverable: the same work with a corrected prompt or fresh consent can succeed.' : 'Not recoverable as it is.'}</p></section>`;
  }
  if (task.status === 'waiting' && task.waiting) {
    const w = task.waiting as { reason: string; service: string; scopes: string[]; auth_url: string; expires_at: string; message: string };
    return html`<section class="card" id="task-outcome" data-live-part><h2>Waiting for ${w.service}</h2><p>${w.message}</p>
<dl class="facts"><dt>Reason</dt><dd><code>${w.reason}</code></dd><dt>Scopes</dt><dd>${w.scopes.join(', ') || 'none'}</dd><dt>Until</dt><dd>${time(w.expires_at)}</dd></dl>
<p>Give the end user this consent link; the task resumes when they approve:</p>
<div class="secret"><code id="auth-url">${w.auth_url}</code><button type="button" data-copy="auth-url" hidden>Copy</button></div></section>`;
  }
  if (task.status === 'cancelled') return html`<section class="card" id="task-outcome" data-live-part><h2>Cancelled</h2><p class="muted">No step ran after the cancel.</p></section>`;
  return html`<section class="card" id="task-outcome" data-live-part><p class="muted">${task.status === 'pending' ? 'Pending: it starts when one of the plan\'s concurrency slots frees.' : 'Running. This page updates by itself.'}</p></section>`;
}

/** Each step as a row, with a bar of its time at its place in the task's time (the gaps are the model thinking). */
function timeline(trace: Trace): Html {
  if (trace.steps.length === 0) return html`<section id="task-timeline" data-live-part><h2>Trace</h2><p class="muted">No steps yet.</p></section>`;
  const total = Math.max(1, trace.total_duration_ms, trace.steps.reduce((sum, s) => sum + s.duration_ms, 0));
  let offset = 0;
  const items = trace.steps.map((step, i) => {
    const width = step.status === 'running' ? Math.max(0, total - offset) : step.duration_ms;
    const bar = html`<svg class="span" viewBox="0 0 1000 10" preserveAspectRatio="none" aria-hidden="true"><rect class="st-${step.status}" x="${Math.round((offset / total) * 1000)}" y="0" width="${Math.max(4, Math.round((width / total) * 1000))}" height="10"></rect></svg>`;
    offset += step.duration_ms;
    return html`<li class="st-${step.status}"><span class="step">${i + 1}. <code>${step.tool}</code></span> ${step.action} ${statusBadge(step.status)} <span class="muted small">${step.status === 'running' ? 'running' : seconds(step.duration_ms)}</span>
${step.note ? html`<div class="muted small">${step.note}</div>` : ''}${bar}</li>`;
  });
  return html`<section id="task-timeline" data-live-part><h2>Trace</h2><p class="muted small">One row per step, in order; each bar is the step's time within the task's ${seconds(total)}.</p>
<ol class="timeline" id="timeline" data-steps="${trace.steps.length}">${items}</ol></section>`;
}

export function renderTaskPage(session: DashboardSession, view: TaskPageView): string {
  const { task, trace } = view;
  const live = !finals.includes(task.status);
  // A waiting task may wait for a day: it is looked at less often than a running one.
  const everySeconds = task.status === 'waiting' ? 10 : 1;
  const cancel = live
    ? html`<form id="task-cancel" data-live-part method="post" action="${tasksPath}/${task.id}/cancel" data-confirm="Cancel this task? The tool call in flight is aborted.">${csrfField(session)}<button class="danger" type="submit">Cancel task</button></form>`
    : html``;
  const metadata = Object.keys(task.metadata as object).length ? html`<details class="card"><summary>Metadata</summary><pre><code>${json(task.metadata)}</code></pre></details>` : html``;
  return renderDashboard(session, 'tasks', `Task ${task.id}`, html`<p class="small"><a href="${tasksPath}">Tasks</a> / task</p>
<div class="title-row"><h1><code>${task.id}</code></h1>${cancel}</div>
${notice(view.info)}${notice(view.error, 'error')}
<p id="live-status" class="visually-hidden" aria-live="polite"${live ? html` data-live="${tasksPath}/${task.id}" data-live-seconds="${everySeconds}"` : ''}></p>
${facts(task, trace)}${outcome(task)}${timeline(trace)}${metadata}
<p class="small"><a href="${dashboardPath}/webhooks?task_id=${task.id}">Webhook deliveries of this task</a> · API: <code>GET /v1/tasks/${task.id}</code></p>`, live ? { noscriptRefreshSeconds: Math.max(2, everySeconds) } : undefined);
}
