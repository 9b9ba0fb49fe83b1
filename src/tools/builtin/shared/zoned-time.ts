// Wall-clock arithmetic in IANA time zones with nothing but Intl, shared by the date/time tools and
// the calendar sandbox (which must read "10:00 in Europe/Paris" the way Google Calendar does).
import { ToolError } from '../../tool-error.ts';

export interface WallTime {
  year: number;
  month: number; // 1..12
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// What checkTimeZone found for a name (null: not a zone). The offline planner checks every
// "Area/Place" word of each prompt, and asking ICU costs 3-25 us a name (a refused name most);
// names come from prompts, so the memory is bounded.
const checked = new Map<string, string | null>();
const maxChecked = 1000;

function canonicalZone(timeZone: string): string | null {
  try {
    const resolved = formatterFor(timeZone).resolvedOptions().timeZone;
    // ICU may resolve a valid alias to an older name (Asia/Kolkata -> Asia/Calcutta); keep the caller's.
    return resolved.toLowerCase() === timeZone.toLowerCase() ? resolved : timeZone;
  } catch {
    return null;
  }
}

function checkedZone(timeZone: string): string | null {
  let zone = checked.get(timeZone);
  if (zone === undefined) {
    zone = canonicalZone(timeZone);
    if (checked.size >= maxChecked) checked.clear();
    checked.set(timeZone, zone);
  }
  return zone;
}

/** True when `name` is an IANA time zone (or an alias of one). */
export function isTimeZone(name: string): boolean {
  return checkedZone(name) !== null;
}

/** Returns the canonical IANA name, or throws invalid_input naming the parameter. */
export function checkTimeZone(timeZone: string, param = 'timeZone'): string {
  const zone = checkedZone(timeZone);
  if (zone === null) throw new ToolError('invalid_input', `${param} "${timeZone}" is not an IANA time zone (e.g. "Europe/Paris", "America/New_York", "UTC")`, { status: 400 });
  return zone;
}

// The formatter's text ("3/14/2025, 10:30:00"): the numbers formatToParts gives, in half the time
// and without its dozen objects; formatToParts reads any other shape an ICU version may write.
const FORMATTED = /^(\d+)\/(\d+)\/(\d+), (\d+):(\d+):(\d+)$/;

/** The wall clock in `timeZone` at instant `ms`. */
export function wallTimeAt(ms: number, timeZone: string): WallTime {
  const formatter = formatterFor(timeZone);
  const date = new Date(ms);
  const millisecond = ((ms % 1000) + 1000) % 1000;
  const m = FORMATTED.exec(formatter.format(date));
  if (m) return { year: +m[3], month: +m[1], day: +m[2], hour: +m[4], minute: +m[5], second: +m[6], millisecond };
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second, millisecond };
}

/** A wall time read as if it were UTC; differences of these are wall-clock differences. */
export function wallToMs(wall: WallTime): number {
  const ms = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);
  // Date.UTC maps years 0..99 to 1900..1999; set the year explicitly.
  const date = new Date(ms);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  return date.getTime();
}

/** Offset of `timeZone` from UTC at instant `ms`, in minutes (east positive). */
export function offsetMinutes(ms: number, timeZone: string): number {
  return Math.round((wallToMs(wallTimeAt(ms, timeZone)) - ms) / 60_000);
}

/**
 * The instant a wall time in `timeZone` denotes. In an overlap (clocks going back) it takes the
 * earlier instant; in a gap (clocks going forward) it moves forward by the gap, as Temporal's
 * "compatible" disambiguation does.
 */
export function wallToInstant(wall: WallTime, timeZone: string): number {
  const local = wallToMs(wall);
  // Offsets a day either side cover both sides of any transition near this wall time.
  const offsets = new Set([-86_400_000, 0, 86_400_000].map((d) => offsetMinutes(local + d, timeZone)));
  const candidates = [...offsets].map((offset) => local - offset * 60_000);
  const exact = candidates.filter((ms) => wallToMs(wallTimeAt(ms, timeZone)) === local);
  return exact.length > 0 ? Math.min(...exact) : Math.max(...candidates);
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** Parses ISO 8601; a timestamp without offset (or a bare date, read as midnight) is wall time in `timeZone`. */
export function parseTimestamp(text: string, timeZone: string, param = 'timestamp'): number {
  const match = ISO.exec(text.trim());
  const invalid = () => new ToolError('invalid_input', `${param} "${text}" is not an ISO 8601 date or date-time (e.g. "2025-03-14T09:30:00Z")`, { status: 400 });
  if (!match) throw invalid();
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', zone] = match;
  const wall: WallTime = { year: +y, month: +mo, day: +d, hour: +h, minute: +mi, second: +s, millisecond: Math.floor(Number(`0.${frac}`) * 1000) };
  const check = new Date(wallToMs(wall));
  if (check.getUTCMonth() + 1 !== wall.month || check.getUTCDate() !== wall.day || wall.hour > 23 || wall.minute > 59 || wall.second > 59) throw invalid();
  if (!zone) return wallToInstant(wall, timeZone);
  if (zone.toUpperCase() === 'Z') return wallToMs(wall);
  const digits = zone.replace(':', '');
  const sign = digits.startsWith('-') ? -1 : 1;
  return wallToMs(wall) - sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5))) * 60_000;
}

/** True when the text carries its own offset (`Z` or `±hh:mm`), so a time zone argument does not apply. */
export function hasOffset(text: string): boolean {
  return ISO.exec(text.trim())?.[8] !== undefined;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

export function formatOffset(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

export interface ZonedView {
  /** ISO 8601 with the zone's offset, e.g. 2025-03-14T10:30:00+01:00. */
  iso: string;
  date: string;
  time: string;
  weekday: string;
  offset: string;
  timeZone: string;
}

/** Describes instant `ms` as seen in `timeZone`. */
export function zonedView(ms: number, timeZone: string): ZonedView {
  const wall = wallTimeAt(ms, timeZone);
  const date = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
  const time = `${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
  const offset = formatOffset(offsetMinutes(ms, timeZone));
  const weekday = WEEKDAYS[new Date(wallToMs(wall)).getUTCDay()];
  return { iso: `${date}T${time}${offset}`, date, time, weekday, offset, timeZone };
}
