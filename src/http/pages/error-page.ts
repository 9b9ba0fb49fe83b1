// A failure on an end user's page: what happened and what to do, never a stack or a token.
import { html, renderPage } from './html.ts';

const titles: Record<string, string> = {
  consent_link_not_found: 'Link not valid',
  consent_link_expired: 'Link expired',
  consent_link_used: 'Link already used',
  settings_link_not_found: 'Link not valid',
  settings_link_expired: 'Link expired',
  oauth_callback_invalid: 'Sign-in not completed',
  provider_error: 'Sign-in not completed',
  service_not_configured: 'Service not available',
  invalid_csrf_token: 'Form expired',
  invalid_request: 'Request not understood',
};

export function renderErrorPage(code: string, message: string): string {
  const title = titles[code] ?? 'Something went wrong';
  return renderPage(title, html`<h1>${title}</h1>
<p>${message}</p>
<p class="muted">Error code: <code>${code}</code></p>`);
}
