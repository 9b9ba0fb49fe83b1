// Shared plumbing of the pages end users open (consent, callback, settings): outside /v1, no API
// key (the opaque token in the path is the credential), HTML by default and JSON when asked with
// Accept: application/json. Every failure is a page with its code, never a stack.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isServiceError, ServiceError } from '../../lib/errors.ts';
import { errorEnvelope, statusByCode } from '../error-status.ts';
import { renderErrorPage } from '../pages/error-page.ts';

const pageHeaders = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

export function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

export function sendPage(reply: FastifyReply, status: number, page: string) {
  return reply.code(status).headers(pageHeaders).type('text/html; charset=utf-8').send(page);
}

/** The JSON form of a page carries the same security headers as its HTML form. */
export function sendJson(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).headers(pageHeaders).send(body);
}

export function sendRedirect(reply: FastifyReply, location: string) {
  return reply.code(302).headers(pageHeaders).header('location', location).send();
}

/** A failure as the service error a page shows, or undefined for an unexpected one (logged, never shown). */
export function toServiceError(error: FastifyError): ServiceError | undefined {
  if (isServiceError(error)) return error;
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new ServiceError('unsupported_media_type', 'Send the form as application/x-www-form-urlencoded or application/json');
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new ServiceError('payload_too_large', 'The request body is larger than 1 MiB');
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) return new ServiceError('invalid_request', 'The request is malformed');
  return undefined;
}

export function installPageErrors(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    let failure = toServiceError(error);
    if (!failure) {
      request.log.error({ err: error }, 'unhandled error on an end-user page');
      failure = new ServiceError('internal_error', 'Something went wrong on our side. Try again in a moment.');
    }
    const status = statusByCode[failure.code];
    if (wantsJson(request)) return sendJson(reply, status, errorEnvelope(failure.code, failure.message, failure.param, request.id));
    return sendPage(reply, status, renderErrorPage(failure.code, failure.message));
  });
}
