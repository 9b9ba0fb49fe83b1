// Tool matcher: ranks catalog tools against a prompt with BM25+ (MiniSearch) and selects the tools
// a subagent or a task gets. Deterministic for one catalog and matcher version (selectionVersion):
// no randomness, no fuzzy matching, ties broken by tool name. docs/catalog.md has the rule in prose.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import MiniSearch, { type SearchResult } from 'minisearch';
import { catalog as builtinCatalog, type Catalog } from './catalog.ts';
import type { ToolDef } from './types.ts';
import { analyse } from './matcher/signals.ts';
import { selectForSubagent, selectForTask, type Scored } from './matcher/selection.ts';
import { TOOL_ALIASES } from './matcher/synonyms.ts';
import { buildQuery, serviceNameStems, type Query } from './matcher/query.ts';
import { indexTerms } from './matcher/text.ts';

export type MatchKind = 'subagent' | 'task';

export interface ToolMatch {
  tool: string;
  /** BM25+ score over the tool's fields, rounded to 3 decimals. */
  score: number;
  /** Prompt words that matched, as written; a synonym shows as `ticket→issue`. */
  matched_terms: string[];
  selected: boolean;
  /** Why a selected tool was selected. */
  reason?: string;
}

export interface MatchOptions {
  kind: MatchKind;
  catalog?: Catalog;
}

/** Field boosts: a word in a tool's name says more than the same word in its description. */
export const FIELD_BOOSTS = { name: 3, aliases: 2, keywords: 2, description: 1, service: 1 } as const;
const TOOL_FIELDS = ['name', 'aliases', 'keywords', 'description'];

interface Index {
  search: MiniSearch;
  catalog: Catalog;
}

const indexes = new WeakMap<Catalog, Index>();

/** Sentences about other tools ("For email use gmail.search_messages") would match the wrong prompts. */
function ownDescription(tool: ToolDef, names: Set<string>): string {
  return tool.description
    .split(/(?<=[.;])\s+/)
    .filter((clause) => !/^not for\b/i.test(clause) && ![...clause.matchAll(/\b[a-z_]+\.[a-z_]+\b/g)].some((m) => names.has(m[0])))
    .join(' ');
}

function indexFor(catalog: Catalog): Index {
  const cached = indexes.get(catalog);
  if (cached) return cached;
  const search = new MiniSearch({
    fields: ['name', 'aliases', 'keywords', 'description', 'service'],
    tokenize: (text) => indexTerms(text),
    processTerm: (term) => term,
    searchOptions: { tokenize: (q) => q.split(' ').filter(Boolean), processTerm: (t) => t, prefix: false, fuzzy: false },
  });
  const names = new Set(catalog.tools.map((t) => t.name));
  search.addAll(
    catalog.tools.map((tool) => {
      const service = catalog.getService(tool.service);
      return {
        id: tool.name,
        name: tool.name.split('.')[1].replaceAll('_', ' '),
        aliases: (TOOL_ALIASES[tool.name] ?? []).join(' '),
        keywords: tool.keywords.join(' '),
        description: ownDescription(tool, names),
        service: [tool.service.replaceAll('_', ' '), service?.name ?? '', ...(service?.keywords ?? [])].join(' '),
      };
    }),
  );
  const index = { search, catalog };
  indexes.set(catalog, index);
  return index;
}

function run(index: Index, q: Query, fields: string[], allowed: (name: string) => boolean): SearchResult[] {
  if (q.terms.length === 0) return [];
  const boost = Object.fromEntries(fields.map((f) => [f, FIELD_BOOSTS[f as keyof typeof FIELD_BOOSTS]]));
  return index.search.search(q.terms.join(' '), { fields, boost, boostTerm: (term) => q.weights.get(term) ?? 1, filter: (r) => allowed(r.id as string) });
}

const round = (n: number) => Math.round(n * 1000) / 1000;
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A custom tool source (X5) is in a prompt's scope when the prompt says one of its keywords (the
 * words of its name): the built-in signals know only the built-in services.
 */
function nameCustomSources(services: Map<string, string[]>, prompt: string, catalog: Catalog): void {
  const words = new Set(prompt.toLowerCase().split(/[^a-z0-9]+/));
  for (const service of catalog.services) {
    const said = service.custom ? service.keywords.filter((k) => words.has(k)) : [];
    if (said.length > 0) services.set(service.id, said);
  }
}

