// Parses JSON bodies ourselves so the raw text is kept for idempotency fingerprints, and an empty
// body (e.g. a cancel sent with Content-Type: application/json) reads as no body at all.
import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../../lib/errors.ts';

export function installJsonBody(app: FastifyInstance): void {
  // Only JSON is accepted (T3); Fastify's own text/plain parser would let a plain body through.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(/^application\/([\w.+-]+\+)?json$/, { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    request.rawBody = text;
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ServiceError('invalid_request', 'The request body is not valid JSON', { param: 'body' }), undefined);
    }
  });
}
