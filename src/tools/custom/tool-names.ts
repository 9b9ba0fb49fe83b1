// X2: a custom tool is `<source>.<tool>`, the tool part of a-z, 0-9 and _. Names given in a
// capabilities definition must already be so; names derived from an OpenAPI operationId or an MCP
// server's tool list are normalized (getUser -> get_user, list-items -> list_items).
export const toolPartPattern = /^[a-z0-9_]{1,64}$/;

export function normalizeToolPart(raw: string): string {
  return raw
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 64);
}
