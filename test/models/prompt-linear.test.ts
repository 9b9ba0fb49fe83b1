// Issue 12 item 2: prompt analysis is linear in the prompt and reads it exactly as before. Work is
// counted (characters read), never timed; speed is the benchmark's job (BENCH_ONLY=prompt). Each
// linear scan is compared with the quadratic original, kept here as the oracle, on random prompts
// built from the characters and words the scanners care about.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { forwardFinder } from '../../src/lib/forward-search.ts';
import { findIds } from '../../src/models/offline/prompt-ids.ts';
import { findQuotes, type Quote } from '../../src/models/offline/prompt-text.ts';
import { planTask } from '../../src/models/offline/index.ts';
import { selectTools } from '../../src/tools/matcher/index.ts';
import { catalog } from '../../src/tools/catalog.ts';
import { startBaton } from '../helpers/baton.ts';

/** The prompt as a string whose character reads (`s[i]`) are counted; every other use passes through. */
function counted(text: string): { value: string; reads: () => number } {
  let reads = 0;
  const proxy = new Proxy(new String(text), {
    get(target, key) {
      if (typeof key === 'string' && /^\d+$/.test(key)) {
        reads++;
        return text[Number(key)];
      }
      if (key === 'length') return text.length;
      if (key === Symbol.toPrimitive) return () => text;
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(text) : value;
    },
  });
  return { value: proxy as unknown as string, reads: () => reads };
}

const ATOMS = [' ', "'", '"', '\u2018', '\u2019', '\u201c', '\u201d', 'x', 'It', 's', '.', ',', ':', '(', ')', '\n', ' titled ', ' rename ', ' to ', ' title ', '. ', '; ', '!', '?', 'A', 'ENG-1', '-', 'a@b.co', '@', ' org', 'org ', ' team ', ' assistant', 'saying ', 'add ', ' to my calendar', 'turn ', ' into ', 'mark ', ' as read', 'Foo', '_', '1', 'the '];

function randomPrompts(count: number, maxAtoms: number): string[] {
  let seed = 12;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  return Array.from({ length: count }, () => Array.from({ length: 1 + next(maxAtoms) }, () => ATOMS[next(ATOMS.length)]).join(''));
}

