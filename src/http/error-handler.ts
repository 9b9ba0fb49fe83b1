// Every failure leaves as the envelope {error: {code, message, param?, request_id}}: service errors,
// framework errors (bad JSON, wrong media type, body too large, schema validation), unknown routes
// and methods. Unknown throws become internal_error and are logged with their cause, never shown.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newId } from '../lib/random.ts';
import { isServiceError, ServiceError } from '../lib/errors.ts';
import { errorEnvelope, statusByCode } from './error-status.ts';
import type { RouteTable } from './route-table.ts';

/** A request answered before its body was read leaves bytes on the socket; close it after replying. */
function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply) {
  const declared = request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
  if (declared && request.rawBody === undefined && !request.raw.readableEnded) reply.header('connection', 'close');
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: ServiceError) {
  closeIfBodyUnread(request, reply);
  return reply
    .code(statusByCode[error.code])
    .type('application/json; charset=utf-8')
    .send(errorEnvelope(error.code, error.message, error.param, request.id));
}

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: { missingProperty?: string; additionalProperty?: string };
}

/** Turns the first schema violation into invalid_request naming the field or query parameter. */
function fromValidation(error: FastifyError & { validation: ValidationIssue[]; validationContext?: string }): ServiceError {
  const issue = error.validation[0] ?? {};
  const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const param = issue.params?.missingProperty ?? issue.params?.additionalProperty ?? (path || undefined);
  const where = error.validationContext === 'querystring' ? 'query parameter' : 'field';
  let message: string;
  if (issue.keyword === 'required') message = `Missing required ${where} ${param}`;
  else if (issue.keyword === 'additionalProperties') message = `Unknown ${where} ${param}`;
  else if (param) message = `The ${where} ${param} ${issue.message ?? 'is invalid'}`;
  else message = `The request ${error.validationContext ?? 'body'} ${issue.message ?? 'is invalid'}`;
  return new ServiceError('invalid_request', message, { param: param ?? (error.validationContext === 'body' ? 'body' : undefined) });
}

function fromFramework(error: FastifyError): ServiceError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ServiceError('payload_too_large', 'The request body is larger than 1 MiB');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ServiceError('unsupported_media_type', 'Send request bodies as Content-Type: application/json');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ServiceError('invalid_request', 'The Content-Length header does not match the body');
    default:
      if (error.statusCode === 400) return new ServiceError('invalid_request', 'The request is malformed');
      return undefined;
  }
}

/**
 * Errors the router raises before any hook runs (a path segment over maxParamLength, a malformed
 * percent-encoding): without this, Fastify answers them raw, with no envelope and no request id.
 */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A segment of the request path is too long' : 'The request path is not a valid URL';
  return sendError(request, reply, new ServiceError('invalid_request', message, { param: 'path' }));
}

/**
 * Bytes that are not HTTP never reach a route, nor does a request whose headers or body missed
 * their deadline (https-server.ts); both still get the envelope, then the socket closes. TLS-level
 * failures (a handshake that never finished) arrive here too: there is no channel to answer on.
 */
export function answerMalformedRequest(error: Error & { code?: string }, socket: Socket): void {
  const httpLevel = error.code?.startsWith('HPE_') || error.code?.startsWith('ERR_HTTP_');
  if (!httpLevel || !socket.writable) {
    socket.destroy();
    return;
  }
  const requestId = newId('req');
  const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const failure = timedOut
    ? new ServiceError('request_timeout', 'The request did not arrive in time; send the headers and body without pauses')
    : new ServiceError('invalid_request', 'The request is not valid HTTP');
  const body = JSON.stringify(errorEnvelope(failure.code, failure.message, undefined, requestId));
  socket.end(
    `HTTP/1.1 ${timedOut ? '408 Request Timeout' : '400 Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function installErrorHandling(app: FastifyInstance, routes: RouteTable): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isServiceError(error)) return sendError(request, reply, error);
    if (Array.isArray((error as { validation?: unknown }).validation)) {
      return sendError(request, reply, fromValidation(error as FastifyError & { validation: ValidationIssue[] }));
    }
    const mapped = fromFramework(error);
    if (mapped) return sendError(request, reply, mapped);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, new ServiceError('internal_error', 'Something went wrong on our side; retry with exponential backoff'));
  });

  app.setNotFoundHandler((request, reply) => {
    const allowed = routes.methodsFor(request.url);
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendError(request, reply, new ServiceError('method_not_allowed', `${request.method} is not allowed here; use ${allowed.join(' or ')}`));
    }
    return sendError(request, reply, new ServiceError('not_found', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}
