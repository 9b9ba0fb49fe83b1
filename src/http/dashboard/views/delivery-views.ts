// One webhook delivery: the exact body that was signed and sent, every attempt, and redeliver.
import type { DashboardSession } from '../../../services/dashboard-users/sessions.ts';
import type { getDelivery } from '../../../services/webhook-deliveries/find-delivery.ts';
import { html } from '../../pages/html.ts';
import { csrfField, dashboardPath, notice, renderDashboard, statusBadge, time } from '../layout.ts';
import { webhooksPath } from './webhooks-views.ts';

type Delivery = Awaited<ReturnType<typeof getDelivery>>;

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function renderDeliveryPage(session: DashboardSession, delivery: Delivery, info?: string): string {
  const attempts = delivery.attempts.length === 0
    ? html`<p class="muted">No attempt yet: it is sent within moments.</p>`
    : html`<div class="table-wrap"><table><thead><tr><th scope="col">#</th><th scope="col">Started</th><th scope="col">Answer</th><th scope="col">Time</th><th scope="col">Response body</th></tr></thead><tbody>
${delivery.attempts.map((a) => html`<tr><th scope="row">${a.attempt}</th><td>${time(a.started_at)}<div class="muted small">${a.url}</div></td>
<td>${a.succeeded ? statusBadge('delivered') : statusBadge('failed')} ${a.status_code === null ? '' : html`HTTP ${a.status_code}`}${a.error ? html`<div class="small">${a.error.code}: ${a.error.message}</div>` : ''}</td>
<td>${a.latency_ms} ms</td><td>${a.response_body ? html`<code class="small">${a.response_body}</code>` : html`<span class="muted">empty</span>`}</td></tr>`)}</tbody></table></div>`;
  const task = delivery.test ? html`<span class="muted">a test event</span>` : html`<a href="${dashboardPath}/tasks/${delivery.task_id}">${delivery.task_id}</a>`;
  const redeliver = delivery.status === 'pending'
    ? html`<p class="muted">Pending: it is sent ${delivery.next_attempt_at ? html`at ${time(delivery.next_attempt_at)}` : 'soon'}.</p>`
    : html`<form method="post" action="${webhooksPath}/deliveries/${delivery.id}/redeliver">${csrfField(session)}<div class="actions"><button class="primary" type="submit">Redeliver</button></div>
<p class="hint">Sends the same body again, with the same <code>webhook-id</code>, for one more round of retries.</p></form>`;
  return renderDashboard(session, 'webhooks', `Delivery ${delivery.id}`, html`<p class="small"><a href="${webhooksPath}">Webhooks</a> / delivery</p>
<h1>${delivery.event} <span id="delivery-status">${statusBadge(delivery.status)}</span></h1>
${notice(info)}
<section class="card"><dl class="facts"><dt>Delivery id (webhook-id)</dt><dd><code>${delivery.id}</code></dd><dt>Task</dt><dd>${task}</dd>
<dt>Created</dt><dd>${time(delivery.created_at)}</dd><dt>Delivered</dt><dd>${time(delivery.delivered_at)}</dd><dt>Attempts</dt><dd>${delivery.attempts.length}</dd></dl>${redeliver}</section>
<h2>Body</h2><pre><code>${prettyJson(delivery.body)}</code></pre>
<h2>Attempts</h2>${attempts}`);
}
