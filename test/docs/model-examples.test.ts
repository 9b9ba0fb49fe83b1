// docs/models.md "Prompts it handles": every example prompt, sent to a real server in test mode
// with a subagent that has every built-in tool, plans exactly the calls the table says.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { startBaton, type Baton } from '../helpers/baton.ts';

const doc = readFileSync(new URL('../../docs/models.md', import.meta.url), 'utf8');
const section = doc.slice(doc.indexOf('### Prompts it handles'), doc.indexOf('### Prompts it does not handle'));
const rows = [...section.matchAll(/^\| `([^`]+)` \| (.+) \|$/gm)].map((m) => ({ prompt: m[1], calls: [...m[2].matchAll(/`([^`]+)`/g)].map((c) => c[1]) }));
const GENERAL = 'A general assistant that works across GitHub, Slack, Google Calendar, Gmail, Notion and Linear for one person, fetches public web pages, and does date and time arithmetic.';

describe('docs/models.md example prompts', () => {
  let baton: Baton;
  before(async () => {
    baton = await startBaton();
    const res = await baton.client.request('/v1/subagents', { key: baton.key as string, body: { name: 'general', prompt: GENERAL } });
    assert.equal(res.status, 201, res.text);
  });
  after(() => baton?.stop());

  it('the table lists the examples', () => assert.ok(rows.length >= 15, `${rows.length} rows`));

  for (const { prompt, calls } of rows) {
    it(`plans ${calls.join(', ')}: ${prompt}`, async () => {
      const res = await baton.client.request('/v1/tasks', { key: baton.key as string, body: { prompt, sub_agent: 'general', mode: 'test' } });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.status, 'complete');
      assert.equal(res.body.result.refusal, undefined, JSON.stringify(res.body.result.refusal));
      assert.deepEqual(res.body.result.plan.map((s: { tool: string }) => s.tool), calls);
    });
  }
});