/** Ranks and selects tools. `allowed` limits both to a subset (a subagent's tools). */
function match(prompt: string, kind: MatchKind, catalog: Catalog, allowed?: ReadonlySet<string>): ToolMatch[] {
  const index = indexFor(catalog);
  const analysis = analyse(prompt);
  nameCustomSources(analysis.services, prompt, catalog);
  const isAllowed = (name: string) => !allowed || allowed.has(name);
  const query = buildQuery(analysis.text);
  const results = run(index, query, [...TOOL_FIELDS, 'service'], isAllowed);
  const scored = new Map<string, Scored>();
  for (const r of results) {
    // The service's own name in a tool's keywords ("slack" on every Slack tool) says nothing about the tool.
    const own = serviceNameStems.get(r.id.split('.')[0]);
    const termsIn = (skip: string[]) => new Set(Object.entries(r.match).filter(([t, fields]) => !own?.has(t) && fields.some((f) => !skip.includes(f))).map(([t]) => t));
    const toolTerms = termsIn(['service']);
    const strongTerms = termsIn(['service', 'description']);
    const firstPos = Math.min(Infinity, ...[...toolTerms].map((t) => query.positions.get(t) ?? Infinity));
    scored.set(r.id as string, { tool: catalog.getTool(r.id as string) as ToolDef, score: round(r.score), toolTerms, strongTerms, firstPos });
  }
  // Services in scope: those the prompt names. Within a subagent's tools a prompt that names no
  // service uses the subagent's own (the subagent is the context); one that names only services
  // the subagent lacks gets nothing.
  const allowedServices = new Set(catalog.tools.filter((t) => isAllowed(t.name)).map((t) => t.service));
  let scope = [...analysis.services.keys()].filter((s) => allowedServices.has(s));
  if (analysis.services.size === 0 && allowed) scope = [...allowedServices];
  const byService = new Map<string, Scored[]>();
  const narrowed = new Map<string, Map<string, { score: number; strong: boolean }>>();
  const narrowTerms = new Map<string, Set<string>>();
  for (const service of catalog.services.map((s) => s.id).filter((s) => scope.includes(s))) {
    const mine = catalog.toolsOf(service).filter((t) => isAllowed(t.name));
    byService.set(service, mine.map((t) => scored.get(t.name) ?? { tool: t, score: 0, toolTerms: new Set<string>(), strongTerms: new Set<string>(), firstPos: Infinity }));
    if (kind === 'subagent') {
      // A subagent's words about one service must not narrow another: drop the service's own name
      // ("email" means all of Gmail) and what the prompt says about other services.
      const q = buildQuery(analysis.positive, { service, dropOwnName: true });
      const hits = run(index, q, TOOL_FIELDS, (name) => name.startsWith(`${service}.`) && isAllowed(name));
      // Reading tools count only when hit in a deliberate field (name, aliases, keywords), not in prose.
      narrowed.set(service, new Map(hits.map((h) => [h.id as string, { score: h.score, strong: Object.values(h.match).some((f) => f.some((x) => x !== 'description')) }])));
      narrowTerms.set(service, new Set(q.terms));
    }
  }
  const said = (service: string) => new Set(buildQuery(analysis.text, { service }).terms);
  const input = { analysis, byService, said, narrowed, narrowTerms, named: (s: string) => analysis.services.has(s) };
  const selected = kind === 'subagent' ? selectForSubagent(input) : selectForTask(input);
  const reasons = new Map(selected.map((s) => [s.name, s.reason]));
  const ranked: ToolMatch[] = results.map((r) => ({
    tool: r.id as string,
    score: round(r.score),
    matched_terms: (r.queryTerms as string[]).map((t) => query.surfaces.get(t) ?? t),
    selected: reasons.has(r.id as string),
    ...(reasons.has(r.id as string) ? { reason: reasons.get(r.id as string) } : {}),
  }));
  for (const s of selected) {
    if (!ranked.some((m) => m.tool === s.name)) ranked.push({ tool: s.name, score: 0, matched_terms: [], selected: true, reason: s.reason });
  }
  ranked.sort((a, b) => b.score - a.score || byName(a.tool, b.tool));
  // Selected tools come first: a task's in plan order, a subagent's best match first (S5).
  const order = new Map(selected.map((s, i) => [s.name, i]));
  const chosen = ranked.filter((m) => m.selected);
  if (kind === 'task') chosen.sort((a, b) => (order.get(a.tool) ?? 0) - (order.get(b.tool) ?? 0));
  return [...chosen, ...ranked.filter((m) => !m.selected)];
}

/**
 * Ranks every catalog tool against a prompt: best first, ties by name. Selected tools come first,
 * in selection order (for a task, the order to use them); `selected` and `reason` say why.
 */
export function matchTools(prompt: string, options: MatchOptions): ToolMatch[] {
  return match(prompt, options.kind, options.catalog ?? builtinCatalog);
}

/** The selected tools only: a subagent's tools, best match first (S5 `tools`), or a task's tools in plan order. */
export function selectTools(prompt: string, options: MatchOptions): ToolMatch[] {
  return matchTools(prompt, options).filter((m) => m.selected);
}

/** Ranks and selects a task prompt's tools among a subagent's selected tools (K2 test-mode plans). */
export function matchWithinTools(prompt: string, allowedToolNames: readonly string[], options: { kind?: MatchKind; catalog?: Catalog } = {}): ToolMatch[] {
  return match(prompt, options.kind ?? 'task', options.catalog ?? builtinCatalog, new Set(allowedToolNames));
}

/**
 * Hash of the matcher's own source (this file and src/tools/matcher/): any edit to its vocabulary,
 * rules or thresholds changes it. Over-eager (a comment edit counts) but it never misses a change.
 */
export const matcherVersion: string = ['matcher.ts', 'matcher/text.ts', 'matcher/synonyms.ts', 'matcher/query.ts', 'matcher/signals.ts', 'matcher/selection.ts']
  .reduce((hash, file) => hash.update(readFileSync(new URL(`./${file}`, import.meta.url))), createHash('sha256'))
  .digest('hex')
  .slice(0, 12);

/**
 * Changes whenever the catalog or the matcher changes: store it beside a subagent's selected tools
 * and recompute them when it differs (catalogVersion alone misses matcher changes).
 */
export const selectionVersion: string = createHash('sha256').update(`${builtinCatalog.catalogVersion}:${matcherVersion}`).digest('hex').slice(0, 12);
