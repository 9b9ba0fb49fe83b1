// The selection rule: which of the ranked tools a prompt gets. Ranking (BM25) says how well a tool's
// words fit; selection adds what ranking cannot know: which services the prompt is about, whether it
// describes a whole domain (subagent) or one piece of work (task), and what each tool needs first.
import type { ToolDef } from '../types.ts';
import { LOOKUPS, type Ban, type PromptAnalysis } from './signals.ts';
import { DEFAULT_TOOL, TOOL_ACTIONS, TOOL_OBJECTS } from './synonyms.ts';
import { indexTerms, wordStems } from './text.ts';

/** Subagent: a tool hit by the prompt's own words is kept if it scores at least this share of the service's best. */
export const SUBAGENT_RELATIVE = 0.2;
/** Task: a second reading tool must score at least this share of the best one (and bring words of its own). */
export const TASK_RELATIVE = 0.5;

export interface Scored {
  tool: ToolDef;
  /** BM25+ score over all fields. */
  score: number;
  /** Stems that matched the tool's own fields (name, aliases, keywords, description), not its service's. */
  toolTerms: Set<string>;
  /** The toolTerms matched in the tool's name, aliases or keywords: deliberate words, not incidental prose. */
  strongTerms: Set<string>;
  /** Earliest prompt position of a toolTerm, to order a plan the way the prompt tells it. */
  firstPos: number;
}

export interface SelectionInput {
  analysis: PromptAnalysis;
  /** Scored tools per service in scope, allowed tools only, catalog order. */
  byService: Map<string, Scored[]>;
  /** Task only: the query's stems that are about this service (verbs about another one left out). */
  said: (service: string) => Set<string>;
  /** Subagent only: per service, scores from the prompt's words minus the words naming the service. */
  narrowed: Map<string, Map<string, { score: number; strong: boolean }>>;
  /** Subagent only: per service, the stems those scores came from. */
  narrowTerms: Map<string, Set<string>>;
  /** Whether the service was named by the prompt (true) or only allowed by the caller (false). */
  named: (service: string) => boolean;
}

export interface Selected {
  name: string;
  reason: string;
}

type Chosen = Map<string, { s: Scored; phase: number; reason: string }>;

const stems = (words: readonly string[]) => new Set(words.flatMap(wordStems));
const ACTION_STEMS = new Map(Object.entries(TOOL_ACTIONS).map(([tool, words]) => [tool, stems(words)]));

function forbidden(tool: ToolDef, bans: readonly Ban[]): boolean {
  if (!tool.mutates) return false;
  const actions = ACTION_STEMS.get(tool.name) ?? new Set<string>();
  return bans.some((b) => b.verb === '*' || (actions.has(b.verb) && (!b.object || objects(tool).has(b.object))));
}

/** What a tool acts on: curated, or its name minus the verb ("list_pull_requests" -> pullrequest). */
function objects(tool: ToolDef): Set<string> {
  const words = TOOL_OBJECTS[tool.name] ?? [tool.name.split('.')[1].split('_').slice(1).join(' ')];
  return new Set(words.flatMap(indexTerms));
}

