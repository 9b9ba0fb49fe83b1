// Typed failures of the OAuth client. The engine maps them onto task outcomes (K6, K7):
// consent_denied fails the task recoverably, refresh_refused marks the connection expired,
// provider_unavailable is worth a retry; every other code is a configuration or protocol fault.
import * as oauth from 'oauth4webapi';

export type OAuthFlowErrorCode =
  /** The callback's `state` is missing or differs from the stored one (possible CSRF); nothing was exchanged. */
  | 'state_mismatch'
  /** The end user refused consent (`error=access_denied` on the callback). */
  | 'consent_denied'
  /** The provider answered the authorization request with another error (e.g. invalid_scope); see `oauthError`. */
  | 'authorization_error'
  /** The callback is malformed: no code, duplicated parameters, or an `iss` of another issuer. */
  | 'invalid_callback'
  /** A code exchange (or client credentials request) was refused or answered with an unusable response (e.g. a replayed code). */
  | 'token_exchange_failed'
  /** The provider rejected the refresh token (invalid_grant): the end user must consent again. */
  | 'refresh_refused'
  /** A refresh failed for another reason (invalid_client, malformed response...). */
  | 'refresh_failed'
  /** The revocation endpoint refused the request. */
  | 'revocation_failed'
  /** No usable authorization server metadata at the issuer (RFC 8414, OpenID Connect discovery). */
  | 'discovery_failed'
  /** The registration endpoint refused to register the client (RFC 7591). */
  | 'registration_failed'
  /** Network failure, timeout, 5xx, 429, or server_error/temporarily_unavailable: retry later. */
  | 'provider_unavailable'
  /** The endpoints or arguments are unusable (bad URL, plain http without allowInsecureRequests). */
  | 'invalid_config';

export class OAuthFlowError extends Error {
  readonly code: OAuthFlowErrorCode;
  /** The provider's own error code (`invalid_grant`, `access_denied`...), when it gave one. */
  readonly oauthError?: string;
  /** HTTP status of the provider's response, when there was one. */
  readonly status?: number;
  readonly retryable: boolean;

  constructor(
    code: OAuthFlowErrorCode,
    message: string,
    extra: { oauthError?: string; status?: number; cause?: unknown } = {},
  ) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.name = 'OAuthFlowError';
    this.code = code;
    this.oauthError = extra.oauthError;
    this.status = extra.status;
    this.retryable = code === 'provider_unavailable';
  }
}

/** What a failed call at one endpoint means when the provider itself is healthy. */
export type EndpointFailure = 'token_exchange_failed' | 'refresh_failed' | 'revocation_failed' | 'discovery_failed' | 'registration_failed';

const TRANSIENT_ERRORS = new Set(['server_error', 'temporarily_unavailable']);
// GitHub answers a dead refresh token with 200 {error: "bad_refresh_token"}; Slack with {ok: false, error: "invalid_refresh_token"}.
const REFRESH_REFUSALS = new Set(['invalid_grant', 'bad_refresh_token', 'invalid_refresh_token']);

/** Classifies a provider answer that carried an OAuth error code and/or an HTTP status. */
function classify(
  failure: EndpointFailure,
  cause: unknown,
  oauthError: string | undefined,
  status: number | undefined,
  description?: string,
): OAuthFlowError {
  const detail = [status === undefined ? '' : `HTTP ${status}`, oauthError, description].filter(Boolean).join(', ');
  const extra = { oauthError, status, cause };
  if ((status !== undefined && (status >= 500 || status === 429)) || (oauthError && TRANSIENT_ERRORS.has(oauthError))) {
    return new OAuthFlowError('provider_unavailable', `provider unavailable (${detail})`, extra);
  }
  if (failure === 'refresh_failed' && oauthError && REFRESH_REFUSALS.has(oauthError)) {
    return new OAuthFlowError('refresh_refused', `refresh token refused (${detail})`, extra);
  }
  return new OAuthFlowError(failure, `${failure.replace(/_/g, ' ')} (${detail})`, extra);
}

function bodyError(cause: unknown): { error?: string; description?: string } {
  const body = (cause as { body?: unknown } | undefined)?.body;
  if (body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string') {
    const b = body as { error: string; error_description?: unknown };
    return { error: b.error, description: typeof b.error_description === 'string' ? b.error_description : undefined };
  }
  return {};
}

/** Turns whatever oauth4webapi (or fetch) threw during a call at one endpoint into an OAuthFlowError. */
export function toFlowError(err: unknown, failure: EndpointFailure): OAuthFlowError {
  if (err instanceof OAuthFlowError) return err;
  if (err instanceof oauth.ResponseBodyError) {
    return classify(failure, err, err.error, err.status, err.error_description);
  }
  if (err instanceof oauth.WWWAuthenticateChallengeError) {
    const param = err.cause[0]?.parameters.error;
    return classify(failure, err, param, err.status);
  }
  if (err instanceof oauth.OperationProcessingError) {
    if (err.code === oauth.REQUEST_PROTOCOL_FORBIDDEN || err.code === oauth.HTTP_REQUEST_FORBIDDEN) {
      return new OAuthFlowError('invalid_config', err.message, { cause: err });
    }
    if (err.cause instanceof Response) return classify(failure, err, undefined, err.cause.status, err.message);
    // A 200 whose body is an error object: GitHub and Slack report failures this way.
    const { error, description } = bodyError(err.cause);
    return classify(failure, err, error, undefined, description ?? err.message);
  }
  if (err instanceof oauth.UnsupportedOperationError) {
    return new OAuthFlowError(failure, err.message, { cause: err });
  }
  // oauth4webapi's argument checks and `new URL` throw TypeErrors; fetch failures never get here (see http.ts).
  const message = err instanceof Error ? err.message : String(err);
  return new OAuthFlowError('invalid_config', message, { cause: err });
}
