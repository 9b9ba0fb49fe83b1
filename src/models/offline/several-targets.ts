// "Label #7, #9 and #10 in northwind/shop as bug", "Cancel Monday's budget sync and Tuesday's hiring
// debrief": one change asked of several targets becomes one command per target, so no target is
// silently dropped (a command acts on the one target its lookup finds).
import { OPENERS, type Command } from './commands.ts';
import { findQuotes, withoutQuotes } from './prompt-text.ts';

const ID = String.raw`(?:#\d+|[A-Z][A-Z0-9]{1,9}-\d+)`;
// Two or more ids written as a list: "#7, #9 and #10", "ENG-4 & ENG-5".
const ID_LIST = new RegExp(String.raw`(?<![\w#-])${ID}(?:\s*,\s*${ID})*\s*,?\s*(?:and|&)\s+${ID}(?![\w-])`);
// Verbs that change one existing thing; a message verb's "and" joins words of the message instead.
const CHANGES = /^(?:cancel|delete|remove|close|reopen|archive|unarchive|move|reschedule|push|postpone|label|tag|star|unstar|mark|assign|unassign|merge|lock|unlock|snooze|trash|decline|pin|mute)$/;
// The second target: a day's thing ("Tuesday's hiring debrief") or a determiner's ("the retro").
const SECOND = /^(.+?\S)\s*,?\s+and\s+((?:(?:mon|tues|wednes|thurs|fri|satur|sun)day's|the|my|our|this|that)\s+[^,;]+?)[.!]?$/di;
const CLAUSE = /\b(?:is|are|was|were|be|been|has|have|had|will|should)\b/i;

export function oneTargetEach(command: Command): Command[] {
  if (command.negated || command.verb === undefined || command.verb === 'read') return [command];
  const plain = withoutQuotes(command.text, findQuotes(command.text), '_');
  const ids = ID_LIST.exec(plain);
  if (ids) {
    const before = command.text.slice(0, ids.index);
    const after = command.text.slice(ids.index + ids[0].length);
    return (ids[0].match(new RegExp(ID, 'g')) ?? []).map((id) => ({ ...command, text: `${before}${id}${after}` }));
  }
  if (!CHANGES.test(command.verb)) return [command];
  // Only a command that starts with its verb: a context sentence before it has "and"s of its own.
  const own = plain.replace(OPENERS, '');
  if (!own.toLowerCase().startsWith(command.verb)) return [command];
  const two = SECOND.exec(plain);
  if (!two || CLAUSE.test(two[2])) return [command];
  const [start, end] = two.indices?.[2] ?? [0, 0];
  return [
    { ...command, text: command.text.slice(0, two[1].length) },
    { ...command, text: `${command.verb} ${command.text.slice(start, end)}` },
  ];
}

