// Liveness and readiness (L3): no key, no rate limit. Ready means storage answers.
import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../../lib/errors.ts';
import type { Store } from '../../store/open-store.ts';

export function registerHealthRoutes(app: FastifyInstance, store: Store): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async () => {
    try {
      await store.ping();
    } catch (cause) {
      throw new ServiceError('not_ready', 'Storage is not reachable', { cause });
    }
    return { status: 'ready', storage: store.kind };
  });
}
