// Creating, changing and cancelling events. Times accept "2025-03-14T10:00:00" + timeZone, an
// offset date-time, or a date for all-day events; sendUpdates defaults to inviting attendees.
import { randomUUID } from 'node:crypto';
import type { JsonSchema, SandboxWorld } from '../../types.ts';
import { ToolError } from '../../tool-error.ts';
import { defineTool } from '../shared/define-tool.ts';
import { googleRequest, seg } from '../shared/google.ts';
import { parseTimestamp, zonedView } from '../shared/zoned-time.ts';
import { CALENDAR_LIST_SCOPE, calendarIdSchema, liveCalendarId } from './calendar-ref.ts';
import { checkOrder, eventOut, toEventTime, type EventOut } from './shape.ts';
import { assertWritable, calendarState, findCalendar, findEvent, type Attendee, type CalEvent, type CalendarState, type EventTime } from './state.ts';

type Fields = { summary?: string; description?: string; location?: string; start?: string; end?: string; timeZone?: string; attendees?: string[]; sendUpdates?: 'all' | 'externalOnly' | 'none' };
type CreateInput = Fields & { calendarId?: string; start: string; end: string; addGoogleMeet?: boolean };
type UpdateInput = Fields & { calendarId?: string; eventId: string };

const WRITE_SCOPE = 'https://www.googleapis.com/auth/calendar.events';
const EVENT_OUT = '{id, status, summary, start, end, attendees?, organizer, htmlLink, hangoutLink?}';

const fieldSchemas: Record<string, JsonSchema> = {
  calendarId: calendarIdSchema,
  summary: { type: 'string', maxLength: 1024, description: 'Title of the event.' },
  description: { type: 'string', maxLength: 8192 },
  location: { type: 'string', maxLength: 1024 },
  start: { type: 'string', description: 'Start: "2025-03-14T10:00:00" with timeZone, "2025-03-14T10:00:00-05:00", or "2025-03-14" for an all-day event.' },
  end: { type: 'string', description: 'End, in the same form as start; for all-day events the day after the last day.' },
  timeZone: { type: 'string', description: 'IANA time zone of start and end, e.g. "America/New_York".' },
  attendees: { type: 'array', items: { type: 'string', format: 'email' }, description: 'Guest e-mail addresses to invite.' },
  sendUpdates: { type: 'string', enum: ['all', 'externalOnly', 'none'], default: 'all', description: 'Who gets an e-mail about the change.' },
};

/** Stores a time the way Google answers it: a date-time with the offset of its zone. */
function normalize(time: EventTime, calendarZone: string): EventTime {
  if (!time.dateTime) return time;
  const zone = time.timeZone ?? calendarZone;
  const dateTime = zonedView(parseTimestamp(time.dateTime, zone), zone).iso;
  return time.timeZone ? { dateTime, timeZone: time.timeZone } : { dateTime };
}

function attendeesFor(state: CalendarState, emails: string[], previous: Attendee[] = []): Attendee[] {
  return emails.map((email) => previous.find((a) => a.email === email) ?? { email, responseStatus: email === state.selfEmail ? 'accepted' : 'needsAction', ...(email === state.selfEmail ? { self: true } : {}) });
}

/** The PATCH/POST body of the fields the caller set. */
function bodyOf(input: Fields): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of ['summary', 'description', 'location'] as const) if (input[key] !== undefined) body[key] = input[key];
  if (input.start !== undefined) body.start = toEventTime(input.start, input.timeZone, 'start');
  if (input.end !== undefined) body.end = toEventTime(input.end, input.timeZone, 'end');
  if (input.attendees) body.attendees = input.attendees.map((email) => ({ email }));
  return body;
}

function htmlLink(eventId: string, calendarId: string): string {
  return `https://www.google.com/calendar/event?eid=${Buffer.from(`${eventId} ${calendarId}`).toString('base64url')}`;
}

function createInSandbox(input: CreateInput, world: SandboxWorld): EventOut {
  const state = calendarState(world);
  const calendar = findCalendar(state, input.calendarId ?? 'primary', world.now());
  assertWritable(calendar);
  const start = toEventTime(input.start, input.timeZone, 'start');
  const end = toEventTime(input.end, input.timeZone, 'end');
  checkOrder(start, end, calendar.timeZone);
  const id = world.newId('evt');
  const now = world.now().toISOString();
  const event: CalEvent = {
    id,
    status: 'confirmed',
    htmlLink: htmlLink(id, calendar.id),
    summary: input.summary,
    description: input.description,
    location: input.location,
    start: normalize(start, calendar.timeZone),
    end: normalize(end, calendar.timeZone),
    attendees: input.attendees?.length ? attendeesFor(state, input.attendees) : undefined,
    organizer: { email: calendar.id, self: true },
    creator: { email: state.selfEmail },
    created: now,
    updated: now,
    iCalUID: `${id}@google.com`,
    hangoutLink: input.addGoogleMeet ? `https://meet.google.com/${world.newId('meet').toLowerCase().replace(/[^a-z0-9]/g, '').slice(-10)}` : undefined,
  };
  (state.events[calendar.id] ??= []).push(event);
  return eventOut(event);
}

