// Reads what plain word matching cannot: identifiers (acme/web, #channel, ENG-123, addresses),
// which services a prompt is about, what it forbids ("never send"), and which tools a chosen tool
// depends on to find its target ("the latest message" must be listed before it can be reacted to).
import { SERVICE_SIGNALS, TOOL_ACTIONS } from './synonyms.ts';
import { normalize, stem, tokens, wordStems } from './text.ts';
import { forwardFinder } from '../../lib/forward-search.ts';

export interface Ban {
  verb: string;
  object?: string;
}

export interface PromptAnalysis {
  /** Lowercased, rewritten prompt with identifiers replaced by the words they stand for. */
  text: string;
  /** Services the prompt gives evidence for, with the evidence (for explanations). */
  services: Map<string, string[]>;
  /** Services whose target object the prompt names by id (issue number, ENG-123, Notion address). */
  ids: Set<string>;
  /** `text` without the clauses that forbid something: what the prompt asks for, not what it rules out. */
  positive: string;
  /** Actions the prompt forbids, each with the object it names if any; verb '*' forbids every mutating tool. */
  forbidden: Ban[];
  /** Subagent prompts: the prompt takes charge of its objects ("manage", "triage", "look after"), not only reads them. */
  domain: boolean;
  /** Subagent prompts: services the agent is an assistant for as a whole ("our GitHub assistant"). */
  whole: Set<string>;
}

// Identifier-like words that are not Linear issue keys.
const NOT_ISSUE_KEYS = /^(?:ISO|UTF|RFC|SHA|COVID|CVE|GPT|MP|TLS|SSL|HTTP|IPV|ES|WCAG)-/;
const NOT_REPOS = new Set(['and/or', 'either/or', 'read/write', 'input/output', 'yes/no', 'on/off', 'pros/cons', 'true/false', 'he/she', 'free/busy', 'w/o', 'n/a', 'i/o']);

