// Liveness and readiness (L3): no key, no rate limit. Ready means storage answers.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ServiceError } from '../../lib/errors.ts';
import type { Store } from '../../store/open-store.ts';
import { ErrorResponse, Literals } from '../schemas/common.ts';

const tags = ['Health'];
const Health = Type.Object({ status: Type.Literal('ok') }, { title: 'Health' });
const Readiness = Type.Object({ status: Type.Literal('ready'), storage: Literals(['sqlite', 'postgres']) }, { title: 'Readiness' });

export function registerHealthRoutes(app: FastifyInstance, store: Store): void {
  app.get('/healthz', { schema: { tags, operationId: 'getHealth', summary: 'The process is alive', security: [], response: { 200: Health } } }, async () => ({ status: 'ok' }));
  app.get(
    '/readyz',
    { schema: { tags, operationId: 'getReadiness', summary: 'Storage answers (503 not_ready otherwise)', security: [], response: { 200: Readiness, 503: ErrorResponse } } },
    async () => {
      try {
        await store.ping();
      } catch (cause) {
        throw new ServiceError('not_ready', 'Storage is not reachable', { cause });
      }
      return { status: 'ready', storage: store.kind };
    },
  );
}
