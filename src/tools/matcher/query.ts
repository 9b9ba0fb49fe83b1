// Turns a prompt into weighted query terms: the user's words, stemmed, plus curated synonyms.
// For one service it can also leave out what the prompt says about other services.
import { QUERY_SYNONYMS, SERVICE_NAME_WORDS } from './synonyms.ts';
import { stem, tokens, wordStems } from './text.ts';

/** Synonyms count a little less than the words the user wrote. */
export const SYNONYM_WEIGHT = 0.7;

export interface Query {
  terms: string[];
  weights: Map<string, number>;
  /** How each term appeared in the prompt, for explanations (`ticket→issue` for a synonym). */
  surfaces: Map<string, string>;
  positions: Map<string, number>;
}

/** Stemmed prompt word -> [stem, word] of each catalog word it stands for. */
const synonyms = new Map(Object.entries(QUERY_SYNONYMS).flatMap(([k, v]) => wordStems(k).map((key) => [key, v.flatMap((w) => wordStems(w).map((s) => [s, w] as const))] as const)));
/** Stems of the words that name each service as a whole. */
export const serviceNameStems = new Map(Object.entries(SERVICE_NAME_WORDS).map(([s, words]) => [s, new Set(words.flatMap((w) => wordStems(w)))]));
// Only a word that names exactly one service can say which service a phrase is about. Computed once:
// looking it up per prompt word was most of the cost of a long prompt.
const soleOwner = new Map<string, string | undefined>();
for (const [service, words] of serviceNameStems) for (const w of words) soleOwner.set(w, soleOwner.has(w) ? undefined : service);
const serviceOf = (term: string) => soleOwner.get(term);

export interface ForService {
  service: string;
  /** Leave out the words naming the service itself (a subagent's "email" means all of Gmail). */
  dropOwnName?: boolean;
}

/**
 * Builds the query. With `only`, words the prompt says about another service are left out: words
 * it qualifies ("Linear issues") and words whose next two words name it ("create a Notion page",
 * "the latest message in #bugs on Slack").
 */
export function buildQuery(text: string, only?: ForService): Query {
  const q: Query = { terms: [], weights: new Map(), surfaces: new Map(), positions: new Map() };
  const add = (term: string, weight: number, surface: string, pos: number) => {
    if (!q.weights.has(term)) q.terms.push(term);
    if ((q.weights.get(term) ?? 0) < weight) q.weights.set(term, weight);
    if (!q.surfaces.has(term) || weight === 1) q.surfaces.set(term, surface);
    if (!q.positions.has(term)) q.positions.set(term, pos);
  };
  const toks = tokens(text);
  const own = only ? (serviceNameStems.get(only.service) ?? new Set<string>()) : new Set<string>();
  const foreign = (term: string) => !!only && !own.has(term) && serviceOf(term) !== undefined;
  toks.forEach((t, i) => {
    if (only) {
      if (only.dropOwnName && own.has(t.term)) return;
      const prev = stem(t.prev);
      if (foreign(prev)) return;
      const next = toks.slice(i + 1, i + 3);
      if (!own.has(prev) && !own.has(t.term) && next.some((n) => foreign(n.term)) && !next.some((n) => own.has(n.term))) return;
    }
    add(t.term, 1, t.surface, t.pos);
    for (const [s, word] of synonyms.get(t.term) ?? []) add(s, SYNONYM_WEIGHT, `${t.surface}→${word}`, t.pos);
  });
  return q;
}
