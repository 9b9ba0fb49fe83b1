// Reading events: a time window (with free-text search) and one event by id.
import { ToolError } from '../../tool-error.ts';
import { defineTool } from '../shared/define-tool.ts';
import { googleRequest, seg } from '../shared/google.ts';
import { pageOf } from '../shared/sandbox-state.ts';
import { calendarIdSchema, liveCalendarId } from './calendar-ref.ts';
import { eventOut, eventTimeMs, rfc3339, type EventOut } from './shape.ts';
import { calendarState, findCalendar, findEvent, type CalEvent } from './state.ts';

type ListInput = { calendarId?: string; timeMin?: string; timeMax?: string; q?: string; timeZone?: string; maxResults?: number; pageToken?: string };
type ListOutput = { summary?: string; timeZone?: string; items: EventOut[]; nextPageToken?: string };
type ApiEvent = Parameters<typeof eventOut>[0];

const READ_SCOPE = 'https://www.googleapis.com/auth/calendar.readonly';
const EVENT_OUT = '{id, status, summary, description?, location?, start: {dateTime|date, timeZone?}, end, attendees?: [{email, responseStatus}], organizer, htmlLink, hangoutLink?}';

/** Words Google's q matches: summary, description, location, attendees and organizer. */
function haystack(event: CalEvent): string {
  return [event.summary, event.description, event.location, event.organizer.email, ...(event.attendees ?? []).flatMap((a) => [a.email, a.displayName])].join(' ').toLowerCase();
}

export const listEvents = defineTool<ListInput, ListOutput>({
  name: 'google_calendar.list_events',
  service: 'google_calendar',
  description: "List the events (meetings, appointments) on a Google calendar ('primary', or another one by id, address or name) in a time window, in start order, optionally filtered by free text. To only learn when people are busy or free, use google_calendar.find_free_busy.",
  keywords: ['calendar', 'events', 'meetings', 'agenda', 'schedule', 'appointments', 'today', 'tomorrow', 'this week', 'what is on my calendar', 'gcal'],
  input: {
    type: 'object',
    additionalProperties: false,
    properties: {
      calendarId: calendarIdSchema,
      timeMin: { type: 'string', description: 'Window start (ISO 8601, e.g. "2025-03-14T00:00:00-05:00"); events ending after it are included.' },
      timeMax: { type: 'string', description: 'Window end (exclusive); events starting before it are included.' },
      q: { type: 'string', description: 'Free-text search in summary, description, location and attendees.' },
      timeZone: { type: 'string', description: 'IANA zone for local times in timeMin/timeMax and for the response, e.g. "Europe/Paris".' },
      maxResults: { type: 'integer', minimum: 1, maximum: 2500, default: 50 },
      pageToken: { type: 'string', description: 'nextPageToken of a previous call.' },
    },
  },
  output: `{summary, timeZone, items: [${EVENT_OUT}], nextPageToken?}`,
  scopes: [READ_SCOPE],
  mutates: false,
  sandbox(input, world) {
    const state = calendarState(world);
    const calendar = findCalendar(state, input.calendarId ?? 'primary', world.now());
    const zone = calendar.timeZone;
    const from = input.timeMin ? Date.parse(rfc3339(input.timeMin, input.timeZone, 'timeMin')) : -Infinity;
    const to = input.timeMax ? Date.parse(rfc3339(input.timeMax, input.timeZone, 'timeMax')) : Infinity;
    if (to <= from) throw new ToolError('invalid_input', 'timeMax must be after timeMin', { status: 400 });
    const words = (input.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const items = (state.events[calendar.id] ?? [])
      .filter((e) => e.status !== 'cancelled' && eventTimeMs(e.end, zone) > from && eventTimeMs(e.start, zone) < to)
      .filter((e) => words.every((w) => haystack(e).includes(w)))
      .sort((a, b) => eventTimeMs(a.start, zone) - eventTimeMs(b.start, zone));
    const { page, next } = pageOf(items, input.maxResults ?? 50, input.pageToken);
    return { summary: calendar.summary, timeZone: input.timeZone ?? zone, items: page.map(eventOut), nextPageToken: next };
  },
  async live(input, api) {
    const res = await googleRequest<{ summary?: string; timeZone?: string; items?: ApiEvent[]; nextPageToken?: string }>(api, {
      method: 'GET',
      path: `/calendars/${seg(await liveCalendarId(api, input.calendarId))}/events`,
      query: {
        timeMin: input.timeMin ? rfc3339(input.timeMin, input.timeZone, 'timeMin') : undefined,
        timeMax: input.timeMax ? rfc3339(input.timeMax, input.timeZone, 'timeMax') : undefined,
        q: input.q,
        timeZone: input.timeZone,
        maxResults: input.maxResults ?? 50,
        pageToken: input.pageToken,
        // Expand recurring events into instances and order them by start, as people read an agenda.
        singleEvents: true,
        orderBy: 'startTime',
      },
    });
    return { summary: res.summary, timeZone: res.timeZone, items: (res.items ?? []).map(eventOut), nextPageToken: res.nextPageToken };
  },
});

export const getEvent = defineTool<{ calendarId?: string; eventId: string }, EventOut>({
  name: 'google_calendar.get_event',
  service: 'google_calendar',
  description: 'Get one Google Calendar event by id, with its time, location, description, attendees and their responses.',
  keywords: ['calendar', 'event', 'meeting details', 'attendees', 'invite', 'who is coming'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['eventId'],
    properties: {
      calendarId: calendarIdSchema,
      eventId: { type: 'string', minLength: 1 },
    },
  },
  output: EVENT_OUT,
  scopes: [READ_SCOPE],
  mutates: false,
  sandbox(input, world) {
    const state = calendarState(world);
    return eventOut(findEvent(state, findCalendar(state, input.calendarId ?? 'primary', world.now()), input.eventId));
  },
  async live(input, api) {
    return eventOut(await googleRequest<ApiEvent>(api, { method: 'GET', path: `/calendars/${seg(await liveCalendarId(api, input.calendarId))}/events/${seg(input.eventId)}` }));
  },
});
