// What each Google Calendar tool does, in the words the planner and the matcher read (intent-types.ts).
import type { ToolIntent } from '../../intent-types.ts';
import { arr, isRec, listed, quoted, str } from '../shared/summary-text.ts';

const when = (event: unknown) => {
  const start = str(event, 'start', 'dateTime') || str(event, 'start', 'date');
  const end = str(event, 'end', 'dateTime') || str(event, 'end', 'date');
  return end ? `${start} to ${end}` : start;
};
const guests = (event: unknown) => arr(event, 'attendees').map((a) => str(a, 'email')).filter(Boolean);
const eventLabel = (event: unknown) => {
  const who = guests(event);
  const where = str(event, 'location');
  return `${quoted(str(event, 'summary'))} ${when(event)}${where ? ` at ${where}` : ''}${who.length ? ` with ${who.join(', ')}` : ''}`;
};
const eventTarget = { field: 'eventId', lookup: 'google_calendar.list_events', names: ['summary'], id: 'id', kind: 'event', search: 'q' };

export const googleCalendarIntents: Record<string, ToolIntent> = {
  'google_calendar.list_calendars': {
    verbs: ['list'],
    objects: ['calendar list', 'shared calendar', 'other calendar'],
    summary: (_input, output) => listed('calendars', arr(output, 'items'), (c) => quoted(str(c, 'summary'))),
  },
  'google_calendar.list_events': {
    verbs: ['list', 'show', 'check'],
    // What people ask of an event: where it is and who comes.
    objects: ['event', 'meeting', 'calendar', 'agenda', 'schedule', 'appointment', 'call', 'room', 'location', 'invited', 'attendees'],
    summary: (_input, output) => listed('events', arr(output, 'items'), eventLabel),
  },
  'google_calendar.get_event': {
    verbs: ['get', 'read', 'show'],
    objects: ['event', 'meeting'],
    target: eventTarget,
    summary: (_input, output) => `Read event ${eventLabel(output)}.`,
  },
  'google_calendar.create_event': {
    verbs: ['create', 'book', 'schedule', 'set up', 'add', 'put', 'arrange', 'plan', 'organize', 'block', 'new'],
    objects: ['meeting', 'event', 'call', 'appointment', 'calendar', 'session', 'sync', 'reminder'],
    summary: (_input, output) => `Created event ${eventLabel(output)}.`,
  },
  'google_calendar.update_event': {
    verbs: ['move', 'reschedule', 'push', 'shift', 'change', 'update', 'rename', 'invite', 'add', 'extend', 'lengthen', 'shorten', 'postpone', 'bring', 'punt'],
    objects: ['meeting', 'event', 'call', 'appointment', 'attendee', 'guest'],
    target: eventTarget,
    summary: (_input, output) => `Updated event ${eventLabel(output)}.`,
  },
  'google_calendar.delete_event': {
    verbs: ['cancel', 'delete', 'remove', 'drop', 'call off', 'clear'],
    objects: ['meeting', 'event', 'call', 'appointment'],
    target: eventTarget,
    summary: (input) => `Deleted event ${str(input, 'eventId')}.`,
  },
  'google_calendar.find_free_busy': {
    verbs: ['check', 'find', 'list'],
    objects: ['availability', 'free', 'busy', 'slot'],
    summary: (input, output) => {
      const calendars = isRec(output) && isRec(output.calendars) ? Object.entries(output.calendars) : [];
      const each = calendars.map(([id, cal]) => {
        const busy = arr(cal, 'busy');
        return busy.length === 0 ? `${id} is free` : `${id} is busy ${busy.map((b) => `${str(b, 'start')} to ${str(b, 'end')}`).join(', ')}`;
      });
      return `Between ${str(input, 'timeMin')} and ${str(input, 'timeMax')}: ${each.join('; ')}.`;
    },
  },
};
