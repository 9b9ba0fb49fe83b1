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