// The original findQuotes: per opener, a scan to the end for its closer (quadratic when unmatched).
function findQuotesOracle(prompt: string): Array<Omit<Quote, 'role'>> {
  const closersOf: Record<string, string> = { "'": "'\u2019", '"': '"\u201d', '\u2018': '\u2019', '\u201c': '\u201d' };
  const opener = /(^|[\s(:,])(['"\u2018\u201c])/g;
  const quotes = [];
  for (let m = opener.exec(prompt); m; m = opener.exec(prompt)) {
    const open = m.index + m[1].length;
    let close = -1;
    for (let i = open + 2; i < prompt.length; i++) {
      if (closersOf[m[2]].includes(prompt[i]) && (i + 1 === prompt.length || /[\s.,;:!?)]/.test(prompt[i + 1]))) {
        close = i;
        break;
      }
    }
    if (close < 0) continue;
    quotes.push({ text: prompt.slice(open + 1, close), start: open, end: close + 1 });
    opener.lastIndex = close + 1;
  }
  return quotes;
}

test('findQuotes finds the same quotes as the original scan on 20,000 random prompts', () => {
  for (const prompt of randomPrompts(20_000, 30)) {
    assert.deepEqual(
      findQuotes(prompt).map(({ text, start, end }) => ({ text, start, end })),
      findQuotesOracle(prompt),
      JSON.stringify(prompt),
    );
  }
});

test('findQuotes: cue words, clauses and rename are read as before', () => {
  const roles = (p: string) => findQuotes(p).map((q) => [q.text, q.role]);
  assert.deepEqual(roles("Create an issue titled 'Login fails' saying 'It's broken' now"), [['Login fails', 'title'], ["It's broken", 'body']]);
  assert.deepEqual(roles("Change the title of ENG-12 to 'New name'"), [['New name', 'rename']]);
  assert.deepEqual(roles("Rename the page. Then see 'x y' there"), [['x y', undefined]]);
  assert.deepEqual(roles("Rename the doc Plans to 'Roadmap 2026'"), [['Roadmap 2026', 'rename']]);
  assert.deepEqual(roles(`${' "x'.repeat(500)} then titled 'Done'`), [['Done', 'title']]);
});

test('findQuotes reads each character a bounded number of times, whatever the shape', () => {
  for (const unit of [" 'x", ' "x', '\u2018x ', "'a' ", 'x. ', ' (\u201cx']) {
    const prompt = unit.repeat(2000);
    const c = counted(prompt);
    findQuotes(c.value);
    // The original read about n^2/6 characters for " 'x" (each unmatched quote rescanned to the end).
    assert.ok(c.reads() <= 4 * prompt.length, `${JSON.stringify(unit)}: ${c.reads()} reads for ${prompt.length} characters`);
  }
});

test('forwardFinder tests each position at most once, and refuses to go backwards', () => {
  let tests = 0;
  const text = 'a'.repeat(1000) + 'b';
  const find = forwardFinder(text.length, (i) => (tests++, text[i] === 'b'));
  for (let from = 0; from <= 1001; from++) assert.equal(find(from), from <= 1000 ? 1000 : 1001);
  assert.equal(tests, 1001);
  assert.throws(() => find(3), /backwards/);
});

test('identifiers: e-mails, org, team and assistant names as the original regexes found them', () => {
  const unique = (xs: string[]) => [...new Set(xs)];
  for (const prompt of randomPrompts(10_000, 30)) {
    const ids = findIds(prompt);
    assert.deepEqual(ids.emails, unique([...prompt.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)].map((m) => m[0])), JSON.stringify(prompt));
    const org = /\borg(?:anization|anisation)?\s+([\w-]+)|\b([\w-]+)\s+org(?:anization|anisation)?\b/i.exec(prompt);
    const name = org?.[1] ?? org?.[2];
    assert.equal(ids.org, name && !/^(?:the|my|our|your|their|this|that|an?|whole|entire)$/i.test(name) ? name : undefined, JSON.stringify(prompt));
    const teams = unique([...[...prompt.matchAll(/\b(?:the\s+)?([A-Z][\w-]*)\s+team\b/g)].map((m) => m[1]), ...[...prompt.matchAll(/\bteam\s+([A-Z][\w-]*)/g)].map((m) => m[1])]);
    assert.deepEqual(ids.teams, teams, JSON.stringify(prompt));
  }
  assert.equal(findIds('the -acme org').org, 'acme');
  assert.deepEqual(findIds(`${'a-'.repeat(3000)} and x.y+z@mail.example.com`).emails, ['x.y+z@mail.example.com']);
});

test('adversarial 10,000-character prompts never plan a write, and select no service from noise', () => {
  const now = new Date('2025-03-12T10:00:00Z');
  for (const unit of [" 'x", ' "x', 'ENG-', 'a-', 'a.', 'add ', 'turn ', 'mark ', 'the ', 'create create ']) {
    const prompt = unit.repeat(Math.floor(10_000 / unit.length));
    for (const call of planTask(prompt, catalog.tools, now).calls) assert.equal(catalog.getTool(call.tool)?.mutates, false, `${unit}: ${call.tool}`);
    assert.deepEqual(selectTools(prompt, catalog), [], unit);
  }
  const after = planTask(`${" 'x".repeat(3000)}. Post 'Deploy done' to #engineering`, catalog.tools, now).calls;
  assert.deepEqual(after.map((c) => [c.tool.split('.')[0], c.input.channel]), [['slack', 'engineering']]);
});

test('through a real server: 10,000-character adversarial prompts in test mode and as subagent prompts', async () => {
  const baton = await startBaton();
  try {
    const key = baton.key as string;
    const general = 'A general assistant that works across GitHub, Slack, Google Calendar, Gmail, Notion and Linear for one person, fetches public web pages, and does date and time arithmetic.';
    assert.equal((await baton.client.request('/v1/subagents', { key, body: { name: 'general', prompt: general } })).status, 201);
    const tools = (await baton.client.request('/v1/subagents/general', { key })).body.tools as string[];
    for (const [i, unit] of [" 'x", ' "x', 'ENG-', 'a-', 'a.', 'add ', 'turn ', 'mark ', ':a', 'tag '].entries()) {
      const prompt = unit.repeat(Math.floor(10_000 / unit.length));
      const res = await baton.client.request('/v1/tasks', { key, body: { prompt, sub_agent: 'general', mode: 'test' } });
      assert.equal(res.status, 200, res.text);
      const expected = planTask(prompt, tools.map((t) => catalog.getTool(t)!), new Date(res.body.created_at)).calls;
      assert.deepEqual(res.body.result.plan.map((s: { tool: string; input: unknown }) => ({ tool: s.tool, input: s.input })), expected, unit);
      const sub = await baton.client.request('/v1/subagents', { key, body: { name: `shape-${i}`, prompt } });
      assert.equal(sub.status, 201, sub.text);
    }
    assert.equal((await baton.client.request('/healthz')).status, 200);
  } finally {
    await baton.stop();
  }
});
