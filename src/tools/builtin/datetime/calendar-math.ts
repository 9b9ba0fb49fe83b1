// Date/time arithmetic for the datetime tools. Calendar units (years, months, weeks, days) move the
// wall clock in the given zone, so "tomorrow 09:00" stays 09:00 across a DST change; hours, minutes
// and seconds are exact elapsed time.
import { ToolError } from '../../tool-error.ts';
import { checkTimeZone, parseTimestamp, wallTimeAt, wallToInstant, wallToMs, zonedView, type ZonedView } from '../shared/zoned-time.ts';

export type Duration = { years?: number; months?: number; weeks?: number; days?: number; hours?: number; minutes?: number; seconds?: number };
export type Unit = 'seconds' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years';
export type Moment = ZonedView & { utc: string; unixSeconds: number };

const DAY_MS = 86_400_000;
const MAX_MS = 8.64e15;

export function zoneOf(timeZone: string | undefined, param = 'timeZone'): string {
  return timeZone === undefined ? 'UTC' : checkTimeZone(timeZone, param);
}

/** An ISO 8601 timestamp, or "now"; local times are read in `timeZone`. */
export function instantOf(text: string, timeZone: string, now: Date, param: string): number {
  return text.trim().toLowerCase() === 'now' ? now.getTime() : parseTimestamp(text, timeZone, param);
}

export function moment(ms: number, timeZone: string): Moment {
  if (!Number.isFinite(ms) || Math.abs(ms) > MAX_MS) throw new ToolError('invalid_input', 'The result is outside the supported date range', { status: 400 });
  return { ...zonedView(ms, timeZone), utc: new Date(ms).toISOString(), unixSeconds: Math.floor(ms / 1000) };
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysInMonth = (year: number, month: number) => (month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1]);

/** Adds a duration; a month step that lands past the month's end clamps (31 Jan + 1 month = 28/29 Feb). */
export function addDuration(ms: number, timeZone: string, d: Duration): number {
  const wall = wallTimeAt(ms, timeZone);
  const monthIndex = wall.month - 1 + (d.months ?? 0) + (d.years ?? 0) * 12;
  const year = wall.year + Math.floor(monthIndex / 12);
  const month = (((monthIndex % 12) + 12) % 12) + 1;
  const day = Math.min(wall.day, daysInMonth(year, month));
  const shifted = wallToMs({ ...wall, year, month, day, hour: 0, minute: 0, second: 0, millisecond: 0 }) + ((d.days ?? 0) + (d.weeks ?? 0) * 7) * DAY_MS;
  if (!Number.isFinite(shifted) || Math.abs(shifted) > MAX_MS) throw new ToolError('invalid_input', 'The result is outside the supported date range', { status: 400 });
  const date = wallTimeAt(shifted, 'UTC');
  const calendar = wallToInstant({ ...wall, year: date.year, month: date.month, day: date.day }, timeZone);
  return calendar + ((d.hours ?? 0) * 3600 + (d.minutes ?? 0) * 60 + (d.seconds ?? 0)) * 1000;
}

/** Whole calendar months from `from` to `to` (negative when `to` is earlier), counted in `timeZone`. */
function wholeMonths(from: number, to: number, timeZone: string): number {
  const a = wallTimeAt(from, timeZone);
  const b = wallTimeAt(to, timeZone);
  const sign = to >= from ? 1 : -1;
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  const reached = (m: number) => (sign > 0 ? addDuration(from, timeZone, { months: m }) <= to : addDuration(from, timeZone, { months: m }) >= to);
  while (months !== 0 && !reached(months)) months -= sign;
  return months;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The span from `from` to `to` in `unit`: exact for seconds to hours, wall-clock for days and weeks
 * (a DST day still counts as one day), whole calendar months for months and years.
 */
export function difference(from: number, to: number, unit: Unit, timeZone: string): number {
  switch (unit) {
    case 'seconds': return round((to - from) / 1000);
    case 'minutes': return round((to - from) / 60_000);
    case 'hours': return round((to - from) / 3_600_000);
    case 'days':
    case 'weeks': {
      const wall = wallToMs(wallTimeAt(to, timeZone)) - wallToMs(wallTimeAt(from, timeZone));
      return round(wall / DAY_MS / (unit === 'weeks' ? 7 : 1));
    }
    case 'months': return wholeMonths(from, to, timeZone);
    case 'years': return Math.trunc(wholeMonths(from, to, timeZone) / 12);
  }
}

/** Exact elapsed time split into days, hours, minutes and seconds, all with the span's sign. */
export function breakdown(from: number, to: number): { days: number; hours: number; minutes: number; seconds: number } {
  const sign = to >= from ? 1 : -1;
  let rest = Math.floor(Math.abs(to - from) / 1000);
  const days = Math.floor(rest / 86_400);
  rest -= days * 86_400;
  const hours = Math.floor(rest / 3600);
  rest -= hours * 3600;
  const minutes = Math.floor(rest / 60);
  const z = (n: number) => (n === 0 ? 0 : sign * n); // no -0 in JSON
  return { days: z(days), hours: z(hours), minutes: z(minutes), seconds: z(rest - minutes * 60) };
}
