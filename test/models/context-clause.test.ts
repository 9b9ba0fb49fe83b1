// A clause that asks nothing is context: a command that names its own target takes no id, date,
// target or message from it; one that points back at it ("close it") still reads it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planPrompt } from '../../src/models/offline/plan.ts';
import { catalog } from '../../src/tools/catalog.ts';

const now = new Date('2026-11-24T09:00:00Z');
const only = (service: string) => [...catalog.tools].filter((t) => t.service === service);

test('an issue number in the context is not the one the command names', () => {
  const plan = planPrompt('Context: #12 in acme/web is the umbrella issue, and #21 is the one about the login loop. Comment on #21 that a fix is in review.', only('github'), now);
  assert.equal(plan.refusal, undefined);
  assert.equal(plan.steps[0].input.issue_number, 21);
});

test("a thread reply's text is the command's, not the context sentence", () => {
  const plan = planPrompt("Context: #ops has two threads today, the 'Disk full on db-2' one (closed) and 'Queue backlog growing' (open). Reply in the queue backlog thread: workers scaled up, backlog draining.", only('slack'), now);
  assert.equal(plan.refusal, undefined, JSON.stringify(plan.refusal));
  assert.equal(plan.steps.at(-1)?.input.text, 'Workers scaled up, backlog draining.');
  assert.equal(plan.steps.at(-1)?.wanted?.name?.text, 'queue backlog');
});

test("a date question takes no dates from the context's story", () => {
  const plan = planPrompt('Context: the lease was signed 2026-09-01, and the notice date moved from Feb 2 to Mar 1, 2027. How many days from today until the new notice date?', only('datetime'), now);
  assert.equal(plan.refusal?.code, 'details_missing');
});

test('a question names its thing after the context', () => {
  const plan = planPrompt('We keep mixing this up: the offsite lunch moved twice (first it was Nopa, then Zuni). Where is Friday\'s offsite lunch now?', only('google_calendar'), now);
  assert.equal(plan.steps[0]?.about?.text, 'offsite lunch');
});

test('a command that points back at the context still reads it', () => {
  const plan = planPrompt("The 'Crash on save' issue in acme/web is fixed now. Close it.", only('github'), now);
  assert.equal(plan.refusal, undefined);
  assert.equal(plan.steps.at(-1)?.wanted?.name?.text, 'Crash on save');
});

test('"that ticket" and "what time is that" point back at the context', () => {
  const ticket = planPrompt('fyi i finished rotating the prod api keys, mark that ticket done pls', only('linear'), now);
  assert.match(ticket.steps.at(-1)?.wanted?.name?.text ?? '', /prod api keys/i);
  const time = planPrompt('Our recruiter is free at 9am Pacific on December 3rd. What time is that for the candidate in Berlin?', only('datetime'), now);
  assert.equal(time.refusal, undefined, JSON.stringify(time.refusal));
});
