// Words of a prompt as the matcher and the offline planner compare them: lowercased, lightly
// stemmed (plurals and -ing/-ed forms meet), in order. One linear pass; no regex per word.

/** Light stemming: enough to make plurals and -ing/-ed forms meet (issues/issue, labelled/label). */
export function stem(word: string): string {
  let w = word.toLowerCase();
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

/** The words of a text, lowercased, e-mail style apostrophes folded, hyphenated words split. */
export function plainWords(text: string): string[] {
  return text.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/'s\b/g, '').match(/[a-z0-9]+/g) ?? [];
}

/** Stems of the words of a text, in order. */
export function wordsOf(text: string): string[] {
  return plainWords(text).map(stem);
}

// The planner stems the same short phrases (a tool's objects, a service's name, a target's kind)
// for every candidate tool of every command of every task, and findPhrase splits them again each
// time: both are kept for phrases of a few words, the cache cleared when it fills (prompts vary).
const SHORT = 64;
const MAX_KEPT = 5000;
const stemmedPhrases = new Map<string, string>();
const phraseParts = new Map<string, string[]>();

function kept<T>(cache: Map<string, T>, key: string, make: (key: string) => T): T {
  if (key.length > SHORT) return make(key);
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= MAX_KEPT) cache.clear();
    cache.set(key, (value = make(key)));
  }
  return value;
}

const stemmedOf = (phrase: string) => wordsOf(phrase).join(' ');
const partsOf = (phrase: string) => phrase.split(' ');

/** The stems of a phrase joined by spaces: the form phrases are compared in. */
export function stemPhrase(phrase: string): string {
  return kept(stemmedPhrases, phrase, stemmedOf);
}

/** Index of the first occurrence of a stemmed phrase (space-joined stems) in a stem list, or -1. */
export function findPhrase(stems: readonly string[], phrase: string): number {
  const parts = kept(phraseParts, phrase, partsOf);
  outer: for (let i = 0; i + parts.length <= stems.length; i++) {
    for (let j = 0; j < parts.length; j++) if (stems[i + j] !== parts[j]) continue outer;
    return i;
  }
  return -1;
}
