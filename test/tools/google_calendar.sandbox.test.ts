import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SandboxWorld, ToolDef } from '../../src/tools/types.ts';
import { rejectsWithToolError as rejectsWith } from '../helpers/tool-errors.ts';
import { sandboxWorld } from '../helpers/sandbox-world.ts';
import { googleCalendarService, googleCalendarTools } from '../../src/tools/builtin/google_calendar/service.ts';

const NOW = new Date('2026-03-11T15:30:00Z'); // Wednesday; New York is on daylight time (UTC-4)

function world(userId = 'user_1'): SandboxWorld {
  return sandboxWorld({ userId, state: googleCalendarService.sandboxSeed(userId), now: () => NOW, id: (prefix, n) => `${prefix}${n}` });
}

const tool = (name: string): ToolDef => googleCalendarTools.find((t) => t.name === name)!;
type Any = Record<string, unknown> & { items?: Event[] };
type Event = { id: string; summary?: string; start: { dateTime?: string; date?: string; timeZone?: string }; end: { dateTime?: string; date?: string }; status: string; attendees?: { email: string; responseStatus: string }[] };
const call = async (name: string, input: unknown, w: SandboxWorld) => (await tool(name).sandbox(input as Record<string, unknown>, w)) as Any;

test('the seed is deterministic per user', () => {
  assert.deepEqual(googleCalendarService.sandboxSeed('u1'), googleCalendarService.sandboxSeed('u1'));
  assert.notDeepEqual(googleCalendarService.sandboxSeed('u1'), googleCalendarService.sandboxSeed('u2'));
});

test('list_calendars returns the primary and a shared calendar', async () => {
  const { items } = (await call('google_calendar.list_calendars', {}, world())) as unknown as { items: { primary: boolean; accessRole: string; timeZone: string }[] };
  assert.equal(items.filter((c) => c.primary).length, 1);
  assert.ok(items.some((c) => c.accessRole === 'reader'));
  assert.equal(items.find((c) => c.primary)?.timeZone, 'America/New_York');
});

test('seeded events fall in the current week, keep their wall-clock time, and are ordered', async () => {
  const w = world();
  const { items } = await call('google_calendar.list_events', { timeMin: '2026-03-09', timeMax: '2026-03-14', timeZone: 'America/New_York' }, w);
  assert.ok(items && items.length >= 8, `found ${items?.length}`);
  const standups = items.filter((e) => e.summary === 'Team stand-up');
  assert.equal(standups.length, 5);
  // 09:30 in New York both before (EST, -05:00) and after (EDT, -04:00) the 8 March 2026 DST change.
  for (const e of standups) assert.match(e.start.dateTime ?? '', /T09:30:00-0[45]:00$/);
  assert.match(standups[0].start.dateTime ?? '', /^2026-03-09T09:30:00-04:00$/);
  const starts = items.map((e) => Date.parse(e.start.dateTime ?? `${e.start.date}T00:00:00Z`));
  assert.deepEqual(starts, [...starts].sort((a, b) => a - b));
  const found = await call('google_calendar.list_events', { q: 'roadmap' }, w);
  assert.deepEqual(found.items?.map((e) => e.summary), ['Product roadmap review']);
});

test('a created event is listed, readable, and blocks free/busy for the user and the invitees', async () => {
  const w = world();
  const created = await call('google_calendar.create_event', { summary: 'Budget sync', start: '2026-03-12T13:00:00', end: '2026-03-12T13:45:00', timeZone: 'Europe/Paris', attendees: ['sara.okafor@northwind.example', 'new.partner@example.com'] }, w);
  assert.equal(created.summary, 'Budget sync');
  assert.deepEqual(created.start, { dateTime: '2026-03-12T13:00:00+01:00', timeZone: 'Europe/Paris' });
  const listed = await call('google_calendar.list_events', { timeMin: '2026-03-12T12:00:00Z', timeMax: '2026-03-12T13:00:00Z' }, w);
  assert.ok(listed.items?.some((e) => e.id === created.id));
  const got = await call('google_calendar.get_event', { eventId: created.id }, w);
  assert.deepEqual((got.attendees as { responseStatus: string }[]).map((a) => a.responseStatus), ['needsAction', 'needsAction']);
  const fb = await call('google_calendar.find_free_busy', { timeMin: '2026-03-12T11:00:00Z', timeMax: '2026-03-12T13:00:00Z', items: ['primary', 'new.partner@example.com', 'nobody@nowhere.example'] }, w);
  const calendars = fb.calendars as Record<string, { busy: { start: string; end: string }[]; errors?: unknown[] }>;
  assert.deepEqual(calendars.primary.busy, [{ start: '2026-03-12T12:00:00Z', end: '2026-03-12T12:45:00Z' }]);
  assert.deepEqual(calendars['new.partner@example.com'].busy, [{ start: '2026-03-12T12:00:00Z', end: '2026-03-12T12:45:00Z' }]);
  // Anyone's address answers (G5): their calendar is made on first reference, busy elsewhere that day.
  assert.deepEqual(calendars['nobody@nowhere.example'], { busy: [] });
});

