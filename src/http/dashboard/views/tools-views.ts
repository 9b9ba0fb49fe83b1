// Custom tools: the account's tool sources (X1) and the register form; a source's page with its
// tools, where they are called and how it authenticates (never a secret), refresh and delete.
import type { DashboardSession } from '../../../services/dashboard-users/sessions.ts';
import type { listSources } from '../../../services/tools/find-source.ts';
import type { sourceView } from '../../../services/tools/source-view.ts';
import { html, type Html } from '../../pages/html.ts';
import { csrfField, dashboardPath, emptyState, notice, pager, renderDashboard, statusBadge, time } from '../layout.ts';

export const toolsPath = `${dashboardPath}/tools`;

type Source = ReturnType<typeof sourceView>;

export interface ToolsPageView {
  sources: Awaited<ReturnType<typeof listSources>>;
  offset: number;
  definition?: string;
  info?: string;
  error?: string;
}

function authText(auth: Source['auth']): Html {
  if (auth.type === 'none') return html`none`;
  const configured = 'configured' in auth && auth.configured ? statusBadge('active') : html`<span class="badge s-failed">not configured</span>`;
  return html`${auth.type} ${configured}`;
}

function where(source: Source): Html {
  if (source.mcp) return html`MCP server <code>${source.mcp.url}</code>${source.mcp.sandbox_url ? html`; test tasks: <code>${source.mcp.sandbox_url}</code>` : ''}`;
  return html`<code>${source.base_url}</code>${source.sandbox_base_url ? html`; test tasks: <code>${source.sandbox_base_url}</code>` : html`; test tasks are simulated`}`;
}

export function renderToolsPage(session: DashboardSession, view: ToolsPageView): string {
  const { data, has_more } = view.sources;
  const table = data.length === 0
    ? emptyState('No custom tools yet', 'Register a tool source below: your own HTTP API (a capabilities definition or an OpenAPI document) or a remote MCP server. Its tools join your subagents\' catalog.')
    : html`<div class="table-wrap"><table><thead><tr><th scope="col">Source</th><th scope="col">Kind</th><th scope="col">Tools</th><th scope="col">Auth</th><th scope="col">Updated</th></tr></thead>
<tbody>${data.map((s) => html`<tr><th scope="row"><a href="${toolsPath}/${s.name}">${s.name}</a><div class="muted small">${s.description}</div></th><td>${s.kind}</td><td>${s.tools.length}</td><td>${authText(s.auth)}</td><td>${time(s.updated_at)}</td></tr>`)}</tbody></table></div>`;
  return renderDashboard(session, 'tools', 'Custom tools', html`<h1>Custom tools</h1>
${notice(view.info)}
<p class="muted">Tool sources of this account: their tools are offered to your subagents beside the built-in ones, and subagents choose their tools again whenever a source changes.</p>
${table}
${pager(toolsPath, {}, { offset: view.offset, limit: 20, hasMore: has_more })}
<h2 id="register">Register a tool source</h2>
${notice(view.error, 'error')}
<form class="card" method="post" action="${toolsPath}">${csrfField(session)}
<label for="definition">Definition (JSON)</label>
<textarea id="definition" name="definition" required rows="14" spellcheck="false" class="code" aria-describedby="definition-hint">${view.definition ?? ''}</textarea>
<p class="hint" id="definition-hint">The body of <code>POST /v1/tools</code>: a <code>name</code> and one of <code>capabilities</code> (with <code>base_url</code>), <code>openapi</code> or <code>mcp</code>, and <code>auth</code>. A credential in it is sealed at rest and never shown again.</p>
<div class="actions"><button class="primary" type="submit">Register</button></div></form>`);
}

export function renderToolPage(session: DashboardSession, source: Source, view: { info?: string; error?: string } = {}): string {
  return renderDashboard(session, 'tools', source.name, html`<p class="small"><a href="${toolsPath}">Custom tools</a> / source</p>
<h1>${source.name} <span class="badge">${source.kind}</span></h1>
${notice(view.info)}${notice(view.error, 'error')}
<section class="card"><p>${source.description}</p><dl class="facts"><dt>Called at</dt><dd>${where(source)}</dd><dt>Auth</dt><dd>${authText(source.auth)}</dd>
<dt>Registered</dt><dd>${time(source.created_at)}</dd><dt>Updated</dt><dd id="source-updated">${time(source.updated_at)}</dd></dl>
<div class="actions"><form class="inline" method="post" action="${toolsPath}/${source.name}/refresh">${csrfField(session)}<button type="submit">Refresh</button></form>
<form class="inline" method="post" action="${toolsPath}/${source.name}/delete" data-confirm="Delete ${source.name}? Its tools leave every subagent's catalog.">${csrfField(session)}<button class="danger" type="submit">Delete source</button></form></div>
<p class="hint">Refresh derives the tools again: an MCP server is asked for its tools again; a definition is read again.</p></section>
<h2>Tools (${source.tools.length})</h2>
<ol class="tools" id="source-tools">${source.tools.map((t) => html`<li><code>${t.name}</code><div class="small">${t.description}</div></li>`)}</ol>`);
}
