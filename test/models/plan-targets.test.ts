// How many targets a change acts on: "the newer one" among several, "the last two", and a clause that
// says what to leave alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planPrompt } from '../../src/models/offline/plan.ts';
import { pickTargets } from '../../src/models/offline/lookup.ts';
import { catalog } from '../../src/tools/catalog.ts';

const now = new Date('2026-11-24T09:00:00Z');
const only = (service: string) => [...catalog.tools].filter((t) => t.service === service || t.service === 'baton');

test('"close the newer one ... and leave the original open" closes one issue, the newest, and nothing else', () => {
  const plan = planPrompt("We ended up with two 'Dark mode toggle resets on reload' issues in lumen-health/portal. Close the newer one as a duplicate and leave the original open.", only('github'), now);
  assert.equal(plan.refusal, undefined);
  assert.deepEqual(plan.steps.map((s) => s.tool), ['github.update_issue']);
  assert.equal(plan.steps[0].wanted?.plural, false);
  assert.equal(plan.steps[0].wanted?.latest, true);
  const issues = [8, 7].map((number) => ({ number, title: 'Dark mode toggle resets on reload', state: 'open' }));
  assert.deepEqual(pickTargets(issues, plan.steps[0]), { kind: 'ok', targets: [issues[0]] });
});

test('a counted change takes as many as counted, the newest when asked; otherwise it asks which', () => {
  const mails = [1044, 1043, 1042, 1041].map((n) => ({ id: `m${n}`, subject: `Your receipt #${n}`, from: 'receipts@stripe.example' }));
  const last = planPrompt('Star the last two emails from Stripe.', only('gmail'), now);
  assert.deepEqual(last.steps.map((s) => s.tool), ['gmail.modify_message_labels']);
  const picked = pickTargets({ messages: mails }, last.steps[0]);
  assert.deepEqual(picked.kind === 'ok' && picked.targets.map((r) => r.id), ['m1044', 'm1043']);
  const two = planPrompt('Star the two emails from Stripe.', only('gmail'), now);
  const refused = pickTargets({ messages: mails }, two.steps[0]);
  assert.equal(refused.kind === 'fail' && refused.input.code, 'details_missing');
});

test('"no reply-all" sets no reply-all and asks for no plural target', () => {
  const plan = planPrompt('Reply to Dana saying Thursday works. Just to her, no reply-all.', only('gmail'), now);
  assert.equal(plan.steps[0].input.replyAll, undefined);
  assert.equal(plan.steps[0].wanted?.plural, false);
  assert.equal(planPrompt("Reply all to the 'Offsite dates' e-mail saying Friday works.", only('gmail'), now).steps[0].input.replyAll, true);
});
