// A channel that a test-environment call names and nobody seeded is made on first reference
// (decision G5) from its name alone: the same purpose and the same few messages, by the same
// workspace members, for every user, dated in the days before it was first named.
import { anchorShiftMs, seedTime } from '../shared/sandbox-state.ts';
import { seededIds, seededPicker } from '../shared/seeded-random.ts';
import type { SlackChannel, SlackMessage, SlackState } from './state.ts';

// Slack's rule for channel names: lowercase letters, digits, '-' and '_', at most 80.
const CHANNEL_NAME = /^[a-z0-9_-]{1,80}$/;

export function isPlausibleChannelName(name: string): boolean {
  return CHANNEL_NAME.test(name);
}

const LINES = [
  'Morning all! Quick reminder that the weekly sync moved to 11:00.',
  'Has anyone looked at the dashboard numbers from yesterday?',
  'Notes from today are in the shared doc.',
  "I'm out on Friday; ping Maria for anything urgent.",
  'Thanks everyone for the quick turnaround on this!',
  'Can someone look at the doc I shared before Thursday?',
  'Welcome to the channel! :wave:',
  'Agenda for next week is up, add your topics by Thursday.',
  'Small win: the new checklist cut our review time in half.',
];

/** The channel `name` (lowercase, no '#') and its messages, as first reference makes them. */
export function channelFromName(state: SlackState, name: string, now: Date): { channel: SlackChannel; messages: SlackMessage[] } {
  const pick = seededPicker(`slack:channel:${name}`);
  const members = state.users.filter((u) => !u.deleted && !u.is_bot);
  const shiftSeconds = anchorShiftMs(now) / 1000;
  const channel: SlackChannel = {
    id: seededIds(`slack:channel-id:${name}`)('C', 10),
    name,
    is_channel: true,
    is_private: false,
    is_archived: false,
    created: Math.floor(seedTime(-200, 15) / 1000) + shiftSeconds,
    creator: pick.pick(members).id,
    topic: { value: '' },
    purpose: { value: `Everything about ${name.replace(/[-_]+/g, ' ')}.` },
    members: members.map((u) => u.id),
  };
  // Messages on the Monday to Thursday before the week of first reference, one a day at most.
  const days = pick.some([-7, -6, -5, -4], pick.int(2, 4)).sort((a, b) => a - b);
  const lines = pick.some(LINES, days.length);
  const messages = days.map((day, i): SlackMessage => {
    const seconds = Math.floor(seedTime(day, pick.int(9, 17), pick.int(0, 59)) / 1000) + shiftSeconds;
    return { type: 'message', ts: `${seconds}.${String((i + 1) * 100).padStart(6, '0')}`, user: pick.pick(members).id, text: lines[i] };
  });
  return { channel, messages };
}
