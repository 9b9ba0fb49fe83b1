// What the engine needs to know about end users' connections: whether a live service has an OAuth
// client, a consent link to hand out, and a usable access token. src/oauth implements it.
import type { TaskRow } from '../store/schema.ts';
import type { ConnectionKey } from '../services/connections/find-connection.ts';

export interface ConsentLink {
  url: string;
  expiresAt: string;
}

export interface ConnectionGateway {
  /**
   * A live service needs an OAuth client (K8 service_not_configured): the operator's for a
   * built-in service, the account's tool source's own for a custom one.
   */
  isConfigured(accountId: string, service: string, environment: 'test' | 'live'): Promise<boolean>;
  consentLink(task: TaskRow, service: string, scopes: string[]): Promise<ConsentLink>;
  /** A current access token, refreshed ahead of expiry; throws TokenRefreshRefused when the provider refuses. */
  accessToken(key: ConnectionKey, options?: { forceRefresh?: boolean }): Promise<string>;
  /** K7: the stored grant is no longer usable; the next task waits for fresh consent. */
  markExpired(key: ConnectionKey): Promise<void>;
}

export class TokenRefreshRefused extends Error {
  override name = 'TokenRefreshRefused';
}
