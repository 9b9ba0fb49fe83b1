// The HTTPS listener, made here rather than by Fastify so every deadline is set (issue 12): by
// default a request whose body trickles in, or a connection that never speaks, is held forever.
// A request past its deadline is answered 408 by answerMalformedRequest; connections beyond the
// cap are closed as soon as they are accepted. Plain HTTP sent to this port is answered 400
// (plain-http-sniffer.ts) instead of an empty reply.
import https from 'node:https';
import type { FastifyServerFactoryHandler } from 'fastify';
import type { HttpLimits } from '../config/config.ts';
import { answerPlainHttpOnTlsPort } from './plain-http-sniffer.ts';

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
    answerPlainHttpOnTlsPort(server, limits.headersTimeoutMs);
    return server;
  };
}
