// End users' connections: search the account's end users, one end user's connections in both
// environments with revoke, and a settings link (shown once) for the end user's own page.
import type { ConnectionView } from '../../../services/connections/connection-view.ts';
import type { listEndUsers } from '../../../services/connections/list-end-users.ts';
import type { DashboardSession } from '../../../services/dashboard-users/sessions.ts';
import { html, type Html } from '../../pages/html.ts';
import { csrfField, dashboardPath, emptyState, notice, pager, renderDashboard, statusBadge, time } from '../layout.ts';

export const connectionsPath = `${dashboardPath}/connections`;

const userHref = (userId: string) => `${connectionsPath}?user_id=${encodeURIComponent(userId)}`;

export interface EndUsersView {
  search?: string;
  offset: number;
  users: Awaited<ReturnType<typeof listEndUsers>>;
}

export interface EndUserView {
  userId: string;
  offset: number;
  connections: { data: ConnectionView[]; has_more: boolean };
  settingsLink?: { url: string; expires_at: string };
  info?: string;
  error?: string;
}

function searchForm(value: string): Html {
  return html`<form class="filters card" method="get" action="${connectionsPath}" role="search" aria-label="Find an end user">
<div class="grow"><label for="f-search">End user id starts with</label><input id="f-search" name="search" type="search" value="${value}" autocomplete="off"></div>
<div><button type="submit">Search</button></div></form>`;
}

export function renderEndUsersPage(session: DashboardSession, view: EndUsersView): string {
  const { data, has_more } = view.users;
  const table = data.length === 0
    ? view.search
      ? emptyState('No end user matches', html`No end user whose id starts with <code>${view.search}</code> has connected a service.`)
      : emptyState('No connections yet', html`An end user connects a service when a task for their <code>user_id</code> needs it: the task waits, and they approve the consent link it gives. Try a test task that reads GitHub with a <code>user_id</code>.`)
    : html`<div class="table-wrap"><table><thead><tr><th scope="col">End user</th><th scope="col">Connections</th><th scope="col">Active</th><th scope="col">Last change</th></tr></thead>
<tbody>${data.map((u) => html`<tr><th scope="row"><a href="${userHref(u.user_id)}">${u.user_id}</a></th><td>${u.connections}</td><td>${u.active}</td><td>${time(u.updated_at)}</td></tr>`)}</tbody></table></div>`;
  return renderDashboard(session, 'connections', 'Connections', html`<h1>Connections</h1>
<p class="muted">What each end user of your application has connected (OAuth), in the test and live environments. Tokens are never shown.</p>
${searchForm(view.search ?? '')}${table}
${pager(connectionsPath, { search: view.search }, { offset: view.offset, limit: 20, hasMore: has_more })}`);
}

function connectionRow(session: DashboardSession, userId: string, c: ConnectionView): Html {
  const revoke = c.status === 'revoked'
    ? html`<span class="muted small">revoked ${time(c.revoked_at)}</span>`
    : html`<form class="inline" method="post" action="${connectionsPath}/revoke" data-confirm="Revoke ${c.service} (${c.environment}) for ${userId}? Their tasks will ask for consent again.">${csrfField(session)}
<input type="hidden" name="user_id" value="${userId}"><input type="hidden" name="service" value="${c.service}"><input type="hidden" name="environment" value="${c.environment}">
<button class="danger" type="submit" aria-label="Revoke ${c.service} (${c.environment})">Revoke</button></form>`;
  return html`<tr data-connection="${c.service}-${c.environment}"><th scope="row">${c.service}</th><td>${statusBadge(c.environment)}</td><td>${statusBadge(c.status)}</td>
<td class="small">${c.scopes.join(' ') || html`<span class="muted">none</span>`}</td><td>${time(c.created_at)}</td><td>${revoke}</td></tr>`;
}

export function renderEndUserPage(session: DashboardSession, view: EndUserView): string {
  const { data, has_more } = view.connections;
  const table = data.length === 0
    ? emptyState('No connections', 'This end user has not connected any service in this account. A task for them that needs one waits for their consent.')
    : html`<div class="table-wrap"><table><caption class="muted small">Connections of ${view.userId}</caption><thead><tr><th scope="col">Service</th><th scope="col">Environment</th><th scope="col">Status</th><th scope="col">Scopes</th><th scope="col">Connected</th><th scope="col"><span class="muted">Action</span></th></tr></thead>
<tbody>${data.map((c) => connectionRow(session, view.userId, c))}</tbody></table></div>`;
  const link = view.settingsLink
    ? html`<div class="card" role="status"><h2>Settings link for ${view.userId}</h2><p>Give it to this end user only: it opens their own page of connections, where they can revoke them, until ${time(view.settingsLink.expires_at)}. It is shown only now.</p>
<div class="secret"><code id="settings-link">${view.settingsLink.url}</code><button type="button" data-copy="settings-link" hidden>Copy</button></div></div>`
    : html``;
  return renderDashboard(session, 'connections', `Connections of ${view.userId}`, html`<p class="small"><a href="${connectionsPath}">Connections</a> / end user</p>
<h1>${view.userId}</h1>
${notice(view.info)}${notice(view.error, 'error')}${link}
${table}
${pager(connectionsPath, { user_id: view.userId }, { offset: view.offset, limit: 20, hasMore: has_more })}
<form method="post" action="${connectionsPath}/settings-link">${csrfField(session)}<input type="hidden" name="user_id" value="${view.userId}">
<div class="actions"><button type="submit">Create a settings link</button><a class="button" href="${dashboardPath}/tasks?user_id=${encodeURIComponent(view.userId)}">Tasks of ${view.userId}</a></div></form>`);
}
