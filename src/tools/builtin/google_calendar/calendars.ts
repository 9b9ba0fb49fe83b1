// Calendar list: which calendars the user sees, with their ids and time zones.
import { defineTool } from '../shared/define-tool.ts';
import { googleRequest } from '../shared/google.ts';
import { pageOf } from '../shared/sandbox-state.ts';
import { calendarOut, type CalendarOut } from './shape.ts';
import { calendarState } from './state.ts';

export const listCalendars = defineTool<{ maxResults?: number; pageToken?: string }, { items: CalendarOut[]; nextPageToken?: string }>({
  name: 'google_calendar.list_calendars',
  service: 'google_calendar',
  description: "List the Google calendars the user can see (their primary calendar, shared and subscribed ones) with ids, time zones and access roles. Use it to find a calendarId other than 'primary'.",
  keywords: ['google calendar', 'calendars', 'calendar list', 'shared calendar', 'time zone', 'gcal'],
  input: {
    type: 'object',
    additionalProperties: false,
    properties: {
      maxResults: { type: 'integer', minimum: 1, maximum: 250, default: 100 },
      pageToken: { type: 'string', description: 'nextPageToken of a previous call.' },
    },
  },
  output: '{items: [{id, summary, description?, timeZone, primary, accessRole}], nextPageToken?}',
  scopes: ['https://www.googleapis.com/auth/calendar.readonly'],
  mutates: false,
  sandbox(input, world) {
    const { page, next } = pageOf(calendarState(world).calendars, input.maxResults ?? 100, input.pageToken);
    return { items: page.map(calendarOut), nextPageToken: next };
  },
  async live(input, api) {
    const res = await googleRequest<{ items?: Parameters<typeof calendarOut>[0][]; nextPageToken?: string }>(api, {
      method: 'GET',
      path: '/users/me/calendarList',
      query: { maxResults: input.maxResults ?? 100, pageToken: input.pageToken },
    });
    return { items: (res.items ?? []).map(calendarOut), nextPageToken: res.nextPageToken };
  },
});
