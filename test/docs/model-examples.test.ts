// docs/models.md "Prompts it handles": every example prompt, sent to a real server in test mode
// with a subagent that has every built-in tool, plans exactly the calls the table says.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { startBaton, type Baton } from '../helpers/baton.ts';
import { catalog } from '../../src/tools/catalog.ts';

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

const converted = await catalog.getTool('datetime.convert_timezone')!.sandbox({ timestamp: '2026-12-01T09:00:00-08:00', fromTimeZone: 'America/Los_Angeles', toTimeZone: 'Europe/Berlin' }, { state: {}, now: () => new Date(), newId: (p) => p, userId: 'docs' });

describe('docs/models.md final texts', () => {
  // The sentences "Final text" shows, produced by the tools' intents from the results they describe.
  const say = (tool: string, input: Record<string, unknown>, output: unknown) => catalog.getTool(tool)?.intent?.summary?.(input, output);
  const cases: Array<[string, string | undefined]> = [
    ["Created issue #43 'Login fails' in acme/web.", say('github.create_issue', { owner: 'acme', repo: 'web' }, { number: 43, title: 'Login fails', labels: [] })],
    ["Sent an e-mail to omar@northwind.example\n   with subject 'Contract'.", say('gmail.send_message', { to: ['omar@northwind.example'], subject: 'Contract' }, {})?.replace(' with subject', '\n   with subject')],
    [
      "Found 2 open issues in acme/web: #1 'Footer links' (open); #3 'Sitemap' (open).",
      say('github.list_issues', { owner: 'acme', repo: 'web' }, [{ number: 1, title: 'Footer links', state: 'open' }, { number: 3, title: 'Sitemap', state: 'open' }]),
    ],
    [
      '"2026-12-01 09:00:00 (Tuesday) America/Los_Angeles is 2026-12-01 18:00:00 (Tuesday) Europe/Berlin."',
      `"${say('datetime.convert_timezone', {}, converted)}"`,
    ],
  ];
  for (const [shown, produced] of cases) {
    it(`says ${shown.replace(/\s+/g, ' ')}`, () => {
      assert.equal(produced, shown);
      assert.ok(doc.includes(shown), 'docs/models.md shows it');
    });
  }
});
