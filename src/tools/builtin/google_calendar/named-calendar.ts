// Calendars that a test-environment call names and nobody seeded are made on first reference
// (decision G5), with a few events this week derived from the name alone: a name ("Team offsites")
// becomes a secondary calendar the user owns; an address becomes a calendar shared with the user.
// A person's address in a free/busy query gets the same events without joining the user's list.
import { anchorShiftMs } from '../shared/sandbox-state.ts';
import { seededPicker } from '../shared/seeded-random.ts';
import { hexFrom } from '../shared/uuid.ts';
import { zonedAt } from './seed.ts';
import { shiftTime, type CalEvent, type CalendarEntry, type CalendarState } from './state.ts';

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TITLES = ['Weekly check-in', 'Planning session', 'Office hours', 'Focus time', 'Coffee chat', 'Quarterly goals review', 'Team lunch', 'Working session'];
const COLORS = ['#f83a22', '#fa573c', '#7bd148', '#b3dc6c', '#fbe983', '#92e1c0', '#9fe1e7', '#cabdbf'];

const key = (ref: string) => ref.trim().toLowerCase();

function primaryZone(state: CalendarState): string {
  return state.calendars.find((c) => c.primary)?.timeZone ?? 'UTC';
}

/** The events a calendar named `ref` starts with: three or four this week, the same for every user. */
function eventsFromName(ref: string, calendarId: string, zone: string, now: Date): CalEvent[] {
  const pick = seededPicker(`gcal:calendar:${key(ref)}`);
  const days = pick.some([0, 1, 2, 3, 4], pick.int(3, 4)).sort((a, b) => a - b);
  const titles = pick.some(TITLES, days.length);
  const shiftDays = Math.round(anchorShiftMs(now) / 86_400_000);
  const organizer = ADDRESS.test(ref) ? key(ref) : calendarId;
  return days.map((day, i) => {
    const id = hexFrom(`gcal:event:${key(ref)}:${i}`, 26);
    const hour = String(pick.int(9, 16)).padStart(2, '0');
    const event: CalEvent = {
      id,
      status: 'confirmed',
      htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${id} ${calendarId}`).toString('base64url')}`,
      summary: titles[i],
      start: zonedAt(day, `${hour}:00`, zone),
      end: zonedAt(day, `${hour}:${pick.pick(['30', '45'])}`, zone),
      organizer: { email: organizer },
      creator: { email: organizer },
      created: new Date(now.getTime() - 14 * 86_400_000).toISOString(),
      updated: new Date(now.getTime() - 14 * 86_400_000).toISOString(),
      iCalUID: `${id}@google.com`,
    };
    shiftTime(event.start, shiftDays, zone);
    shiftTime(event.end, shiftDays, zone);
    return event;
  });
}

/** The listed calendar whose id or name is `ref`, with 'primary' and the user's own address meaning the primary one. */
export function listedCalendar(state: CalendarState, ref: string): CalendarEntry | undefined {
  const wanted = key(ref);
  if (wanted === 'primary' || wanted === state.selfEmail.toLowerCase()) return state.calendars.find((c) => c.primary);
  return state.calendars.find((c) => c.id.toLowerCase() === wanted) ?? state.calendars.find((c) => c.summary.toLowerCase() === wanted);
}

/** Gives the calendar `id` the events made from `ref`, unless it has events already. */
function seedEvents(state: CalendarState, ref: string, id: string, now: Date): void {
  state.events[id] ??= eventsFromName(ref, id, primaryZone(state), now);
}

/** A calendar of the user's list: found by id or name, or created on first reference (undefined for an empty name). */
export function calendarFromName(state: CalendarState, ref: string, now: Date): CalendarEntry | undefined {
  const found = listedCalendar(state, ref);
  if (found || key(ref) === '' || ref.length > 254) return found;
  const address = ADDRESS.test(ref.trim());
  const id = address ? key(ref) : `${hexFrom(`gcal:calendar:${key(ref)}`, 26)}@group.calendar.google.com`;
  const entry: CalendarEntry = {
    id,
    summary: address ? key(ref) : ref.trim(),
    timeZone: primaryZone(state),
    // A calendar one names by address was shared with the user; one named by a title is their own.
    accessRole: address ? 'writer' : 'owner',
    backgroundColor: seededPicker(`gcal:color:${key(ref)}`).pick(COLORS),
  };
  state.calendars.push(entry);
  seedEvents(state, ref, id, now);
  return entry;
}

/** The calendar id a free/busy item names: people's addresses get their own busy time without joining the list. */
export function freeBusyCalendarId(state: CalendarState, ref: string, now: Date): string | undefined {
  const listed = listedCalendar(state, ref);
  if (listed) return listed.id;
  if (ADDRESS.test(ref.trim())) {
    seedEvents(state, ref, key(ref), now);
    return key(ref);
  }
  return calendarFromName(state, ref, now)?.id;
}
