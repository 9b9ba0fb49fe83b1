// A realistic work calendar around the current week: daily stand-ups, a weekly all-hands, reviews,
// a 1:1, an all-day offsite, a shared holidays calendar, and two colleagues whose free/busy can be queried.
import { SEED_EPOCH } from '../shared/sandbox-state.ts';
import { seededIds } from '../shared/seeded-random.ts';
import { wallTimeAt, wallToInstant, zonedView } from '../shared/zoned-time.ts';
import type { Attendee, CalEvent, CalendarState } from './state.ts';

const ZONE = 'America/New_York';
const SELF = 'jordan.lee@northwind.example';
const MARIA = 'maria.garcia@northwind.example';
const DEV = 'dev.patel@northwind.example';
const CHEN = 'chen.wei@northwind.example';
const SARA = 'sara.okafor@northwind.example';

/** Wall time in `zone` on `day` days after the seed Monday, as Google returns it. */
export function zonedAt(day: number, hhmm: string, zone: string): { dateTime: string; timeZone: string } {
  const date = wallTimeAt(SEED_EPOCH + day * 86_400_000, 'UTC');
  const [hour, minute] = hhmm.split(':').map(Number);
  return { dateTime: zonedView(wallToInstant({ ...date, hour, minute, second: 0, millisecond: 0 }, zone), zone).iso, timeZone: zone };
}

const at = (day: number, hhmm: string) => zonedAt(day, hhmm, ZONE);

const dateOf = (day: number) => ({ date: new Date(SEED_EPOCH + day * 86_400_000).toISOString().slice(0, 10) });

// [day, start, end, summary, attendees, location?, description?] — day 0 is Monday of the current week.
type Row = [number, string, string, string, string[], string?, string?];
const ROWS: Row[] = [
  [-3, '14:00', '15:00', 'Sprint retro', [MARIA, DEV, CHEN]],
  [0, '11:00', '12:00', 'Product roadmap review', [MARIA, SARA], 'Conference Room B', 'Agenda: Q3 priorities, launch dates.'],
  [1, '14:00', '14:30', '1:1 Jordan / Maria', [MARIA]],
  [1, '10:00', '12:00', 'Hiring interviews', [], undefined, 'Backend engineer loop.'],
  [2, '12:00', '13:00', 'Lunch with Sara', [SARA], 'Ramen Bar, 5th Ave'],
  [3, '16:00', '17:00', 'v2.3 deploy', [MARIA, DEV]],
  [7, '10:00', '11:00', 'Design review: onboarding flow', [CHEN, MARIA], 'Conference Room A'],
  [9, '13:00', '14:00', 'Customer call: Acme Corp', ['buyer@acme.example']],
];

export function calendarSeed(userId: string): CalendarState {
  const id = seededIds(`gcal:${userId}`, 'abcdefghijklmnopqrstuv0123456789');
  const stamp = new Date(SEED_EPOCH - 30 * 86_400_000).toISOString();
  const person = (email: string): Attendee => ({ email, responseStatus: email === SELF ? 'accepted' : 'needsAction', ...(email === SELF ? { self: true } : {}) });
  const event = (calendarId: string, organizer: string, fields: Partial<CalEvent> & Pick<CalEvent, 'start' | 'end'>): CalEvent => {
    const eventId = id('', 26);
    return {
      id: eventId,
      status: 'confirmed',
      htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${eventId} ${calendarId}`).toString('base64url')}`,
      organizer: organizer === SELF ? { email: SELF, self: true } : { email: organizer },
      creator: { email: organizer },
      created: stamp,
      updated: stamp,
      iCalUID: `${eventId}@google.com`,
      ...fields,
    };
  };
  const mine: CalEvent[] = [];
  const standup = id('', 26);
  for (let day = -7; day < 14; day++) {
    if (((day % 7) + 7) % 7 >= 5) continue; // weekdays only
    mine.push(event(SELF, MARIA, { summary: 'Team stand-up', start: at(day, '09:30'), end: at(day, '09:45'), recurringEventId: standup, attendees: [SELF, MARIA, DEV, CHEN].map(person), hangoutLink: 'https://meet.google.com/abc-defg-hij' }));
  }
  // The weekly All-hands, so "the All-hands on Friday" names one meeting whatever the weekday.
  const allHands = id('', 26);
  for (const day of [-3, 4, 11]) {
    mine.push(event(SELF, SELF, { summary: 'All-hands', start: at(day, '15:00'), end: at(day, '16:00'), recurringEventId: allHands, attendees: [SELF, MARIA, DEV, CHEN, SARA].map(person), location: 'Main hall', description: 'Weekly company update.' }));
  }
  for (const [day, start, end, summary, guests, location, description] of ROWS) {
    const attendees = guests.length > 0 ? [SELF, ...guests].map(person) : undefined;
    mine.push(event(SELF, SELF, { summary, start: at(day, start), end: at(day, end), attendees, location, description }));
  }
  mine.push(event(SELF, SELF, { summary: 'Team offsite', start: dateOf(8), end: dateOf(9), transparency: 'opaque', location: 'Hudson Valley' }));
  mine.sort((a, b) => Date.parse(a.start.dateTime ?? `${a.start.date}T00:00:00Z`) - Date.parse(b.start.dateTime ?? `${b.start.date}T00:00:00Z`));
  const holidays = 'en.usa#holiday@group.v.calendar.google.com';
  return {
    selfEmail: SELF,
    calendars: [
      { id: SELF, summary: SELF, timeZone: ZONE, primary: true, accessRole: 'owner', backgroundColor: '#9fc6e7' },
      { id: holidays, summary: 'Holidays in United States', description: 'Holidays and Observances in United States', timeZone: ZONE, accessRole: 'reader', backgroundColor: '#16a765' },
    ],
    events: {
      [SELF]: mine,
      [holidays]: [event(holidays, holidays, { summary: 'Company holiday', start: dateOf(11), end: dateOf(12), transparency: 'transparent' })],
      // Colleagues' own busy time, beside the meetings they share with the user (see freebusy.ts).
      [MARIA]: [event(MARIA, MARIA, { summary: 'Busy', start: at(2, '09:00'), end: at(2, '11:00') })],
      [DEV]: [event(DEV, DEV, { summary: 'Busy', start: at(2, '15:00'), end: at(2, '16:30') })],
    },
  };
}
