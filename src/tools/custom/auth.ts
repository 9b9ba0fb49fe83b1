// X3: a source's auth. none, api_key (header or query) and bearer are account-wide secrets; oauth2
// is per end user through the consent flow. The secret part is split off here so that only the
// sealed column ever holds it.
import { invalidDefinition, isObject, optionalString, pointer, requireString, requireUrl } from './definition-error.ts';
import type { ParsedAuth, SourceKind } from './types.ts';

const fieldsByType: Record<string, string[]> = {
  none: ['type'],
  api_key: ['type', 'header', 'query', 'value', 'env_var'],
  bearer: ['type', 'value', 'env_var'],
  oauth2: ['type', 'authorization_url', 'token_url', 'scopes', 'client_id', 'client_secret', 'revocation_url'],
};
const headerToken = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,128}$/;
const envVarName = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;

/** Exactly one of `value` (sealed) or `env_var` (read from the server's environment at call time). */
function secretSource(raw: Record<string, unknown>): { secret?: string; env_var?: string } {
  if ((raw.value === undefined) === (raw.env_var === undefined)) throw invalidDefinition(pointer('auth', 'value'), 'auth needs exactly one of value or env_var');
  if (raw.value !== undefined) return { secret: requireString(raw.value, pointer('auth', 'value'), 'auth.value') };
  const name = requireString(raw.env_var, pointer('auth', 'env_var'), 'auth.env_var');
  if (!envVarName.test(name)) throw invalidDefinition(pointer('auth', 'env_var'), 'auth.env_var must be an environment variable name (letters, digits, _)');
  return { env_var: name };
}

export function parseAuth(raw: unknown, kind: SourceKind): ParsedAuth {
  if (raw === undefined) return { auth: { type: 'none' } };
  if (!isObject(raw)) throw invalidDefinition(pointer('auth'), 'auth must be an object');
  const type = raw.type;
  if (typeof type !== 'string' || !(type in fieldsByType)) throw invalidDefinition(pointer('auth', 'type'), 'auth.type must be none, api_key, bearer or oauth2');
  const unknown = Object.keys(raw).find((k) => !fieldsByType[type].includes(k));
  if (unknown) throw invalidDefinition(pointer('auth', unknown), `auth of type ${type} has no field ${unknown}`);
  switch (type) {
    case 'none':
      return { auth: { type: 'none' } };
    case 'api_key': {
      if ((raw.header === undefined) === (raw.query === undefined)) throw invalidDefinition(pointer('auth', 'header'), 'an api_key auth needs exactly one of header or query');
      const place = raw.header !== undefined ? 'header' : 'query';
      const name = requireString(raw[place], pointer('auth', place), `auth.${place}`);
      if (!headerToken.test(name)) throw invalidDefinition(pointer('auth', place), `auth.${place} must be a plain name (letters, digits, - _ .)`);
      const { secret, env_var } = secretSource(raw);
      return { auth: { type: 'api_key', [place]: name, ...(env_var ? { env_var } : {}) }, secret };
    }
    case 'bearer': {
      const { secret, env_var } = secretSource(raw);
      return { auth: { type: 'bearer', ...(env_var ? { env_var } : {}) }, secret };
    }
    default:
      return parseOAuth2(raw, kind);
  }
}

function parseOAuth2(raw: Record<string, unknown>, kind: SourceKind): ParsedAuth {
  const scopes = raw.scopes ?? [];
  if (!Array.isArray(scopes) || scopes.some((s) => typeof s !== 'string' || s.trim() === '' || /\s/.test(s))) {
    throw invalidDefinition(pointer('auth', 'scopes'), 'auth.scopes must be an array of scope strings without spaces');
  }
  const clientId = optionalString(raw.client_id, pointer('auth', 'client_id'), 'auth.client_id');
  // An MCP server may publish its endpoints and register clients itself (MCP authorization spec).
  const discovered = kind === 'mcp' && clientId === undefined;
  if (!discovered && clientId === undefined) throw invalidDefinition(pointer('auth', 'client_id'), 'an oauth2 auth needs client_id (only an MCP source may leave it out, for discovery)');
  const secret = optionalString(raw.client_secret, pointer('auth', 'client_secret'), 'auth.client_secret');
  if (!discovered && secret === undefined) throw invalidDefinition(pointer('auth', 'client_secret'), 'an oauth2 auth with a client_id needs client_secret');
  const url = (field: string, required: boolean) =>
    raw[field] === undefined && !required ? undefined : requireUrl(raw[field], pointer('auth', field), `auth.${field}`);
  const authorization_url = url('authorization_url', !discovered);
  const token_url = url('token_url', !discovered);
  const revocation_url = url('revocation_url', false);
  return {
    auth: {
      type: 'oauth2',
      ...(authorization_url ? { authorization_url } : {}),
      ...(token_url ? { token_url } : {}),
      scopes: scopes as string[],
      ...(clientId ? { client_id: clientId } : {}),
      ...(revocation_url ? { revocation_url } : {}),
    },
    secret,
  };
}
