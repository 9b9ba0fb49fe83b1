import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createLiveApi } from '../../src/tools/live-http.ts';
import { ToolError } from '../../src/tools/tool-error.ts';
import type { ToolDef } from '../../src/tools/types.ts';
import { datetimeTools } from '../../src/tools/builtin/datetime/service.ts';
import { sandboxWorld } from '../helpers/sandbox-world.ts';

// No provider stands behind these tools: the live implementations read api.now() and never fetch.
const CLOCK = new Date('2026-10-25T00:30:00Z'); // the night Europe leaves summer time
let fetches = 0;
const api = createLiveApi({
  baseUrl: 'http://unused.invalid',
  accessToken: '',
  now: () => CLOCK,
  fetch: async () => {
    fetches += 1;
    throw new Error('datetime tools must not make requests');
  },
});
const tool = (name: string): ToolDef => datetimeTools.find((t) => t.name === name)!;
const live = async <T = Record<string, unknown>>(name: string, input: Record<string, unknown>) => (await tool(name).live(input, api)) as T;

test('live tools use the LiveApi clock', async () => {
  const now = await live<{ iso: string; weekday: string }>('datetime.now', { timeZone: 'Europe/Berlin' });
  assert.equal(now.iso, '2026-10-25T02:30:00+02:00');
  assert.equal(now.weekday, 'Sunday');
  const later = await live<{ iso: string }>('datetime.add', { timestamp: 'now', hours: 1, timeZone: 'Europe/Berlin' });
  assert.equal(later.iso, '2026-10-25T02:30:00+01:00', 'the repeated hour after the clocks go back');
  const until = await live<{ value: number }>('datetime.difference', { from: 'now', to: '2026-12-24T00:00:00Z', unit: 'days' });
  assert.equal(until.value, 59.979167);
  const converted = await live<{ to: { iso: string } }>('datetime.convert_timezone', { timestamp: 'now', toTimeZone: 'America/Los_Angeles' });
  assert.equal(converted.to.iso, '2026-10-24T17:30:00-07:00');
  assert.equal(fetches, 0);
});

test('live and sandbox answer alike for the same clock', async () => {
  const input = { timestamp: '2026-01-31T08:00', timeZone: 'Australia/Sydney', months: 1, days: 2 };
  const world = sandboxWorld({ userId: 'u1', now: () => CLOCK, id: (p) => `${p}_1` });
  assert.deepEqual(await live('datetime.add', input), await tool('datetime.add').sandbox(input, world));
});

test('invalid input is rejected as invalid_input', async () => {
  await assert.rejects(live('datetime.convert_timezone', { timestamp: 'now', toTimeZone: 'Atlantis/Capital' }), (err: unknown) => err instanceof ToolError && err.kind === 'invalid_input');
  await assert.rejects(live('datetime.difference', { to: 'now' }), (err: unknown) => err instanceof ToolError && err.kind === 'invalid_input');
});
