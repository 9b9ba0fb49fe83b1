// What each date and time tool does, in the words the planner and the matcher read (intent-types.ts).
import type { ToolIntent } from '../../intent-types.ts';
import { str } from '../shared/summary-text.ts';

const moment = (m: unknown) => `${str(m, 'date')} ${str(m, 'time')} (${str(m, 'weekday')}) ${str(m, 'timeZone')}`;

export const datetimeIntents: Record<string, ToolIntent> = {
  'datetime.now': {
    verbs: ['get', 'check'],
    objects: ['today', 'now', 'what time is it', 'current time', 'time now', 'right now', 'today date', 'what day is it'],
    summary: (_input, output) => `It is ${moment(output)}.`,
  },
  'datetime.add': {
    verbs: ['add', 'subtract', 'count', 'work out'],
    objects: ['after', 'before', 'from today', 'from now', 'later', 'ago', 'day of the week', 'what date', 'days', 'weeks', 'months', 'years', 'runs', 'lasts', 'ends'],
    summary: (input, output) => `${str(input, 'timestamp')} shifted by the given amount is ${moment(output)}.`,
  },
  'datetime.difference': {
    verbs: ['count', 'calculate', 'compute'],
    objects: ['how many', 'until', 'between', 'since', 'passed', 'left', 'difference', 'how long', 'days', 'weeks', 'hours', 'nights', 'months', 'years', 'minutes'],
    summary: (input, output) => `From ${str(input, 'from')} to ${str(input, 'to')}: ${str(output, 'value')} ${str(output, 'unit')}.`,
  },
  'datetime.convert_timezone': {
    verbs: ['convert', 'translate'],
    objects: ['time', 'zone', 'timezone', 'time zone', 'convert'],
    summary: (_input, output) => `${moment((output as { from?: unknown })?.from)} is ${moment((output as { to?: unknown })?.to)}.`,
  },
};
