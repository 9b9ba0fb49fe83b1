// One log line per request, with its request id; headers and bodies (keys, tokens) are never logged,
// and consent links are logged without their opaque token.
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

const secretPathSegments = /^(\/oauth\/(?:authorize|callback|sandbox)\/|\/settings\/)[^/?]+/;

export function redactUrl(url: string): string {
  const [path, query] = url.split('?');
  const safePath = path.replace(secretPathSegments, '$1[redacted]');
  return query === undefined ? safePath : `${safePath}?${query.replace(/(^|&)(code|state|token)=[^&]*/g, '$1$2=[redacted]')}`;
}

// Callback-style hooks: they do no I/O, and an async hook costs a promise and a tick per request.
export function installRequestLog(app: FastifyInstance, logger: Logger): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // The level is fixed at start: below info, the per-request line is not even assembled.
  if (!logger.isLevelEnabled('info')) return;
  app.addHook('onResponse', (request, reply, done) => {
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
    done();
  });
}
