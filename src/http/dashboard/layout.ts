// The frame of every dashboard page: skip link, navigation, who is signed in, sign-out, theme
// toggle. Styles and script are static files of this app (CSP: no inline script or style).
import type { DashboardSession } from '../../services/dashboard-users/sessions.ts';
import { escapeHtml, html, type Html } from '../pages/html.ts';

export const dashboardPath = '/dashboard';

const sections = [
  ['overview', 'Overview', ''],
  ['tasks', 'Tasks', '/tasks'],
  ['subagents', 'Subagents', '/subagents'],
  ['connections', 'Connections', '/connections'],
  ['keys', 'API keys', '/keys'],
  ['webhooks', 'Webhooks', '/webhooks'],
  ['tools', 'Tools', '/tools'],
  ['users', 'Users', '/users'],
] as const;

export type Section = (typeof sections)[number][0];

export interface PageOptions {
  /** Without the script, the page reloads itself this often (a running task's page). */
  noscriptRefreshSeconds?: number;
}

function head(title: string, csrf: string | undefined, options: PageOptions = {}): string {
  const refresh = options.noscriptRefreshSeconds ? `<noscript><meta http-equiv="refresh" content="${options.noscriptRefreshSeconds}"></noscript>\n` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${csrf ? `<meta name="csrf-token" content="${escapeHtml(csrf)}">\n` : ''}<title>${escapeHtml(title)} · Baton</title>
<link rel="stylesheet" href="${dashboardPath}/assets/dashboard.css">
<script src="${dashboardPath}/assets/dashboard.js"></script>
${refresh}</head>`;
}

/** A page for a signed-in user. */
export function renderDashboard(session: DashboardSession, section: Section, title: string, body: Html, options?: PageOptions): string {
  const nav = sections.map(([id, label, path]) => html`<li><a href="${dashboardPath}${path}"${id === section ? html` aria-current="page"` : ''}>${label}</a></li>`);
  return `${head(title, session.csrf, options)}
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top">
<a class="logo" href="${dashboardPath}">Baton</a>
<nav aria-label="Dashboard">${html`<ul>${nav}</ul>`.text}</nav>
<div class="who">${html`<span class="hide-narrow">${session.user.email} · ${session.account.name}</span>
<button type="button" data-theme-toggle hidden>Theme</button>
<form class="inline" method="post" action="${dashboardPath}/sign-out"><input type="hidden" name="csrf" value="${session.csrf}"><button type="submit">Sign out</button></form>`.text}</div>
</header>
<main id="main">
${body.text}
</main>
</body>
</html>
`;
}

/** A page before sign-in (sign-in, set password, link errors). */
export function renderPublicPage(title: string, body: Html): string {
  return `${head(title, undefined)}
<body>
<main id="main" class="narrow">
<p class="logo" aria-hidden="true">Baton</p>
${body.text}
</main>
</body>
</html>
`;
}

/** An empty state that says what to do next. */
export function emptyState(title: string, next: Html | string): Html {
  return html`<div class="empty"><p><strong>${title}</strong></p><p class="muted">${next}</p></div>`;
}

export function statusBadge(status: string): Html {
  return html`<span class="badge s-${status}">${status}</span>`;
}

export function notice(text: string | undefined, kind: 'ok' | 'error' = 'ok'): Html {
  if (!text) return html``;
  return html`<div class="notice${kind === 'error' ? ' error' : ''}" role="${kind === 'error' ? 'alert' : 'status'}">${text}</div>`;
}

export function csrfField(session: DashboardSession): Html {
  return html`<input type="hidden" name="csrf" value="${session.csrf}">`;
}

export function time(iso: string | null | undefined): Html {
  if (!iso) return html`<span class="muted">never</span>`;
  return html`<time datetime="${iso}">${iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC').replace(/Z$/, ' UTC')}</time>`;
}

/** Previous and next links of a list page, keeping its filters. */
export function pager(path: string, filters: Record<string, string | number | undefined>, page: { offset: number; limit: number; hasMore: boolean }): Html {
  const href = (offset: number) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...filters, offset: offset || undefined })) if (value !== undefined && String(value) !== '') query.set(name, String(value));
    const text = query.toString();
    return text ? `${path}?${text}` : path;
  };
  if (page.offset === 0 && !page.hasMore) return html``;
  const previous = page.offset > 0 ? html`<a rel="prev" href="${href(Math.max(0, page.offset - page.limit))}">Newer</a>` : html`<span></span>`;
  const next = page.hasMore ? html`<a rel="next" href="${href(page.offset + page.limit)}">Older</a>` : html`<span></span>`;
  return html`<nav class="pager" aria-label="Pages">${previous}<span class="muted small">${page.offset + 1} and on</span>${next}</nav>`;
}

/** A select of a filter form: "any" first, then the choices, the current one selected. */
export function choice(name: string, label: string, choices: readonly string[], current: string | undefined): Html {
  const options = choices.map((value) => html`<option value="${value}"${value === current ? html` selected` : ''}>${value}</option>`);
  return html`<div><label for="f-${name}">${label}</label><select id="f-${name}" name="${name}"><option value="">any</option>${options}</select></div>`;
}
