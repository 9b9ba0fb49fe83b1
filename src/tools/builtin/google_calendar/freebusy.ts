// Free/busy: when calendars (the user's, or colleagues' by e-mail) are busy, without event details.
import { ToolError } from '../../tool-error.ts';
import { defineTool } from '../shared/define-tool.ts';
import { googleRequest } from '../shared/google.ts';
import { checkTimeZone } from '../shared/zoned-time.ts';
import { liveCalendarId } from './calendar-ref.ts';
import { freeBusyCalendarId } from './named-calendar.ts';
import { eventTimeMs, formatInstant, rfc3339 } from './shape.ts';
import { calendarState, type CalEvent, type CalendarState } from './state.ts';

type Input = { timeMin: string; timeMax: string; items: string[]; timeZone?: string };
type Busy = { start: string; end: string };
type CalendarBusy = { busy: Busy[]; errors?: { domain: string; reason: string }[] };
type Output = { timeMin: string; timeMax: string; calendars: Record<string, CalendarBusy> };

/** Events that make `id` busy: its own calendar, plus meetings anywhere it is invited to and did not decline. */
function eventsOf(state: CalendarState, id: string): CalEvent[] | undefined {
  const own = state.events[id];
  const invited = Object.values(state.events)
    .flat()
    .filter((e) => e.attendees?.some((a) => a.email === id && a.responseStatus !== 'declined'));
  if (!own && invited.length === 0) return undefined;
  return [...new Map([...(own ?? []), ...invited].map((e) => [e.id, e])).values()];
}

function busyIntervals(events: CalEvent[], id: string, zone: string, from: number, to: number): [number, number][] {
  const spans = events
    .filter((e) => e.status !== 'cancelled' && e.transparency !== 'transparent')
    .filter((e) => !e.attendees?.some((a) => a.email === id && a.responseStatus === 'declined'))
    .map((e): [number, number] => [Math.max(from, eventTimeMs(e.start, zone)), Math.min(to, eventTimeMs(e.end, zone))])
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0]);
  // Google reports merged busy periods, not one per event.
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

export const findFreeBusy = defineTool<Input, Output>({
  name: 'google_calendar.find_free_busy',
  service: 'google_calendar',
  description: "Find when calendars are busy in a time window (no event details), for the user's own calendar and colleagues' calendars by e-mail; use it to check availability or find a free slot before scheduling.",
  keywords: ['availability', 'free', 'busy', 'free slot', 'find a time', 'when is everyone free', 'schedule', 'open time', 'free/busy'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['timeMin', 'timeMax', 'items'],
    properties: {
      timeMin: { type: 'string', description: 'Window start, ISO 8601 (local times are read in timeZone).' },
      timeMax: { type: 'string', description: 'Window end, ISO 8601.' },
      items: { type: 'array', items: { type: 'string', minLength: 1 }, description: "Calendar ids, people's e-mail addresses or calendar names as google_calendar.list_calendars shows them; 'primary' is the user." },
      timeZone: { type: 'string', description: 'IANA zone for local input times and the busy periods returned; UTC by default.' },
    },
  },
  output: '{timeMin, timeMax, calendars: {<id>: {busy: [{start, end}], errors?: [{domain, reason}]}}}',
  scopes: ['https://www.googleapis.com/auth/calendar.readonly'],
  mutates: false,
  sandbox(input, world) {
    if (input.items.length === 0) throw new ToolError('invalid_input', 'items must name at least one calendar', { status: 400 });
    const zone = input.timeZone === undefined ? 'UTC' : checkTimeZone(input.timeZone);
    const timeMin = rfc3339(input.timeMin, zone, 'timeMin');
    const timeMax = rfc3339(input.timeMax, zone, 'timeMax');
    const [from, to] = [Date.parse(timeMin), Date.parse(timeMax)];
    if (to <= from) throw new ToolError('invalid_input', 'timeMax must be after timeMin', { status: 400 });
    const state = calendarState(world);
    const calendarZone = state.calendars.find((c) => c.primary)?.timeZone ?? 'UTC';
    const calendars: Record<string, CalendarBusy> = {};
    for (const item of input.items) {
      const id = freeBusyCalendarId(state, item, world.now());
      const events = id === undefined ? undefined : eventsOf(state, id);
      calendars[item] = events && id
        ? { busy: busyIntervals(events, id, calendarZone, from, to).map(([s, e]) => ({ start: formatInstant(s, zone), end: formatInstant(e, zone) })) }
        : { busy: [], errors: [{ domain: 'global', reason: 'notFound' }] };
    }
    return { timeMin, timeMax, calendars };
  },
  async live(input, api) {
    if (input.items.length === 0) throw new ToolError('invalid_input', 'items must name at least one calendar', { status: 400 });
    const ids: string[] = [];
    for (const item of input.items) ids.push(await liveCalendarId(api, item));
    const res = await googleRequest<Output>(api, {
      method: 'POST',
      path: '/freeBusy',
      body: {
        timeMin: rfc3339(input.timeMin, input.timeZone, 'timeMin'),
        timeMax: rfc3339(input.timeMax, input.timeZone, 'timeMax'),
        timeZone: input.timeZone,
        items: ids.map((id) => ({ id })),
      },
    });
    // Answers are keyed by id; a calendar asked for by name is reported under that name, as the sandbox does.
    const asked = new Map(ids.map((id, i) => [id, input.items[i]]));
    const calendars = Object.fromEntries(
      Object.entries(res.calendars ?? {}).map(([id, c]) => [asked.get(id) ?? id, c.errors?.length ? { busy: c.busy ?? [], errors: c.errors.map((e) => ({ domain: e.domain, reason: e.reason })) } : { busy: c.busy ?? [] }]),
    );
    return { timeMin: res.timeMin, timeMax: res.timeMax, calendars };
  },
});
