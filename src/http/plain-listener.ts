// Plain-HTTP answers in the usual envelope, never the API: the optional plain port
// (BATON_HTTP_PORT) answers 403 https_required, and plain HTTP sent to the HTTPS port
// (plain-http-sniffer.ts) 400, so a client misconfigured with http:// learns why.
import { createServer, type Server } from 'node:http';
import { newId } from '../lib/random.ts';
import { errorEnvelope } from './error-status.ts';
import { httpsRequiredMessage } from './hooks/https-only.ts';

export function createPlainListener(status = 403, message = httpsRequiredMessage): Server {
  return createServer((request, response) => {
    const requestId = newId('req');
    const body = JSON.stringify(errorEnvelope('https_required', message, undefined, requestId));
    request.resume();
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId, connection: 'close' });
    response.end(body);
  });
}
