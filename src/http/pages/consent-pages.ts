// Baton's own consent page for test-environment links (C3), and the page shown once a consent
// link has been decided (either environment).
import { describeScopes } from '../../oauth/scope-descriptions.ts';
import type { ConsentDescription } from '../../services/connections/describe-consent.ts';
import type { ConsentOutcome } from '../../services/connections/decide-sandbox-consent.ts';
import { html, renderPage } from './html.ts';

export function renderSandboxConsentPage(consent: ConsentDescription, action: string): string {
  const scopes = describeScopes(consent.service, consent.scopes);
  return renderPage(
    `Connect ${consent.serviceName}`,
    html`<h1>${consent.appName} wants to use your ${consent.serviceName} account</h1>
<p><span class="badge">Sandbox</span> This is a test connection: no real ${consent.serviceName} account is used and nothing changes anywhere.</p>
<h2>It asks to</h2>
<ul>${scopes.map((scope) => html`<li>${scope}</li>`)}</ul>
<p class="muted">Permission codes: ${consent.scopes.join(', ') || 'none'}. This link expires at <time datetime="${consent.expiresAt}">${consent.expiresAt}</time>.</p>
<div class="actions">
<form method="post" action="${action}"><button class="primary" type="submit" name="decision" value="approve">Approve</button></form>
<form method="post" action="${action}"><button type="submit" name="decision" value="deny">Deny</button></form>
</div>`,
  );
}

export function renderConsentOutcomePage(outcome: ConsentOutcome): string {
  if (outcome.outcome === 'denied') {
    return renderPage(
      `${outcome.serviceName} not connected`,
      html`<h1>You declined to connect ${outcome.serviceName}</h1>
<p>Nothing was shared. You can return to the application.</p>`,
    );
  }
  return renderPage(
    `${outcome.serviceName} connected`,
    html`<h1>${outcome.serviceName} is connected</h1>
<p>Thank you. You can return to the application: it continues with your request.</p>`,
  );
}
