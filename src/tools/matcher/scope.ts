// Which services a subagent's prompt is about: those whose keywords (names and domain words:
// "GitHub", "my inbox", "our wiki", "the sprint board") it says. Longer phrases are read first and
// consume their words, so "web pages" is the web and not a Notion page.
import type { Catalog } from '../catalog.ts';
import { stemPhrase, wordsOf } from '../../prompt/words.ts';

export interface ScopeHit {
  service: string;
  /** The keyword the prompt said, as the catalog spells it. */
  said: string;
}

/** Services in scope with the words that put them there, in catalog order. */
export function servicesInScope(prompt: string, catalog: Catalog): Map<string, string[]> {
  const words: (string | undefined)[] = wordsOf(prompt);
  const phrases = catalog.services
    .flatMap((service) => service.keywords.map((said) => ({ service: service.id, said, stems: stemPhrase(said).split(' ') })))
    .filter((p) => p.stems[0] !== '')
    .sort((a, b) => b.stems.length - a.stems.length);
  const found = new Map<string, string[]>();
  for (const phrase of phrases) {
    for (let i = 0; i + phrase.stems.length <= words.length; i++) {
      if (!phrase.stems.every((s, j) => words[i + j] === s)) continue;
      for (let j = 0; j < phrase.stems.length; j++) words[i + j] = undefined;
      found.set(phrase.service, [...(found.get(phrase.service) ?? []), phrase.said]);
    }
  }
  return new Map(catalog.services.filter((s) => found.has(s.id)).map((s) => [s.id, [...new Set(found.get(s.id))]]));
}
