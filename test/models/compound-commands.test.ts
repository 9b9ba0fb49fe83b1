// Prompts that ask for several things at once: each part is a command of its own, each target is
// acted on, and a message about "it" says what it is, so no part is silently dropped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { commandsOf } from '../../src/models/offline/commands.ts';
import type { PastCall } from '../../src/models/offline/conversation.ts';
import { nextMove } from '../../src/models/offline/next-move.ts';
import { planPrompt } from '../../src/models/offline/plan.ts';
import { catalog } from '../../src/tools/catalog.ts';

const now = new Date('2026-11-24T09:00:00Z');
const only = (...services: string[]) => [...catalog.tools].filter((t) => services.includes(t.service) || t.service === 'baton');
const verbs = new Set(['push', 'post', 'tell', 'mark', 'cancel', 'label', 'move', 'email']);
const texts = (prompt: string) => commandsOf(prompt, verbs).map((c) => `${c.verb}: ${c.text}`);

test('a change and then a telling are two commands; a telling after a message verb goes on with the message', () => {
  assert.deepEqual(texts('Push the design crit and let #design know the new time.'), ['push: Push the design crit', 'tell: let #design know the new time.']);
  assert.deepEqual(texts("Mark the Globex review as done and let the client know by email that it's finished."), ['mark: Mark the Globex review as done', "tell: let the client know by email that it's finished."]);
  assert.deepEqual(texts('Loop in #legal on the contract: let them know the redlines are waiting.'), ['tell: Loop in #legal on the contract: let them know the redlines are waiting.']);
  assert.equal(texts('Tell #design the crit moved to 4pm and DM Rafael the same.').length, 2);
});

test('one change of several targets is one command per target', () => {
  assert.deepEqual(texts('Label #7, #9 and #10 in northwind/shop as bug.'), ['label: Label #7 in northwind/shop as bug.', 'label: Label #9 in northwind/shop as bug.', 'label: Label #10 in northwind/shop as bug.']);
  assert.deepEqual(texts("Cancel Monday's budget sync and Tuesday's hiring debrief."), ["cancel: Cancel Monday's budget sync", "cancel: cancel Tuesday's hiring debrief"]);
  // A message's "and" joins words of the message; a clause after "and" is no second target.
  assert.equal(texts('Tell #eng the build is green and the deploy is done.').length, 1);
  assert.equal(texts('Move the standup and the retro is next.').length, 1);
});

test('"let #design know the new time" names a detail to read, not the message', () => {
  const plan = planPrompt('Push the design crit and let #design know the new time.', only('google_calendar', 'slack'), now);
  assert.equal(plan.refusal?.code, 'details_missing');
  assert.equal(plan.steps.length, 0);
});

test('"let #marketing know it\'s off" after a cancellation names the event; after a written to-do it asks', () => {
  const task = "Cancel tomorrow's vendor demo with Loomly and let #marketing know it's off.";
  const tools = only('google_calendar', 'slack');
  const event = { id: 'evt1', summary: 'Vendor demo: Loomly', start: { dateTime: '2026-11-25T15:00:00Z' }, end: { dateTime: '2026-11-25T16:00:00Z' } };
  const lookup = nextMove(task, [], tools, now);
  assert.equal(lookup.kind === 'call' && lookup.tool, 'google_calendar.list_events');
  const calls: PastCall[] = [{ id: 'c1', tool: 'google_calendar.list_events', input: {}, output: { items: [event] }, isError: false }];
  const del = nextMove(task, calls, tools, now);
  assert.equal(del.kind === 'call' && del.tool, 'google_calendar.delete_event');
  calls.push({ id: 'c2', tool: 'google_calendar.delete_event', input: (del as { input: Record<string, unknown> }).input, output: { deleted: true }, isError: false });
  const post = nextMove(task, calls, tools, now);
  assert.deepEqual(post.kind === 'call' && post.input, { channel: 'marketing', text: "'Vendor demo: Loomly' is off." });
  const todo = planPrompt("Add a to-do 'Book the photographer' to the 'Launch' page and tell #marketing it's there.", only('notion', 'slack'), now);
  assert.equal(todo.refusal?.code, 'details_missing');
  assert.equal(todo.steps.length, 0);
});

test('labelling an issue given by number reads it first, so its labels are kept', () => {
  const plan = planPrompt('Label #7 in northwind/shop as bug.', only('github'), now);
  assert.deepEqual(plan.steps.map((s) => s.tool), ['github.get_issue', 'github.update_issue']);
  const calls = [{ id: 'c1', tool: 'github.get_issue', input: plan.steps[0].input, output: { number: 7, title: 'Cart badge', labels: [{ name: 'checkout' }] }, isError: false }];
  const update = nextMove('Label #7 in northwind/shop as bug.', calls, only('github'), now);
  assert.deepEqual(update.kind === 'call' && update.input.labels, ['checkout', 'bug']);
});

test('"<number>" in a message is a computed value, or how many records the read returned', () => {
  const task = "How many days until 2027-03-01? Post the number in #countdown as 'Days to launch: <number>'.";
  const tools = only('datetime', 'slack');
  const calc = nextMove(task, [], tools, now);
  assert.equal(calc.kind === 'call' && calc.tool, 'datetime.difference');
  const post = nextMove(task, [{ id: 'c1', tool: 'datetime.difference', input: (calc as { input: Record<string, unknown> }).input, output: { value: 97, unit: 'days' }, isError: false }], tools, now);
  assert.equal(post.kind === 'call' && post.input.text, 'Days to launch: 97');
});

test('"... and post its ID" / "its link" takes them from what the last call made', () => {
  const task = "Create a Linear ticket in ENG titled 'Login redirect loop' and post its ID in #eng.";
  const tools = only('linear', 'slack');
  const create = nextMove(task, [], tools, now);
  assert.equal(create.kind === 'call' && create.tool, 'linear.create_issue');
  const made = { id: 'uuid-1', identifier: 'ENG-7', title: 'Login redirect loop', url: 'https://linear.app/acme/issue/ENG-7' };
  const calls: PastCall[] = [{ id: 'c1', tool: 'linear.create_issue', input: (create as { input: Record<string, unknown> }).input, output: made, isError: false }];
  const post = nextMove(task, calls, tools, now);
  assert.deepEqual(post.kind === 'call' && post.input, { channel: 'eng', text: 'ENG-7' });
  const link = nextMove(task.replace('its ID', 'its link'), calls, tools, now);
  assert.equal(link.kind === 'call' && link.input.text, 'https://linear.app/acme/issue/ENG-7');
});
