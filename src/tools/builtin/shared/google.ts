// What Google Calendar and Gmail have in common: Google's OAuth endpoints, and Google's habit of
// answering quota exhaustion with 403 (reason rateLimitExceeded) rather than 429, and deletion with 410.
import type { LiveApi, LiveRequest, OAuthEndpoints } from '../../types.ts';
import { ToolError } from '../../tool-error.ts';

export const googleOAuth: OAuthEndpoints = {
  authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  revokeUrl: 'https://oauth2.googleapis.com/revoke',
  scopeSeparator: ' ',
  // offline + consent: Google only issues a refresh token when both are asked for.
  extraAuthParams: { access_type: 'offline', prompt: 'consent' },
};

// LiveApi keeps only Google's error.message; these are the messages of its usage-limit 403s.
const QUOTA_MESSAGE = /rate limit exceeded|usage limits? exceeded|quota exceeded/i;

/** api.request, with Google's usage-limit 403s reported as rate_limited so the engine retries them. */
export async function googleRequest<T>(api: LiveApi, req: LiveRequest): Promise<T> {
  try {
    return await api.request<T>(req);
  } catch (err) {
    if (err instanceof ToolError && err.status === 403 && QUOTA_MESSAGE.test(err.message)) {
      throw new ToolError('rate_limited', err.message, { status: 403, retryAfterSeconds: err.retryAfterSeconds, cause: err });
    }
    // 410 Gone: Google's answer for something already deleted (an event deleted twice).
    if (err instanceof ToolError && err.status === 410) throw new ToolError('not_found', err.message, { status: 410, cause: err });
    throw err;
  }
}

/** Encodes one path segment (calendar ids are e-mail addresses, event ids are free-form). */
export const seg = (value: string) => encodeURIComponent(value);
