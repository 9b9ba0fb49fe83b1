// Authenticates /v1 requests. Lookups are cached for 500 ms per key hash, so a revocation made on
// any node is honoured everywhere within a second (A2) while hot keys skip most storage reads.
import type { FastifyRequest } from 'fastify';
import { ServiceError } from '../lib/errors.ts';
import type { ServiceContext } from '../services/context.ts';
import { authenticate, type Authenticated } from '../services/keys/authenticate.ts';

const cacheMs = 500;
const maxEntries = 10_000;

export function createAuthenticator(ctx: ServiceContext) {
  const cache = new Map<string, { at: number; result: Authenticated | ServiceError }>();
  return async function authenticateRequest(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const cacheKey = header ?? '';
    const now = Date.now();
    let hit = cache.get(cacheKey);
    if (!hit || now - hit.at > cacheMs) {
      let result: Authenticated | ServiceError;
      try {
        result = await authenticate(ctx, header);
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        result = error;
      }
      if (cache.size >= maxEntries) cache.clear();
      hit = { at: now, result };
      if (header !== undefined) cache.set(cacheKey, hit);
    }
    if (hit.result instanceof ServiceError) throw hit.result;
    request.auth = hit.result;
  };
}