const OPENS = /(^|[\s(:])(['"\u2018\u201c])/g;
const CLOSES = `'"\u2019\u201d`;

/**
 * `/(^|[\s(:])(['"‘“])(.+?)['"’”](?=[\s.,;:!?)]|$)/g` replaced by '$1 ', in one
 * pass: the regex rescanned to the end of the line for every quote left open (quadratic). A quote
 * closes at the first closing mark, at least one character on and on the same line, that is
 * followed by a space, punctuation or the end.
 */
export function blankQuotes(text: string): string {
  const closer = forwardFinder(text.length, (i) => CLOSES.includes(text[i]) && (i + 1 === text.length || /[\s.,;:!?)]/.test(text[i + 1])));
  const lineBreak = forwardFinder(text.length, (i) => /[\n\r\u2028\u2029]/.test(text[i]));
  const parts: string[] = [];
  let done = 0;
  OPENS.lastIndex = 0;
  for (let m = OPENS.exec(text); m; m = OPENS.exec(text)) {
    const quote = m.index + m[1].length;
    const close = closer(quote + 2);
    if (close === text.length || lineBreak(quote + 1) < close) continue;
    parts.push(text.slice(done, m.index), m[1], ' ');
    done = close + 1;
    OPENS.lastIndex = done;
  }
  parts.push(text.slice(done));
  return parts.join('');
}

/** Replaces identifiers with service words and records which services they point at. */
function replaceIdentifiers(raw: string, hits: (service: string, why: string) => void, ids: Set<string>): string {
  let text = raw;
  // Quoted titles and message bodies are the user's data, not instructions ('Draft spec' is not a draft).
  text = blankQuotes(text);
  text = text.replace(/\bhttps?:\/\/[^\s<>"')]+|\bwww\.[^\s<>"')]+/gi, (url) => {
    const u = url.toLowerCase();
    if (/notion\.(?:so|site)\b/.test(u)) return hit('notion', url, ' notion page ', true);
    const gh = /github\.com\/[^/]+\/[^/]+\/(issues|pull)\/\d+/.exec(u);
    if (gh) return hit('github', url, gh[1] === 'pull' ? ' github pull request ' : ' github issue ', true);
    if (/linear\.app\//.test(u)) return hit('linear', url, ' linear issue ', true);
    if (/calendar\.google\.com/.test(u)) return hit('google_calendar', url, ' calendar event ', false);
    if (/mail\.google\.com/.test(u)) return hit('gmail', url, ' email ', false);
    return hit('web', url, ' web page ', false);
  });
  text = text.replace(/(^|[\s(])([a-z0-9][\w.-]*\/[a-z0-9][\w.-]*)(?=[\s.,;:!?)]|$)/gi, (m, pre: string, ref: string) => {
    if (NOT_REPOS.has(ref.toLowerCase()) || /^\d+\/\d+/.test(ref)) return m;
    return `${pre}${hit('github', ref, ' github ', false)}`;
  });
  text = text.replace(/(^|[\s(])#([a-z][\w-]*)/gi, (_m, pre: string, name: string) => `${pre}${hit('slack', `#${name}`, ' slack ', false)}`);
  text = text.replace(/\b[A-Z][A-Z0-9]{1,9}-\d+\b/g, (key) => (NOT_ISSUE_KEYS.test(key) ? key : hit('linear', key, ' linear issue ', true)));
  text = text.replace(/:[a-z_][a-z0-9_+-]*:/gi, ' emoji reaction ');
  // Addresses and handles name people, who could be reached through several services.
  text = text.replace(/(?<![\w.+-])[\w.+-]+@[\w-]+\.[\w.-]+/g, ' ').replace(/(^|\s)@[\w.-]+/g, ' ');
  if (/#\d+\b|\b(?:issue|pr|pull request|ticket|bug)\s*#?\d+\b/i.test(text)) ids.add('github');
  return text;

  function hit(service: string, why: string, words: string, isId: boolean): string {
    hits(service, why);
    if (isId) ids.add(service);
    return words;
  }
}

// A relative time next to a scheduling verb means the calendar even when it is not named
// ("cancel the team lunch on Friday"); used only when no other service is named.
const WHEN = /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|next week|this week|\d{1,2}(?::\d\d)?\s?(?:am|pm))\b/;
const SCHEDULING_VERB = /\b(?:cancel|move|book|block|set up|arrange|reschedule|invite|postpone)\b|\bwho(?:'s| is) (?:coming|attending|invited)\b/;

// Negations that forbid actions; a clause that asks for confirmation is a safeguard, not a ban.
const BROAD_BAN = /\bread[- ]only\b|\bonly read\b|\b(?:without|never|not) (?:changing|modifying|editing|touching|change|modify|edit|touch) anything\b|\bno (?:changes|writes)\b/;
const NEGATION = /\b(?:never|don't|do not|does not|doesn't|won't|will not|must not|mustn't|cannot|can't|should not|shouldn't|not allowed to|without)\b([^.;:!?]*)/g;
const SAFEGUARD = /\b(?:ask|asking|asks|confirm\w*|approv\w*|permission|first|unless|until|before|explicit\w*)\b/;
// Verbs of ownership: an agent that manages issues files, edits and closes them too.
const DOMAIN = /\b(?:manag\w*|handl\w*|triag\w*|maintain\w*|owns?|administ\w*|organi[sz]\w*|look(?:s|ing)? after|takes? care|work(?:s|ing)? with|in charge|responsible|keep(?:s|ing)? track|stay on top|keeper|curat\w*)\b/;
const QUESTION = /^\s*(?:what|what's|which|who|who's|whom|whose|when|where|how|is|are|am|do|does|did|has|have)\b[^.!;]*\?\s*$/;
const REQUEST = /^\s*(?:can|could|would|will) you\b|\bplease\b/;
const NEGATED_SYNONYMS: Record<string, string> = { open: 'create', file: 'create', change: 'update', edit: 'update', modify: 'update', remove: 'delete', cancel: 'delete' };

const VERBS = new Set([...Object.values(TOOL_ACTIONS).flat(), ...Object.keys(NEGATED_SYNONYMS)].flatMap(wordStems));

/**
 * "never merge, open or comment" bans those verbs outright; "won't change team settings" bans
 * changing the thing named right after the verb, so it does not stop the agent updating issues.
 */
function bans(lower: string): Ban[] {
  const out: Ban[] = [];
  if (BROAD_BAN.test(lower)) out.push({ verb: '*' });
  for (const m of lower.matchAll(NEGATION)) {
    if (SAFEGUARD.test(m[1])) continue;
    // Each item of a list ("merge, open or comment on anything") is a verb with its own object.
    for (const item of normalize(m[1]).split(/[,;]|\bor\b|\band\b/)) {
      const toks = tokens(` ${item} `);
      const i = toks.findIndex((t) => VERBS.has(t.term));
      if (i < 0) continue;
      const object = toks[i + 1]?.term;
      const alias = NEGATED_SYNONYMS[toks[i].surface];
      for (const verb of alias ? [toks[i].term, stem(alias)] : [toks[i].term]) out.push(object ? { verb, object } : { verb });
    }
  }
  return out;
}

export function analyse(prompt: string): PromptAnalysis {
  const services = new Map<string, string[]>();
  const ids = new Set<string>();
  const add = (service: string, why: string) => {
    const list = services.get(service) ?? [];
    if (!list.includes(why)) list.push(why);
    services.set(service, list);
  };
  const text = normalize(replaceIdentifiers(prompt, add, ids), true);
  for (const [service, { names, objects }] of Object.entries(SERVICE_SIGNALS)) {
    const m = names.exec(text) ?? objects?.exec(text);
    if (m) add(service, m[0].trim());
  }
  if (services.size === 0 && WHEN.test(text) && SCHEDULING_VERB.test(text)) add('google_calendar', 'scheduling verb with a time');
  const lower = prompt.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const forbidden = bans(lower);
  // A plain question ("What labels do I have?") asks to read; "Can you post ...?" is a request.
  if (QUESTION.test(lower) && !REQUEST.test(lower)) forbidden.push({ verb: '*' });
  // An agent that answers questions, and is given no action, only needs to read.
  if (/\banswer(?:s|ing)? (?:\w+ ){0,2}questions\b/.test(lower) && !tokens(text).some((t) => VERBS.has(t.term))) forbidden.push({ verb: '*' });
  const positive = text.replace(NEGATION, (m: string, clause: string) => (SAFEGUARD.test(clause) ? m : ' '));
  const whole = new Set<string>();
  for (const m of text.matchAll(/(?<![\w-])([\w-]+) (?:assistant|agent|bot|concierge)\b/g)) {
    for (const [service, { names, objects }] of Object.entries(SERVICE_SIGNALS)) if (names.test(m[1]) || objects?.test(m[1])) whole.add(service);
  }
  return { text, services, ids, positive, forbidden, domain: DOMAIN.test(positive), whole };
}

/**
 * Tools a chosen tool needs first to find its target. `when`: only when the prompt says so;
 * `unlessId` (tasks): not when the prompt gives the target's id; `subagent`: for subagents always,
 * whatever `when` says (a subagent will meet every case).
 */
export interface Lookup {
  tools: readonly string[];
  add: string;
  unlessId?: boolean;
  when?: RegExp;
  subagent?: 'always';
}

export const LOOKUPS: readonly Lookup[] = [
  { tools: ['github.get_issue', 'github.update_issue'], add: 'github.list_issues', unlessId: true },
  { tools: ['github.add_comment'], add: 'github.list_issues', unlessId: true, when: /\b(?:issues?|tickets?|bugs?)\b/ },
  { tools: ['github.get_pull_request', 'github.merge_pull_request'], add: 'github.list_pull_requests', unlessId: true },
  { tools: ['github.merge_pull_request'], add: 'github.get_pull_request', when: /\b(?:approv\w*|checks?|pass\w*|green|reviewed)\b/ },
  { tools: ['linear.get_issue', 'linear.update_issue', 'linear.add_comment'], add: 'linear.list_issues', unlessId: true },
  // Creating needs a teamId; moving or assigning needs a state or member id: all from list_teams.
  { tools: ['linear.create_issue'], add: 'linear.list_teams' },
  { tools: ['linear.update_issue'], add: 'linear.list_teams', when: /\b(?:move\w*|close\w*|done|state|status|assign\w*|reassign\w*|in progress|todo|duplicate|cancel\w*)\b/, subagent: 'always' },
  { tools: ['notion.get_page', 'notion.update_page', 'notion.append_to_page', 'notion.query_database', 'notion.get_database'], add: 'notion.search', unlessId: true },
  { tools: ['notion.create_page'], add: 'notion.search', when: /\b(?:under|parent|database)\b/, subagent: 'always' },
  { tools: ['notion.create_page'], add: 'notion.get_database', when: /\bdatabase\b/ },
  { tools: ['notion.update_page'], add: 'notion.query_database', when: /\b(?:rows?|entry|entries)\b/ },
  { tools: ['slack.reply_in_thread', 'slack.add_reaction'], add: 'slack.list_messages' },
  { tools: ['slack.post_message'], add: 'slack.list_users', when: /\bdirect message\b/ },
  { tools: ['gmail.get_message', 'gmail.reply_to_message', 'gmail.modify_message_labels'], add: 'gmail.search_messages' },
  // Search results carry a snippet; using an email's content elsewhere needs the whole message.
  { tools: ['gmail.send_message'], add: 'gmail.search_messages', when: /\bforward/ },
  { tools: ['gmail.search_messages'], add: 'gmail.get_message', when: /\b(?:forward\w*|content|body|what it says|into|attachments?|everyone on)\b/ },
  { tools: ['gmail.create_draft'], add: 'gmail.search_messages', when: /\b(?:repl(?:y|ies)|respon\w*)\b/, subagent: 'always' },
  { tools: ['gmail.modify_message_labels'], add: 'gmail.list_labels', when: /\blabel/ },
  { tools: ['google_calendar.get_event', 'google_calendar.update_event', 'google_calendar.delete_event'], add: 'google_calendar.list_events' },
  { tools: ['datetime.add', 'datetime.difference'], add: 'datetime.now', when: /\b(?:until|till|from now|ago|since|today|tomorrow|yesterday|in \d+)\b/ },
];