export const createEvent = defineTool<CreateInput, EventOut>({
  name: 'google_calendar.create_event',
  service: 'google_calendar',
  description: "Create an event on a Google calendar ('primary', or another one by id, address or name) to schedule a meeting or block time, optionally inviting attendees by e-mail and adding a Google Meet link.",
  keywords: ['calendar', 'schedule', 'book', 'create event', 'new meeting', 'set up a meeting', 'invite', 'appointment', 'block time', 'tomorrow', 'timezone', 'google meet'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['start', 'end'],
    properties: { ...fieldSchemas, addGoogleMeet: { type: 'boolean', default: false, description: 'Attach a Google Meet video link.' } },
  },
  output: EVENT_OUT,
  scopes: [WRITE_SCOPE, CALENDAR_LIST_SCOPE],
  mutates: true,
  sandbox: createInSandbox,
  async live(input, api) {
    const body = bodyOf(input);
    if (input.addGoogleMeet) body.conferenceData = { createRequest: { requestId: randomUUID(), conferenceSolutionKey: { type: 'hangoutsMeet' } } };
    const created = await googleRequest<Parameters<typeof eventOut>[0]>(api, {
      method: 'POST',
      path: `/calendars/${seg(await liveCalendarId(api, input.calendarId))}/events`,
      query: { sendUpdates: input.sendUpdates ?? 'all', conferenceDataVersion: input.addGoogleMeet ? 1 : undefined },
      body,
    });
    return eventOut(created);
  },
});

/** Refuses an update that changes nothing, or a timeZone with no time to apply it to. */
function checkUpdate(input: UpdateInput): void {
  if (Object.keys(bodyOf(input)).length === 0) throw new ToolError('invalid_input', 'Give at least one field to change', { status: 400 });
  if (input.timeZone && !input.start && !input.end) throw new ToolError('invalid_input', 'timeZone applies to start or end; give them too', { status: 400 });
}

export const updateEvent = defineTool<UpdateInput, EventOut>({
  name: 'google_calendar.update_event',
  service: 'google_calendar',
  description: 'Change an existing Google Calendar event: reschedule it, rename it, move it, or replace its attendee list. Only the fields given change.',
  keywords: ['calendar', 'reschedule', 'move meeting', 'update event', 'change time', 'postpone', 'edit meeting', 'add attendee'],
  input: { type: 'object', additionalProperties: false, required: ['eventId'], properties: { ...fieldSchemas, eventId: { type: 'string', minLength: 1 } } },
  output: EVENT_OUT,
  scopes: [WRITE_SCOPE, CALENDAR_LIST_SCOPE],
  mutates: true,
  sandbox(input, world) {
    checkUpdate(input);
    const changes = bodyOf(input);
    const state = calendarState(world);
    const calendar = findCalendar(state, input.calendarId ?? 'primary', world.now());
    assertWritable(calendar);
    const event = findEvent(state, calendar, input.eventId);
    const start = (changes.start as EventTime | undefined) ?? event.start;
    const end = (changes.end as EventTime | undefined) ?? event.end;
    checkOrder(start, end, calendar.timeZone);
    Object.assign(event, changes, { start: normalize(start, calendar.timeZone), end: normalize(end, calendar.timeZone), updated: world.now().toISOString() });
    if (input.attendees) event.attendees = attendeesFor(state, input.attendees, event.attendees);
    return eventOut(event);
  },
  async live(input, api) {
    checkUpdate(input);
    const body = bodyOf(input);
    return eventOut(
      await googleRequest(api, { method: 'PATCH', path: `/calendars/${seg(await liveCalendarId(api, input.calendarId))}/events/${seg(input.eventId)}`, query: { sendUpdates: input.sendUpdates ?? 'all' }, body }),
    );
  },
});

export const deleteEvent = defineTool<{ calendarId?: string; eventId: string; sendUpdates?: string }, { id: string; calendarId: string; deleted: true }>({
  name: 'google_calendar.delete_event',
  service: 'google_calendar',
  description: 'Delete (cancel) a Google Calendar event; attendees are told unless sendUpdates is "none".',
  keywords: ['calendar', 'cancel meeting', 'delete event', 'remove event', 'call off', 'clear calendar'],
  input: { type: 'object', additionalProperties: false, required: ['eventId'], properties: { calendarId: fieldSchemas.calendarId, eventId: { type: 'string', minLength: 1 }, sendUpdates: fieldSchemas.sendUpdates } },
  output: '{id, calendarId, deleted: true}',
  scopes: [WRITE_SCOPE, CALENDAR_LIST_SCOPE],
  mutates: true,
  sandbox(input, world) {
    const state = calendarState(world);
    const calendar = findCalendar(state, input.calendarId ?? 'primary', world.now());
    assertWritable(calendar);
    const event = findEvent(state, calendar, input.eventId);
    // Google keeps a deleted event as "cancelled" and answers 410 Gone to a second delete.
    if (event.status === 'cancelled') throw new ToolError('not_found', 'Resource has been deleted', { status: 410 });
    Object.assign(event, { status: 'cancelled', updated: world.now().toISOString() });
    return { id: event.id, calendarId: input.calendarId ?? 'primary', deleted: true };
  },
  async live(input, api) {
    const calendarId = input.calendarId ?? 'primary';
    await googleRequest(api, { method: 'DELETE', path: `/calendars/${seg(await liveCalendarId(api, calendarId))}/events/${seg(input.eventId)}`, query: { sendUpdates: input.sendUpdates ?? 'all' } });
    return { id: input.eventId, calendarId, deleted: true };
  },
});
