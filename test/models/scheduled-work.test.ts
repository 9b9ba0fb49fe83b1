// Work on a schedule is refused: work asked to repeat ("every Monday", "every other Friday") and
// a reminder to oneself. A name that says "weekly" asks for nothing that repeats.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planPrompt } from '../../src/models/offline/plan.ts';
import { catalog } from '../../src/tools/catalog.ts';

const now = new Date('2026-11-24T09:00:00Z');
const of = (service: string) => [...catalog.tools].filter((t) => t.service === service);

test('a weekly event or a due date every other Friday is refused as outside the tools', () => {
  for (const [service, prompt] of [
    ['google_calendar', "Set up a weekly 'Ops review' every Monday at 4pm, starting next week."],
    ['linear', 'Make the Dependency updates ticket in PLAT due every other Friday.'],
    ['web', 'Check https://example.com/pricing every Monday morning and tell me when the Team price changes.'],
  ]) {
    const plan = planPrompt(prompt, of(service), now);
    assert.equal(plan.refusal?.code, 'outside_capabilities', prompt);
    assert.deepEqual(plan.steps, []);
  }
});

test('"weekly" in a name is no schedule', () => {
  const plan = planPrompt("Set up a 30-minute 'Weekly metrics' meeting on December 1 at 9am.", of('google_calendar'), now);
  assert.equal(plan.refusal, undefined);
});

test('a reminder to oneself is refused; "remind me what ..." is a question', () => {
  const slack = of('slack');
  assert.equal(planPrompt('Remind me in Slack at 5pm today to submit my timesheet.', slack, now).refusal?.code, 'outside_capabilities');
  assert.notEqual(planPrompt('Remind me what was last posted in #general.', slack, now).refusal?.code, 'outside_capabilities');
});

test('"each day\'s" names days, it asks for no repeat', () => {
  const plan = planPrompt("Post each day's standup time in #eng: 'Standups are at 9:30'.", of('slack'), now);
  assert.notEqual(plan.refusal?.code, 'outside_capabilities');
});
