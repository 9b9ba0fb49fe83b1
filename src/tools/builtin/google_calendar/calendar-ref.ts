// How calendar tools read a `calendarId` argument: 'primary', an address (people's and shared
// calendars are named by address, which is also their id) or a calendar's name as the user's list
// shows it. The sandbox finds or makes the calendar (named-calendar.ts); live looks a name up in the
// calendar list, since the API takes ids only.
import type { JsonSchema, LiveApi } from '../../types.ts';
import { ToolError } from '../../tool-error.ts';
import { googleRequest } from '../shared/google.ts';

export const calendarIdSchema: JsonSchema = {
  type: 'string',
  default: 'primary',
  description: "'primary' (the user's own calendar), a calendar id or address (e.g. \"team@group.calendar.google.com\"), or a calendar's name as google_calendar.list_calendars shows it (e.g. \"Holidays in United States\").",
};

/** Reading the calendar list, which resolving a name needs beside the tools' own scopes. */
export const CALENDAR_LIST_SCOPE = 'https://www.googleapis.com/auth/calendar.calendarlist.readonly';

type ListPage = { items?: { id: string; summary?: string; summaryOverride?: string }[]; nextPageToken?: string };

/** The calendar id `ref` names; a name costs one calendar-list lookup. */
export async function liveCalendarId(api: LiveApi, ref = 'primary'): Promise<string> {
  const wanted = ref.trim().toLowerCase();
  if (wanted === 'primary' || ref.includes('@')) return ref.trim();
  let pageToken: string | undefined;
  do {
    const page = await googleRequest<ListPage>(api, { method: 'GET', path: '/users/me/calendarList', query: { maxResults: 250, pageToken } });
    const found = (page.items ?? []).find((c) => [c.id, c.summary, c.summaryOverride].some((name) => name?.toLowerCase() === wanted));
    if (found) return found.id;
    pageToken = page.nextPageToken;
  } while (pageToken);
  throw new ToolError('not_found', `No calendar named "${ref}" in the user's calendar list`, { status: 404 });
}
