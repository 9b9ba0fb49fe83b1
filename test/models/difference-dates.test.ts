// A difference counts between two moments: with more dates in the prompt, which two is asked, not guessed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planPrompt } from '../../src/models/offline/plan.ts';
import { catalog } from '../../src/tools/catalog.ts';

const now = new Date('2026-11-24T09:00:00Z');
const tools = [...catalog.tools].filter((t) => t.service === 'datetime');

test('of several dates, the two a difference counts between are not guessed', () => {
  const plan = planPrompt('The lease started 2026-09-01 and the notice deadline moved from Feb 2 to Mar 1, 2027. How many days from today until the new deadline?', tools, now);
  assert.equal(plan.refusal?.code, 'details_missing');
  assert.match(plan.refusal?.message ?? '', /which two/);
});

test('two dates are counted between', () => {
  const plan = planPrompt('How many days are there between 2026-12-01 and 2027-01-15?', tools, now);
  assert.equal(plan.refusal, undefined);
  assert.deepEqual([plan.steps[0].input.from, plan.steps[0].input.to], ['2026-12-01', '2027-01-15']);
});
