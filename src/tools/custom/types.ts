// What a custom tool source becomes once its definition is checked (decisions X1-X4): the tools
// it offers, each with a JSON Schema input and how to call it. Stored as JSON in tool_sources.
import type { JsonSchema } from '../types.ts';

export type SourceKind = 'http' | 'openapi' | 'mcp';

/** Where one input field goes in an HTTP request. */
export interface HttpParam {
  name: string;
  in: 'path' | 'query' | 'header';
}

/** An HTTP call (capabilities and OpenAPI sources): method, path template and where the input goes. */
export interface HttpCall {
  kind: 'http';
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to the base URL; `{field}` is filled from the input. */
  path: string;
  params: HttpParam[];
  /** Input fields sent as the JSON body's properties, or `body` to send one field as the whole body. */
  body: { fields: string[] } | { field: string } | null;
}

export interface McpCall {
  kind: 'mcp';
  /** The tool's name on the MCP server (before normalization). */
  tool: string;
  /** The server's readOnlyHint annotation: the tool changes nothing. */
  readOnly?: boolean;
}

export interface CustomToolSpec {
  /** `<source>.<tool>`. */
  name: string;
  description: string;
  input: JsonSchema;
  call: HttpCall | McpCall;
  /** A documented example response (OpenAPI), returned by simulated calls (X7). */
  example?: unknown;
}

/** The auth of a source as responses show it: never a secret (X3). */
export type PublicAuth =
  | { type: 'none' }
  | { type: 'api_key'; header?: string; query?: string; env_var?: string }
  | { type: 'bearer'; env_var?: string }
  | {
      type: 'oauth2';
      authorization_url?: string;
      token_url?: string;
      scopes: string[];
      client_id?: string;
      revocation_url?: string;
      /** MCP sources: the RFC 8707 resource the tokens are for (the server's protected resource metadata, or its URL). */
      resource?: string;
      /** How the client authenticates at the token endpoint; client_secret_basic when absent. */
      token_endpoint_auth_method?: 'client_secret_basic' | 'client_secret_post' | 'none';
      /** `dynamic`: Baton found the endpoints and registered the client itself (MCP authorization spec). */
      registration?: 'dynamic';
    };

export interface ParsedAuth {
  auth: PublicAuth;
  /** api_key or bearer `value`, or an oauth2 client_secret: sealed at rest, never returned. */
  secret?: string;
}
