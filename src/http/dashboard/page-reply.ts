// How dashboard responses leave: strict security headers on everything, HTML pages never cached,
// and every failure as a page (or the JSON envelope for the page scripts' requests).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isServiceError, ServiceError } from '../../lib/errors.ts';
import { errorEnvelope, statusByCode } from '../error-status.ts';
import { html } from '../pages/html.ts';
import { toServiceError, wantsJson } from '../routes/end-user-pages.ts';
import { dashboardPath, renderDashboard, renderPublicPage } from './layout.ts';

const securityHeaders = {
  'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'strict-transport-security': 'max-age=31536000',
  // same-origin, not no-referrer: under no-referrer a browser sends `Origin: null` with forms, which the CSRF check must refuse.
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'cross-origin-opener-policy': 'same-origin',
};

export function installSecurityHeaders(scope: FastifyInstance): void {
  scope.addHook('onSend', async (request, reply) => {
    reply.headers(securityHeaders);
    if (!request.url.startsWith(`${dashboardPath}/assets/`)) reply.header('cache-control', 'no-store');
  });
}

export function sendHtml(reply: FastifyReply, page: string, status = 200) {
  return reply.code(status).type('text/html; charset=utf-8').send(page);
}

/** After a form that changed something: back to a page (303, so a reload does not post again). */
export function seeOther(reply: FastifyReply, location: string) {
  return reply.code(303).header('location', location).send();
}

/** A rule the form's input broke (400, 409, 422): shown beside the form. Anything else goes on to the error page. */
export function formError(error: unknown): ServiceError {
  if (isServiceError(error) && [400, 409, 422].includes(statusByCode[error.code])) return error;
  throw error;
}

export function errorPage(request: FastifyRequest, code: string, message: string): string {
  const body = html`<h1>${code === 'invalid_csrf_token' ? 'Form expired' : 'That did not work'}</h1>
<div class="notice error" role="alert">${message}</div>
<p class="muted small">Error code: <code>${code}</code></p>
<p><a href="${dashboardPath}">Back to the overview</a></p>`;
  return request.dashboard ? renderDashboard(request.dashboard, 'overview', 'Error', body) : renderPublicPage('Error', body);
}

export function installDashboardErrors(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    let failure = toServiceError(error);
    if (!failure) {
      request.log.error({ err: error }, 'unhandled error on a dashboard page');
      failure = new ServiceError('internal_error', 'Something went wrong on our side. Try again in a moment.');
    }
    const status = statusByCode[failure.code];
    if (wantsJson(request)) return reply.code(status).send(errorEnvelope(failure.code, failure.message, failure.param, request.id));
    return sendHtml(reply, errorPage(request, failure.code, failure.message), status);
  });
}
