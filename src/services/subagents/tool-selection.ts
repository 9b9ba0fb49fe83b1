// S5: which catalog tools a subagent's prompt selects, with the matcher's explanation per tool.
// Selections are stored with the selection version (catalog + matcher, and the account's custom
// tool sources, X5); a row computed by an older one is recomputed when read, so tools_available
// stays deterministic for the catalog in use. Prebuilt subagents see the built-in catalog only.
import { selectionVersion, selectTools } from '../../tools/matcher/index.ts';
import { catalog as builtinCatalog, type Catalog } from '../../tools/catalog.ts';
import type { Db, SubagentRow } from '../../store/schema.ts';
import { accountCatalog, selectionVersionFor, type CatalogDeps } from '../tools/account-catalog.ts';

export interface ToolMatch {
  tool: string;
  score: number;
  matched_terms: string[];
}

/** The tools the matcher selects for a subagent's prompt, in catalog order, each with why. */
export function matchSubagentTools(prompt: string, catalog: Catalog = builtinCatalog): ToolMatch[] {
  return selectTools(prompt, catalog).map((m) => ({
    tool: m.tool,
    score: Math.round(m.score * 1000) / 1000,
    matched_terms: m.matched_terms,
  }));
}

export function selectSubagentTools(prompt: string, catalog: Catalog = builtinCatalog): { tools_json: string; tools_available: number; catalog_version: string } {
  const matches = matchSubagentTools(prompt, catalog);
  return { tools_json: JSON.stringify(matches), tools_available: matches.length, catalog_version: selectionVersionFor(selectionVersion, catalog) };
}

/** The catalog a subagent's tools are chosen from: its account's, or the built-in one for prebuilt subagents. */
export function catalogOfSubagent(deps: CatalogDeps, row: Pick<SubagentRow, 'type' | 'account_id'>): Promise<Catalog> {
  return row.type === 'prebuilt' ? Promise.resolve(builtinCatalog) : accountCatalog(deps, row.account_id);
}

export async function refreshIfStale(deps: CatalogDeps & { db: Db }, row: SubagentRow): Promise<SubagentRow> {
  const catalog = await catalogOfSubagent(deps, row);
  if (row.catalog_version === selectionVersionFor(selectionVersion, catalog)) return row;
  const selection = selectSubagentTools(row.prompt, catalog);
  await deps.db.updateTable('subagents').set(selection).where('account_id', '=', row.account_id).where('name', '=', row.name).execute();
  return { ...row, ...selection };
}

/** X5: a tool source of the account was registered, changed or deleted; its deployed subagents choose again. */
export async function recalculateSubagents(deps: CatalogDeps & { db: Db }, accountId: string): Promise<void> {
  const rows = await deps.db.selectFrom('subagents').selectAll().where('account_id', '=', accountId).where('status', '=', 'deployed').execute();
  for (const row of rows) await refreshIfStale(deps, row);
}
