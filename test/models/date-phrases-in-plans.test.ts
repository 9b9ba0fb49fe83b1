// A move "to a week from Friday" finds the event on its own day (that "from" is no day it moves
// from); a change "on 12/01" (December 1 or January 12) is refused with both dates.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planPrompt } from '../../src/models/offline/plan.ts';
import { pickTargets } from '../../src/models/offline/lookup.ts';
import { catalog } from '../../src/tools/catalog.ts';

const now = new Date('2026-11-24T09:00:00Z');
const tools = [...catalog.tools].filter((t) => t.service === 'google_calendar');

test('moving an event to a week from Friday finds it on its own day', () => {
  const plan = planPrompt('Move my dentist appointment to a week from Friday, same time.', tools, now);
  assert.deepEqual(plan.steps.map((s) => s.tool), ['google_calendar.update_event']);
  const event = { id: 'e1', summary: 'Dentist appointment', start: { dateTime: '2026-11-27T08:00:00-05:00' }, end: { dateTime: '2026-11-27T08:45:00-05:00' } };
  const picked = pickTargets({ items: [event] }, plan.steps[0]);
  assert.deepEqual(picked.kind === 'ok' && picked.targets.map((r) => r.id), ['e1']);
});

test('a change on a date that fits both orders is refused', () => {
  const plan = planPrompt("Put 'Pricing offsite prep' on 12/01 from 10 to 11:30.", tools, now);
  assert.equal(plan.refusal?.code, 'details_missing');
  assert.match(plan.refusal?.message ?? '', /2026-12-01.*2027-01-12/);
});
