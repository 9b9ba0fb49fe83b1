// Google Calendar: calendars, events and free/busy through the Calendar API v3.
import type { ServiceDef, ToolDef } from '../../types.ts';
import { withIntents } from '../../intent-types.ts';
import { googleCalendarIntents } from './intents.ts';
import { googleOAuth } from '../shared/google.ts';
import { listCalendars } from './calendars.ts';
import { createEvent, deleteEvent, updateEvent } from './event-writes.ts';
import { getEvent, listEvents } from './events.ts';
import { findFreeBusy } from './freebusy.ts';
import { calendarSeed } from './seed.ts';

export const googleCalendarService: ServiceDef = {
  id: 'google_calendar',
  name: 'Google Calendar',
  description: 'Calendars and events: read the agenda, schedule, reschedule or cancel meetings with attendees, and check availability with free/busy.',
  keywords: ['calendar', 'google calendar', 'gcal', 'meeting', 'event', 'schedule', 'availability', 'appointment', 'agenda', 'free busy'],
  requiresConnection: true,
  apiBaseUrl: 'https://www.googleapis.com/calendar/v3',
  oauth: { ...googleOAuth },
  sandboxSeed: calendarSeed,
};

export const googleCalendarTools: ToolDef[] = withIntents([listCalendars, listEvents, getEvent, createEvent, updateEvent, deleteEvent, findFreeBusy], googleCalendarIntents);
