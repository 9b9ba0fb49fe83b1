// "Post 'Happy Thanksgiving' in #standup on Thursday at 8am", "E-mail Sam tomorrow morning saying
// ...": a write whose tool takes no time of its own runs when the task runs. A later time the
// command gives outside the text it writes asks for a schedule no tool keeps, so the write is
// refused (outside_capabilities) rather than made now. A deadline ("by Friday") is met by doing it now.
import type { FailTaskInput } from '../../engine/fail-task-tool.ts';
import { escapeRegExp } from '../../lib/compiled-regexp.ts';
import type { PlannableTool } from './fill-arguments.ts';
import { readPrompt } from './prompt-facts.ts';
import { findQuotes, withoutQuotes } from './prompt-text.ts';

const TEXT_FIELDS = ['text', 'body', 'subject', 'title', 'message', 'comment', 'description'];
const DEADLINE = /\b(?:by|before|until|till|no later than|ahead of)\s+(?:\S+\s+){0,2}?\S+/gi;

/** True when one of the tool's inputs is a moment (a start, a due date, a timestamp). */
function takesTime(tool: PlannableTool): boolean {
  return Object.entries(tool.input.properties ?? {}).some(([name, schema]) => schema.format === 'date' || schema.format === 'date-time' || /^(?:start|end|due\w*|date|time|timestamp|send_?at|post_?at|scheduled\w*)$/i.test(name) || /iso 8601|yyyy-mm-dd|unix time/i.test(schema.description ?? ''));
}

// "Merge the PR tomorrow at 9am, not before": a change that writes no text is held until a day and
// time the command names in so many words; a time alone may be when the target happened.
const LATER = /\b(?:not before|no earlier than|not until|wait until)\b|\b(?:tomorrow|tonight|later today|this (?:afternoon|evening)|(?:on|next|this) (?:mon|tues|wednes|thurs|fri|satur|sun)day)\b[^.;!?]{0,20}\bat\s+\d/i;

/** `lookup`: the tool that finds the write's target; when it takes a time, a day in the command says which target. */
export function scheduledWrite(command: string, input: Record<string, unknown>, tool: PlannableTool, now: Date, lookup?: PlannableTool): FailTaskInput | undefined {
  if (!tool.mutates || takesTime(tool)) return undefined;
  const written = TEXT_FIELDS.map((f) => input[f]).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  if (written.length === 0 && (!LATER.test(withoutQuotes(command, findQuotes(command))) || (lookup && takesTime(lookup)))) return undefined;
  // The message as written in the prompt, whatever its first letter and end mark became, and quotes.
  let rest = command;
  for (const text of written) rest = rest.replace(new RegExp(escapeRegExp(text.replace(/[.!?]+$/, '')), 'gi'), ' ');
  rest = withoutQuotes(rest, findQuotes(rest));
  const dates = readPrompt(rest.replace(DEADLINE, ' '), now).dates;
  // Today without a time, or a time already past, is now.
  if (dates.start === undefined || dates.start <= now.getTime() + 5 * 60_000 || (dates.allDay && dates.today === new Date(dates.start).toISOString().slice(0, 10))) return undefined;
  return {
    code: 'outside_capabilities',
    message: `${tool.name} runs when the task runs: it cannot wait until ${new Date(dates.start).toISOString().replace(':00.000Z', 'Z')}, and no tool of this subagent schedules it. Nothing was done.`,
    suggestion: 'Send the task at the time it should run, or leave the time out to do it now.',
  };
}