test('free/busy merges overlapping events and clips to the window', async () => {
  const w = world();
  await call('google_calendar.create_event', { start: '2026-03-13T10:00:00-04:00', end: '2026-03-13T11:00:00-04:00' }, w);
  await call('google_calendar.create_event', { start: '2026-03-13T10:30:00-04:00', end: '2026-03-13T12:00:00-04:00' }, w);
  const fb = await call('google_calendar.find_free_busy', { timeMin: '2026-03-13T10:15:00', timeMax: '2026-03-13T18:00:00', items: ['primary'], timeZone: 'America/New_York' }, w);
  const busy = (fb.calendars as Record<string, { busy: unknown[] }>).primary.busy;
  assert.deepEqual(busy, [
    { start: '2026-03-13T10:15:00-04:00', end: '2026-03-13T12:00:00-04:00' },
    { start: '2026-03-13T15:00:00-04:00', end: '2026-03-13T16:00:00-04:00' }, // the seeded all-hands
  ]);
});

test('update reschedules, delete cancels; both then show in list and get', async () => {
  const w = world();
  const created = await call('google_calendar.create_event', { summary: 'Draft', start: '2026-03-16', end: '2026-03-17' }, w);
  assert.deepEqual(created.start, { date: '2026-03-16' });
  const moved = await call('google_calendar.update_event', { eventId: created.id, summary: 'Planning day', start: '2026-03-18', end: '2026-03-19' }, w);
  assert.equal(moved.summary, 'Planning day');
  assert.deepEqual(moved.start, { date: '2026-03-18' });
  const before = await call('google_calendar.list_events', { timeMin: '2026-03-18T00:00:00-04:00', timeMax: '2026-03-19T00:00:00-04:00', q: 'planning' }, w);
  assert.deepEqual(before.items?.map((e) => e.id), [created.id]);
  const deleted = await call('google_calendar.delete_event', { eventId: created.id }, w);
  assert.deepEqual(deleted, { id: created.id, calendarId: 'primary', deleted: true });
  const after = await call('google_calendar.list_events', { q: 'planning' }, w);
  assert.deepEqual(after.items, []);
  assert.equal((await call('google_calendar.get_event', { eventId: created.id }, w)).status, 'cancelled');
  await rejectsWith(() => call('google_calendar.delete_event', { eventId: created.id }, w), 'not_found');
});

test('rule violations and unknown ids', async () => {
  const w = world();
  await rejectsWith(() => call('google_calendar.get_event', { eventId: 'nope' }, w), 'not_found', /Event nope was not found in calendar jordan.lee@northwind.example/);
  await rejectsWith(() => call('google_calendar.list_events', { calendarId: ' ' }, w), 'not_found', /Calendar\s+was not found/);
  await rejectsWith(() => call('google_calendar.create_event', { summary: 'x', end: '2026-03-12T10:00:00Z' }, w), 'invalid_input', /missing required field start/);
  await rejectsWith(() => call('google_calendar.create_event', { start: '2026-03-12T10:00:00', end: '2026-03-12T11:00:00' }, w), 'invalid_input', /offset/);
  await rejectsWith(() => call('google_calendar.create_event', { start: '2026-03-12T11:00:00Z', end: '2026-03-12T10:00:00Z' }, w), 'invalid_input', /empty/);
  await rejectsWith(() => call('google_calendar.create_event', { start: '2026-03-12T10:00', end: '2026-03-12T11:00', timeZone: 'Mars/Olympus' }, w), 'invalid_input', /IANA/);
  await rejectsWith(() => call('google_calendar.create_event', { start: '2026-03-12T10:00Z', end: '2026-03-12T11:00Z', attendees: ['not an email'] }, w), 'invalid_input');
  await rejectsWith(() => call('google_calendar.update_event', { eventId: 'x' }, w), 'invalid_input', /at least one/);
  await rejectsWith(() => call('google_calendar.find_free_busy', { timeMin: '2026-03-12', timeMax: '2026-03-13' }, w), 'invalid_input', /items/);
  const holidays = (await call('google_calendar.list_calendars', {}, w)) as unknown as { items: { id: string; primary: boolean }[] };
  const shared = holidays.items.find((c) => !c.primary)!.id;
  await rejectsWith(() => call('google_calendar.create_event', { calendarId: shared, start: '2026-03-12', end: '2026-03-13' }, w), 'permission_denied');
});

