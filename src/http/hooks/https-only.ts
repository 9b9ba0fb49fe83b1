// T1: HTTPS only. Behind a trusted proxy, a request whose X-Forwarded-Proto says http is refused.
// The optional plain listener (plain-listener.ts) refuses everything it receives.
import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../../lib/errors.ts';

export const httpsRequiredMessage = 'Baton answers over HTTPS only; repeat the request with https://';

export function installHttpsOnly(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(request.protocol === 'https' ? undefined : new ServiceError('https_required', httpsRequiredMessage));
  });
}
