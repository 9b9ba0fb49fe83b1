// A text to write that leaves a value to fill ('Payroll cutoff: <date>') is refused rather than
// written as is; '<number>' after a count an earlier step reads is filled (referents.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planPrompt } from '../../src/models/offline/plan.ts';
import { catalog } from '../../src/tools/catalog.ts';

const now = new Date('2026-11-24T09:00:00Z');
const tools = [...catalog.tools].filter((t) => t.service === 'slack' || t.service === 'github');

test('a placeholder the plan cannot fill is refused', () => {
  const plan = planPrompt("Post 'Payroll cutoff: <date>' in #payroll, where the date is 10 weekdays after today, written YYYY-MM-DD.", tools, now);
  assert.equal(plan.refusal?.code, 'details_missing');
  assert.match(plan.refusal?.message ?? '', /<date>/);
});

test('a count read before fills <number>', () => {
  const plan = planPrompt("Count the open issues in acme/web and post the number in #eng as 'Open issues in acme/web: <number>'.", tools, now);
  assert.equal(plan.refusal, undefined);
});
