// The /v1 pipeline before a handler runs: authenticate, then count the request against the
// account's limit and put the X-RateLimit-* headers on the response (L2).
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { ServiceError } from '../../lib/errors.ts';
import type { ServiceContext } from '../../services/context.ts';
import { createAuthenticator } from '../authenticator.ts';
import { createRateLimiter } from '../rate-limiter.ts';

export function installApiGuard(scope: FastifyInstance, ctx: ServiceContext, pool: pg.Pool | undefined): void {
  const authenticateRequest = createAuthenticator(ctx);
  const consume = createRateLimiter(pool, ctx.clock);
  scope.addHook('onRequest', async (request, reply) => {
    await authenticateRequest(request);
    const account = request.auth!.account;
    const decision = await consume(account.id, account.rpm_limit);
    reply.header('x-ratelimit-limit', decision.limit);
    reply.header('x-ratelimit-remaining', decision.remaining);
    reply.header('x-ratelimit-reset', decision.resetAt);
    if (!decision.allowed) {
      reply.header('retry-after', decision.retryAfter);
      throw new ServiceError('rate_limit_exceeded', `Too many requests: ${decision.limit} a minute on this plan; retry after ${decision.retryAfter} s`);
    }
  });
}
