// "Merge the PR tomorrow at 9am, not before": a change that writes no text, held until a later day
// and time, is refused rather than made now; a day that finds an event ("Cancel the standup
// tomorrow at 9am") is which event, not a schedule.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planPrompt } from '../../src/models/offline/plan.ts';
import { catalog } from '../../src/tools/catalog.ts';

const now = new Date('2026-11-24T09:00:00Z');
const of = (service: string) => [...catalog.tools].filter((t) => t.service === service);

test('a merge asked for tomorrow at 9am is refused', () => {
  const plan = planPrompt('Merge the axios bump PR in kestrel/app tomorrow at 9am, not before.', of('github'), now);
  assert.equal(plan.refusal?.code, 'outside_capabilities');
  assert.deepEqual(plan.steps, []);
});

test('a merge now is planned, and a day that finds an event is no schedule', () => {
  assert.equal(planPrompt('Merge the axios bump PR in kestrel/app.', of('github'), now).refusal, undefined);
  const cancel = planPrompt('Cancel the standup tomorrow at 9am.', of('google_calendar'), now);
  assert.equal(cancel.refusal, undefined);
  assert.deepEqual(cancel.steps.map((s) => s.tool), ['google_calendar.delete_event']);
});
