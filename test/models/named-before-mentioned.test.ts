// An e-mail named by its subject or sender beats one that only mentions the name in its text; and
// what that exposed: a reply's subject is the e-mail's, and a date computed over what an e-mail says is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planPrompt } from '../../src/models/offline/plan.ts';
import { fillFromEarlier } from '../../src/models/offline/referents.ts';
import { matchingTargets, nameOf } from '../../src/models/offline/target.ts';
import { catalog } from '../../src/tools/catalog.ts';

const now = new Date('2026-11-24T09:00:00Z');
const gmail = [...catalog.tools].filter((t) => t.service === 'gmail');
const spec = { field: 'messageId', lookup: 'gmail.search_messages', names: ['subject', 'from', 'snippet'], id: 'id', kind: 'e-mail', search: 'q' };
const mail = (id: string, subject: string, from: string, snippet: string) => ({ id, threadId: id, subject, from, snippet });

test('"the Fieldnotes newsletters" are those from Fieldnotes, not an e-mail that mentions Fieldnotes', () => {
  const mails = [mail('m41', 'Fieldnotes #41: Remote teams', 'Fieldnotes <hello@fieldnotes.example>', 'This week'), mail('p', 'Worth a read', 'Priya Nair <priya@tidal.example>', 'Did you see the Fieldnotes piece?'), mail('m42', 'Fieldnotes #42: Async writing', 'Fieldnotes <hello@fieldnotes.example>', 'This week')];
  assert.deepEqual(matchingTargets({ messages: mails }, spec, nameOf('Fieldnotes', false)).map((r) => r.id), ['m41', 'm42']);
  // With no record named so, those that mention it still match.
  assert.deepEqual(matchingTargets({ messages: [mails[1]] }, spec, nameOf('Fieldnotes', false)).map((r) => r.id), ['p']);
});

test('a reply drafted to "Kim\'s email about the quote" keeps that e-mail\'s subject, not "quote"', () => {
  const plan = planPrompt("draft a reply to kim's email about the quote saying we'll send numbers by thurs", gmail, now);
  assert.deepEqual(plan.steps.map((s) => s.tool), ['gmail.create_draft']);
  const filled = fillFromEarlier(plan.steps[0], [mail('t1', 'Quote for 40 seats', 'kim@lumen.example', 'could you send pricing')], [], gmail, now);
  assert.equal('each' in filled && filled.each[0].subject, 'Re: Quote for 40 seats');
});

test('a due date "45 days after the invoice date" the e-mail gives is a computation the planner does not chain', () => {
  const tools = [...catalog.tools].filter((t) => t.service === 'gmail' || t.service === 'datetime');
  const plan = planPrompt("The Figmint invoice email says payment is due 45 days after the invoice date. What's the actual due date?", tools, now);
  assert.equal(plan.refusal?.code, 'details_missing');
});
