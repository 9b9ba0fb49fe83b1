// "my last meeting on Wednesday": of that day's events, the one that starts last (events are listed by start).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planPrompt } from '../../src/models/offline/plan.ts';
import { pickTargets } from '../../src/models/offline/lookup.ts';
import { catalog } from '../../src/tools/catalog.ts';

const now = new Date('2026-11-24T09:00:00Z');
const tools = [...catalog.tools].filter((t) => t.service === 'google_calendar');

test('the last meeting of a day is the one that starts last, not the first listed', () => {
  const plan = planPrompt('Push my last meeting on Wednesday back an hour.', tools, now);
  assert.deepEqual(plan.steps.map((s) => s.tool), ['google_calendar.update_event']);
  const at = (id: string, summary: string, time: string) => ({ id, summary, start: { dateTime: `2026-11-25T${time}:00-05:00` }, end: { dateTime: `2026-11-25T${time}:30-05:00` } });
  const events = { items: [at('e1', 'Team stand-up', '09:30'), at('e2', 'Hiring sync', '14:00'), at('e3', 'Vendor demo: Brightline', '16:30')] };
  const picked = pickTargets(events, plan.steps[0]);
  assert.deepEqual(picked.kind === 'ok' && picked.targets.map((r) => r.id), ['e3']);
});
