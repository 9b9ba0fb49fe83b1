// Catalog tool names contain a dot (`github.create_issue`); OpenAI function names allow only
// [a-zA-Z0-9_-] (Anthropic the same), so the model sees `github__create_issue`. Both directions
// live here so the mapping cannot drift between the request and the answer.

const MAX_LENGTH = 64; // OpenAI's limit, the strictest of the supported providers

/** The name a provider sees for a catalog tool: `.` becomes `__`, anything else unsafe becomes `_`. */
export function toModelToolName(catalogName: string): string {
  return catalogName.replaceAll('.', '__').replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, MAX_LENGTH);
}

/**
 * The catalog name of a name the model used. Among the offered tools first (exact even when a name
 * needed more than the dot replaced); otherwise the plain inverse, first `__` back to a dot.
 */
export function toCatalogToolName(modelName: string, offered: readonly string[] = []): string {
  const known = offered.find((name) => toModelToolName(name) === modelName);
  if (known) return known;
  const at = modelName.indexOf('__');
  return at > 0 ? `${modelName.slice(0, at)}.${modelName.slice(at + 2)}` : modelName;
}
