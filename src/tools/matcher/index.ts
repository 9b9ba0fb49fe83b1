// The matcher: which tools a subagent's prompt gets (S5). Services first: every service the
// prompt names or describes is in scope and gives all its tools, minus what the prompt forbids.
// Deterministic for one catalog and matcher version (selectionVersion). docs/catalog.md says it in prose.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { catalog as builtinCatalog, type Catalog } from '../catalog.ts';
import { bansIn, isForbidden } from './bans.ts';
import { servicesInScope } from './scope.ts';

export interface ToolMatch {
  tool: string;
  /** 1 for a selected tool (the matcher does not rank within a service). */
  score: number;
  /** The prompt's words that put the tool's service in scope. */
  matched_terms: string[];
  selected: boolean;
  reason: string;
}

/** The tools a subagent prompt selects, in catalog order, each with the words that chose it. */
export function selectTools(prompt: string, catalog: Catalog = builtinCatalog): ToolMatch[] {
  const scope = servicesInScope(prompt, catalog);
  // Catalog order: services in scope come in catalog order, each with its tools in order.
  const inScope = [...scope.keys()].flatMap((service) => catalog.toolsOf(service));
  const rules = bansIn(prompt, inScope);
  return inScope
    .filter((tool) => !isForbidden(tool, rules))
    .map((tool) => {
      const said = scope.get(tool.service) ?? [];
      return { tool: tool.name, score: 1, matched_terms: said, selected: true, reason: `the prompt is about ${tool.service} (${said.map((w) => `"${w}"`).join(', ')})` };
    });
}

/** Hash of the matcher's own source: any edit to its rules changes it. */
export const matcherVersion: string = ['index.ts', 'scope.ts', 'bans.ts', '../../prompt/words.ts']
  .reduce((hash, file) => hash.update(readFileSync(new URL(`./${file}`, import.meta.url))), createHash('sha256'))
  .digest('hex')
  .slice(0, 12);

/** Changes whenever the catalog or the matcher changes: stored beside a subagent's tools. */
export const selectionVersion: string = createHash('sha256').update(`${builtinCatalog.catalogVersion}:${matcherVersion}`).digest('hex').slice(0, 12);
