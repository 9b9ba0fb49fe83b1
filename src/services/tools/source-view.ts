// The tool source resource (X4). Never a secret: auth shows its type, where the credential goes
// and `configured`; the stored auth never held the secret in the first place.
import type { ToolSourceRow } from '../../store/schema.ts';
import type { CustomToolSpec, PublicAuth } from '../../tools/custom/types.ts';

export const sourceAuth = (row: ToolSourceRow): PublicAuth => JSON.parse(row.auth_json) as PublicAuth;
export const sourceTools = (row: ToolSourceRow): CustomToolSpec[] => JSON.parse(row.tools_json) as CustomToolSpec[];

function authView(row: ToolSourceRow) {
  const auth = sourceAuth(row);
  if (auth.type === 'none') return auth;
  const fromEnv = 'env_var' in auth && auth.env_var ? Boolean(process.env[auth.env_var]) : false;
  const configured = auth.type === 'oauth2'
    ? auth.client_id !== undefined && (row.secret_sealed !== null || auth.token_endpoint_auth_method === 'none')
    : row.secret_sealed !== null || fromEnv;
  return { ...auth, configured };
}

function endpoints(row: ToolSourceRow) {
  if (row.kind === 'mcp') return { mcp: { url: row.url, ...(row.sandbox_url ? { sandbox_url: row.sandbox_url } : {}) } };
  return { base_url: row.url, ...(row.sandbox_url ? { sandbox_base_url: row.sandbox_url } : {}) };
}

export function sourceView(row: ToolSourceRow) {
  return {
    id: row.name,
    name: row.name,
    kind: row.kind,
    description: row.description,
    tools: sourceTools(row).map((t) => ({ name: t.name, description: t.description })),
    auth: authView(row),
    ...endpoints(row),
    status: 'active' as const,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
