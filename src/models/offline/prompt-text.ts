// Free text in a prompt: quoted strings and the cue word before each ("titled 'X'", "saying 'Y'"),
// plus the few unquoted forms the offline planner reads ("saying thanks", "about the renewal",
// "called launch-room"). Quoting is the reliable way to hand it a title or a message.

import { forwardFinder } from '../../lib/forward-search.ts';

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

/** Quoted strings in order of appearance, each with the role its cue word gives it. Linear in the prompt. */
export function findQuotes(prompt: string): Quote[] {
  const quotes: Quote[] = [];
  const closing = closerFinder(prompt);
  const clauses = clauseTracker(prompt);
  OPENER.lastIndex = 0;
  for (let m = OPENER.exec(prompt); m; m = OPENER.exec(prompt)) {
    const open = m.index + m[1].length;
    const close = closing(CLOSERS[m[2]], open + 2);
    if (close < 0) continue;
    quotes.push({ text: prompt.slice(open + 1, close), role: clauses.cueBefore(open), start: open, end: close + 1 });
    OPENER.lastIndex = close + 1;
  }
  return quotes;
}

/**
 * The first closing quote at or after a position, per kind of quote: one followed by a space,
 * punctuation or the end, so "It's" stays inside. Forward-only searches: an opener left unmatched
 * does not rescan the rest of the prompt.
 */
function closerFinder(prompt: string): (closers: string, from: number) => number {
  const finders = new Map<string, (from: number) => number>();
  return (closers, from) => {
    let find = finders.get(closers);
    if (!find) {
      find = forwardFinder(prompt.length, (i) => closers.includes(prompt[i]) && (i + 1 === prompt.length || /[\s.,;:!?)]/.test(prompt[i + 1])));
      finders.set(closers, find);
    }
    const at = find(from);
    return at === prompt.length ? -1 : at;
  };
}

/** How far back cue words are read: four words of any ordinary clause fit in it many times over. */
const CUE_WINDOW = 200;

/**
 * The role of the closest cue among the last four words before a quote, within the same clause.
 * Quotes are asked for in order, so the clause start and the last rename word are tracked forward
 * once instead of rescanning the prompt's beginning for every quote.
 */
const RENAMED_THEN_NEW = /^.[^'"\u2018\u2019\u201c\u201d]*['"\u2019\u201d]\s+(?:to|as|into)\s+['"\u2018\u201c]/;

function clauseTracker(prompt: string) {
  const renames = [...prompt.matchAll(/\b(?:rename|retitle)\b/gi)].map((m) => m.index);
  let scanned = 0;
  let clauseStart = 0;
  let renamesBefore = 0;
  return {
    cueBefore(open: number): TextRole | undefined {
      // A clause ends at ". ", "; ", "! " or "? " before the quote.
      for (; scanned < open - 1; scanned++) if ('.;!?'.includes(prompt[scanned]) && /\s/.test(prompt[scanned + 1])) clauseStart = scanned + 2;
      const from = Math.max(clauseStart, open - CUE_WINDOW);
      const words = prompt.slice(from, open).toLowerCase().match(/[a-z]+/g) ?? [];
      if (from > clauseStart && /[a-z]/i.test(prompt[from - 1] ?? '')) words.shift(); // cut by the window
      for (const word of words.slice(-4).reverse()) {
        // "change the title of ENG-12 to 'X'" sets a title; "the issue titled 'X'" names one.
        if (words.at(-1) === 'to' && ['title', 'name', 'summary', 'headline', 'subject'].includes(word)) return 'rename';
        // "Reply to 'Who can cover Saturday?'": what is replied to, not the reply.
        if (/^(?:to|on)$/.test(words.at(-1) ?? '') && /^(?:reply|respond|answer|react|comment)$/.test(words.at(-2) ?? '')) return undefined;
        // "Rename 'Q4 OKRs draft' to 'Q4 OKRs'": the quote right after the verb is what is renamed.
        if (CUES[word] === 'rename' && word === words.at(-1) && RENAMED_THEN_NEW.test(prompt.slice(open))) return undefined;
        if (CUES[word]) return CUES[word];
      }
      while (renamesBefore < renames.length && renames[renamesBefore] < open) renamesBefore++;
      return renamesBefore > 0 && renames[renamesBefore - 1] >= clauseStart ? 'rename' : undefined;
    },
  };
}

/** The prompt with quoted strings blanked out, so words inside a title never read as instructions. */
export function withoutQuotes(prompt: string, quotes: readonly Quote[], fill = ' '): string {
  const parts: string[] = [];
  let at = 0;
  for (const q of quotes) {
    parts.push(prompt.slice(at, q.start), fill.repeat(q.end - q.start));
    at = q.end;
  }
  parts.push(prompt.slice(at));
  return parts.join('');
}

