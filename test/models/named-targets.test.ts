// Which thing a change is about when people name it their way: a full name after "with", a day
// given with a possessive, a jargon verb no tool has, and the zone a listed event's new time is in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { commandsOf } from '../../src/models/offline/commands.ts';
import type { PastCall } from '../../src/models/offline/conversation.ts';
import { nextMove } from '../../src/models/offline/next-move.ts';
import { planPrompt } from '../../src/models/offline/plan.ts';
import { readPrompt } from '../../src/models/offline/prompt-facts.ts';
import { unquotedTarget } from '../../src/models/offline/target.ts';
import { catalog } from '../../src/tools/catalog.ts';

const now = new Date('2026-11-24T09:00:00Z'); // a Tuesday
const only = (...services: string[]) => [...catalog.tools].filter((t) => services.includes(t.service) || t.service === 'baton');
const event = (id: string, summary: string, start: string, end: string) => ({ id, summary, start: { dateTime: start }, end: { dateTime: end } });

test('"the onsite with Marcus Bell" names both words of the person; a weekday after a name is no surname', () => {
  assert.equal(unquotedTarget(' Push the onsite with Marcus Bell to next Tuesday.'), 'onsite Marcus Bell');
  assert.equal(unquotedTarget(' Move the sync with Priya Friday.'), 'sync Priya');
});

test('a possessive day is the day of the thing, even when a new time follows "to"', () => {
  const facts = readPrompt("Move Wednesday's 'Roadmap sync' to 4pm.", now);
  assert.equal(new Date(facts.dates.ownDay?.min ?? 0).toISOString(), '2026-11-25T00:00:00.000Z');
  assert.equal(readPrompt("Move the 'Roadmap sync' to Wednesday at 4pm.", now).dates.ownDay, undefined);
  const task = "Move Wednesday's 'Roadmap sync' to 4pm.";
  const listed = { timeZone: 'America/New_York', items: [event('a', 'Roadmap sync prep', '2026-11-25T10:00:00-05:00', '2026-11-25T10:30:00-05:00'), event('b', 'Roadmap sync', '2026-11-26T10:00:00-05:00', '2026-11-26T11:00:00-05:00')] };
  const calls: PastCall[] = [{ id: 'c1', tool: 'google_calendar.list_events', input: {}, output: listed, isError: false }];
  const move = nextMove(task, calls, only('google_calendar'), now);
  assert.equal(move.kind === 'fail' && move.input.code, 'target_not_found');
});

test("a listed event's new time is read in its calendar's zone when the event gives only an offset", () => {
  const task = "Push Wednesday's budget sync with Finance to 3pm.";
  const listed = { timeZone: 'America/New_York', items: [event('a', 'Budget sync with Finance', '2026-11-25T11:00:00-05:00', '2026-11-25T11:30:00-05:00'), event('b', 'Budget sync with Finance', '2026-12-02T11:00:00-05:00', '2026-12-02T11:30:00-05:00')] };
  const calls: PastCall[] = [{ id: 'c1', tool: 'google_calendar.list_events', input: {}, output: listed, isError: false }];
  const move = nextMove(task, calls, only('google_calendar'), now);
  assert.deepEqual(move.kind === 'call' && { id: move.input.eventId, start: move.input.start }, { id: 'a', start: '2026-11-25T15:00:00-05:00' });
});

test('jargon verbs: "reply-all" replies, "follow up in the thread" replies in it, "RSVP" is refused, not read', () => {
  const verbs = new Set(['reply', 'follow up', 'move']);
  assert.equal(commandsOf('Reply-all on the venue thread saying we confirm 80 heads.', verbs)[0].verb, 'reply');
  const followUp = planPrompt('Follow up in the thread on the 502s alert in #incidents: root cause was an expired cert.', only('slack'), now);
  assert.deepEqual(followUp.steps.map((s) => s.tool), ['slack.reply_in_thread']);
  assert.equal(planPrompt("RSVP yes to Dana's Q4 QBR invite on Friday.", only('google_calendar'), now).refusal?.code, 'outside_capabilities');
  assert.equal(planPrompt("Park Friday's sprint retro until the following Friday.", only('google_calendar'), now).refusal?.code, 'outside_capabilities');
  // A clause that opens with its subject is context, not an imperative.
  assert.equal(commandsOf('starting on the cron ticket now, move it to in progress', verbs).at(-1)?.verb, 'move');
});
