// Which offered tool a command asks for. Candidates are the tools whose intent has the command's
// verb (every reading tool for a question); each is scored by the objects the command names, the
// service it points at (by name, domain word or identifier) and the inputs the prompt supplies or
// lacks. The best wins; a tie between tools of different services, or no candidate, is no answer.
import type { Catalog } from '../../tools/catalog.ts';
import { servicesInScope } from '../../tools/matcher/scope.ts';
import { stem, stemPhrase, wordsOf, findPhrase } from '../../prompt/words.ts';
import { compiledRegExp } from '../../lib/compiled-regexp.ts';
import type { PromptFacts } from './prompt-facts.ts';
import { withoutQuotes } from './prompt-text.ts';
import type { PlannableTool } from './fill-arguments.ts';

// Web and e-mail addresses, tried only where a token starts so a long run of non-spaces is read once.
const ADDRESSES = /(?<!\S)(?:https?:\/\/|[^\s@]*@)\S*/g;

/** Services an identifier in the prompt points at. */
export function servicesOfIds(facts: PromptFacts): Set<string> {
  const ids = facts.ids;
  const out = new Set<string>();
  if (ids.repos.length > 0 || ids.numbers.length > 0) out.add('github');
  if (ids.channels.length > 0 || ids.emoji.length > 0) out.add('slack');
  if (ids.keys.length > 0 || ids.teams.length > 0) out.add('linear');
  if (ids.urls.length > 0) out.add('web');
  if (ids.zones.length > 0) out.add('datetime');
  if (ids.emails.length > 0) out.add('gmail').add('google_calendar');
  return out;
}

export function pointedServices(text: string, facts: PromptFacts, catalog: Catalog): Set<string> {
  // Words inside an address ("wikipedia.org/wiki/...") are not domain words.
  const words = text.replace(ADDRESSES, ' ');
  return new Set([...servicesInScope(words, catalog).keys(), ...servicesOfIds(facts)]);
}

// A catalog's services with the stemmed names they are called by, made once per catalog.
const serviceNames = new WeakMap<Catalog, Array<{ id: string; names: string[] }>>();

/** Services the text calls by their own name ("on Slack", "in Linear", "Google Calendar"). */
function namedServices(text: string, catalog: Catalog): string[] {
  let services = serviceNames.get(catalog);
  if (!services) serviceNames.set(catalog, (services = catalog.services.map((s) => ({ id: s.id, names: [s.name, s.id.replace(/_/g, ' ')].map(stemPhrase) }))));
  const words = wordsOf(text);
  return services.filter((s) => s.names.some((n) => findPhrase(words, n) >= 0)).map((s) => s.id);
}

export interface Choice {
  tool: PlannableTool;
  score: number;
}

const serviceOf = (tool: PlannableTool) => tool.name.split('.')[0];

export function verbsOf(tool: PlannableTool): string[] {
  return tool.intent?.verbs ?? [];
}

/** Words of a tool's objects as stemmed phrases; custom tools without an intent use their name's words. */
function objectsOf(tool: PlannableTool): string[] {
  let objects = objectCache.get(tool);
  if (!objects) objectCache.set(tool, (objects = (tool.intent?.objects ?? (tool.name.split('.')[1] ?? '').split('_').slice(1)).map(stemPhrase).filter(Boolean)));
  return objects;
}

// Tool definitions live as long as their catalog: their objects are stemmed once.
const objectCache = new WeakMap<PlannableTool, string[]>();

export interface ChooseInput {
  verb: string;
  text: string;
  facts: PromptFacts;
  /** Services the whole prompt points at. */
  promptServices: ReadonlySet<string>;
  catalog: Catalog;
  /** How many required inputs the prompt supplies and lacks for a tool (targets excepted). */
  inputs: (tool: PlannableTool) => { supplied: number; lacking: number; named: boolean; filled: number; finds?: boolean };
  /** The destination of the command names an existing object ("to Friday's Design critique"). */
  destinationNamed: boolean;
}

/** Verbs that ask to read or answer: every reading tool can be meant. */
export const READ_VERBS = ['read', 'check', 'find', 'search', 'look up', 'list', 'show', 'get', 'fetch', 'count', 'summarize'];

/** The offered tools the command's verb can mean. */
export function candidates(verb: string, tools: readonly PlannableTool[]): PlannableTool[] {
  const own = tools.filter((t) => verbsOf(t).includes(verb));
  if (READ_VERBS.includes(verb)) return [...new Set([...own, ...tools.filter((t) => t.mutates === false)])];
  return own;
}

