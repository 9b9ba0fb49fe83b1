// What an account-wide credential adds to a request (X3): an api key header or query parameter, or
// a bearer token. The secret is the sealed value or the named environment variable of the server.
import type { PublicAuth } from './types.ts';

export interface AuthParts {
  headers: Record<string, string>;
  query: Record<string, string>;
}

/** The secret of an api_key or bearer auth: its sealed value (opened) or its environment variable. */
export function credentialOf(auth: PublicAuth, openedSecret: string | undefined, env: Record<string, string | undefined> = process.env): string | undefined {
  if (auth.type !== 'api_key' && auth.type !== 'bearer') return undefined;
  return auth.env_var ? env[auth.env_var] || undefined : openedSecret;
}

export function authParts(auth: PublicAuth, credential: string | undefined): AuthParts {
  const parts: AuthParts = { headers: {}, query: {} };
  if (credential === undefined) return parts;
  if (auth.type === 'bearer') parts.headers.authorization = `Bearer ${credential}`;
  if (auth.type === 'api_key' && auth.header) parts.headers[auth.header.toLowerCase()] = credential;
  if (auth.type === 'api_key' && auth.query) parts.query[auth.query] = credential;
  return parts;
}
