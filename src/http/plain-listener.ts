// The optional plain-HTTP port (BATON_HTTP_PORT): it never serves the API, it only answers
// 403 https_required in the usual envelope, so a client misconfigured with http:// learns why.
import { createServer, type Server } from 'node:http';
import { newId } from '../lib/random.ts';
import { errorEnvelope } from './error-status.ts';
import { httpsRequiredMessage } from './hooks/https-only.ts';

export function createPlainListener(): Server {
  return createServer((request, response) => {
    const requestId = newId('req');
    const body = JSON.stringify(errorEnvelope('https_required', httpsRequiredMessage, undefined, requestId));
    request.resume();
    response.writeHead(403, { 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId, connection: 'close' });
    response.end(body);
  });
}
