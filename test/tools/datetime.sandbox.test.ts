import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SandboxWorld, ToolDef } from '../../src/tools/types.ts';
import { ToolError } from '../../src/tools/tool-error.ts';
import { sandboxWorld } from '../helpers/sandbox-world.ts';
import { datetimeService, datetimeTools } from '../../src/tools/builtin/datetime/service.ts';

const NOW = new Date('2026-03-07T14:05:09.250Z'); // a Saturday, the day before US daylight time starts
const world: SandboxWorld = sandboxWorld({ userId: 'u1', state: datetimeService.sandboxSeed('u1'), now: () => NOW, id: (p) => `${p}_1` });
const tool = (name: string): ToolDef => datetimeTools.find((t) => t.name === name)!;
const run = async <T = Record<string, unknown>>(name: string, input: Record<string, unknown>) => (await tool(name).sandbox(input, world)) as T;

async function rejectsWith(name: string, input: Record<string, unknown>, pattern: RegExp) {
  await assert.rejects(async () => run(name, input), (err: unknown) => {
    assert.ok(err instanceof ToolError, String(err));
    assert.equal(err.kind, 'invalid_input');
    assert.match(err.message, pattern);
    return true;
  });
}

test('the service needs no connection', () => {
  assert.equal(datetimeService.requiresConnection, false);
  assert.equal(datetimeService.oauth, undefined);
  assert.deepEqual(datetimeTools.map((t) => t.name), ['datetime.now', 'datetime.add', 'datetime.difference', 'datetime.convert_timezone']);
});

test('now reads the world clock in the asked zone', async () => {
  assert.deepEqual(await run('datetime.now', { timeZone: 'Asia/Kolkata' }), {
    iso: '2026-03-07T19:35:09+05:30',
    date: '2026-03-07',
    time: '19:35:09',
    weekday: 'Saturday',
    offset: '+05:30',
    timeZone: 'Asia/Kolkata',
    utc: '2026-03-07T14:05:09.250Z',
    unixSeconds: 1772892309,
  });
  const utc = await run<{ iso: string; timeZone: string }>('datetime.now', {});
  assert.equal(utc.iso, '2026-03-07T14:05:09+00:00');
  assert.equal(utc.timeZone, 'UTC');
});

test('add moves days on the wall clock and hours on the real clock across DST', async () => {
  const day = await run<{ iso: string }>('datetime.add', { timestamp: '2026-03-07T09:00', timeZone: 'America/New_York', days: 1 });
  assert.equal(day.iso, '2026-03-08T09:00:00-04:00');
  const hours = await run<{ iso: string }>('datetime.add', { timestamp: '2026-03-07T09:00', timeZone: 'America/New_York', hours: 24 });
  assert.equal(hours.iso, '2026-03-08T10:00:00-04:00');
  // 02:30 does not exist on 8 March in New York; like Temporal, it moves forward by the gap.
  const gap = await run<{ iso: string }>('datetime.add', { timestamp: '2026-03-07T02:30', timeZone: 'America/New_York', days: 1 });
  assert.equal(gap.iso, '2026-03-08T03:30:00-04:00');
  const tomorrow = await run<{ date: string; weekday: string }>('datetime.add', { timestamp: 'now', days: 1 });
  assert.deepEqual([tomorrow.date, tomorrow.weekday], ['2026-03-08', 'Sunday']);
  const back = await run<{ iso: string }>('datetime.add', { timestamp: '2026-03-07T10:00:00Z', weeks: -2, minutes: -30 });
  assert.equal(back.iso, '2026-02-21T09:30:00+00:00');
});

test('add clamps month ends', async () => {
  assert.equal((await run<{ date: string }>('datetime.add', { timestamp: '2024-01-31', months: 1 })).date, '2024-02-29');
  assert.equal((await run<{ date: string }>('datetime.add', { timestamp: '2025-01-31', months: 1 })).date, '2025-02-28');
  assert.equal((await run<{ date: string }>('datetime.add', { timestamp: '2024-02-29', years: 1 })).date, '2025-02-28');
  assert.equal((await run<{ date: string }>('datetime.add', { timestamp: '2025-11-30', months: 3 })).date, '2026-02-28');
});

test('difference counts exact hours, calendar days and whole months', async () => {
  const across = { from: '2026-03-07T12:00', to: '2026-03-08T12:00', timeZone: 'America/New_York' };
  assert.equal((await run<{ value: number }>('datetime.difference', { ...across, unit: 'days' })).value, 1);
  assert.equal((await run<{ value: number }>('datetime.difference', { ...across, unit: 'hours' })).value, 23);
  const deadline = await run<{ value: number; breakdown: unknown; unit: string }>('datetime.difference', { from: 'now', to: '2026-03-10T18:00:00Z' });
  assert.equal(deadline.unit, 'days');
  assert.equal(deadline.value, 3.163087); // 3 days 3:54:50.75
  assert.deepEqual(deadline.breakdown, { days: 3, hours: 3, minutes: 54, seconds: 50 });
  assert.equal((await run<{ value: number }>('datetime.difference', { from: '2025-01-15', to: '2025-03-14', unit: 'months' })).value, 1);
  assert.equal((await run<{ value: number }>('datetime.difference', { from: '2025-03-14', to: '2025-01-15', unit: 'months' })).value, -1);
  assert.equal((await run<{ value: number }>('datetime.difference', { from: '1990-06-15', to: '2026-06-14', unit: 'years' })).value, 35);
  const past = await run<{ value: number; breakdown: { days: number } }>('datetime.difference', { from: '2026-03-08T00:00:00Z', to: '2026-03-06T00:00:00Z', unit: 'weeks' });
  assert.equal(past.value, -0.285714);
  assert.equal(past.breakdown.days, -2);
});

test('convert_timezone applies the offset valid on that date', async () => {
  const summer = await run<{ from: { iso: string }; to: { iso: string; weekday: string } }>('datetime.convert_timezone', { timestamp: '2026-07-01T15:00', fromTimeZone: 'America/New_York', toTimeZone: 'Asia/Tokyo' });
  assert.equal(summer.from.iso, '2026-07-01T15:00:00-04:00');
  assert.equal(summer.to.iso, '2026-07-02T04:00:00+09:00');
  assert.equal(summer.to.weekday, 'Thursday');
  const winter = await run<{ to: { iso: string } }>('datetime.convert_timezone', { timestamp: '2026-01-15T15:00:00-05:00', toTimeZone: 'Europe/London' });
  assert.equal(winter.to.iso, '2026-01-15T20:00:00+00:00');
});

test('bad zones, timestamps and arguments are invalid_input', async () => {
  await rejectsWith('datetime.now', { timeZone: 'Mars/Olympus_Mons' }, /IANA/);
  await rejectsWith('datetime.convert_timezone', { timestamp: 'now', toTimeZone: 'Nowhere' }, /toTimeZone/);
  await rejectsWith('datetime.add', { timestamp: 'next tuesday', days: 1 }, /ISO 8601/);
  await rejectsWith('datetime.add', { timestamp: '2026-02-30', days: 1 }, /ISO 8601/);
  await rejectsWith('datetime.add', { timestamp: 'now' }, /at least one/);
  await rejectsWith('datetime.add', { timestamp: 'now', days: 1.5 }, /integer/);
  await rejectsWith('datetime.difference', { from: 'now' }, /missing required field to/);
  await rejectsWith('datetime.difference', { from: 'now', to: 'now', unit: 'fortnights' }, /unit/);
});
