// The date/time tools. Each runs the same pure function in both modes; only the clock differs
// (world.now() in the sandbox, api.now() live), so test-mode answers match live ones.
import type { JsonSchema } from '../../types.ts';
import { ToolError } from '../../tool-error.ts';
import { defineTool } from '../shared/define-tool.ts';
import { addDuration, breakdown, difference, instantOf, moment, zoneOf, type Duration, type Moment, type Unit } from './calendar-math.ts';

const MOMENT = '{iso, date, time, weekday, offset, timeZone, utc, unixSeconds}';
const zoneProp = (description: string): JsonSchema => ({ type: 'string', description: `${description} IANA name such as "Europe/Paris", "America/New_York" or "UTC".` });
const stampProp = (description: string): JsonSchema => ({ type: 'string', description: `${description} ISO 8601 ("2025-03-14T09:30:00Z", "2025-03-14T09:30", "2025-03-14") or "now".` });

export const now = defineTool<{ timeZone?: string }, Moment>({
  name: 'datetime.now',
  service: 'datetime',
  description: "Get the current date, time and weekday in a time zone (UTC by default). Use it to resolve words like today, tomorrow or this Friday.",
  keywords: ['time', 'date', 'now', 'today', 'current time', 'what time is it', 'clock', 'weekday', 'timezone', 'tomorrow'],
  input: { type: 'object', additionalProperties: false, properties: { timeZone: zoneProp('Zone to express the time in.') } },
  output: MOMENT,
  scopes: [],
  mutates: false,
  sandbox: (input, world) => moment(world.now().getTime(), zoneOf(input.timeZone)),
  live: async (input, api) => moment(api.now().getTime(), zoneOf(input.timeZone)),
});

type AddInput = Duration & { timestamp: string; timeZone?: string };
const UNITS: (keyof Duration)[] = ['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds'];

function runAdd(input: AddInput, clock: Date): Moment {
  if (!UNITS.some((u) => input[u] !== undefined)) throw new ToolError('invalid_input', `Give at least one of ${UNITS.join(', ')}`, { status: 400 });
  const zone = zoneOf(input.timeZone);
  return moment(addDuration(instantOf(input.timestamp, zone, clock, 'timestamp'), zone, input), zone);
}

export const add = defineTool<AddInput, Moment>({
  name: 'datetime.add',
  service: 'datetime',
  description: 'Add or subtract a duration (years, months, weeks, days, hours, minutes, seconds; negative to go back) to a date-time, e.g. "10 days from now" or "2 weeks before the deadline". Days and months follow the calendar in the given time zone.',
  keywords: ['date math', 'add days', 'in two weeks', 'days from now', 'ago', 'subtract', 'deadline', 'due date', 'next month', 'tomorrow', 'later'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['timestamp'],
    properties: {
      timestamp: stampProp('Starting point.'),
      timeZone: zoneProp('Zone for local timestamps, calendar steps and the result (UTC by default).'),
      ...Object.fromEntries(UNITS.map((u) => [u, { type: 'integer', minimum: -100_000, maximum: 100_000, description: `${u[0].toUpperCase()}${u.slice(1)} to add (negative subtracts).` }])),
    },
  },
  output: MOMENT,
  scopes: [],
  mutates: false,
  sandbox: (input, world) => runAdd(input, world.now()),
  live: async (input, api) => runAdd(input, api.now()),
});

type DiffInput = { from: string; to: string; unit?: Unit; timeZone?: string };
type DiffOutput = { from: string; to: string; unit: Unit; value: number; breakdown: ReturnType<typeof breakdown> };

function runDifference(input: DiffInput, clock: Date): DiffOutput {
  const zone = zoneOf(input.timeZone);
  const from = instantOf(input.from, zone, clock, 'from');
  const to = instantOf(input.to, zone, clock, 'to');
  const unit = input.unit ?? 'days';
  return { from: moment(from, zone).iso, to: moment(to, zone).iso, unit, value: difference(from, to, unit, zone), breakdown: breakdown(from, to) };
}

export const diff = defineTool<DiffInput, DiffOutput>({
  name: 'datetime.difference',
  service: 'datetime',
  description: 'Compute how much time lies between two date-times in a unit (negative when "to" is earlier), e.g. days until a deadline or hours since an incident; months and years count whole calendar months.',
  keywords: ['difference', 'how long', 'how many days', 'until', 'since', 'elapsed', 'duration', 'countdown', 'age', 'between dates'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['from', 'to'],
    properties: {
      from: stampProp('Start.'),
      to: stampProp('End.'),
      unit: { type: 'string', enum: ['seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'years'], default: 'days' },
      timeZone: zoneProp('Zone for local timestamps and calendar days (UTC by default).'),
    },
  },
  output: '{from, to, unit, value, breakdown: {days, hours, minutes, seconds}}',
  scopes: [],
  mutates: false,
  sandbox: (input, world) => runDifference(input, world.now()),
  live: async (input, api) => runDifference(input, api.now()),
});

type ConvertInput = { timestamp: string; toTimeZone: string; fromTimeZone?: string };
type ConvertOutput = { from: Moment; to: Moment };

function runConvert(input: ConvertInput, clock: Date): ConvertOutput {
  const fromZone = zoneOf(input.fromTimeZone, 'fromTimeZone');
  const toZone = zoneOf(input.toTimeZone, 'toTimeZone');
  const ms = instantOf(input.timestamp, fromZone, clock, 'timestamp');
  return { from: moment(ms, fromZone), to: moment(ms, toZone) };
}

export const convert = defineTool<ConvertInput, ConvertOutput>({
  name: 'datetime.convert_timezone',
  service: 'datetime',
  description: 'Convert a date-time from one time zone to another, e.g. "3pm in New York is what time in Tokyo?"; daylight saving time is applied for that date.',
  keywords: ['timezone', 'time zone', 'convert time', 'local time', 'what time is it in', 'UTC', 'GMT', 'offset', 'meeting across time zones'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['timestamp', 'toTimeZone'],
    properties: {
      timestamp: stampProp('The moment to convert; a timestamp without offset is read in fromTimeZone.'),
      fromTimeZone: zoneProp('Zone of a timestamp without offset (UTC by default).'),
      toTimeZone: zoneProp('Zone to express it in.'),
    },
  },
  output: `{from: ${MOMENT}, to: ${MOMENT}}`,
  scopes: [],
  mutates: false,
  sandbox: (input, world) => runConvert(input, world.now()),
  live: async (input, api) => runConvert(input, api.now()),
});
