// A clause that asks nothing ("Context: #14 is the umbrella issue, and #41 the yen one.") is context
// for the command after it, and is read with it when that command points back at it ("Close it").
// A command that names what it acts on itself ("Comment on #41 that ...", "Reply in the checkout
// latency thread: ...") takes no target, id, date or message from that context.
import { findQuotes, withoutQuotes } from './prompt-text.ts';
import { unquotedTarget } from './target.ts';

// "it", "them", "that ticket", "what time is that": the command refers to what the context named.
const POINTS_BACK = /\b(?:it|its|them|their|this|that|these|those|the same|the other|both|above|below)\b|\bthe (?:[a-z]+ )?ones?\b/i;
// "What's the actual due date?", "set the ticket's due date": an attribute of what the context told, no name of its own.
const ATTRIBUTE = new Set('actual new real current final exact correct right updated latest old original due date time deadline status state location venue place day'.split(' '));
// "Comment on #41 that the fix is in review": a "that" after a saying verb starts the message.
const SAYS_THAT = /\b(comment|say|saying|said|tell|reply|post|note|mention|confirm|explain|know|write|answer|add)\b([^.;:!?]{0,40}?)\s+that\b/gi;

export function namesOwnTarget(text: string): boolean {
  const quotes = findQuotes(text);
  // "... today — set the ticket's due date": the dash that turned to the command is not part of it.
  const plain = withoutQuotes(text, quotes).replace(/^[\s,;:\u2014\u2013-]+/, '');
  if (POINTS_BACK.test(plain.replace(SAYS_THAT, '$1$2'))) return false;
  // "Where is Thursday's board dinner now?": a question names its thing after "is".
  const question = /^\s*(?:what|what's|whats|who|who's|whos|when|where|where's|which|how|is|are|does|did)\b/i.test(plain);
  const name = unquotedTarget(plain, !question);
  const named = name !== undefined && name.toLowerCase().split(/\s+/).some((w) => !ATTRIBUTE.has(w));
  return quotes.length > 0 || /(?:^|\s)#\d+\b|\b[A-Z][A-Z0-9]{1,9}-\d+\b/.test(plain) || named;
}

/** A value the prompt spells out only in the context of commands that named their own targets: no step needs to use it. */
export function onlyInContext(value: string, commands: readonly { text: string; context?: string }[]): boolean {
  const v = value.toLowerCase();
  return commands.some((c) => c.context?.toLowerCase().includes(v)) && !commands.some((c) => c.text.toLowerCase().includes(v));
}
