// Schemas of the custom tool source API (X1-X4). A definition's content is checked by the verbs,
// which answer 422 invalid_tool_definition with a JSON pointer; here only "a JSON object".
import { Type } from 'typebox';
import { Literals, PageQuery, Timestamp } from './common.ts';

const Kind = Literals(['http', 'openapi', 'mcp'], { title: 'ToolSourceKind' });
const Opt = Type.Optional;

export const SourceParams = Type.Object({ name: Type.String() });
export const Definition = Type.Object({}, { additionalProperties: true, title: 'ToolSourceDefinition', description: 'A tool source definition: capabilities, openapi or mcp (docs/tools.md)' });
export const ListQuery = Type.Object({ ...PageQuery }, { additionalProperties: false });

const Auth = Type.Object({
  type: Literals(['none', 'api_key', 'bearer', 'oauth2']),
  header: Opt(Type.String()),
  query: Opt(Type.String()),
  env_var: Opt(Type.String()),
  authorization_url: Opt(Type.String()),
  token_url: Opt(Type.String()),
  scopes: Opt(Type.Array(Type.String())),
  client_id: Opt(Type.String()),
  revocation_url: Opt(Type.String()),
  resource: Opt(Type.String({ description: 'MCP sources: the RFC 8707 resource the tokens are for' })),
  token_endpoint_auth_method: Opt(Literals(['client_secret_basic', 'client_secret_post', 'none'])),
  registration: Opt(Type.Literal('dynamic', { description: 'The endpoints were discovered and the client registered by Baton (MCP authorization spec)' })),
  configured: Opt(Type.Boolean({ description: 'A credential is stored (never shown)' })),
}, { title: 'ToolSourceAuth' });

export const Source = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: Kind,
  description: Type.String(),
  tools: Type.Array(Type.Object({ name: Type.String(), description: Type.String() }, { title: 'ToolSourceTool' })),
  auth: Auth,
  base_url: Opt(Type.String()),
  sandbox_base_url: Opt(Type.String()),
  mcp: Opt(Type.Object({ url: Type.String(), sandbox_url: Opt(Type.String()) })),
  status: Type.Literal('active'),
  created_at: Timestamp,
  updated_at: Timestamp,
}, { title: 'ToolSource' });

export const SourceList = Type.Object({ data: Type.Array(Source), has_more: Type.Boolean() }, { title: 'ToolSourceList' });
export const DeletedSource = Type.Object({ id: Type.String(), status: Type.Literal('deleted'), deleted_at: Timestamp }, { title: 'DeletedToolSource' });
