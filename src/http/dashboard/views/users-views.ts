// The Users page: who can sign in to this account's dashboard, invite by e-mail, remove.
import type { DashboardUserView } from '../../../services/dashboard-users/manage-users.ts';
import type { DashboardSession } from '../../../services/dashboard-users/sessions.ts';
import { html } from '../../pages/html.ts';
import { csrfField, dashboardPath, notice, renderDashboard, statusBadge, time } from '../layout.ts';

export interface UsersPageView {
  users: DashboardUserView[];
  invited?: { email: string; url: string; expires_at: string };
  info?: string;
  error?: string;
}

export function renderUsersPage(session: DashboardSession, view: UsersPageView): string {
  const invited = view.invited
    ? html`<div class="card" role="status"><h2>Invitation for ${view.invited.email}</h2>
<p>Send this one-time link to them; it sets their password and works until ${time(view.invited.expires_at)}. It is shown only now.</p>
<div class="secret"><code id="invite-link">${view.invited.url}</code><button type="button" data-copy="invite-link" hidden>Copy</button></div></div>`
    : html``;
  const rows = view.users.map((user) => html`<tr data-user="${user.email ?? ''}">
<th scope="row">${user.email ?? html`<span class="muted">(chooses an e-mail with the link)</span>`}${user.id === session.user.id ? html` <span class="muted small">(you)</span>` : ''}</th>
<td>${statusBadge(user.status)}</td><td>${time(user.created_at)}</td>
<td>${user.id === session.user.id ? '' : html`<form class="inline" method="post" action="${dashboardPath}/users/${user.id}/remove">${csrfField(session)}<button class="danger" type="submit" aria-label="Remove ${user.email ?? user.id}">Remove</button></form>`}</td></tr>`);
  return renderDashboard(session, 'users', 'Users', html`<h1>Users</h1>
${notice(view.info)}${notice(view.error, 'error')}${invited}
<p class="muted">Everyone listed here signs in to this account's dashboard and may do everything in it.</p>
<div class="table-wrap"><table><caption class="muted small">Dashboard users of ${session.account.name}</caption>
<thead><tr><th scope="col">E-mail</th><th scope="col">Status</th><th scope="col">Added</th><th scope="col"><span class="muted">Action</span></th></tr></thead>
<tbody>${rows}</tbody></table></div>
<h2>Invite someone</h2>
<form class="card" method="post" action="${dashboardPath}/users">${csrfField(session)}
<label for="invite-email">E-mail</label>
<input id="invite-email" name="email" type="email" required autocomplete="off">
<p class="hint">You get a one-time link to send them; it works for 24 hours.</p>
<div class="actions"><button class="primary" type="submit">Create invitation</button></div>
</form>`);
}
