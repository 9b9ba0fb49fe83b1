// "X has to be done EOD today — set the ticket's due date": a spaced dash turns from the context to
// the command as a comma does, so the change is planned (not a read of the team's tickets).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planPrompt } from '../../src/models/offline/plan.ts';
import { catalog } from '../../src/tools/catalog.ts';

const now = new Date('2026-11-24T09:00:00Z');
const tools = [...catalog.tools].filter((t) => t.service === 'linear');

test('a command after a spaced dash is planned with the clause before it as its context', () => {
  const plan = planPrompt("The Stripe webhook secret rotation in OPS has to be done today \u2014 set the ticket's due date.", tools, now);
  assert.equal(plan.refusal, undefined);
  assert.deepEqual(plan.steps.map((s) => s.tool), ['linear.update_issue']);
  assert.equal(plan.steps[0].input.dueDate, '2026-11-24');
});