/**
 * Where a command puts its result ("in #eng", "to my Notion page", "in acme/web") and what it is
 * about ("the titles of the open ENG tickets"): the text after in/to/on/into, and after of/from/about.
 */
export function splitRoles(text: string): { destination: string; content: string } {
  const parts = text.split(/\b(in|into|to|on|onto|under|inside|of|from|about|for|as|with|saying)\s+/i);
  let destination = '';
  let content = '';
  for (let i = 1; i < parts.length; i += 2) {
    const role = parts[i].toLowerCase();
    if (['of', 'from', 'about', 'for'].includes(role)) content += ` ${parts[i + 1]}`;
    else if (!['as', 'with', 'saying'].includes(role)) destination += ` ${parts[i + 1]}`;
  }
  return { destination, content };
}

// The pattern of a verb and a tool's kinds, by the kinds' array (a tool's objects are one array for
// the catalog's life) and the verb: built once rather than spelled out for each candidate tool.
const indefinitePatterns = new WeakMap<readonly string[], Map<string, RegExp>>();

/** "<verb> a / an / new <object>": the command asks for a new thing of one of these kinds. */
function indefiniteObject(verbStem: string, kinds: readonly string[]): RegExp {
  let byVerb = indefinitePatterns.get(kinds);
  if (!byVerb) indefinitePatterns.set(kinds, (byVerb = new Map()));
  let pattern = byVerb.get(verbStem);
  if (!pattern) byVerb.set(verbStem, (pattern = indefiniteSource(verbStem, kinds)));
  return pattern;
}

function indefiniteSource(verbStem: string, kinds: readonly string[]): RegExp {
  return compiledRegExp(`(?:^\\s*\\S+|\\b${verbStem})\\s+(?:a|an|new|another)\\s+(?:new\\s+)?(?:\\S+\\s+)?(?:${kinds.map((o) => o.replace(/ /g, '\\s+')).join('|')})\\b`);
}

