// Text normalisation shared by indexing and querying. Both sides must go through exactly the same
// steps, or a query word and the same word in a description would not meet in the index.
import { PHRASES, QUERY_PHRASES } from './synonyms.ts';

// Function words and agent boilerplate ("You are an assistant that helps...") carry no intent.
// "new" is here because "new Linear issues" usually means recent ones, not creating them.
const STOPWORDS = new Set(
  ('a an the and or but nor to of in on at by for with from into onto about as via per is are was were be been being ' +
    'it its this that these those there here they them their theirs we us our ours you your yours i me my mine he she him her his ' +
    'do does did done can could should would will shall may might must please also just so then than too very much many ' +
    'what which whom whose who when where why how all any each every some such no not only own same other another ' +
    'if else while once both either neither one two three s t re ll ve d m get got make made let lets want need ' +
    'help helps assistant agent bot someone anything everything something thing things way new keep up out over ' +
    'e g eg etc ie use using used give given like yourself always never people').split(' '),
);

/** Light stemming: enough to make plurals and -ing/-ed forms meet (issues/issue, labelled/label). */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length > 4) w = undouble(w.slice(0, -2));
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  if (w.endsWith('y') && w.length > 3) w = `${w.slice(0, -1)}i`;
  return w;
}

// running -> run, labelled -> label; but keep short words whole (call, pull).
function undouble(w: string): string {
  return /([b-df-hj-np-tv-z])\1$/.test(w) && w.length > 4 ? w.slice(0, -1) : w;
}

/**
 * Lowercases and applies curated phrase rewrites ("PR" -> "pull request", "open an issue" ->
 * "create an issue"); prompts also get the command-position rewrites.
 */
export function normalize(text: string, prompt = false): string {
  let out = ` ${text.toLowerCase().replace(/[\u2018\u2019]/g, "'")} `;
  if (prompt) for (const [pattern, replacement] of QUERY_PHRASES) out = out.replace(pattern, replacement);
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, replacement);
  return out;
}

export interface Token {
  /** The stemmed form used for matching. */
  term: string;
  /** The word as it appeared after phrase rewriting, for explanations. */
  surface: string;
  /** Position in the token stream, to order tools by where the prompt mentions them. */
  pos: number;
  /** The word just before, stopwords included: "Linear" in "Linear issues". */
  prev: string;
}

/** Splits normalised text into stemmed, stopword-free tokens. */
export function tokens(normalized: string): Token[] {
  const out: Token[] = [];
  let pos = 0;
  let prev = '';
  for (const raw of normalized.replace(/'s\b/g, '').split(/[^a-z0-9]+/)) {
    if (!raw) continue;
    pos += 1;
    if (!STOPWORDS.has(raw) && !/^\d+$/.test(raw)) out.push({ term: stem(raw), surface: raw, pos, prev });
    prev = raw;
  }
  return out;
}

/** Stems of curated single words (synonym tables), without phrase rewrites. */
export function wordStems(words: string): string[] {
  return tokens(` ${words.toLowerCase()} `).map((t) => t.term);
}

/** Index-side term processing for MiniSearch: one field value -> stemmed terms. */
export function indexTerms(text: string): string[] {
  return tokens(normalize(text)).map((t) => t.term);
}
