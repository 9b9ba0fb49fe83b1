// Every authenticated /v1 route, registered inside the scope that authenticates and rate-limits.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../services/context.ts';
import type { PostRunner } from '../idempotent-post.ts';
import { registerConnectionRoutes } from './connections.ts';
import { registerSubagentRoutes } from './subagents.ts';
import { registerWebhookRoutes } from './webhooks.ts';
import { registerTaskRoutes } from './tasks.ts';
import { registerToolRoutes } from './tools.ts';

export interface RouteDeps {
  ctx: ServiceContext;
  runPost: PostRunner;
}

export function registerApiRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  registerSubagentRoutes(scope, deps);
  registerWebhookRoutes(scope, deps);
  registerTaskRoutes(scope, deps);
  registerConnectionRoutes(scope, deps);
  registerToolRoutes(scope, deps);
}
