// Typed per-request state that the hooks attach: who is calling, and the raw body for idempotency.
import type { Authenticated } from '../services/keys/authenticate.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: Authenticated;
    rawBody?: string;
  }
}

export type { Authenticated };
