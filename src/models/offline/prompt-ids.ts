// Identifiers a prompt spells out: owner/repo, #channel, @user, e-mail addresses, issue and PR
// numbers, issue keys (ENG-123), URLs, :emoji:, IANA time zones, team names, labels, branches and
// result limits. Each extractor is one regular expression over the prompt with quotes blanked out.
import { isTimeZone } from '../../tools/builtin/shared/zoned-time.ts';
import { emojiNamed } from './emoji-words.ts';

export interface PromptIds {
  repos: { owner: string; repo: string }[];
  channels: string[];
  handles: string[];
  emails: string[];
  /** From `#42`, `issue 42`, `PR 42`, `pull request 42`. */
  numbers: number[];
  /** Issue keys such as ENG-123. */
  keys: string[];
  urls: string[];
  emoji: string[];
  zones: string[];
  /** The zone a stated time is in ("17:00 UTC", "9am America/Los_Angeles"): the time converted from. */
  fromZone: string | undefined;
  /** "the ENG team", "team Mobile". */
  teams: string[];
  labels: string[];
  /** "from fix/login into main". */
  branches: { head?: string; base?: string };
  /** "the last 5 emails", "top 10 issues". */
  limit: number | undefined;
  /** The sender or author after "from": an address, a @handle or a capitalised name. */
  from: string | undefined;
  /** An organisation named as "org acme" / "the acme organization". */
  org: string | undefined;
  /** A calendar the prompt names ("the Team offsites calendar", "my calendar called Family"). */
  calendar: string | undefined;
}

const all = (re: RegExp, text: string, group = 1) => [...text.matchAll(re)].map((m) => m[group]);
const unique = <T>(items: T[]) => [...new Set(items)];

