// A computation asked for several values at once: one call per zone or per date, not an answer for one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planPrompt } from '../../src/models/offline/plan.ts';
import { catalog } from '../../src/tools/catalog.ts';

const now = new Date('2026-11-24T09:00:00Z');
const tools = [...catalog.tools].filter((t) => t.service === 'datetime');
const calls = (prompt: string) => planPrompt(prompt, tools, now).steps.map((s) => [s.tool, s.input]);

test('a time converted to two zones is two conversions from the same zone', () => {
  const steps = calls("If it's 9am in New York on December 1, what time is it in London and in Tokyo?");
  assert.deepEqual(steps.map(([, input]) => (input as Record<string, unknown>).toTimeZone), ['Europe/London', 'Asia/Tokyo']);
  assert.ok(steps.every(([tool, input]) => tool === 'datetime.convert_timezone' && (input as Record<string, unknown>).fromTimeZone === 'America/New_York'));
});

test('days until each of two dates count from today; days between two dates are one span', () => {
  assert.deepEqual(calls('How many days are left until each of my two deadlines, December 15 and January 31?'), [
    ['datetime.difference', { from: '2026-11-24', to: '2026-12-15', unit: 'days' }],
    ['datetime.difference', { from: '2026-11-24', to: '2027-01-31', unit: 'days' }],
  ]);
  assert.deepEqual(calls('How many days between December 15 and January 31?'), [['datetime.difference', { from: '2026-12-15', to: '2027-01-31', unit: 'days' }]]);
  assert.equal(calls('I fly out on December 18 and come back on January 6. How many nights am I away?').length, 1);
});

test('the time now in two places is read twice', () => {
  assert.deepEqual(calls('What time is it in London and in Tokyo?'), [
    ['datetime.now', { timeZone: 'Europe/London' }],
    ['datetime.now', { timeZone: 'Asia/Tokyo' }],
  ]);
});
