// A prompt that corrects itself ("Sorry, not Thursday's, the one on Friday", "Wait, no: Dec 11",
// "Oh wait, ... instead") is refused: the planner would act on the retracted words as well.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planPrompt } from '../../src/models/offline/plan.ts';
import { catalog } from '../../src/tools/catalog.ts';

const now = new Date('2026-11-24T09:00:00Z');
const only = (service: string) => [...catalog.tools].filter((t) => t.service === service);

const cases: [string, string, RegExp][] = [
  ["Invite omar@acme.example to Monday's 'Budget review'. Sorry, not Monday's, the Tuesday one.", 'google_calendar', /sorry, not/],
  ["Move the due date of the 'Renew TLS cert' ticket to Jan 3. Wait, no: Jan 10.", 'linear', /wait, no/],
  ["Rename the 'Roadmap draft' page to 'Roadmap'. Oh wait, that name is taken. Rename it to 'Roadmap (old)' instead.", 'notion', /oh wait/],
  ["Post 'Deploy at 3pm' in #eng, or rather 'Deploy at 4pm'.", 'slack', /or rather/],
];

for (const [prompt, service, clause] of cases) {
  test(`a self-correction is refused: ${prompt}`, () => {
    const plan = planPrompt(prompt, only(service), now);
    assert.equal(plan.refusal?.code, 'outside_capabilities', JSON.stringify(plan.refusal ?? plan.steps.map((s) => s.tool)));
    assert.match(plan.refusal?.message ?? '', clause);
  });
}