// owner/repo, but not and/or, 1/2, dates or paths inside URLs.
const REPO = /(?:^|[\s(])([A-Za-z0-9][\w.-]*)\/([A-Za-z0-9][\w.-]*[A-Za-z0-9])(?=[\s,;:!?)]|\.(?:\s|$)|$)/g;
const NOT_REPOS = /^(?:and\/or|either\/or|read\/write|input\/output|yes\/no|on\/off|pros\/cons|true\/false|he\/she|free\/busy|w\/o|n\/a|i\/o)$/i;
const NOT_KEYS = /^(?:ISO|UTF|RFC|SHA|COVID|CVE|GPT|MP|TLS|SSL|HTTP|IPV|ES|WCAG|UTC|GMT)-/;
// An address's local part starts where its run of [\w.+-] starts: trying every later start in the run
// (which can never match where the first did not) made the search quadratic in the run's length.
const EMAIL = String.raw`(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
const PLURALS = 'issues|emails|mails|messages|events|meetings|pull requests|prs|repos|repositories|channels|users|people|projects|teams|pages|results|items|tickets|comments|labels|rows|entries';

// "9am Tokyo time": a few cities people name instead of a zone.
const CITY_ZONES: Record<string, string> = {
  tokyo: 'Asia/Tokyo', london: 'Europe/London', paris: 'Europe/Paris', berlin: 'Europe/Berlin', madrid: 'Europe/Madrid', lisbon: 'Europe/Lisbon',
  amsterdam: 'Europe/Amsterdam', dublin: 'Europe/Dublin', 'new york': 'America/New_York', chicago: 'America/Chicago', denver: 'America/Denver',
  'los angeles': 'America/Los_Angeles', 'san francisco': 'America/Los_Angeles', seattle: 'America/Los_Angeles', toronto: 'America/Toronto',
  'sao paulo': 'America/Sao_Paulo', sydney: 'Australia/Sydney', singapore: 'Asia/Singapore', 'hong kong': 'Asia/Hong_Kong', mumbai: 'Asia/Kolkata',
  dubai: 'Asia/Dubai', auckland: 'Pacific/Auckland', seoul: 'Asia/Seoul', shanghai: 'Asia/Shanghai', istanbul: 'Europe/Istanbul',
  bangalore: 'Asia/Kolkata', bengaluru: 'Asia/Kolkata', delhi: 'Asia/Kolkata', 'new delhi': 'Asia/Kolkata', chennai: 'Asia/Kolkata', hyderabad: 'Asia/Kolkata', pune: 'Asia/Kolkata',
  beijing: 'Asia/Shanghai', taipei: 'Asia/Taipei', bangkok: 'Asia/Bangkok', jakarta: 'Asia/Jakarta', manila: 'Asia/Manila', 'tel aviv': 'Asia/Jerusalem',
  melbourne: 'Australia/Melbourne', brisbane: 'Australia/Brisbane', perth: 'Australia/Perth', johannesburg: 'Africa/Johannesburg', 'cape town': 'Africa/Johannesburg',
  cairo: 'Africa/Cairo', nairobi: 'Africa/Nairobi', lagos: 'Africa/Lagos', moscow: 'Europe/Moscow', warsaw: 'Europe/Warsaw', prague: 'Europe/Prague',
  vienna: 'Europe/Vienna', zurich: 'Europe/Zurich', stockholm: 'Europe/Stockholm', oslo: 'Europe/Oslo', copenhagen: 'Europe/Copenhagen', helsinki: 'Europe/Helsinki',
  athens: 'Europe/Athens', rome: 'Europe/Rome', milan: 'Europe/Rome', barcelona: 'Europe/Madrid', brussels: 'Europe/Brussels', munich: 'Europe/Berlin',
  frankfurt: 'Europe/Berlin', vancouver: 'America/Vancouver', montreal: 'America/Toronto', boston: 'America/New_York', 'mexico city': 'America/Mexico_City',
  'buenos aires': 'America/Argentina/Buenos_Aires', honolulu: 'Pacific/Honolulu',
};
// "Tokyo time", "in Singapore", "local time in Paris".
// "Tokyo time", "in Tokyo", "our Tokyo office", "the Berlin team": a city that stands for its zone.
// "our 9am New York call", "If I call Berlin at 8am": a call or meeting placed in the city, or to it.
const CITY_TIME = new RegExp(String.raw`\b(${Object.keys(CITY_ZONES).join('|')})\s+(?:time|office|team|call|meeting|standup|sync)\b|\b(?:in|for our|for the|at our|at the|to our|to the|call|calling)\s+(${Object.keys(CITY_ZONES).join('|')})\b`, 'gi');

// "2 to 3pm Eastern", "9am PT": the zone names people use in the US and Europe.
const REGION_ZONES: Record<string, string> = {
  eastern: 'America/New_York', et: 'America/New_York', est: 'America/New_York', edt: 'America/New_York',
  central: 'America/Chicago', ct: 'America/Chicago', cst: 'America/Chicago', cdt: 'America/Chicago',
  mountain: 'America/Denver', mt: 'America/Denver', mst: 'America/Denver',
  pacific: 'America/Los_Angeles', pt: 'America/Los_Angeles', pst: 'America/Los_Angeles', pdt: 'America/Los_Angeles',
  cet: 'Europe/Paris', cest: 'Europe/Paris', bst: 'Europe/London',
};
const REGION = /\b(Eastern|Central|Mountain|Pacific)(?:\s+time)?\b|\b(ET|EST|EDT|CT|CST|CDT|MT|MST|PT|PST|PDT|CET|CEST|BST)\b/g;

function zonesIn(text: string): string[] {
  const cities = [
    ...[...text.matchAll(CITY_TIME)].map((m) => ({ at: m.index, zone: CITY_ZONES[(m[1] ?? m[2]).toLowerCase()] })),
    ...[...text.matchAll(REGION)].map((m) => ({ at: m.index, zone: REGION_ZONES[(m[1] ?? m[2]).toLowerCase()] })),
  ];
  const named = [...text.matchAll(/\b(UTC|GMT|[A-Z][A-Za-z]+(?:_[A-Z][A-Za-z]+)*\/[A-Z][A-Za-z_]+(?:\/[A-Z][A-Za-z_]+)?)\b/g)].map((m) => ({ at: m.index, zone: m[1] }));
  return unique([...cities, ...named].sort((a, b) => a.at - b.at).map((z) => z.zone).filter(isTimeZone));
}

/** The zone written right after a time ("17:00 UTC", "14:30 in Europe/London", "9am Tokyo time"). */
function fromZoneIn(text: string): string | undefined {
  // "4pm Thursday New York time": a day may come between the time and its zone.
  const m = /\b\d{1,2}(?::\d{2})?\s*(?:am|pm)?\s+(?:(?:on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight)\s+)?(?:in\s+)?([A-Za-z_]+(?:[\s/][A-Za-z_]+){0,2})/i.exec(text);
  return m ? zonesIn(m[1])[0] : undefined;
}

function reposIn(text: string): PromptIds['repos'] {
  const noUrls = text.replace(/\bhttps?:\/\/\S+/gi, ' ');
  return [...noUrls.matchAll(REPO)]
    .filter((m) => !NOT_REPOS.test(`${m[1]}/${m[2]}`) && !/^\d+$/.test(m[1]) && zonesIn(`${m[1]}/${m[2]}`).length === 0)
    .map((m) => ({ owner: m[1], repo: m[2] }));
}

// "the last two e-mails": a count written as a word (one is the singular, not a count).
const NUMBER_WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const COUNT = String.raw`(\d{1,3}|${NUMBER_WORDS.join('|')})`;
const COUNT_AFTER = new RegExp(String.raw`\b(?:last|latest|first|top|recent|newest|oldest)\s+${COUNT}\b`, 'i');
const COUNT_BEFORE = new RegExp(String.raw`\b${COUNT}\s+(?:(?:most\s+)?(?:recent|latest|newest|last|oldest|open|closed|unread|new)\s+)?(?:[a-z]+\s+)?(?:${PLURALS})\b`, 'i');

function limitIn(text: string): number | undefined {
  const m = COUNT_AFTER.exec(text) ?? COUNT_BEFORE.exec(text);
  if (!m) return undefined;
  const word = NUMBER_WORDS.indexOf(m[1].toLowerCase());
  return word >= 0 ? word + 2 : Number(m[1]);
}

// GitHub's default labels of more than one word, named as they are.
const PHRASE_LABELS = /\b(good first issue|help wanted)\b/gi;

function labelsIn(full: string): string[] {
  const phrases = all(PHRASE_LABELS, full).map((l) => l.toLowerCase());
  const text = full.replace(PHRASE_LABELS, ' ');
  const re = /\b(?:label(?:l?ed)?|tag(?:ged)?)\s+(?:it\s+|them\s+)?(?:as\s+|with\s+)?(?!it\b|them\b|as\b|with\b|the\b|on\b|onto\b|to\b|for\b|in\b|from\b|of\b|an?\b)([\w:/&-]+(?:(?:\s*,\s*|\s+and\s+)[\w:/&-]+)*)|\bwith\s+(?:the\s+)?labels?\s+([\w:/&-]+(?:(?:\s*,\s*|\s+and\s+)[\w:/&-]+)*)/gi;
  const named = [...text.matchAll(re)].flatMap((m) => (m[1] ?? m[2]).split(/\s*,\s*|\s+and\s+/));
  // "Label the ... issue as a bug": the label comes at the end, after "as".
  const as = /\blabel\b[^.;]{0,200}?\bas\s+(?:an?\s+)?([\w:/&-]+)/i.exec(text)?.[1];
  // "slap a bug label on ...", "add the 'priority: high' label": a label named before the word label.
  const before = [...text.matchAll(/\b(?:a|an|the)\s+([\w:/&-]+)\s+label\b/gi)].map((m) => m[1]).filter((l) => !/^(?:new|same|right|wrong|other)$/i.test(l));
  // "the open bug issues": GitHub's default labels, named before the issues they label.
  const kinds = [...text.matchAll(/\b(bug|documentation|duplicate|enhancement|question|invalid|wontfix)\s+(?:issues|tickets|reports)\b/gi)].map((m) => m[1].toLowerCase());
  return unique([...phrases, ...named, ...(as ? [as] : []), ...before, ...kinds].filter((l) => !/^(?:and|the|a|an|it|them|as|with)$/i.test(l)));
}

function branchesIn(text: string): PromptIds['branches'] {
  const both = /\bfrom\s+(?:the\s+)?(?:branch\s+)?`?([\w./-]+?)`?\s+(?:branch\s+)?(?:in)?to\s+(?:the\s+)?(?:branch\s+)?`?([\w./-]+?)`?(?=[\s.,;!?]|$)/i.exec(text);
  if (both) return { head: both[1], base: both[2] };
  const head = /\b(?:branch|from)\s+`?([\w-]+\/[\w./-]+)`?/i.exec(text)?.[1];
  const base = /\binto\s+(?:the\s+)?`?([\w./-]+?)`?(?:\s+branch)?(?=[\s.,;!?]|$)/i.exec(text)?.[1];
  return { ...(head ? { head } : {}), ...(base ? { base } : {}) };
}

const NOT_NAMES = /^(?:the|my|our|your|their|this|that|an?|whole|entire)$/i;

// A capitalised first word names one ("the Team offsites calendar"); "my work calendar" is the user's own.
const CALENDAR_NAMED = /\b(?:the|my|our|their)\s+([A-Z][\w'&-]*(?:\s+(?!(?:on|in|at|to|for|of|the|my|our|a|an)\b)[\w'&-]+){0,3}?)\s+calendar\b|\bcalendar\s+(?:called|named)\s+([A-Z][\w'&-]*(?:\s+[A-Z0-9][\w'&-]*){0,3})/;

function calendarIn(text: string): string | undefined {
  const m = CALENDAR_NAMED.exec(text);
  const name = m?.[1] ?? m?.[2];
  return name && !/^(?:google|gmail|outlook|shared|primary|work|personal|team)$/i.test(name) ? name : undefined;
}

function orgIn(text: string): string | undefined {
  // The name before "org" is tried once per run of [\w-] (after its leading dashes), not at every \b inside it.
  const m = /\borg(?:anization|anisation)?\s+([\w-]+)|(?<![\w-])-*\b([\w-]+)\s+org(?:anization|anisation)?\b/i.exec(text);
  const name = m?.[1] ?? m?.[2];
  return name && !NOT_NAMES.test(name) ? name : undefined;
}

// "assign it to maria-chen": a login written without its @, after "assign ... to" (not "to me", "to the team").
const ASSIGNED = /\b[Aa]ssign(?:ed)?\b[^.;!?]{0,80}?\bto\s+([a-z0-9][a-z0-9-]*[a-z0-9])(?![\w@-]|\.\w)/g;
const NOT_LOGINS = /^(?:me|him|her|them|us|you|it|the|a|an|my|our|their|his|someone|anyone|whoever|whomever|nobody|no|be|do)$/;

function assignedLogins(text: string): string[] {
  return all(ASSIGNED, text).filter((login) => !NOT_LOGINS.test(login) && !/^\d+$/.test(login));
}

// "not in #general", "but never to #random": a channel ruled out is no place to write.
const RULED_OUT = /\b(?:not|never|except|nor|instead of|rather than|other than|no)\s+(?:(?:in|to|on|into)\s+)?$/i;

function channelsIn(text: string): string[] {
  return [...text.matchAll(/(?:^|[\s(])#([a-z0-9][\w-]*)/gi)].filter((m) => !/^\d+$/.test(m[1]) && !RULED_OUT.test(text.slice(Math.max(0, m.index - 24), m.index + m[0].indexOf('#')))).map((m) => m[1]);
}

/** All identifiers in `text` (the prompt with quoted strings blanked out). */
export function findIds(text: string): PromptIds {
  const emails = unique(all(new RegExp(EMAIL, 'g'), text, 0));
  const noEmails = text.replace(new RegExp(EMAIL, 'g'), ' ');
  const from = /\bfrom\s+(@[\w.-]*\w|[A-Z][A-Za-z]+(?:\s+[A-Z][a-z]+)?)\b/.exec(noEmails)?.[1] ?? new RegExp(String.raw`\bfrom\s+(${EMAIL})`, 'i').exec(text)?.[1];
  return {
    repos: reposIn(text),
    channels: unique(channelsIn(text)),
    handles: unique([...all(/(?:^|[\s(])@([\w][\w.-]*\w)/g, noEmails), ...assignedLogins(noEmails)]),
    emails,
    numbers: unique([...all(/(?:^|[\s(])#(\d+)\b/g, text), ...all(/\b(?:issue|pr|pull request|pull|ticket|bug|number)\s+#?(\d+)\b/gi, text)].map(Number)),
    keys: unique(all(/\b([A-Z][A-Z0-9]{1,9}-\d+)\b/g, text).filter((k) => !NOT_KEYS.test(k))),
    urls: unique(all(/\b(https?:\/\/[^\s<>"')]+)/gi, text).map((u) => u.replace(/[.,;:!?]+$/, ''))),
    emoji: unique([...all(/:([a-z0-9_+-]+):/g, text), ...emojiNamed(text.toLowerCase())]),
    zones: zonesIn(text),
    fromZone: fromZoneIn(text),
    // A team name of at most 64 characters: an unbounded one rescanned a long run of A-B-C-... from every letter.
    teams: unique([
      ...all(/\b(?:the\s+)?([A-Z][\w-]{0,63})\s+team\b/g, text),
      ...all(/\bteam\s+([A-Z][\w-]*)/g, text),
      // A team key after in/for/to: "New ticket for ENG", "the open issues in ENG".
      ...[...all(/\b(?:in|for|to|from|of)\s+([A-Z]{2,10})\b(?![-/])/g, text), ...all(/\b([A-Z]{2,10})\s+(?:tickets?|issues?|bugs?|backlog|board|sprint)\b/g, text)].filter((k) => !/^(?:UTC|GMT|ISO|API|URL|PDF|CSV|SSO|PR|CTO|CEO|HR|QA|UI|UX)$/.test(k)),
    ]),
    labels: labelsIn(text),
    branches: branchesIn(text),
    limit: limitIn(text),
    // "the pages from October": a month is when, not who.
    from: from && !/^(?:now|today|tomorrow|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)$/i.test(from) ? from : undefined,
    org: orgIn(text),
    calendar: calendarIn(text),
  };
}