/** Time words say when, not which tool: "next week" must not pull a second reading tool in. */
const NEUTRAL = stems(['today', 'tomorrow', 'yesterday', 'tonight', 'week', 'month', 'year', 'morning', 'afternoon', 'evening', 'time', 'date', 'day', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);

/** Tools that change an existing object (creating one needs nothing read first). */
const CHANGES = /\.(?:update|modify|delete|merge|append)_/;
const meets = (a: Set<string>, b: Set<string>) => [...a].some((x) => b.has(x));

/**
 * Subagent prompt: the tools of each domain the prompt describes. A service named with no narrower
 * words ("You manage our sprint backlog in Linear"), or as what the agent assists with ("our
 * GitHub assistant"), gets all its tools. Otherwise the prompt's words pick tools: reading tools
 * they hit, mutating tools whose verb they say, and every reading tool on the objects they name. A
 * prompt that takes charge of its objects ("manage", "triage", "look after") gets the mutating
 * tools on them as well. Reading tools for what the chosen tools change, and the tools they need
 * to find their targets, come too; forbidden actions ("never send") go.
 */
export function selectForSubagent(input: SelectionInput): Selected[] {
  const out: Selected[] = [];
  const { analysis } = input;
  for (const [service, scored] of input.byService) {
    const hits = input.narrowed.get(service) ?? new Map<string, { score: number; strong: boolean }>();
    const best = Math.max(0, ...[...hits.values()].map((h) => h.score));
    const chosen: Chosen = new Map();
    const pick = (s: Scored, reason: string) => chosen.has(s.tool.name) || chosen.set(s.tool.name, { s, phase: 0, reason });
    if (best === 0 || analysis.whole.has(service)) {
      for (const s of scored) pick(s, best === 0 ? `${service} named with no narrower words: whole service` : `an assistant for ${service}: whole service`);
    } else {
      const said = input.narrowTerms.get(service) ?? new Set<string>();
      const named = new Set([...said].filter((w) => scored.some((s) => objects(s.tool).has(w))));
      for (const s of scored) {
        const hit = hits.get(s.tool.name);
        if (!hit || hit.score < SUBAGENT_RELATIVE * best) continue;
        if (!s.tool.mutates && hit.strong) pick(s, 'prompt words match this tool');
      }
      // A verb is deliberate evidence on its own, with no score bar: it picks the best tool having it.
      for (const [verb, s] of bestPerVerb(scored, said, (t) => hits.get(t.tool.name)?.score ?? 0)) pick(s, `action word: ${verb}`);
      for (const s of scored) {
        const on = [...objects(s.tool)].filter((o) => named.has(o));
        if (on.length === 0) continue;
        if (!s.tool.mutates) pick(s, `reads ${on.join(', ')}`);
        else if (analysis.domain) pick(s, `the prompt takes charge of ${on.join(', ')}`);
      }
    }
    for (const [name, c] of chosen) if (forbidden(c.s.tool, analysis.forbidden)) chosen.delete(name);
    // An agent that changes existing things must be able to find and read them first.
    for (const s of scored) {
      if (s.tool.mutates) continue;
      const via = [...chosen.values()].find((c) => CHANGES.test(c.s.tool.name) && meets(objects(c.s.tool), objects(s.tool)));
      if (via) pick(s, `reads what ${via.s.tool.name} changes`);
    }
    addLookups(input, chosen, new Map(scored.map((s) => [s.tool.name, s])), 'subagent');
    for (const s of scored) {
      const c = chosen.get(s.tool.name);
      if (c) out.push({ name: s.tool.name, reason: c.reason });
    }
  }
  return out;
}

/**
 * Task prompt: the tools the work needs, in order. Per service: each action verb in the prompt picks
 * the best tool with that verb (a mutating tool is never chosen without its verb); a reading tool
 * is chosen when nothing mutates, or when it brings deliberate words of its own ("find a time ...
 * and book"). Then lookups: what the chosen tools need first to find their target. Plan order:
 * lookups, reads, writes, each in the order the prompt mentions them.
 */
export function selectForTask(input: SelectionInput): Selected[] {
  const chosen: Chosen = new Map();
  const all = new Map<string, Scored>();
  for (const [service, scored] of input.byService) {
    for (const s of scored) all.set(s.tool.name, s);
    const said = input.said(service);
    const eligible = scored.filter((s) => s.toolTerms.size > 0 && !forbidden(s.tool, input.analysis.forbidden) && (!s.tool.mutates || actionsOf(s, said).length > 0));
    const writes = bestPerVerb(eligible, said, (s) => s.score);
    // "Create an issue and assign it": the create call takes the fields, no separate update.
    for (const [verb, w] of writes) if (/\.update_/.test(w.tool.name) && [...writes.values()].some((c) => c.tool.name === w.tool.name.replace('.update_', '.create_'))) writes.delete(verb);
    for (const s of writes.values()) chosen.set(s.tool.name, { s, phase: 2, reason: `action words: ${actionsOf(s, said).join(', ')}` });
    const finders = new Set(LOOKUPS.filter((l) => l.unlessId).map((l) => l.add));
    // With the target's id in hand there is nothing to list or search for.
    const reads = eligible.filter((e) => !e.tool.mutates && !(finders.has(e.tool.name) && input.analysis.ids.has(service))).sort(byScore);
    const top = reads[0];
    if (top && writes.size === 0) chosen.set(top.tool.name, { s: top, phase: 1, reason: 'best reading tool' });
    const covered = new Set([...writes.values(), ...(writes.size === 0 && top ? [top] : [])].flatMap((w) => [...w.toolTerms]));
    const bar = TASK_RELATIVE * Math.max(0, ...[...writes.values()].map((w) => w.score), writes.size === 0 && top ? top.score : 0);
    for (const r of reads) {
      if (chosen.has(r.tool.name)) continue;
      const own = [...r.strongTerms].filter((t) => said.has(t) && !covered.has(t) && !NEUTRAL.has(t));
      if (own.length > 0 && r.score >= bar) chosen.set(r.tool.name, { s: r, phase: 1, reason: `its own words: ${own.join(', ')}` });
      for (const t of r.toolTerms) covered.add(t);
    }
    if (![...chosen.values()].some((c) => c.s.tool.service === service) && input.named(service)) {
      const fallback = scored.find((s) => s.tool.name === DEFAULT_TOOL[service]);
      if (fallback) chosen.set(fallback.tool.name, { s: fallback, phase: 1, reason: `${service} named; its general reading tool` });
    }
  }
  addLookups(input, chosen, all, 'task');
  return [...chosen.values()]
    .sort((a, b) => a.phase - b.phase || a.s.firstPos - b.s.firstPos || byScore(a.s, b.s))
    .map((c) => ({ name: c.s.tool.name, reason: c.reason }));
}

function addLookups(input: SelectionInput, chosen: Chosen, all: Map<string, Scored>, kind: 'task' | 'subagent'): void {
  // Repeat until stable: a lookup can itself need one (update a database row -> query -> search).
  for (let changed = true; changed; ) {
    changed = false;
    for (const rule of LOOKUPS) {
      if (chosen.has(rule.add) || !all.has(rule.add)) continue;
      const needer = rule.tools.find((t) => chosen.has(t));
      if (!needer) continue;
      const always = kind === 'subagent' && rule.subagent === 'always';
      if (kind === 'task' && rule.unlessId && input.analysis.ids.has(needer.split('.')[0])) continue;
      if (!always && rule.when && !rule.when.test(input.analysis.text)) continue;
      const s = all.get(rule.add) as Scored;
      if (forbidden(s.tool, input.analysis.forbidden)) continue;
      const phase = Math.min(0, chosen.get(needer)?.phase ?? 0) - 1;
      chosen.set(rule.add, { s: { ...s, firstPos: -1 }, phase, reason: `${needer} needs it to find its target` });
      changed = true;
    }
  }
}

/** For each action word said, the best-scoring mutating tool having it ("send" -> send_message, not reply_to_message). */
function bestPerVerb(tools: Scored[], said: Set<string>, score: (s: Scored) => number): Map<string, Scored> {
  const best = new Map<string, Scored>();
  for (const s of tools.filter((t) => t.tool.mutates)) {
    for (const verb of actionsOf(s, said)) {
      const current = best.get(verb);
      if (!current || score(s) > score(current)) best.set(verb, s);
    }
  }
  return best;
}

function actionsOf(s: Scored, query: Set<string>): string[] {
  return [...(ACTION_STEMS.get(s.tool.name) ?? [])].filter((a) => query.has(a));
}

function byScore(a: Scored, b: Scored): number {
  return b.score - a.score || (a.tool.name < b.tool.name ? -1 : a.tool.name > b.tool.name ? 1 : 0);
}
