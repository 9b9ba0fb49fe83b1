// Free text in a prompt: quoted strings and the cue word before each ("titled 'X'", "saying 'Y'"),
// plus the few unquoted forms the offline planner reads ("saying thanks", "about the renewal",
// "called launch-room"). Quoting is the reliable way to hand it a title or a message.

export type TextRole = 'title' | 'rename' | 'subject' | 'body' | 'query' | 'location' | 'label';

export interface Quote {
  text: string;
  /** What the nearest cue word before it says the text is; undefined when no cue precedes it. */
  role: TextRole | undefined;
  start: number;
  end: number;
}

const CUES: Record<string, TextRole> = {
  titled: 'title', entitled: 'title', called: 'title', named: 'title', title: 'title', name: 'title', summary: 'title', headline: 'title',
  rename: 'rename', retitle: 'rename', renamed: 'rename',
  subject: 'subject',
  saying: 'body', says: 'body', say: 'body', message: 'body', body: 'body', text: 'body', reads: 'body', reading: 'body', comment: 'body',
  commenting: 'body', reply: 'body', replying: 'body', description: 'body', content: 'body', note: 'body', write: 'body', post: 'body',
  posting: 'body', tell: 'body', telling: 'body', ask: 'body', asking: 'body', answer: 'body', respond: 'body', send: 'body',
  about: 'query', for: 'query', mentioning: 'query', regarding: 'query', containing: 'query', matching: 'query', search: 'query',
  at: 'location', location: 'location', room: 'location', venue: 'location',
  label: 'label', labelled: 'label', labeled: 'label', tag: 'label', tagged: 'label',
};

const CLOSERS: Record<string, string> = { "'": "'\u2019", '"': '"\u201d', '\u2018': '\u2019', '\u201c': '\u201d' };
const OPENER = /(^|[\s(:,])(['"\u2018\u201c])/g;

/** Quoted strings in order of appearance, each with the role its cue word gives it. */
export function findQuotes(prompt: string): Quote[] {
  const quotes: Quote[] = [];
  OPENER.lastIndex = 0;
  for (let m = OPENER.exec(prompt); m; m = OPENER.exec(prompt)) {
    const open = m.index + m[1].length;
    const closers = CLOSERS[m[2]];
    // The closing quote is one followed by a space, punctuation or the end, so "It's" stays inside.
    let close = -1;
    for (let i = open + 2; i < prompt.length; i++) {
      if (closers.includes(prompt[i]) && (i + 1 === prompt.length || /[\s.,;:!?)]/.test(prompt[i + 1]))) {
        close = i;
        break;
      }
    }
    if (close < 0) continue;
    quotes.push({ text: prompt.slice(open + 1, close), role: cueBefore(prompt.slice(0, open)), start: open, end: close + 1 });
    OPENER.lastIndex = close + 1;
  }
  return quotes;
}

/** The role of the closest cue among the last four words before a quote, within the same clause. */
function cueBefore(before: string): TextRole | undefined {
  const clause = before.split(/[.;!?]\s/).pop() ?? '';
  const words = clause.toLowerCase().match(/[a-z]+/g) ?? [];
  for (const word of words.slice(-4).reverse()) {
    // "change the title of ENG-12 to 'X'" sets a title; "the issue titled 'X'" names one.
    if (words.at(-1) === 'to' && ['title', 'name', 'summary', 'headline', 'subject'].includes(word)) return 'rename';
    if (CUES[word]) return CUES[word];
  }
  return /\b(?:rename|retitle)\b/i.test(clause) ? 'rename' : undefined;
}

/** The prompt with quoted strings blanked out, so words inside a title never read as instructions. */
export function withoutQuotes(prompt: string, quotes: readonly Quote[]): string {
  let out = prompt;
  for (const q of [...quotes].reverse()) out = `${out.slice(0, q.start)}${' '.repeat(q.end - q.start)}${out.slice(q.end)}`;
  return out;
}

// Words that end an unquoted phrase: the next instruction, place or time begins.
const STOP = String.raw`(?=\s*(?:$|[.,;!?](?:\s|$)|\s(?:and|then|in|on|from|to|with|for|at|by|due|since|before|after|tomorrow|today|tonight|yesterday|this|next|last|saying|using|into|that|which)\b|\s[#@]))`;
const BODY_CUE = /\b(?:saying|that says|to say|telling (?:them|him|her|everyone)|with the (?:message|text))\s*[:,]?\s+(?!['"\u2018\u201c])(.+?)\s*(?=$|[.!?](?:\s|$))/i;
const TITLE_CUE = new RegExp(String.raw`\b(?:titled|entitled|called|named)\s+(?!['"\u2018\u201c])(.+?)${STOP}`, 'i');
const QUERY_CUE = new RegExp(String.raw`\b(?:about|regarding|mentioning|containing)\s+(?!['"\u2018\u201c])(.+?)${STOP}`, 'i');
const LEADING_ARTICLE = /^(?:the|a|an|my|our|their|his|her|its)\s+/i;

function clean(text: string | undefined): string | undefined {
  const out = text?.replace(LEADING_ARTICLE, '').trim();
  return out ? out : undefined;
}

/** Unquoted text after "saying": the rest of that sentence ("reply saying thanks" -> "thanks"). */
export function unquotedBody(text: string): string | undefined {
  return clean(BODY_CUE.exec(text)?.[1]);
}

/** Unquoted name after "called" / "titled", up to the next place, time or instruction. */
export function unquotedTitle(text: string): string | undefined {
  return clean(TITLE_CUE.exec(text)?.[1]);
}

const KINDS = 'page|database|doc|document|project|board';
const THING_AFTER = new RegExp(String.raw`\b(?:${KINDS}|calendar)\s+(?:called\s+|named\s+|titled\s+)?([A-Z][\w-]*(?:\s+[A-Z0-9][\w-]*)*)`);
const THING_BEFORE = new RegExp(String.raw`\bthe\s+([A-Z][\w-]*(?:\s+[A-Z0-9][\w-]*)*)\s+(?:${KINDS})\b`);
const SERVICE_NAMES = /^(?:notion|slack|github|linear|gmail|google|google calendar|calendar)$/i;

/** A capitalised name next to the kind of thing it names ("my Notion page Groceries", "the Roadmap page"). */
export function unquotedName(text: string): string | undefined {
  const name = [THING_AFTER.exec(text)?.[1], THING_BEFORE.exec(text)?.[1]].map(clean).find((n) => n && !SERVICE_NAMES.test(n));
  return name;
}

/** Unquoted topic after "about" / "regarding" ("emails about the contract renewal" -> "contract renewal"). */
export function unquotedQuery(text: string): string | undefined {
  return clean(QUERY_CUE.exec(text)?.[1]);
}