test('a calendar nobody seeded is created on first reference, the same for every user (G5)', async () => {
  const [alice, bob] = [world('user_1'), world('user_2')];
  const week = { timeMin: '2026-03-09T00:00:00Z', timeMax: '2026-03-16T00:00:00Z' };
  const first = await call('google_calendar.list_events', { calendarId: 'Team offsites', ...week }, alice);
  assert.ok((first.items?.length ?? 0) >= 3, 'a few events this week');
  assert.deepEqual(await call('google_calendar.list_events', { calendarId: 'Team offsites', ...week }, bob), first);
  assert.deepEqual(await call('google_calendar.list_events', { calendarId: 'TEAM OFFSITES', ...week }, alice), first, 'names are case-insensitive');
  const list = (await call('google_calendar.list_calendars', {}, alice)) as unknown as { items: { id: string; summary: string; accessRole: string; primary: boolean }[] };
  const offsites = list.items.find((c) => c.summary === 'Team offsites');
  assert.equal(offsites?.accessRole, 'owner');
  assert.match(offsites?.id ?? '', /@group\.calendar\.google\.com$/);
  assert.ok(list.items.some((c) => c.primary));

  // The second reference (by name or id) sees the first one's writes; another user does not.
  const created = await call('google_calendar.create_event', { calendarId: 'Team offsites', summary: 'Lisbon trip', start: '2026-03-13', end: '2026-03-14' }, alice);
  const again = await call('google_calendar.list_events', { calendarId: offsites!.id, q: 'Lisbon' }, alice);
  assert.deepEqual(again.items?.map((e) => e.id), [created.id]);
  assert.deepEqual((await call('google_calendar.list_events', { calendarId: 'Team offsites', q: 'Lisbon' }, bob)).items, []);

  // An address is a calendar shared with the user; free/busy of a person's address needs no list entry.
  const shared = await call('google_calendar.list_events', { calendarId: 'ops-oncall@northwind.example', ...week }, alice);
  assert.deepEqual(await call('google_calendar.list_events', { calendarId: 'ops-oncall@northwind.example', ...week }, bob), shared);
  const afterShared = (await call('google_calendar.list_calendars', {}, alice)) as unknown as { items: { id: string; accessRole: string }[] };
  assert.equal(afterShared.items.find((c) => c.id === 'ops-oncall@northwind.example')?.accessRole, 'writer');
  const fb = async (w: SandboxWorld) => (await call('google_calendar.find_free_busy', { ...week, items: ['li@northwind.example'] }, w)).calendars;
  assert.deepEqual(await fb(alice), await fb(bob));
  const busy = ((await fb(alice)) as Record<string, { busy: unknown[] }>)['li@northwind.example'].busy;
  assert.ok(busy.length >= 3);
  const listedAfter = (await call('google_calendar.list_calendars', {}, alice)) as unknown as { items: { id: string }[] };
  assert.ok(!listedAfter.items.some((c) => c.id === 'li@northwind.example'));
});

test("calendars are named 'primary', by the user's address, by id or by their name", async () => {
  const w = world();
  const week = { timeMin: '2026-03-09T00:00:00Z', timeMax: '2026-03-23T00:00:00Z' };
  const primary = await call('google_calendar.list_events', { ...week }, w);
  assert.deepEqual(await call('google_calendar.list_events', { calendarId: 'jordan.lee@northwind.example', ...week }, w), primary);
  const byName = await call('google_calendar.list_events', { calendarId: 'holidays in united states', ...week }, w);
  assert.deepEqual(byName.items?.map((e) => e.summary), ['Company holiday']);
  const fb = await call('google_calendar.find_free_busy', { ...week, items: ['Holidays in United States'] }, w);
  assert.deepEqual((fb.calendars as Record<string, { busy: unknown[] }>)['Holidays in United States'].busy, [], 'a transparent all-day event is not busy');
  const list = (await call('google_calendar.list_calendars', {}, w)) as unknown as { items: unknown[] };
  assert.equal(list.items.length, 2, 'naming a listed calendar creates nothing');
});