/** The best tool for a command, or undefined when none fits or two services tie. */
export function chooseTool(input: ChooseInput, tools: readonly PlannableTool[]): Choice | undefined {
  // A command is read from its first 600 characters: what it asks for is said there, and a long
  // one (a pasted text) then costs no more than a short one.
  const plain = withoutQuotes(input.text, input.facts.quotes).slice(0, 600).replace(ADDRESSES, ' ');
  const { destination, content } = splitRoles(plain);
  const contentWords = new Set(wordsOf(content));
  // Identifiers are places, not objects: "the Growth team" does not ask for teams.
  // Tried only where a word starts, with bounded names, so a long run of letters is read once.
  const allWords = wordsOf(plain.replace(/(?<![\w-])[A-Z][\w-]{0,40}\s+team\b|\bteam\s+[A-Z][\w-]{0,40}|(?<!\S)#[\w-]{1,80}\s+channel\b/g, ' '));
  const words = allWords.filter((w) => !contentWords.has(w));
  // Words and adjacent pairs as sets, so each object is a lookup; longer phrases are scanned.
  const lookup = (list: readonly string[]) => new Set([...list, ...list.slice(1).map((w, i) => `${list[i]} ${w}`)]);
  // Three words or more (a second space) are scanned for; shorter ones are in the sets or absent.
  const has = (list: readonly string[], set: ReadonlySet<string>, phrase: string) => set.has(phrase) || (phrase.indexOf(' ', phrase.indexOf(' ') + 1) > 0 && findPhrase(list, phrase) >= 0);
  const allSet = lookup(allWords);
  const wordSet = lookup(words);
  const destinationWords = wordsOf(destination);
  const destinationSet = lookup(destinationWords);
  // The first few words after the verb say what it acts on ("create a Linear ticket ... a link to the GitHub issue").
  const spacedHead = ` ${allWords.slice(1, 5).join(' ')} `;
  const clauseServices = pointedServices(input.text, input.facts, input.catalog);
  const destinationServices = pointedServices(destination, readPromptIds(input.facts, destination), input.catalog);
  const plural = /\b(?:issues|tickets|bugs|events|meetings|messages|e-?mails|pages|channels|pull requests|prs|repositories|repos|projects|teams|users|labels|all|any)\b/.test(input.facts.lower);
  const joined = allWords.join(' ');
  const verbStem = stem(input.verb).replace(/[^a-z ]/g, '');
  const scored = candidates(input.verb, tools).map((tool) => {
    const objects = objectsOf(tool);
    const objectHits = objects.filter((o) => (tool.mutates ? has(words, wordSet, o) : has(allWords, allSet, o))).length;
    const service = serviceOf(tool);
    const { supplied, lacking, named, filled, finds } = input.inputs(tool);
    const verbs = verbsOf(tool);
    const ownVerb = verbs[0] === input.verb ? 2 : verbs.includes(input.verb) ? 1 : 0;
    const target = tool.intent?.target;
    const focus = target && !target.optional ? (named && !plural ? 1 : -1) : !tool.mutates && plural ? 1 : 0;
    // "to my Notion page", "to Friday's Design critique": a tool acting on an existing thing, not one making a new one.
    // A read of one thing needs its name quoted: "in review" is no place a get reads from.
    const into = target && !target.optional && (tool.mutates !== false || named) && (input.destinationNamed || objects.some((o) => has(destinationWords, destinationSet, o))) ? 2 : 0;
    // "a Linear ticket", "the GitHub issue": the service named right before the object is the one meant.
    const serviceName = stemPhrase(input.catalog.getService(service)?.name ?? service);
    const adjacent = objects.some((o) => spacedHead.includes(` ${serviceName} ${o} `)) ? 4 : objects.some((o) => has(words, wordSet, `${serviceName} ${o}`)) ? 1 : 0;
    const serviceScore = (destinationServices.has(service) ? 4 : clauseServices.has(service) ? 3 : input.promptServices.has(service) ? 1 : 0) + adjacent;
    // "add a page 'X'", "Under X, add a page": an indefinite object right after the verb is a new
    // thing; a tool making one fits, a tool acting on an existing one of that kind does not.
    const indefinite = (kinds: readonly string[]) => kinds.length > 0 && indefiniteObject(verbStem, kinds).test(joined);
    const fresh = (!target || target.optional) && indefinite(objects) ? 4 : target && !target.optional && indefinite([stemPhrase(target.kind)]) ? -4 : 0;
    // "Where is the vendor demo?": a read that can search for the named thing, over one that cannot (free/busy).
    const score = fresh + 3 * Math.min(objectHits, 3) + serviceScore + Math.min(supplied, 2) - 2 * lacking + ownVerb + focus + into + (finds ? 3 : 0);
    return { tool, score, filled, objectHits, evidence: objectHits > 0 || serviceScore > 0 };
  });
  // Equal scores: the tool that takes more of what the prompt gives ("in review", "Growth team").
  const order = (a: { score: number; filled: number }, b: { score: number; filled: number }) => b.score - a.score || b.filled - a.filled;
  const ranked = scored.filter((s) => s.evidence).sort(order);
  let best = ranked[0];
  if (ranked.length === 0) {
    // The verb has tools of one service only: they are the only reading of the command.
    const services = new Set(scored.map((s) => serviceOf(s.tool)));
    const only = scored.sort(order);
    if (services.size !== 1 || !only[0] || (only.length > 1 && only[0].score === only[1].score)) return undefined;
    best = only[0];
  } else if (ranked[1] && ranked[1].score === best.score && serviceOf(ranked[1].tool) !== serviceOf(best.tool)) return undefined;
  // The command points at another service than the tool's, by name or identifier, and names none
  // of the tool's objects: an e-mail asked of a Slack subagent, a #channel of a GitHub one.
  // A time zone is an attribute of any service's times ("Push the sync to 5pm UTC"), not a pointer to datetime.
  const named = new Set([...namedServices(plain.replace(content, ' '), input.catalog), ...[...servicesOfIds(input.facts)].filter((s) => s !== 'datetime')]);
  if (best.objectHits === 0 && named.size > 0 && !named.has(serviceOf(best.tool))) return undefined;
  return best;
}

function readPromptIds(facts: PromptFacts, text: string): PromptFacts {
  const has = (s: string) => text.includes(s);
  return {
    ...facts,
    ids: {
      ...facts.ids,
      repos: facts.ids.repos.filter((r) => has(`${r.owner}/${r.repo}`)),
      channels: facts.ids.channels.filter((c) => has(`#${c}`)),
      keys: facts.ids.keys.filter(has),
      teams: facts.ids.teams.filter(has),
      urls: facts.ids.urls.filter(has),
      zones: facts.ids.zones.filter(has),
      emails: facts.ids.emails.filter(has),
      emoji: [],
      numbers: [],
    },
  };
}
