// The provider-neutral token set Baton stores (encrypted, C5) for one connection.
import type * as oauth from 'oauth4webapi';
import type { OAuthEndpoints } from '../../tools/types.ts';

export interface OAuthTokens {
  accessToken: string;
  refreshToken?: string;
  /** Absent when the provider sent no `expires_in` (e.g. GitHub OAuth app tokens never expire). */
  expiresAt?: Date;
  /** Scopes the provider says it granted; see toTokens for when it says nothing. */
  scopes: string[];
  /** Lowercased by oauth4webapi (`Bearer` and `bearer` both arrive as `bearer`). */
  tokenType: string;
}

/**
 * Splits a `scope` value. RFC 6749 says spaces; GitHub and Slack answer with commas, so both count
 * as separators on the way in. (A scope containing a comma would be split: no known provider has one.)
 */
export function parseScopes(scope: string): string[] {
  return [...new Set(scope.split(/[\s,]+/).filter(Boolean))];
}

export function joinScopes(scopes: string[], endpoints: OAuthEndpoints, separator?: string): string {
  return scopes.join(separator ?? endpoints.scopeSeparator ?? ' ');
}

/**
 * Leniency, within what oauth4webapi accepts: `expires_in` may be absent or a numeric string,
 * `token_type` may have any casing, `scope` may be absent (RFC 6749 5.1: then it equals what was
 * asked, so `fallbackScopes` is used). oauth4webapi still requires `token_type` to be present and
 * `bearer` (or a type listed in RECOGNIZED_TOKEN_TYPES).
 */
export function toTokens(
  res: oauth.TokenEndpointResponse,
  requestedAt: Date,
  fallback: { scopes?: string[]; refreshToken?: string },
): OAuthTokens {
  const tokens: OAuthTokens = {
    accessToken: res.access_token,
    scopes: typeof res.scope === 'string' ? parseScopes(res.scope) : [...(fallback.scopes ?? [])],
    tokenType: res.token_type,
  };
  // C5: a response without a new refresh token keeps the old one.
  const refreshToken = res.refresh_token || fallback.refreshToken;
  if (refreshToken) tokens.refreshToken = refreshToken;
  // Counted from when the request was sent, so the token is never believed valid longer than it is.
  if (typeof res.expires_in === 'number') tokens.expiresAt = new Date(requestedAt.getTime() + res.expires_in * 1000);
  return tokens;
}

/**
 * Slack's OAuth v2 answers `token_type: "bot"` (or `"user"`) for what are bearer tokens in use.
 * oauth4webapi rejects unknown token types unless they are listed here.
 */
export const RECOGNIZED_TOKEN_TYPES: oauth.RecognizedTokenTypes = {
  bot: () => {},
  user: () => {},
};
