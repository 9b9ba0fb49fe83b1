// The tool catalog's contract: services own tools; each tool has a sandbox and a live implementation.
// The engine loads/saves sandbox state and builds the LiveApi; tools themselves stay pure and small.
import type { ToolIntent } from './intent-types.ts';

/** A JSON Schema object describing a tool's input (draft 2020-12 subset: type, properties, required, enum, items, description, format, minimum, maximum, default, additionalProperties). */
export type JsonSchema = {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: readonly (string | number | boolean)[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
};

/** OAuth 2.0 endpoints a provider publishes (decision C1). Operators override them by configuration. */
export interface OAuthEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
  /** RFC 7009 revocation endpoint, when the provider has one. */
  revokeUrl?: string;
  /** How the provider joins scopes in the `scope` parameter (space by default; Slack uses commas). */
  scopeSeparator?: string;
  /** Extra authorization-request parameters the provider needs (e.g. Google's access_type=offline). */
  extraAuthParams?: Record<string, string>;
  /**
   * How the client authenticates at the token and revocation endpoints: HTTP Basic (the default,
   * which RFC 6749 2.3.1 obliges every server to accept), client_id/client_secret in the form body,
   * or not at all (a public client registered without a secret, PKCE being its proof).
   */
  clientAuth?: 'basic' | 'post' | 'none';
  /**
   * RFC 8707 resource indicator sent in the authorization and token requests: the MCP
   * authorization spec requires it, naming the MCP server the tokens are for.
   */
  resource?: string;
}

export interface ServiceDef {
  /** Stable id, lower snake case: `github`, `google_calendar`, `web`. */
  id: string;
  /** Display name: `GitHub`, `Google Calendar`. */
  name: string;
  description: string;
  /**
   * Words and phrases that put the service in a prompt's scope (the matcher's input): its name and
   * the domain users describe without naming it ("my inbox", "our wiki", "the sprint board").
   */
  keywords: string[];
  /** False for tools that need no end user's authorization (web page, date/time). */
  requiresConnection: boolean;
  /** Default base URL of the live API; overridable per deployment (BATON_PROVIDER_<ID>_BASE_URL). */
  apiBaseUrl: string;
  oauth?: OAuthEndpoints;
  /** An account's own tool source (X1): its tools make their own requests and keep no sandbox state. */
  custom?: boolean;
  /** Plausible starting data for one end user's sandbox of this service; deterministic for a user id. */
  sandboxSeed(userId: string): SandboxState;
  /** The sandbox keeps no state (date/time): its calls neither read nor lock a stored sandbox row. */
  sandboxStateless?: boolean;
}

/** One service's sandbox data for one account and end user; plain JSON so storage can persist it. */
export type SandboxState = Record<string, unknown>;

/** What a sandbox implementation may touch: its own state (mutate in place; the caller persists it), time and ids. */
export interface SandboxWorld {
  state: SandboxState;
  now(): Date;
  /** A fresh random id with the given prefix, e.g. newId('msg') -> 'msg_8fK2...'. */
  newId(prefix: string): string;
  userId: string;
  /** The task's cancel signal, for implementations that send requests (custom sources' sandbox URLs). */
  signal?: AbortSignal;
}

export interface LiveRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path relative to the service's base URL, starting with `/`. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What a live implementation may touch. Built by the engine: base URL and the end user's token already applied. */
export interface LiveApi {
  /** Sends one request to the provider and returns its parsed JSON body (undefined for 204). Throws ToolError on failure statuses. */
  request<T = unknown>(req: LiveRequest): Promise<T>;
  /** Fetches a public web page through the egress guard (E7). Only tools that need no connection use it. */
  fetchPublic(url: string): Promise<{ url: string; status: number; contentType: string; body: string }>;
  now(): Date;
  signal: AbortSignal;
  /** The end user's OAuth access token, for tools that send their own requests (custom sources). */
  accessToken?: string;
}

export interface ToolDef<I = Record<string, unknown>, O = unknown> {
  /** `<service>.<verb_object>`, e.g. `github.create_issue`. */
  name: string;
  service: string;
  /** One or two sentences a language model reads to choose between tools. */
  description: string;
  /** Curated words and synonyms that point to this tool (matcher input). */
  keywords: string[];
  input: JsonSchema;
  /** Human-readable shape of the result, for docs and the model. */
  output: string;
  /** OAuth scopes the end user must have granted for this tool (provider's own scope strings). */
  scopes: string[];
  /** True when the tool changes something at the provider (create, send, update, delete). */
  mutates: boolean;
  /** Command verbs, objects, target lookup and summary: what the offline planner and the matcher read. */
  intent?: ToolIntent;
  sandbox(input: I, world: SandboxWorld): O | Promise<O>;
  live(input: I, api: LiveApi): Promise<O>;
}
