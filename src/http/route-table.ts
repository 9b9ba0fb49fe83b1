// Remembers every route's path pattern so an unknown method on a known path can answer 405 (T3)
// instead of Fastify's 404.
import type { FastifyInstance } from 'fastify';

export interface RouteTable {
  methodsFor(url: string): string[];
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

export function trackRoutes(app: FastifyInstance): RouteTable {
  const routes: Array<{ methods: string[]; regexp: RegExp }> = [];
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    routes.push({ methods, regexp: patternToRegExp(route.url ?? route.path) });
  });
  return {
    methodsFor(url: string): string[] {
      const path = url.split('?')[0];
      return [...new Set(routes.filter((r) => r.regexp.test(path)).flatMap((r) => r.methods))].sort();
    },
  };
}
