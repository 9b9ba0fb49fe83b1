// Chat shorthand people type into a task box ("pls", "tmrw", "w/", "can u"), spelled out before the
// prompt is read, outside quotes: the planner's words and dates are those of written English.
import { findQuotes } from './prompt-text.ts';

const SHORTHAND: Record<string, string> = {
  pls: 'please', plz: 'please', pl: 'please', thx: 'thanks', ty: 'thanks',
  tmrw: 'tomorrow', tmr: 'tomorrow', tmrow: 'tomorrow', tmw: 'tomorrow', tomoz: 'tomorrow', '2moro': 'tomorrow', '2morrow': 'tomorrow',
  tdy: 'today', tonite: 'tonight', yday: 'yesterday', yest: 'yesterday',
  u: 'you', ur: 'your', r: 'are', rn: 'right now', b4: 'before', bc: 'because', cuz: 'because',
  msg: 'message', msgs: 'messages', mtg: 'meeting', mtgs: 'meetings', cal: 'calendar', convo: 'conversation',
  'w/': 'with', 'w/o': 'without', asap: 'as soon as possible', abt: 'about', btw: 'by the way',
};

const WORD = /(?<![\w/@#.:-])(w\/o|w\/|[a-z0-9]+)(?![\w/@.-])/gi;

function spellOut(text: string): string {
  return text.replace(WORD, (word) => SHORTHAND[word.toLowerCase()] ?? word);
}

/** The prompt with shorthand spelled out, quoted text left as written. */
export function expandShorthand(prompt: string): string {
  const quotes = findQuotes(prompt);
  if (quotes.length === 0) return spellOut(prompt);
  let out = '';
  let at = 0;
  for (const q of quotes) {
    out += spellOut(prompt.slice(at, q.start)) + prompt.slice(q.start, q.end);
    at = q.end;
  }
  return out + spellOut(prompt.slice(at));
}
