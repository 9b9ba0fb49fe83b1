// Which services a subagent's prompt is about: those whose keywords (names and domain words:
// "GitHub", "my inbox", "our wiki", "the sprint board") it says. At each word the longest keyword
// starting there is read first and uses up its words, so "web pages" is the web and not a Notion page.
import type { Catalog } from '../catalog.ts';
import { stemPhrase, wordsOf } from '../../prompt/words.ts';

type Phrase = { service: string; said: string; stems: string[] };

const phraseCache = new WeakMap<Catalog, Map<string, Phrase[]>>();

/** Every service keyword as stems, by its first stem, longest first: built once per catalog. */
function phrasesOf(catalog: Catalog): Map<string, Phrase[]> {
  let byFirst = phraseCache.get(catalog);
  if (!byFirst) {
    byFirst = new Map();
    const phrases = catalog.services
      .flatMap((service) => service.keywords.map((said) => ({ service: service.id, said, stems: stemPhrase(said).split(' ') })))
      .filter((p) => p.stems[0] !== '')
      .sort((a, b) => b.stems.length - a.stems.length);
    for (const p of phrases) byFirst.set(p.stems[0], [...(byFirst.get(p.stems[0]) ?? []), p]);
    phraseCache.set(catalog, byFirst);
  }
  return byFirst;
}

/** Services in scope with the words that put them there, in catalog order. One pass over the words. */
export function servicesInScope(prompt: string, catalog: Catalog): Map<string, string[]> {
  const words = wordsOf(prompt);
  const byFirst = phrasesOf(catalog);
  const found = new Map<string, string[]>();
  for (let i = 0; i < words.length; i++) {
    const phrase = byFirst.get(words[i])?.find((p) => p.stems.every((s, j) => words[i + j] === s));
    if (!phrase) continue;
    found.set(phrase.service, [...(found.get(phrase.service) ?? []), phrase.said]);
    i += phrase.stems.length - 1;
  }
  return new Map(catalog.services.filter((s) => found.has(s.id)).map((s) => [s.id, [...new Set(found.get(s.id))]]));
}
