// The HTTPS listener, made here rather than by Fastify so every deadline is set (issue 12): by
// default a request whose body trickles in, or a connection that never speaks, is held forever.
// A request past its deadline is answered 408 by answerMalformedRequest; connections beyond the
// cap are closed as soon as they are accepted.
import https from 'node:https';
import type { FastifyServerFactoryHandler } from 'fastify';
import type { HttpLimits } from '../config/config.ts';

/** How often Node checks open requests against their deadlines (a deadline fires up to this late). */
const deadlineCheckMs = 1000;

export function httpsServerFactory(tls: { key: string; cert: string }, limits: HttpLimits) {
  return (handler: FastifyServerFactoryHandler) => {
    const server = https.createServer(
      {
        key: tls.key,
        cert: tls.cert,
        handshakeTimeout: limits.headersTimeoutMs,
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        connectionsCheckingInterval: deadlineCheckMs,
        // Longer than common load balancers' idle timeout (60 s), as Fastify's own default.
        keepAliveTimeout: 72_000,
      },
      handler,
    );
    server.maxConnections = limits.maxConnections;
    return server;
  };
}
