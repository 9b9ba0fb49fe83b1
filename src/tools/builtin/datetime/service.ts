// Date/time: current time, date arithmetic and time zone conversion with Intl, no provider behind it.
import type { ServiceDef, ToolDef } from '../../types.ts';
import { withIntents } from '../../intent-types.ts';
import { datetimeIntents } from './intents.ts';
import { add, convert, diff, now } from './tools.ts';

export const datetimeService: ServiceDef = {
  id: 'datetime',
  name: 'Date & time',
  description: 'The current date and time in any time zone, date arithmetic (add, subtract, difference) and time zone conversion.',
  keywords: ['time zone', 'timezone', 'date and time', 'dates and times', 'date arithmetic', 'time arithmetic', 'current time', 'what time', 'days between', 'date calculation', 'clock', 'convert times', 'converts times', 'times between', 'days left', 'days are left', 'how many days', 'durations', 'other cities'],
  requiresConnection: false,
  apiBaseUrl: '',
  sandboxSeed: () => ({}),
  sandboxStateless: true,
};

export const datetimeTools: ToolDef[] = withIntents([now, add, diff, convert], datetimeIntents);
