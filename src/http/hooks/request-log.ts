// One log line per request, with its request id; headers and bodies (keys, tokens) are never logged,
// and consent links are logged without their opaque token.
import type { FastifyInstance } from 'fastify';

const secretPathSegments = /^(\/oauth\/(?:authorize|callback|sandbox)\/|\/settings\/)[^/?]+/;

export function redactUrl(url: string): string {
  const [path, query] = url.split('?');
  const safePath = path.replace(secretPathSegments, '$1[redacted]');
  return query === undefined ? safePath : `${safePath}?${query.replace(/(^|&)(code|state|token)=[^&]*/g, '$1$2=[redacted]')}`;
}

export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        account: request.auth?.account.id,
      },
      'request',
    );
  });
}
