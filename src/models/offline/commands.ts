// A task prompt as the commands it gives: sentences, split again at "then" and at "and" before a
// new command verb. Each command has the verb that asks for it (base form, first word after an
// opener such as "please" or "can you"), or `read` for a question. Quoted text is never split or
// read for verbs.
import { findQuotes, withoutQuotes } from './prompt-text.ts';
import { oneTargetEach } from './several-targets.ts';
import { namesOwnTarget } from './context-clause.ts';

export interface Command {
  /** The command's text as written (quotes included). */
  text: string;
  /** The verb that asks for it: a word of some tool's intent, or `read` for questions and "tell me". */
  verb: string | undefined;
  /** The command says not to do it ("don't send it"): it forbids, it does not ask. */
  negated: boolean;
  /** Clauses before it that ask nothing, when the command names its own target (context-clause.ts). */
  context?: string;
}

// Words before a command's verb that are not the command: politeness, interjections, "can you".
export const OPENERS = /^\s*(?:(?:please|pls|kindly|also|then|and|now|just|quickly|so|ok|okay|permanently|immediately|urgently|simply|politely|briefly|gently|hey|hi|ugh|oh|ah|hmm|um|yo|btw|fyi|alright|right|sorry|welp|go ahead and|can you|could you|would you|will you|i need you to|i want you to|i'd like you to|i would like you to|help me|remember to|make sure to|be sure to|you should|we need to|i need to)[\s,]+)+/i;
const QUESTION = /^(?:what|what's|whats|when|which|who|whose|how|is|are|was|were|do|does|did|any|has|have|will|where|why|should)\b/i;
const ANSWER = /^(?:tell me|let me know|show me|give me|find out|remind me|check|see if|figure out|look up|look at)\b/i;
const NEGATED = /^(?:don't|do not|never|without|but don't|but do not|not)\b/i;
const LET_KNOW = /\blet\s+(.{1,60}?)\s+know\b/i;
// "leave the original open", "keep the rest as is": a thing to leave unchanged, not a change.
const KEEP_AS_IS = /^(?:leave|keep)\s+(?:the|this|that|it|them|both|all|my|our|these|those|everything|anything)\b(?:(?!\b(?:comment|note|message|reply|review|reaction|label)s?\b)[^,;]){0,60}?\s*\b(?:open|alone|as is|as-is|unchanged|untouched|in place|intact|where (?:it|they) (?:is|are)|as (?:it|they) (?:is|are))[.!]?$/i;

function verbOf(text: string, verbs: ReadonlySet<string>): { verb: string | undefined; negated: boolean } {
  let t = text.replace(/[\u2019]/g, "'").replace(/^[\s,;:]+/, '').replace(OPENERS, '');
  const negated = NEGATED.test(t.replace(/^but\s+/i, '')) || /^but\s+(?:don't|do not)\b/i.test(t);
  if (negated) t = t.replace(/^(?:but\s+)?(?:don't|do not|never|without|not)\s+/i, '');
  if (KEEP_AS_IS.test(t)) return { verb: undefined, negated: true };
  // "Loop in #legal: let them know ..." tells; "Push the crit and let #design know" pushes first (two commands).
  const tells = /^let\b/i.test(t.replace(LEAD, '')) || firstVerb(t, verbs) === undefined;
  if (!negated && tells && LET_KNOW.test(t) && !/^let me know\b/i.test(t)) return { verb: 'tell', negated };
  if (ANSWER.test(t) && !negated) {
    const rest = t.replace(ANSWER, '').trim();
    return { verb: /^check\b/i.test(t) ? 'check' : 'read', negated: false, ...(rest && firstVerb(rest, verbs) === 'fetch' ? { verb: 'fetch' } : {}) };
  }
  if (QUESTION.test(t)) return { verb: 'read', negated };
  return { verb: firstVerb(t, verbs) ?? unknownImperative(t) ?? modalVerb(t, verbs), negated };
}

// "Thursday's handover needs to move to 5pm", "the ticket has to be closed": the change a
// statement asks for, after "needs to" / "has to (be)" / "should (be)".
const MODAL = /\b(?:needs?|has|have|got|wants?|ought)\s+to\s+(?:be\s+)?([a-z]+)|\b(?:should|must)\s+(?:be\s+)?([a-z]+)/i;

function modalVerb(text: string, verbs: ReadonlySet<string>): string | undefined {
  const m = MODAL.exec(text);
  const word = (m?.[1] ?? m?.[2])?.toLowerCase();
  if (!word) return undefined;
  return [word, word.replace(/d$/, ''), word.replace(/ed$/, ''), word.replace(/(\w)\1ed$/, '$1')].find((w) => verbs.has(w) || OTHER_VERBS.has(w));
}

// "Lock the conversation ...", "Punt my dentist appointment ...", "Spin up a #channel": a first word
// followed by what it acts on (a determiner, a quote, #channel, an identifier) is a command's verb
// even when no tool has it; such a command is refused, never read as a question.
// "Follow up in the thread": a particle, then a preposition, may come between.
// "Move Friday's retro": a possessive name is an object too.
const IMPERATIVE = /^([a-z]+(?:-[a-z]+)*)(?:\s+(?:up|down|out|off|in|over|back)(?:\s+(?:on|in|to|into|with|for|at|about))?)?\s+(?:the|my|our|your|his|her|their|a|an|this|that|these|those|all|every|each|it|them)\b|^([a-z]+(?:-[a-z]+)*)\s+(?=['"\u2018\u201c#@]|[A-Z]{2,10}-\d|[A-Z][a-z]+['\u2019]s\b)/i;
const NOT_VERBS = new Set('today tomorrow yesterday tonight i we you it they he she there this that the my our your a an and or but if so also then please thanks thank hi hello hey ok okay yes no not just only all every each any some is are was were be been am do does did has have had will would can could should may might must in on at for from with after before once when by under inside within below during to of about into as since until'.split(' '));

function unknownImperative(text: string): string | undefined {
  const m = IMPERATIVE.exec(text.trim());
  const word = (m?.[1] ?? m?.[2])?.toLowerCase();
  // "Thank the reporter on the issue": an imperative ("thank you", "thanks" close a message).
  if (word === 'thank' && !/^thank\s+you\b/i.test(text.trim())) return word;
  return word && !NOT_VERBS.has(word) ? word : undefined;
}

const LEAD = /^(?:(?:in|on|for|at|from|with|after|before|once|when|if|by|using|via|under|inside|within|below|during)\b|re:)[^,]{0,80},\s*/i;

/** The verb the clause starts with (a one- or two-word verb), after a leading place ("In #deploys, reply"). */
function firstVerb(text: string, verbs: ReadonlySet<string>): string | undefined {
  const words = text.replace(LEAD, '').replace(OPENERS, '').toLowerCase().match(/[a-z][a-z-]*/g) ?? [];
  const two = `${words[0]} ${words[1] ?? ''}`;
  if (verbs.has(two)) return two;
  // "Squash-merge the PR": a compound's last part is the verb; "Reply-all on ...": its first part.
  const parts = words[0]?.split('-') ?? [];
  const part = parts.length > 1 ? [parts.at(-1), parts[0]].find((p) => p && verbs.has(p)) : undefined;
  if (part) return part;
  // An imperative no tool has ("Pin ...", "Forward ...") is still a command: it is refused, not read.
  return words[0] !== undefined && (verbs.has(words[0]) || OTHER_VERBS.has(words[0])) ? words[0] : undefined;
}

// Imperatives no tool has: "and" before one still starts a new command, so an instruction is never
// folded into the previous one and silently dropped (it is refused instead when no tool does it).
const OTHER_VERBS = new Set('leave give let make keep remove delete cancel call buy pay order print download upload install deploy restart ping invite assign tag label attach forward schedule book ask check mark move close open merge update change rename archive star send reply email e-mail tell notify remind share file submit approve reject accept decline pin unpin snooze mute unsubscribe bump save dm follow rsvp park escalate triage ack acknowledge chase circle backlog sunset ship fwd flag defer'.split(' '));

/** Offsets where a new command starts: sentence ends, "then", "and" + a command verb. */
function boundaries(plain: string, verbs: ReadonlySet<string>): number[] {
  const cuts: number[] = [];
  for (const m of plain.matchAll(/[.!?](?=\s+\S)|;(?=\s)|,?\s+(?:and\s+)?then\s+|:\s+(?=[A-Z])/g)) cuts.push(m.index + m[0].length);
  // "What time is it in UTC, and what date is 3 days from now?": a second question.
  for (const m of plain.matchAll(/,\s+and\s+(?=(?:what|when|which|how|who|where)\b)/gi)) cuts.push(m.index);
  // "Push the crit and let #design know", "... and DM @sam": a message to a channel or a person is a command of its own.
  for (const m of plain.matchAll(/,?\s+and\s+(?=(?:let|tell|ask|remind|notify|ping|message|dm)\s+(?:(?:everyone|everybody|folks|people|the team)\s+(?:in|on)\s+)?[#@])/gi)) cuts.push(m.index);
  // "Mark it done, and tell me what the last comment says": a question after the change, not its message.
  for (const m of plain.matchAll(/,?\s+and\s+(?=(?:tell|show) me\s+(?:what|when|which|how|who|where|whether|if)\b|let me know\s+(?:what|when|which|how|who|where|whether|if)\b)/gi)) cuts.push(m.index);
  for (const m of plain.matchAll(/,?\s+and\s+(?:also\s+)?([a-z][a-z-]*)/gi)) {
    const word = m[1].toLowerCase();
    // "and tell him", "and say": the message goes on; "and tell me": the answer, not a new command.
    // "Book ... and add a Meet link": an attribute of the thing just asked for, not a new command.
    const attribute = /^,?\s+and\s+(?:also\s+)?add\s+(?:a|an)\s+(?:\S+\s+){0,2}?(?:link|reminder|description|agenda|note|location)\b/i.test(plain.slice(m.index, m.index + 80));
    if ((verbs.has(word) || OTHER_VERBS.has(word)) && !/^(?:tell|say|let|ask)$/.test(word) && !attribute) cuts.push(m.index);
  }
  return [...new Set(cuts)].sort((a, b) => a - b);
}

// A clause that is only thanks or a sign-off ("thanks!!", "thx", "cheers :)") asks nothing and says nothing to write.
const CHATTER = /^(?:(?:thanks|thank you|thx|ty|cheers|much appreciated|appreciate it|you're the best|ta|ok|okay|pls|please|asap)(?:\s+(?:so much|a lot|again|in advance|man|mate))?[\s!.,:;)(-]*)+$/i;

// Verbs whose command writes a message: "and tell her ..." after one goes on with the message.
const WRITES = /^(?:post|tell|send|say|reply|comment|email|e-mail|message|write|answer|respond|remind|notify|inform|ping|nudge|announce|share|draft|forward|dm|ask|update)$/;
const THEN_TELL = /,?\s+and\s+(?=(?:let|tell|ask|remind|inform|notify)\b)/i;

/** "Mark it done and let the client know by email ...": after a change, a telling is a command of its own. */
function tellingAfterChange(command: Command, verbs: ReadonlySet<string>): Command[] {
  const cut = command.verb && !command.negated && !WRITES.test(command.verb) && command.verb !== 'read' ? THEN_TELL.exec(withoutQuotes(command.text, findQuotes(command.text), '_')) : null;
  if (!cut) return [command];
  const rest = command.text.slice(cut.index + cut[0].length);
  return [{ ...command, text: command.text.slice(0, cut.index) }, { text: rest, ...verbOf(withoutQuotes(rest, findQuotes(rest)), verbs) }];
}

/** The commands of a prompt, in order. `verbs`: every command verb of the offered tools. */
export function commandsOf(prompt: string, verbs: ReadonlySet<string>): Command[] {
  // Quotes become runs of "_" (not spaces) so a boundary's \s+ never reaches into one.
  const plain = withoutQuotes(prompt, findQuotes(prompt), '_');
  const cuts = [0, ...boundaries(plain, verbs), prompt.length];
  const out: Command[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const text = prompt.slice(cuts[i], cuts[i + 1]).trim().replace(/^(?:and|then|,)\s+/i, '');
    if (!/[a-z]/i.test(text) || CHATTER.test(text)) continue;
    const plainText = withoutQuotes(text, findQuotes(text));
    const said = verbOf(plainText, verbs);
    // "I'm picking up the DB rotation now, move it to In Progress": a clause that asks nothing,
    // then a comma and a command verb; the clause is the command's context.
    // "hey, re: the flicker issue, can you comment that ...": the first comma followed by a command verb.
    // "... has to be done EOD today — set the ticket's due date": a spaced dash turns as a comma does.
    const turn = said.verb === undefined && !said.negated ? [...plainText.matchAll(/(?:,|\s[\u2014\u2013-])\s+(?:(?:so|and|but|please|can you|could you|would you|just|now)\s+)*([a-z][a-z-]*)\b/gi)].find((m) => verbs.has(m[1].toLowerCase()) || OTHER_VERBS.has(m[1].toLowerCase())) : undefined;
    if (turn) {
      out.push({ text: text.slice(0, turn.index + 1), verb: undefined, negated: false });
      const rest = text.slice(turn.index + 1).trim();
      out.push({ text: rest, ...verbOf(withoutQuotes(rest, findQuotes(rest)), verbs) });
      continue;
    }
    out.push(...tellingAfterChange({ text, ...said }, verbs));
  }
  // A clause without a command ("Priya e-mailed me about a crash.", "it's done") is context for its neighbour.
  const merged: Command[] = [];
  let context = '';
  for (const c of out) {
    if (c.verb === undefined && !c.negated) {
      if (merged.length > 0 && context === '') merged[merged.length - 1].text += ` ${c.text}`;
      else context += `${c.text} `;
      continue;
    }
    merged.push(context && namesOwnTarget(c.text) ? { ...c, context: context.trim() } : { ...c, text: `${context}${c.text}` });
    context = '';
  }
  if (context && merged.length > 0) merged[merged.length - 1].text += ` ${context.trim()}`;
  return (merged.length > 0 ? merged : out).flatMap(oneTargetEach);
}
