// CSRF defence of every state-changing dashboard request: the form's `csrf` field (or the
// X-CSRF-Token header of a script's request) must equal the session's token, and a browser's
// Origin header, when sent, must be this site. SameSite=Lax on the session cookie is a third layer.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ServiceError } from '../../lib/errors.ts';

export function sameToken(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given === '') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function assertSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string | undefined;
  try {
    host = new URL(origin).host;
  } catch {
    host = undefined;
  }
  if (host !== request.host) throw new ServiceError('invalid_csrf_token', 'This form was sent from another site. Open the dashboard and try again.');
}

export function assertCsrf(request: FastifyRequest, expected: string): void {
  assertSameOrigin(request);
  const body = request.body as Record<string, unknown> | undefined;
  const given = request.headers['x-csrf-token'] ?? body?.csrf;
  if (!sameToken(expected, given)) throw new ServiceError('invalid_csrf_token', 'This form has expired. Reload the page and try again.');
}
