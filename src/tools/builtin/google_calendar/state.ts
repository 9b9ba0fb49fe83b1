// The Calendar sandbox keeps API-shaped calendarList entries and events, so shape.ts serves both modes.
import type { SandboxWorld } from '../../types.ts';
import { ToolError } from '../../tool-error.ts';
import { anchorShiftMs, ensureSeeded } from '../shared/sandbox-state.ts';
import { parseTimestamp, wallTimeAt, wallToInstant, zonedView } from '../shared/zoned-time.ts';
import { calendarFromName } from './named-calendar.ts';
import { calendarSeed } from './seed.ts';

export type EventTime = { dateTime?: string; date?: string; timeZone?: string };
export type Attendee = { email: string; displayName?: string; responseStatus: string; organizer?: boolean; self?: boolean; optional?: boolean };

export type CalEvent = {
  id: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  htmlLink: string;
  summary?: string;
  description?: string;
  location?: string;
  start: EventTime;
  end: EventTime;
  attendees?: Attendee[];
  organizer: { email: string; displayName?: string; self?: boolean };
  creator: { email: string };
  created: string;
  updated: string;
  transparency?: 'opaque' | 'transparent';
  hangoutLink?: string;
  recurringEventId?: string;
  iCalUID: string;
};

export type CalendarEntry = { id: string; summary: string; description?: string; timeZone: string; primary?: boolean; accessRole: 'owner' | 'writer' | 'reader'; backgroundColor: string };

export type CalendarState = {
  selfEmail: string;
  calendars: CalendarEntry[];
  /** Events by calendar id. Colleagues' calendars live here too (by e-mail) without a calendarList entry: free/busy only. */
  events: Record<string, CalEvent[]>;
  anchored?: boolean;
};

const DAY_MS = 86_400_000;

/** Moves a seeded time by whole days of wall clock in its zone. */
export function shiftTime(time: EventTime, days: number, zone: string): void {
  if (time.date) time.date = new Date(Date.parse(`${time.date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  if (time.dateTime) {
    // Move the wall clock, not the instant, so a 09:30 stand-up stays at 09:30 across DST changes.
    const tz = time.timeZone ?? zone;
    const wall = wallTimeAt(parseTimestamp(time.dateTime, tz), tz);
    const moved = wallTimeAt(Date.UTC(wall.year, wall.month - 1, wall.day) + days * DAY_MS, 'UTC');
    time.dateTime = zonedView(wallToInstant({ ...wall, year: moved.year, month: moved.month, day: moved.day }, tz), tz).iso;
  }
}

export function calendarState(world: SandboxWorld): CalendarState {
  const state = ensureSeeded<CalendarState>(world, calendarSeed);
  if (!state.anchored) {
    const days = Math.round(anchorShiftMs(world.now()) / DAY_MS);
    const zone = state.calendars.find((c) => c.primary)?.timeZone ?? 'UTC';
    for (const list of Object.values(state.events)) {
      for (const event of list) {
        shiftTime(event.start, days, zone);
        shiftTime(event.end, days, zone);
      }
    }
    state.anchored = true;
  }
  return state;
}

/**
 * The calendar a call names: 'primary', the user's address, a listed calendar's id or name, or a
 * calendar nobody seeded, created on first reference (decision G5).
 */
export function findCalendar(state: CalendarState, calendarId: string, now: Date): CalendarEntry {
  const calendar = calendarFromName(state, calendarId, now);
  if (!calendar) throw new ToolError('not_found', `Calendar ${calendarId} was not found`, { status: 404 });
  return calendar;
}

export function assertWritable(calendar: CalendarEntry): void {
  if (calendar.accessRole !== 'owner' && calendar.accessRole !== 'writer') {
    throw new ToolError('permission_denied', `You need to have writer access to calendar ${calendar.id}`, { status: 403 });
  }
}

export function findEvent(state: CalendarState, calendar: CalendarEntry, eventId: string): CalEvent {
  const event = (state.events[calendar.id] ?? []).find((e) => e.id === eventId);
  if (!event) throw new ToolError('not_found', `Event ${eventId} was not found in calendar ${calendar.summary}`, { status: 404 });
  return event;
}
