// The API keys page: the account's keys (never the key itself, only its last characters), a new
// key shown once in the answer to the form that made it, rotate and revoke.
import type { KeyView } from '../../../services/keys/key-view.ts';
import type { DashboardSession } from '../../../services/dashboard-users/sessions.ts';
import { html, type Html } from '../../pages/html.ts';
import { csrfField, dashboardPath, emptyState, notice, renderDashboard, statusBadge, time } from '../layout.ts';

export interface KeysPageView {
  keys: KeyView[];
  /** A key just created or rotated: its plaintext, shown in this answer only. */
  created?: KeyView & { key: string; replaced?: string };
  info?: string;
  error?: string;
}

function shownOnce(created: NonNullable<KeysPageView['created']>): Html {
  const what = created.replaced ? html`${created.replaced} is revoked. Its replacement, ${created.id}` : html`${created.id}`;
  return html`<div class="card" role="status"><h2>New ${created.environment} key</h2>
<p>${what}, is shown only now: copy it into your application's secrets. Baton keeps only a hash of it.</p>
<div class="secret"><code id="new-key">${created.key}</code><button type="button" data-copy="new-key" hidden>Copy</button></div>
<p class="hint">Use it as <code>Authorization: Bearer &lt;key&gt;</code> on every <code>/v1</code> request.</p></div>`;
}

function keyRow(session: DashboardSession, key: KeyView): Html {
  const actions = key.status === 'active'
    ? html`<form class="inline" method="post" action="${dashboardPath}/keys/${key.id}/rotate" data-confirm="Rotate ${key.hint}? It stops working at once and a new key replaces it.">${csrfField(session)}<button type="submit" aria-label="Rotate ${key.hint}">Rotate</button></form>
<form class="inline" method="post" action="${dashboardPath}/keys/${key.id}/revoke" data-confirm="Revoke ${key.hint}? Requests with it are refused at once.">${csrfField(session)}<button class="danger" type="submit" aria-label="Revoke ${key.hint}">Revoke</button></form>`
    : html`<span class="muted small">revoked ${time(key.revoked_at)}</span>`;
  return html`<tr data-key="${key.id}"><th scope="row"><code>${key.hint}</code><div class="muted small">${key.id}</div></th>
<td>${statusBadge(key.environment)}</td><td>${statusBadge(key.status)}</td><td>${time(key.created_at)}</td><td>${time(key.last_used_at)}</td>
<td><div class="actions tight">${actions}</div></td></tr>`;
}

export function renderKeysPage(session: DashboardSession, view: KeysPageView): string {
  const table = view.keys.length === 0
    ? emptyState('No API keys yet', 'Create a test key below to try the API with sandboxed services; create a live key when you go to production.')
    : html`<div class="table-wrap"><table><caption class="muted small">API keys of ${session.account.name}</caption>
<thead><tr><th scope="col">Key</th><th scope="col">Environment</th><th scope="col">Status</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col"><span class="muted">Actions</span></th></tr></thead>
<tbody>${view.keys.map((key) => keyRow(session, key))}</tbody></table></div>`;
  return renderDashboard(session, 'keys', 'API keys', html`<h1>API keys</h1>
${notice(view.info)}${notice(view.error, 'error')}${view.created ? shownOnce(view.created) : ''}
<p class="muted">Both kinds see all of this account's subagents and tasks. Tasks made with a test key run connected services in their sandbox.</p>
${table}
<h2>Create a key</h2>
<form class="card" method="post" action="${dashboardPath}/keys">${csrfField(session)}
<fieldset><legend>Environment</legend>
<label class="choice"><input type="radio" name="environment" value="test" checked> Test <span class="muted small">(pk_test_: sandboxed services, no real side effects)</span></label>
<label class="choice"><input type="radio" name="environment" value="live"> Live <span class="muted small">(pk_live_: real services, real changes)</span></label>
</fieldset>
<div class="actions"><button class="primary" type="submit">Create key</button></div>
</form>`);
}
