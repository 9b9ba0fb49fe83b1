// The service context of an authenticated request, optionally bound to a transaction.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AccountContext, ServiceContext } from '../services/context.ts';
import type { Database } from '../store/schema.ts';

export function accountContext(ctx: ServiceContext, request: FastifyRequest, db: Kysely<Database> = ctx.db): AccountContext {
  const auth = request.auth!;
  return { ...ctx, db, account: auth.account, environment: auth.environment };
}
