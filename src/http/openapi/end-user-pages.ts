// What the document says about the pages end users open (consent, provider callback, settings).
// Document only: these routes validate their input in the service verbs (so a bad form answers a
// page naming the field), and each answers HTML, or JSON when asked with Accept: application/json.
import { Type, type TSchema } from 'typebox';
import { Connection, RevokedConnection } from '../schemas/connections.ts';
import { ErrorResponse, Literals, Timestamp } from '../schemas/common.ts';
import { Environment } from '../schemas/tasks.ts';

const html = { schema: { type: 'string', description: 'An HTML page' } };

function answer(description: string, json: TSchema) {
  return { description, content: { 'text/html': html, 'application/json': { schema: json } } };
}

function failures(statuses: Record<number, string>) {
  return Object.fromEntries(Object.entries(statuses).map(([status, description]) => [status, answer(description, ErrorResponse)]));
}

const common = { 400: 'Malformed request', 500: 'Server fault (retry later)' };
const TokenParams = Type.Object({ token: Type.String({ description: 'The opaque token of the link' }) });
const consentLinkFailures = { 404: 'consent_link_not_found', 410: 'consent_link_expired or consent_link_used' };

const ConsentRequest = Type.Object(
  { service: Type.String(), scopes: Type.Array(Type.String()), environment: Environment, app: Type.String({ description: 'The account (application) asking' }), expires_at: Timestamp },
  { title: 'ConsentRequest' },
);
const ConsentDecision = Type.Object({ decision: Literals(['approve', 'deny'], { title: 'ConsentDecisionValue' }) }, { title: 'ConsentDecision' });
const ConsentOutcome = Type.Object({ status: Literals(['approved', 'denied']), service: Type.String() }, { title: 'ConsentOutcome' });
const SettingsView = Type.Object(
  { user_id: Type.String(), data: Type.Array(Connection), csrf: Type.String({ description: 'Send back as the csrf field of a revoke' }), expires_at: Timestamp },
  { title: 'SettingsView' },
);
const SettingsRevoke = Type.Object(
  { service: Type.String(), environment: Type.Optional(Literals(['test', 'live'], { description: 'Default live' })), csrf: Type.String() },
  { title: 'SettingsRevokeForm' },
);
const CallbackQuery = Type.Object({
  code: Type.Optional(Type.String()),
  state: Type.Optional(Type.String()),
  error: Type.Optional(Type.String()),
  error_description: Type.Optional(Type.String()),
});

const formOrJson = (schema: TSchema) => ({ content: { 'application/x-www-form-urlencoded': { schema }, 'application/json': { schema } } });

/** Route options of one page: the document's description of it, with no effect on validation. */
function page(operationId: string, summary: string, doc: Record<string, unknown>) {
  const schema = { tags: ['End-user pages'], operationId, summary, security: [] };
  return { schema, config: { swaggerTransform: ({ url }: { url: string }) => ({ url, schema: { ...schema, ...doc } }) } };
}

export const pageDocs = {
  showConsent: page('showConsentPage', 'auth_url: the sandbox consent page (test) or a redirect to the provider (live)', {
    params: TokenParams,
    response: {
      200: answer('The consent page, or what it asks for (JSON)', ConsentRequest),
      302: { description: "Live: to the provider's authorization page", headers: { location: { type: 'string' } }, type: 'null' },
      ...failures({ 500: common[500], ...consentLinkFailures, 502: 'provider_error', 503: 'service_not_configured (live: no OAuth app for the service)' }),
    },
  }),
  decideConsent: page('decideConsent', 'Sandbox consent: decision=approve or decision=deny (form or JSON)', {
    params: TokenParams,
    body: formOrJson(ConsentDecision),
    response: {
      200: answer('The decision was recorded; the waiting task resumes (approve) or fails consent_denied (deny)', ConsentOutcome),
      ...failures({ ...common, ...consentLinkFailures, 413: 'payload_too_large', 415: 'unsupported_media_type' }),
    },
  }),
  providerCallback: page('completeOAuthCallback', "The provider's redirect back after consent", {
    params: Type.Object({ service: Type.String() }),
    querystring: CallbackQuery,
    response: {
      200: answer('Consent approved or denied at the provider', ConsentOutcome),
      ...failures({ ...common, 400: 'oauth_callback_invalid or invalid_request', ...consentLinkFailures, 502: 'provider_error (the code exchange failed)', 503: 'service_not_configured' }),
    },
  }),
  showSettings: page('showSettingsPage', "An end user's connections (the hosted settings page)", {
    params: TokenParams,
    response: { 200: answer("The user's connections in both environments", SettingsView), ...failures({ 500: common[500], 404: 'settings_link_not_found', 410: 'settings_link_expired' }) },
  }),
  revokeFromSettings: page('revokeFromSettingsPage', 'Revoke one connection from the settings page', {
    params: TokenParams,
    body: formOrJson(SettingsRevoke),
    response: {
      200: answer('Revoked: tokens deleted, the provider asked to revoke them', RevokedConnection),
      ...failures({ ...common, 403: 'invalid_csrf_token', 404: 'settings_link_not_found or connection_not_found', 410: 'settings_link_expired', 413: 'payload_too_large', 415: 'unsupported_media_type' }),
    },
  }),
};
