// A tool source definition (X1) checked against X2-X4, without network: which kind (by the field
// present), the name, the URLs, the auth with its secret split off, and for http and openapi
// sources the tools. An MCP source's tools come from the server (services/tools/derive-tools.ts).
import { isValidSubagentName } from '../../services/subagents/name-rules.ts';
import { ServiceError } from '../../lib/errors.ts';
import { parseAuth } from './auth.ts';
import { capabilityTools } from './capabilities.ts';
import { invalidDefinition, isObject, optionalString, pointer, requireString, requireUrl, type Json } from './definition-error.ts';
import { documentBaseUrl, openapiDocument, openapiTools } from './openapi.ts';
import type { CustomToolSpec, ParsedAuth, SourceKind } from './types.ts';

export interface SourceDefinition {
  name: string;
  kind: SourceKind;
  description: string;
  /** Where calls go: base URL (http, openapi) or the server URL (mcp), and the sandbox one (X7). */
  url: string;
  sandboxUrl?: string;
  auth: ParsedAuth;
  /** The definition as given, minus the secret: what GET shows of it and what PATCH merges into. */
  stored: Json;
  /** Known without network for http and openapi sources. */
  tools?: CustomToolSpec[];
}

const kindFields = [['capabilities', 'http'], ['openapi', 'openapi'], ['mcp', 'mcp']] as const;

function kindOf(raw: Json): SourceKind {
  const present = kindFields.filter(([field]) => raw[field] !== undefined);
  if (present.length === 0) throw invalidDefinition(pointer('capabilities'), 'a tool source needs one of capabilities, openapi or mcp');
  if (present.length > 1) throw invalidDefinition(pointer(present[1][0]), `a tool source has one kind: give only one of ${present.map(([f]) => f).join(', ')}`);
  return present[0][1];
}

/** The definition without auth secrets (value, client_secret): the form that is stored. */
function withoutSecrets(raw: Json): Json {
  if (!isObject(raw.auth)) return raw;
  const { value: _v, client_secret: _c, ...auth } = raw.auth;
  return { ...raw, auth };
}

export function parseDefinition(raw: unknown): SourceDefinition {
  if (!isObject(raw)) throw invalidDefinition('', 'a tool definition must be a JSON object');
  const name = requireString(raw.name, pointer('name'), 'name');
  if (!isValidSubagentName(name)) {
    throw new ServiceError('invalid_name', 'name must be 1 to 64 characters of a-z, 0-9, - and _, starting with a letter or digit', { param: pointer('name') });
  }
  const kind = kindOf(raw);
  let description = optionalString(raw.description, pointer('description'), 'description');
  if (raw.version !== undefined && typeof raw.version !== 'string') throw invalidDefinition(pointer('version'), 'version must be a string');
  const auth = parseAuth(raw.auth, kind);
  const base = { name, kind, auth, stored: withoutSecrets(raw) };
  if (kind === 'mcp') {
    if (!isObject(raw.mcp)) throw invalidDefinition(pointer('mcp'), 'mcp must be an object {url, sandbox_url?}');
    const unknown = Object.keys(raw.mcp).find((k) => k !== 'url' && k !== 'sandbox_url');
    if (unknown) throw invalidDefinition(pointer('mcp', unknown), `mcp has no field ${unknown}`);
    const url = requireUrl(raw.mcp.url, pointer('mcp', 'url'), 'mcp.url');
    const sandboxUrl = raw.mcp.sandbox_url === undefined ? undefined : requireUrl(raw.mcp.sandbox_url, pointer('mcp', 'sandbox_url'), 'mcp.sandbox_url');
    return { ...base, description: description ?? `Tools of the MCP server at ${new URL(url).host}`, url, sandboxUrl };
  }
  const sandboxUrl = raw.sandbox_base_url === undefined ? undefined : requireUrl(raw.sandbox_base_url, pointer('sandbox_base_url'), 'sandbox_base_url');
  if (kind === 'http') {
    if (description === undefined) throw invalidDefinition(pointer('description'), 'description must be a non-empty string');
    const url = requireUrl(raw.base_url, pointer('base_url'), 'base_url');
    return { ...base, description, url, sandboxUrl, tools: capabilityTools(name, raw.capabilities) };
  }
  const doc = openapiDocument(raw.openapi);
  const fromDoc = documentBaseUrl(doc);
  if (raw.base_url === undefined && !fromDoc) throw invalidDefinition(pointer('base_url'), 'base_url is required when the document has no absolute servers[0].url');
  const url = requireUrl(raw.base_url ?? fromDoc, raw.base_url === undefined ? pointer('openapi', 'servers', 0, 'url') : pointer('base_url'), 'base_url');
  const info = isObject(doc.info) ? doc.info : {};
  description ??= [info.description, info.title].find((t) => typeof t === 'string' && t.trim() !== '') as string | undefined ?? `Operations of ${name}`;
  return { ...base, description, url, sandboxUrl, tools: openapiTools(name, doc, raw.operations) };
}
