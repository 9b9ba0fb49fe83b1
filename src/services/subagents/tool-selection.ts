// S5: which catalog tools a subagent's prompt selects, with the matcher's explanation per tool.
// Selections are stored with the selection version (catalog + matcher); a row computed by an older
// one is recomputed when read, so tools_available stays deterministic for the catalog in use.
import { selectionVersion, selectTools } from '../../tools/matcher/index.ts';
import type { Db, SubagentRow } from '../../store/schema.ts';

export interface ToolMatch {
  tool: string;
  score: number;
  matched_terms: string[];
}

export function selectSubagentTools(prompt: string): { tools_json: string; tools_available: number; catalog_version: string } {
  const matches: ToolMatch[] = selectTools(prompt, { kind: 'subagent' }).filter((m) => m.selected).map((m) => ({
    tool: m.tool,
    score: Math.round(m.score * 1000) / 1000,
    matched_terms: m.matched_terms,
  }));
  return { tools_json: JSON.stringify(matches), tools_available: matches.length, catalog_version: selectionVersion };
}

export async function refreshIfStale(db: Db, row: SubagentRow): Promise<SubagentRow> {
  if (row.catalog_version === selectionVersion) return row;
  const selection = selectSubagentTools(row.prompt);
  await db.updateTable('subagents').set(selection).where('account_id', '=', row.account_id).where('name', '=', row.name).execute();
  return { ...row, ...selection };
}
