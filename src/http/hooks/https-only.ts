// T1: HTTPS only. Behind a trusted proxy, a request whose X-Forwarded-Proto says http is refused.
// The optional plain listener (plain-listener.ts) refuses everything it receives. Every HTTPS
// answer carries HSTS, so a browser that once reached Baton never tries plain HTTP again.
import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../../lib/errors.ts';

/** One year; no includeSubDomains: Baton cannot speak for the other hosts of its domain. */
export const hstsValue = 'max-age=31536000';

export const httpsRequiredMessage = 'Baton answers over HTTPS only; repeat the request with https://';

export function installHttpsOnly(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol !== 'https') return done(new ServiceError('https_required', httpsRequiredMessage));
    reply.header('strict-transport-security', hstsValue);
    done();
  });
}
