// OAuth 2.0 client core: storage-free protocol steps on top of oauth4webapi.
export { buildAuthorizationRequest, completeAuthorization } from './authorize.ts';
export type { AuthorizationRequest, AuthorizationRequestInput, CompleteAuthorizationInput } from './authorize.ts';
export { clientCredentialsToken } from './client-credentials.ts';
export { discoverAuthorizationServer } from './discovery.ts';
export { registerClient } from './register.ts';
export type { RegisteredClient } from './register.ts';
export { refreshAccessToken } from './refresh.ts';
export type { RefreshInput } from './refresh.ts';
export { revokeToken } from './revoke.ts';
export type { RevokeInput } from './revoke.ts';
export { OAuthFlowError } from './errors.ts';
export type { OAuthFlowErrorCode } from './errors.ts';
export type { FetchLike, OAuthClientCredentials, OAuthHttpOptions } from './http.ts';
export { parseScopes } from './tokens.ts';
export type { OAuthTokens } from './tokens.ts';
