// The hosted settings page (C4): an end user's connections in both environments, each active or
// expired one with a Revoke button. The form posts the service, its environment and a CSRF token.
import { describeScopes } from '../../oauth/scope-descriptions.ts';
import type { ConnectionView } from '../../services/connections/connection-view.ts';
import { serviceName } from '../../services/connections/provider-client.ts';
import { html, renderPage, type Html } from './html.ts';

export interface SettingsView {
  appName: string;
  userId: string;
  expiresAt: string;
  connections: ConnectionView[];
  csrf: string;
}

function row(connection: ConnectionView, view: SettingsView, action: string): Html {
  const name = serviceName(connection.service);
  const revoke = connection.status === 'revoked'
    ? html`<span class="muted">Revoked <time datetime="${connection.revoked_at}">${connection.revoked_at}</time></span>`
    : html`<form method="post" action="${action}">
<input type="hidden" name="service" value="${connection.service}">
<input type="hidden" name="environment" value="${connection.environment}">
<input type="hidden" name="csrf" value="${view.csrf}">
<button class="danger" type="submit" aria-label="Revoke ${name} (${connection.environment})">Revoke</button></form>`;
  return html`<tr data-service="${connection.service}" data-environment="${connection.environment}" data-status="${connection.status}">
<th scope="row">${name}${connection.environment === 'test' ? html` <span class="badge">Sandbox</span>` : ''}</th>
<td><ul>${describeScopes(connection.service, connection.scopes).map((s) => html`<li>${s}</li>`)}</ul></td>
<td>${connection.status}<br><span class="muted">Connected <time datetime="${connection.created_at}">${connection.created_at}</time><br>Updated <time datetime="${connection.updated_at}">${connection.updated_at}</time></span></td>
<td>${revoke}</td></tr>`;
}

export function renderSettingsPage(view: SettingsView, action: string): string {
  const table = view.connections.length === 0
    ? html`<p>You have not connected any service to ${view.appName}.</p>`
    : html`<table><caption class="muted">Connections of ${view.userId}</caption>
<thead><tr><th scope="col">Service</th><th scope="col">Permissions</th><th scope="col">Status</th><th scope="col"><span class="muted">Action</span></th></tr></thead>
<tbody>${view.connections.map((c) => row(c, view, action))}</tbody></table>`;
  return renderPage('Your connections', html`<h1>Services connected to ${view.appName}</h1>
<p>Revoking a connection stops ${view.appName} from using that service for you at once; it will ask again if it needs it.</p>
${table}
<p class="muted">This page works until <time datetime="${view.expiresAt}">${view.expiresAt}</time>.</p>`);
}

export function renderRevokedPage(service: string, environment: string, backUrl: string): string {
  return renderPage('Connection revoked', html`<h1>${serviceName(service)} is disconnected</h1>
<p>The ${environment === 'test' ? 'sandbox ' : ''}connection was revoked and its tokens deleted.</p>
<p><a href="${backUrl}">Back to your connections</a></p>`);
}
