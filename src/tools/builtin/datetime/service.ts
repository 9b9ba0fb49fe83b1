// Date/time: current time, date arithmetic and time zone conversion with Intl, no provider behind it.
import type { ServiceDef, ToolDef } from '../../types.ts';
import { add, convert, diff, now } from './tools.ts';

export const datetimeService: ServiceDef = {
  id: 'datetime',
  name: 'Date & time',
  description: 'The current date and time in any time zone, date arithmetic (add, subtract, difference) and time zone conversion.',
  keywords: ['date', 'time', 'today', 'tomorrow', 'yesterday', 'now', 'timezone', 'time zone', 'deadline', 'days until', 'weekday', 'clock'],
  requiresConnection: false,
  apiBaseUrl: '',
  sandboxSeed: () => ({}),
  sandboxStateless: true,
};

export const datetimeTools: ToolDef[] = [now, add, diff, convert];
