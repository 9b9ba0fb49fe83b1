// What one prompt names as its target, as against what it asks to be written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPrompt } from '../../src/models/offline/prompt-facts.ts';

const now = new Date('2026-11-24T09:00:00Z');

test('an id inside the message a comment or a post writes is part of the message, not the target', () => {
  const facts = readPrompt("Comment on the 'Export to CSV drops the last row' issue in kestrel/reports: the fix is in review in PR #12.", now);
  assert.deepEqual(facts.ids.numbers, []);
  assert.match(facts.unquoted.body ?? '', /PR #12/);
  assert.deepEqual(readPrompt('Tell #eng that #ops is down again.', now).ids.channels, ['eng']);
});

test('ids before the message, or after a colon that introduces no message, stay targets', () => {
  assert.deepEqual(readPrompt('Comment on issue #45 in acme/api: duplicate of #44.', now).ids.numbers, [45]);
  assert.deepEqual(readPrompt('Please do the following: close #45 in acme/api.', now).ids.numbers, [45]);
});

test('a count written as a word is a count', () => {
  assert.equal(readPrompt('Star the last two emails from Stripe.', now).ids.limit, 2);
  assert.equal(readPrompt('Show me the 5 newest issues in acme/api.', now).ids.limit, 5);
});

test('"15.01.2027" is the 15th of January; two clock times on one day are the ends of a difference', () => {
  assert.deepEqual(readPrompt('How many days from today until 15.01.2027?', now).dates.moments, ['2026-11-24', '2027-01-15']);
  assert.deepEqual(readPrompt('The incident started at 02:47 UTC and was resolved at 05:13 UTC today. How many minutes did it last?', now).dates.moments, ['2026-11-24T02:47:00+00:00', '2026-11-24T05:13:00+00:00']);
  // Not for a move: "the 3pm meeting to 4pm" keeps its own reading.
  assert.equal(readPrompt('Move the 3pm meeting to 4pm.', now).dates.moments.length, 1);
});

test('a city names its zone when a call or meeting is placed in it, and for more cities', () => {
  assert.equal(readPrompt('What time is it in Tokyo when our 9am New York call starts tomorrow?', now).ids.fromZone, 'America/New_York');
  assert.deepEqual(readPrompt('If I call Berlin at 8am Pacific time on March 20, 2027, what time will it be there?', now).ids.zones.sort(), ['America/Los_Angeles', 'Europe/Berlin']);
  assert.ok(readPrompt('What time is that for the team in Bangalore?', now).ids.zones.includes('Asia/Kolkata'));
  // A city in a title is no zone: "the Paris offsite" is not "in Paris".
  assert.deepEqual(readPrompt('Book the Paris offsite planning call tomorrow at 3pm.', now).ids.zones, []);
});

test('a channel ruled out ("not in #general") is no place to write', () => {
  assert.deepEqual(readPrompt("Post 'Launch moved' in #launch-eu. Just there, not in #general.", now).ids.channels, ['launch-eu']);
  assert.deepEqual(readPrompt('Tell #eng and never #random.', now).ids.channels, ['eng']);
});
