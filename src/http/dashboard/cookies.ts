// The dashboard's cookies. `__Host-` names force Secure, Path=/ and no Domain in the browser, so
// no sibling host or plain-HTTP page can set or read them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionLimits } from '../../services/dashboard-users/sessions.ts';

export const sessionCookie = '__Host-baton_session';
/** Double-submit token of the sign-in form (no session exists yet to carry a CSRF token). */
export const signInCookie = '__Host-baton_signin';

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

function serialize(name: string, value: string, maxAgeSeconds: number, sameSite: 'Lax' | 'Strict'): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=${sameSite}`;
}

export function setSessionCookie(reply: FastifyReply, id: string): void {
  reply.header('set-cookie', serialize(sessionCookie, id, sessionLimits.absoluteMs / 1000, 'Lax'));
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.header('set-cookie', serialize(sessionCookie, '', 0, 'Lax'));
}

export function setSignInCookie(reply: FastifyReply, token: string): void {
  reply.header('set-cookie', serialize(signInCookie, token, 3600, 'Strict'));
}