// Words that end an unquoted phrase: the next instruction, place or time begins.
const STOP = String.raw`(?=\s*(?:$|[.,;!?](?:\s|$)|\s(?:and|then|in|on|from|to|with|for|at|by|due|since|before|after|tomorrow|today|tonight|yesterday|this|next|last|saying|using|into|that|which|so|because)\b|\s[#@]))`;
// "saying which header the key goes in" is an indirect question: its answer must be read, it is no message.
const BODY_CUE = /\b(?:saying|that says|to say|telling (?:them|him|her|everyone)|with the (?:message|text))\s*[:,]?\s+(?!['"\u2018\u201c]|(?:which|what|when|where|who|whether|how)\b)(.+?)\s*(?=$|[.!?](?:\s|$))/i;
const TITLE_CUE = new RegExp(String.raw`\b(?:titled|entitled|called|named)\s+(?!['"\u2018\u201c])(.+?)${STOP}`, 'i');
const QUERY_CUE = new RegExp(String.raw`\b(?:about|regarding|mentioning|mentions?|containing)\s+(?!['"\u2018\u201c])(.+?)${STOP}`, 'i');
const LEADING_ARTICLE = /^(?:the|a|an|my|our|their|his|her|its)\s+/i;

function clean(text: string | undefined): string | undefined {
  const out = text?.replace(LEADING_ARTICLE, '').trim();
  return out ? out : undefined;
}

// "Tell #random that pizza is here", "Let everyone in #general know the office is closed",
// "Comment on ... that the fix ships in 2.4.1": the message is the clause after "that" / "know".
// An indirect question ("know what facilities e-mailed") is not the message: its answer must be read first.
// Nor is a relative clause ("the tickets that are still open").
const THAT_CUE = /\b(?:tell|remind|inform|let|comment|reply|respond|note|post|write|answer|nudge|ping|notify|warn|alert|update|announce)\b.{0,120}?\b(that|know)\s+(?!['"\u2018\u201c]|(?:e-?mail|message|thread|issue|page|ticket|meeting|what|when|which|who|whether|if|how|where|why|are|is|was|were|have|has|had|will|would|can|could|need|needs)\b)(.+?)\s*(?=$|[.!?](?:\s|$))/i;
// "asking if she's free on Thursday", "asking for the 2027 holiday calendar": the question is the message.
// Not what someone else is asking for ("the amount they're asking for"): that is a detail to read.
const ASK_CUE = /(?<!\b(?:they're|they are|he's|she's|he is|she is|we're|we are|i'm|i am|you're|you are|is|are|was|were|been|am|they|he|she|who|people)\s+)\b(ask(?:ing)?\s+(?:if|whether|for|about|them|him|her|when|what|how)\b.+?)\s*(?=$|[.!?](?:\s|$))/i;

// "e-mail him the agenda: intros, scope, timeline", "these to-dos: book movers, cancel internet".
// "Post my standup in #standup: Yesterday I ... Today I ... No blockers.": the text after the colon, to the end.
// Not after a field's label ("Subject: Contract", "Due: Friday"): that colon gives the field.
const COLON_CUE = /(?<!\b(?:subject|title|re|due|date|time|when|where|location|cc|bcc|priority|labels?))\s*:\s+(?!['"\u2018\u201c])(\S.*)$/is;
// "Tell her the contract is signed", "tell #team the build is green": the message without "that".
// "Remind everyone in #general the office is closed": the place between them is neither.
const TELL_CUE = /\b(?:[Tt]ell|[Rr]emind|[Ii]nform)\s+(?:her|him|them|everyone|everybody|the team|us|#[\w-]+|[A-Z][a-z]+)(?:\s+(?:in|on)\s+(?:#[\w-]+|[Ss]lack|the [\w-]+ channel))?\s+(?!(?:that|about|to|what|when|which|who|whether|if|how|where|why|me|in|on|at|for|from|with|by|of)\b)(.+?)\s*(?=$|[.!?](?:\s|$))/;
const STATEMENT = /\b(?:is|are|was|were|will|won't|has|have|had|can|can't|could|should|must|did|does|do|needs?|goes|went|got|works?|ships?|starts?|ends?|begins?)\b|\w(?:'s|'re|'ll|'ve|n't)\b|\w{3,}ed\b/i;
// A thanks or a "please" at the end of a message is said to the assistant, not written in it.
const CHATTER_END = /(?:[\s,;-]+(?:please|pls|thanks|thank you|thx|ty|cheers|many thanks|thanks so much|thanks a lot|much appreciated)[\s!.:)]*)+$/i;
const withoutChatter = (text: string | undefined) => text?.replace(CHATTER_END, '').trim() || undefined;

const sentence = (text: string | undefined) => (text ? `${text[0].toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}` : undefined);

/** Unquoted message text: after "saying", after "that" / "know" in a telling, or the question asked. */
export function unquotedBody(text: string): string | undefined {
  const told = TELL_CUE.exec(text)?.[1]?.trim();
  // "Tell Maria the door code" asks for a detail to be read: only a statement is the message.
  // What follows "saying" is the message word for word ("saying great, thanks!"); a thanks after a
  // "that" clause is said to the assistant.
  // "let #design know the new time" names a detail to be read, not a message: only a statement after "know" is one.
  const that = THAT_CUE.exec(text);
  const thatText = that && (that[1].toLowerCase() === 'that' || STATEMENT.test(that[2])) ? that[2].trim() : undefined;
  const said = clean(BODY_CUE.exec(text)?.[1]) ?? withoutChatter(thatText ?? (told && STATEMENT.test(told) ? told : undefined));
  if (said) return sentence(said);
  const asked = withoutChatter(ASK_CUE.exec(text)?.[1] ?? COLON_CUE.exec(text)?.[1]?.trim());
  return asked ? sentence(asked) : undefined;
}

// "Subject: Contract", "with the subject line Q3 numbers".
const SUBJECT_CUE = /\bsubject(?: line)?\s*(?::|\bis\b|\bof\b)?\s+(?!['"\u2018\u201c]|(?:line|of|is)\b)(.+?)\s*(?=$|[.!?](?:\s|$)|,?\s+(?:saying|and|with|to)\b)/i;

/** Unquoted subject after "Subject:" / "subject line". */
export function unquotedSubject(text: string): string | undefined {
  return clean(SUBJECT_CUE.exec(text)?.[1]);
}

/** Unquoted name after "called" / "titled", up to the next place, time or instruction. */
export function unquotedTitle(text: string): string | undefined {
  return clean(TITLE_CUE.exec(text)?.[1]);
}

const KINDS = 'page|database|doc|document|project|board';
const THING_AFTER = new RegExp(String.raw`\b(?:${KINDS}|calendar)\s+(?:called\s+|named\s+|titled\s+)?([A-Z][\w-]*(?:\s+[A-Z0-9][\w-]*)*)`);
const THING_BEFORE = new RegExp(String.raw`\bthe\s+([A-Z][\w-]*(?:\s+[A-Z0-9][\w-]*)*)\s+(?:${KINDS})\b`);
// "my calendar Thursday afternoon": a day or a time after the kind is when, not a name.
const SERVICE_NAMES = /^(?:notion|slack|github|linear|gmail|google|google calendar|calendar|today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b.*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b.*)$/i;

/** A capitalised name next to the kind of thing it names ("my Notion page Groceries", "the Roadmap page"). */
export function unquotedName(text: string): string | undefined {
  const name = [THING_AFTER.exec(text)?.[1], THING_BEFORE.exec(text)?.[1]].map(clean).find((n) => n && !SERVICE_NAMES.test(n));
  return name;
}

/** Unquoted topic after "about" / "regarding" ("emails about the contract renewal" -> "contract renewal"). */
export function unquotedQuery(text: string): string | undefined {
  return clean(QUERY_CUE.exec(text)?.[1]);
}

// "put a dentist appointment on my calendar", "add a team dinner to ...": the new thing's own words.
const NEW_THING = new RegExp(String.raw`\b(?:add|put|create|book|schedule|set up|make|file|open|log|raise|start|block(?: out| off)?|plan)\s+(?:me\s+|us\s+)?(?:a|an)\s+(?!new\b)([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,4}?)${STOP}`, 'i');
// "Put my dentist appointment on the calendar": the user's own event, named with its kind.
const OWN_EVENT = /\b(?:add|put|book|schedule|set up|plan|block(?: out| off)?)\s+(?:my|our)\s+([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?\s+(?:appointment|meeting|call|lunch|dinner|session|trip|party|visit|interview|check-?up|class|lesson|practice|game|flight|vacation|holiday))\b/i;
// Words that only say what kind of thing it is: "a meeting" names no meeting.
// "Block out an hour", "a half-hour slot": a length or a part of the day names no event either.
const KIND_WORDS = /^(?:hour|hours|minute|minutes|half-hour|morning|afternoon|evening|day|week|focus|new|quick|short|brief|low-priority|high-priority|medium-priority|urgent|important|small|meeting|event|call|session|appointment|ticket|issue|bug|task|page|doc|document|note|notes|channel|reminder|item|entry|block|slot|time|one|linear|github|notion|slack|gmail|google|calendar)$/i;

// Pages only: "a meeting for the team to ..." is for people, not named after them.
const FOR_THING = /\b(?:a|an)\s+(?:new\s+)?(?:page|doc|document|note)\s+for\s+(?:the|our|my)\s+([a-z][\w'-]*(?:\s+[\w'-]+){0,4}?)(?=\s+(?:under|in|on|to|with|at|from|by|inside|about)\b|\s*[,.;:!?]|$)/i;
// "...: next Monday at 8:15am for an hour, at Smile Dental": when and where, not what.
const WHEN_FIRST = /^(?:(?:this|next|on|at|from|tomorrow|today|tonight)\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\d{4}-\d{2}-\d{2})/i;
const ITEMS = /^[^,]+(?:,\s*[^,]+){2,}$|^[^,]+,\s*[^,]+,?\s+and\s+[^,]+$/;
const DATES_ONLY = /^(?:(?:from|on|the|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?|\d{1,2}(?:st|nd|rd|th)?|\d{4}(?:-\d{2}-\d{2})?|to|until|through|and|-|\u2013|,)\s*)+[.!]?$/i;

const PURPOSE = /\b(?:ticket|issue|task|bug|card|reminder)\s+(?:for\s+(?:the\s+)?[\w-]+(?:\s+team)?\s+)?(?:to|about)\s+(?!['"\u2018\u201c])([^,.;!?]{6,120}?)(?=\s*(?:,|$|[.!?;]|\s+(?:due|by|before)\b))/i;

/**
 * The title of a new thing the prompt describes without quoting or cueing one: the words of "a
 * dentist appointment"; else the clause after a colon ("New ticket for Mobile: the app crashes
 * when ..."); else a sentence after the one with the command's verb ("File a bug in acme/web. CSV
 * imports drop the last row."). Undefined when there is none: the task then asks for it.
 */
export function describedTitle(command: string, verb: string): string | undefined {
  const thing = NEW_THING.exec(command)?.[1] ?? OWN_EVENT.exec(command)?.[1];
  // "an OPS ticket": a team key beside the kind names no ticket either.
  if (thing && !thing.split(/\s+/).every((w) => KIND_WORDS.test(w) || /^[A-Z]{2,10}$/.test(w))) return sentenceCase(thing);
  // "a page for the Lisbon trip": what the page or event is for.
  const purposeOf = FOR_THING.exec(command)?.[1];
  if (purposeOf) return sentenceCase(purposeOf);
  // A title is the colon's first sentence ("...: the app crashes when ... High priority."), but
  // not a list of items ("a packing checklist: passports, adapters, sunscreen") or of dates.
  const colon = COLON_CUE.exec(command)?.[1]?.split(/(?<=[.!?])\s+/)[0];
  if (colon && !ITEMS.test(colon) && !DATES_ONLY.test(colon) && !WHEN_FIRST.test(colon)) return sentenceCase(colon);
  // "a ticket for the Ops team to order new ink for the badge printer": what it is for.
  const purpose = PURPOSE.exec(command)?.[1];
  if (purpose) return sentenceCase(purpose);
  // A sentence after the one that asks (not "It should ...", "Please ..."): the thing's description.
  const all = command.split(/(?<=[.!?])\s+/);
  const asking = all.findIndex((t) => new RegExp(`\\b${verb.replace(/[^a-z -]/gi, '')}\\b`, 'i').test(t));
  const sentences = (asking < 0 ? [] : all.slice(asking + 1)).filter((t) => t.split(/\s+/).length >= 4 && !/\?$/.test(t) && !/^(?:it|this|that|they|we|i|you|he|she|please|also|then|and)\b/i.test(t));
  return sentences[0] ? sentenceCase(sentences[0].replace(/[.!]+$/, '')) : undefined;
}

function sentenceCase(text: string): string | undefined {
  const t = text.trim().replace(/^(?:the|a|an)\s+(?=\S+\s+\S)/i, '').replace(/[.!?]+$/, '');
  if (t.length < 3 || t.length > 120) return undefined;
  return `${t[0].toUpperCase()}${t.slice(1)}`;
}

// "Rename the Vendor contracts 2025 page to Vendor contracts 2026": the new name after "to".
const RENAME_CUE = /\b(?:rename|retitle)\b[^.!?]{0,120}?\bto\s+(?!['"\u2018\u201c])(.+?)\s*(?=$|[.!?](?:\s|$)|,)/i;

/** Unquoted new name after "rename ... to". */
export function unquotedRename(text: string): string | undefined {
  return clean(RENAME_CUE.exec(text)?.[1]);
}
