// The dashboard's static files, read once at start: no build step, no inline script or style.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

const files = {
  'dashboard.css': 'text/css; charset=utf-8',
  'dashboard.js': 'text/javascript; charset=utf-8',
} as const;

export function registerAssets(scope: FastifyInstance): void {
  for (const [name, type] of Object.entries(files)) {
    const body = readFileSync(new URL(`./assets/${name}`, import.meta.url));
    scope.get(`/dashboard/assets/${name}`, { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').type(type).send(body),
    );
  }
}
