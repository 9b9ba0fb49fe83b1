// Sign-in, sign-out and the one-time set-password link (D1). The forms before sign-in carry a
// double-submit token (a cookie and the same value in the form), since there is no session yet.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isServiceError } from '../../../lib/errors.ts';
import { randomBase62 } from '../../../lib/random.ts';
import type { ServiceContext } from '../../../services/context.ts';
import { openPasswordLink, usePasswordLink } from '../../../services/dashboard-users/password-link.ts';
import { endSession, startSession } from '../../../services/dashboard-users/sessions.ts';
import { signIn } from '../../../services/dashboard-users/sign-in.ts';
import type { DashboardUserRow } from '../../../store/schema.ts';
import { statusByCode } from '../../error-status.ts';
import { clearSessionCookie, readCookie, sessionCookie, setSessionCookie, setSignInCookie, signInCookie } from '../cookies.ts';
import { assertCsrf } from '../csrf.ts';
import { dashboardPath } from '../layout.ts';
import { seeOther, sendHtml } from '../page-reply.ts';
import { renderSetPassword, renderSignIn } from '../views/auth-views.ts';
import { findSession } from '../../../services/dashboard-users/sessions.ts';

type Form = Record<string, string | undefined>;
const hidden = { schema: { hide: true } };

/** Only a dashboard path of this site, never another host (no open redirect). */
function safeNext(value: unknown): string {
  return typeof value === 'string' && value.startsWith(`${dashboardPath}`) && !value.startsWith('//') && !value.includes('\\') ? value : dashboardPath;
}

function freshFormToken(reply: FastifyReply): string {
  const token = randomBase62(32);
  setSignInCookie(reply, token);
  return token;
}

function assertFormToken(request: FastifyRequest): void {
  assertCsrf(request, readCookie(request, signInCookie) ?? randomBase62(32));
}

export function registerAuthRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  // A new session id at every sign-in (no fixation); any session the browser brought is ended.
  async function beginSession(request: FastifyRequest, reply: FastifyReply, user: DashboardUserRow, next: string) {
    const previous = readCookie(request, sessionCookie);
    if (previous) await endSession(ctx, previous);
    const session = await startSession(ctx, user);
    setSessionCookie(reply, session.id);
    request.log.info({ dashboard_user: user.id, account: user.account_id }, 'dashboard sign-in');
    return seeOther(reply, next);
  }

  scope.get<{ Querystring: Form }>(`${dashboardPath}/sign-in`, hidden, async (request, reply) => {
    const next = safeNext(request.query.next);
    if (await findSession(ctx, readCookie(request, sessionCookie))) return seeOther(reply, next);
    const info = request.query.signed_out === '1' ? 'You are signed out.' : undefined;
    return sendHtml(reply, renderSignIn({ csrf: freshFormToken(reply), next, info }));
  });

  scope.post<{ Body: Form | undefined }>(`${dashboardPath}/sign-in`, hidden, async (request, reply) => {
    const form = request.body ?? {};
    const next = safeNext(form.next);
    try {
      assertFormToken(request);
      const user = await signIn(ctx, { email: form.email, password: form.password, client: request.ip });
      return await beginSession(request, reply, user, next);
    } catch (error) {
      if (!isServiceError(error)) throw error;
      request.log.info({ code: error.code }, 'dashboard sign-in refused');
      return sendHtml(reply, renderSignIn({ csrf: freshFormToken(reply), next, email: form.email, error: error.message }), statusByCode[error.code]);
    }
  });

  scope.post<{ Body: Form | undefined }>(`${dashboardPath}/sign-out`, hidden, async (request, reply) => {
    const id = readCookie(request, sessionCookie);
    const session = await findSession(ctx, id);
    // A session's sign-out form carries its CSRF token; without a live session there is nothing to end.
    if (session && id) {
      assertCsrf(request, session.csrf);
      await endSession(ctx, id);
    }
    clearSessionCookie(reply);
    return seeOther(reply, `${dashboardPath}/sign-in?signed_out=1`);
  });

  const linkPath = (token: string) => `${dashboardPath}/set-password/${encodeURIComponent(token)}`;

  scope.get<{ Params: { token: string } }>(`${dashboardPath}/set-password/:token`, hidden, async (request, reply) => {
    const user = await openPasswordLink(ctx, request.params.token);
    return sendHtml(reply, renderSetPassword({ csrf: freshFormToken(reply), action: linkPath(request.params.token), email: user.email }));
  });

  scope.post<{ Params: { token: string }; Body: Form | undefined }>(`${dashboardPath}/set-password/:token`, hidden, async (request, reply) => {
    const { token } = request.params;
    const user = await openPasswordLink(ctx, token);
    try {
      assertFormToken(request);
      const updated = await usePasswordLink(ctx, token, request.body ?? {});
      return await beginSession(request, reply, updated, dashboardPath);
    } catch (error) {
      if (!isServiceError(error) || !['validation_failed', 'dashboard_user_exists', 'invalid_csrf_token'].includes(error.code)) throw error;
      return sendHtml(reply, renderSetPassword({ csrf: freshFormToken(reply), action: linkPath(token), email: user.email, error: error.message }), statusByCode[error.code]);
    }
  });
}
