// The webhook page: the endpoint (URL, reveal and rotate the secret, a test event) and the delivery
// log with the API's filters. A secret appears only in the answer to the form that asked for it.
import type { DashboardSession } from '../../../services/dashboard-users/sessions.ts';
import { deliveryStatuses, eventNames, type DeliveryItem } from '../../../services/webhook-deliveries/delivery-view.ts';
import type { ListDeliveriesQuery } from '../../../services/webhook-deliveries/list-deliveries.ts';
import { html, type Html } from '../../pages/html.ts';
import { choice, csrfField, dashboardPath, emptyState, notice, pager, renderDashboard, statusBadge, time } from '../layout.ts';

export const webhooksPath = `${dashboardPath}/webhooks`;

export interface TestEventOutcome {
  id: string;
  url: string;
  succeeded: boolean;
  status_code: number | null;
  latency_ms: number;
  error: { code: string; message: string } | null;
}

export interface WebhooksPageView {
  endpoint: { url: string; updated_at: string } | null;
  deliveries: { data: DeliveryItem[]; has_more: boolean };
  query: ListDeliveriesQuery;
  /** The secret, in the answer to set, reveal or rotate only. */
  secret?: { value: string; why: string };
  tested?: TestEventOutcome;
  urlInput?: string;
  error?: string;
}

function secretCard(secret: NonNullable<WebhooksPageView['secret']>): Html {
  return html`<div class="card" role="status"><h2>Signing secret</h2>
<p>${secret.why} Keep it in your receiver's configuration; it is not shown again unless you reveal it.</p>
<div class="secret"><code id="webhook-secret">${secret.value}</code><button type="button" data-copy="webhook-secret" hidden>Copy</button></div>
<p class="hint">Each request carries <code>X-Service-Signature</code> (hex HMAC-SHA256 of the raw body with this whole string as the key) and the Standard Webhooks headers. See <a href="https://github.com/standard-webhooks/standard-webhooks">Standard Webhooks</a> for libraries.</p></div>`;
}

function testedCard(tested: TestEventOutcome): Html {
  const outcome = tested.succeeded
    ? html`<p>${statusBadge('delivered')} Your endpoint answered HTTP 200 in ${tested.latency_ms} ms.</p>`
    : html`<p>${statusBadge('undeliverable')} ${tested.error?.code ?? 'failed'}: ${tested.error?.message ?? ''}${tested.status_code === null ? '' : html` (HTTP ${tested.status_code})`}</p>`;
  return html`<div class="card" role="status" id="test-result"><h2>Test event ${tested.id}</h2>${outcome}
<p class="muted small">Sent once to ${tested.url}, never retried; it is in the delivery log below.</p></div>`;
}

function endpointCard(session: DashboardSession, view: WebhooksPageView): Html {
  const urlForm = (label: string, hint: string) => html`<form method="post" action="${webhooksPath}/endpoint">${csrfField(session)}
<label for="endpoint-url">Endpoint URL</label>
<input id="endpoint-url" name="url" type="url" required placeholder="https://example.com/baton/webhooks" value="${view.urlInput ?? view.endpoint?.url ?? ''}" aria-describedby="endpoint-hint">
<p class="hint" id="endpoint-hint">${hint}</p>
<div class="actions"><button class="primary" type="submit">${label}</button></div></form>`;
  if (!view.endpoint) {
    return html`${emptyState('No webhook endpoint yet', 'Baton can tell your application when a task completes, fails, waits for consent or makes progress. Give it an HTTPS address that answers 200.')}
<section class="card">${urlForm('Save endpoint', 'Saving creates the signing secret and shows it once.')}</section>`;
  }
  const action = (path: string, label: string, confirm?: string) =>
    html`<form class="inline" method="post" action="${webhooksPath}/${path}"${confirm ? html` data-confirm="${confirm}"` : ''}>${csrfField(session)}<button type="submit">${label}</button></form>`;
  return html`<section class="card" aria-labelledby="endpoint-title"><h2 id="endpoint-title">Endpoint</h2>
<dl class="facts"><dt>URL</dt><dd><code id="current-url">${view.endpoint.url}</code></dd><dt>Last changed</dt><dd>${time(view.endpoint.updated_at)}</dd></dl>
<div class="actions">${action('test', 'Send test event')}${action('reveal', 'Reveal secret')}${action('rotate', 'Rotate secret', 'Rotate the secret? Deliveries are signed with the new one at once; update your receiver.')}</div>
<details${view.urlInput ? html` open` : ''}><summary>Change the URL</summary>${urlForm('Save URL', 'A new URL gets a new signing secret, shown once.')}</details></section>`;
}

function deliveryRow(session: DashboardSession, item: DeliveryItem): Html {
  const task = item.test ? html`<span class="muted">test event</span>` : html`<a href="${dashboardPath}/tasks/${item.task_id}">${item.task_id}</a>`;
  const redeliver = item.status === 'pending'
    ? html`<span class="muted small">on its way</span>`
    : html`<form class="inline" method="post" action="${webhooksPath}/deliveries/${item.id}/redeliver">${csrfField(session)}<button type="submit" aria-label="Redeliver ${item.id}">Redeliver</button></form>`;
  return html`<tr data-delivery="${item.id}"><th scope="row"><a href="${webhooksPath}/deliveries/${item.id}">${item.event}</a><div class="muted small">${item.id}</div></th>
<td>${task}</td><td>${statusBadge(item.status)}</td><td>${item.attempts}</td><td>${time(item.created_at)}</td><td>${redeliver}</td></tr>`;
}

function deliveryLog(session: DashboardSession, view: WebhooksPageView): Html {
  const { query } = view;
  const filtered = query.status !== undefined || query.event !== undefined || query.task_id !== undefined;
  const filters = html`<form class="filters card" method="get" action="${webhooksPath}" role="search" aria-label="Filter deliveries">
${choice('status', 'Status', deliveryStatuses, query.status)}${choice('event', 'Event', eventNames, query.event)}
<div><label for="f-task">Task id</label><input id="f-task" name="task_id" type="text" value="${query.task_id ?? ''}" autocomplete="off"></div>
<div><button type="submit">Filter</button>${filtered ? html` <a href="${webhooksPath}">Clear</a>` : ''}</div></form>`;
  const { data, has_more } = view.deliveries;
  const table = data.length === 0
    ? emptyState(filtered ? 'No deliveries match' : 'No deliveries yet', filtered ? 'Clear the filters to see every delivery.' : view.endpoint ? 'Send a test event, or create a task: its events are listed here.' : 'Set an endpoint first; events of tasks are then sent and listed here.')
    : html`<div class="table-wrap"><table><thead><tr><th scope="col">Event</th><th scope="col">Task</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Created</th><th scope="col"><span class="muted">Action</span></th></tr></thead>
<tbody>${data.map((item) => deliveryRow(session, item))}</tbody></table></div>`;
  const limit = query.limit ?? 20;
  return html`<h2 id="log">Delivery log</h2>${filters}${table}
${pager(webhooksPath, { status: query.status, event: query.event, task_id: query.task_id, limit: query.limit }, { offset: query.offset ?? 0, limit, hasMore: has_more })}`;
}

export function renderWebhooksPage(session: DashboardSession, view: WebhooksPageView): string {
  return renderDashboard(session, 'webhooks', 'Webhooks', html`<h1>Webhooks</h1>
${notice(view.error, 'error')}${view.secret ? secretCard(view.secret) : ''}${view.tested ? testedCard(view.tested) : ''}
${endpointCard(session, view)}
${deliveryLog(session, view)}`);
}
