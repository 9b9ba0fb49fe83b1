// Event and calendar shapes (Google's field names, trimmed) and the time conversions both modes share.
import { ToolError } from '../../tool-error.ts';
import { checkTimeZone, hasOffset, parseTimestamp, zonedView } from '../shared/zoned-time.ts';
import type { Attendee, CalEvent, CalendarEntry, EventTime } from './state.ts';

export type EventOut = {
  id: string;
  status: string;
  summary?: string;
  description?: string;
  location?: string;
  start: EventTime;
  end: EventTime;
  attendees?: Attendee[];
  organizer?: { email: string; displayName?: string; self?: boolean };
  htmlLink?: string;
  hangoutLink?: string;
  recurringEventId?: string;
  created?: string;
  updated?: string;
};

export type CalendarOut = { id: string; summary: string; description?: string; timeZone: string; primary: boolean; accessRole: string };

export function eventOut(e: Partial<CalEvent> & Pick<CalEvent, 'id' | 'start' | 'end'>): EventOut {
  return {
    id: e.id,
    status: e.status ?? 'confirmed',
    summary: e.summary,
    description: e.description,
    location: e.location,
    start: e.start,
    end: e.end,
    attendees: e.attendees?.map((a) => ({ email: a.email, displayName: a.displayName, responseStatus: a.responseStatus, organizer: a.organizer, self: a.self, optional: a.optional })),
    organizer: e.organizer,
    htmlLink: e.htmlLink,
    hangoutLink: e.hangoutLink,
    recurringEventId: e.recurringEventId,
    created: e.created,
    updated: e.updated,
  };
}

export function calendarOut(c: Partial<CalendarEntry> & { id: string }): CalendarOut {
  return { id: c.id, summary: c.summary ?? c.id, description: c.description, timeZone: c.timeZone ?? 'UTC', primary: c.primary ?? false, accessRole: c.accessRole ?? 'reader' };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const bad = (message: string) => new ToolError('invalid_input', message, { status: 400 });

/**
 * An input time as Google's EventDateTime: "2025-03-14" is an all-day date; a date-time needs an
 * offset or a timeZone, as Google requires ("Missing time zone definition").
 */
export function toEventTime(value: string, timeZone: string | undefined, field: string): EventTime {
  const text = value.trim();
  if (DATE_ONLY.test(text)) {
    parseTimestamp(text, 'UTC', field);
    return { date: text };
  }
  const zone = timeZone === undefined ? undefined : checkTimeZone(timeZone);
  parseTimestamp(text, zone ?? 'UTC', field);
  if (!hasOffset(text) && !zone) throw bad(`${field} "${value}" has no UTC offset; add one (e.g. "-05:00") or give timeZone`);
  return zone ? { dateTime: text, timeZone: zone } : { dateTime: text };
}

/** The instant an EventDateTime starts; all-day dates start at midnight in the calendar's zone. */
export function eventTimeMs(time: EventTime, calendarZone: string): number {
  if (time.date) return parseTimestamp(time.date, calendarZone);
  return parseTimestamp(time.dateTime ?? '', time.timeZone ?? calendarZone);
}

export function checkOrder(start: EventTime, end: EventTime, calendarZone: string): void {
  if (Boolean(start.date) !== Boolean(end.date)) throw bad('start and end must both be dates (all-day) or both date-times');
  if (eventTimeMs(end, calendarZone) <= eventTimeMs(start, calendarZone)) throw bad('The specified time range is empty: end must be after start');
}

/** RFC 3339 with an offset, which timeMin/timeMax require; local times are read in `timeZone` (UTC by default). */
export function rfc3339(value: string, timeZone: string | undefined, field: string): string {
  const zone = timeZone === undefined ? 'UTC' : checkTimeZone(timeZone);
  return formatInstant(parseTimestamp(value, zone, field), zone);
}

export function formatInstant(ms: number, zone: string): string {
  return zone === 'UTC' ? new Date(ms).toISOString().replace('.000Z', 'Z') : zonedView(ms, zone).iso;
}
