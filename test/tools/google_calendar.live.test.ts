import { test, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createLiveApi } from '../../src/tools/live-http.ts';
import { ToolError } from '../../src/tools/tool-error.ts';
import type { ToolDef } from '../../src/tools/types.ts';
import { startRoutedDouble, type RoutedRequest } from '../helpers/routed-double.ts';
import type { Reply } from '../helpers/provider-double.ts';
import { googleCalendarTools } from '../../src/tools/builtin/google_calendar/service.ts';

// A Calendar API v3 double: records requests, answers from per-test routes, 404s anything else.
type Seen = RoutedRequest;
const double = await startRoutedDouble({
  prefix: '/calendar/v3',
  unrouted: { status: 404, body: { error: { code: 404, message: 'Not Found', errors: [{ domain: 'global', reason: 'notFound' }] } } },
  contentType: 'application/json; charset=UTF-8',
  emptyBody: {},
});
const { seen, routes, baseUrl } = double;
after(() => double.close());
beforeEach(() => double.reset());

const tool = (name: string): ToolDef => googleCalendarTools.find((t) => t.name === name)!;
const call = async (name: string, input: Record<string, unknown>) => (await tool(name).live(input, createLiveApi({ baseUrl, accessToken: 'ya29.test' }))) as Record<string, unknown>;

function only(): Seen {
  assert.equal(seen.length, 1, 'exactly one request');
  assert.equal(seen[0].headers.authorization, 'Bearer ya29.test');
  return seen[0];
}

const apiEvent = {
  kind: 'calendar#event',
  etag: '"3181161784712000"',
  id: 'abc123def456',
  status: 'confirmed',
  htmlLink: 'https://www.google.com/calendar/event?eid=YWJj',
  created: '2025-03-01T10:00:00.000Z',
  updated: '2025-03-01T10:00:00.000Z',
  summary: 'Design review',
  location: 'Room A',
  creator: { email: 'jordan@example.com', self: true },
  organizer: { email: 'jordan@example.com', self: true },
  start: { dateTime: '2025-03-14T10:00:00-04:00', timeZone: 'America/New_York' },
  end: { dateTime: '2025-03-14T11:00:00-04:00', timeZone: 'America/New_York' },
  iCalUID: 'abc123def456@google.com',
  sequence: 0,
  attendees: [{ email: 'chen@example.com', responseStatus: 'accepted' }],
  reminders: { useDefault: true },
  eventType: 'default',
};

test('list_calendars reads users/me/calendarList', async () => {
  routes['GET /users/me/calendarList'] = () => ({ body: { kind: 'calendar#calendarList', items: [{ kind: 'calendar#calendarListEntry', id: 'jordan@example.com', summary: 'jordan@example.com', timeZone: 'America/New_York', accessRole: 'owner', primary: true, backgroundColor: '#9fc6e7' }], nextPageToken: 'p2' } });
  const out = await call('google_calendar.list_calendars', { maxResults: 10 });
  assert.equal(only().query.get('maxResults'), '10');
  assert.deepEqual(out, { items: [{ id: 'jordan@example.com', summary: 'jordan@example.com', description: undefined, timeZone: 'America/New_York', primary: true, accessRole: 'owner' }], nextPageToken: 'p2' });
});

test('list_events expands instances, orders by start and sends the window with an offset', async () => {
  routes['GET /calendars/team%40example.com/events'] = () => ({ body: { kind: 'calendar#events', summary: 'Team', timeZone: 'Europe/Paris', items: [apiEvent] } });
  const out = (await call('google_calendar.list_events', { calendarId: 'team@example.com', timeMin: '2025-03-14', timeMax: '2025-03-15T00:00:00', timeZone: 'Europe/Paris', q: 'review' })) as { items: { id: string; summary: string; attendees: unknown[] }[]; timeZone: string };
  const req = only();
  assert.equal(req.query.get('timeMin'), '2025-03-14T00:00:00+01:00');
  assert.equal(req.query.get('timeMax'), '2025-03-15T00:00:00+01:00');
  assert.equal(req.query.get('singleEvents'), 'true');
  assert.equal(req.query.get('orderBy'), 'startTime');
  assert.equal(req.query.get('q'), 'review');
  assert.equal(req.query.get('timeZone'), 'Europe/Paris');
  assert.equal(out.timeZone, 'Europe/Paris');
  assert.equal(out.items[0].id, 'abc123def456');
  assert.deepEqual(out.items[0].attendees, [{ email: 'chen@example.com', displayName: undefined, responseStatus: 'accepted', organizer: undefined, self: undefined, optional: undefined }]);
  assert.equal('etag' in out.items[0], false, 'trimmed to useful fields');
});

test('get_event reads one event', async () => {
  routes['GET /calendars/primary/events/abc123def456'] = () => ({ body: apiEvent });
  const out = await call('google_calendar.get_event', { eventId: 'abc123def456' });
  only();
  assert.equal(out.summary, 'Design review');
  assert.deepEqual(out.start, apiEvent.start);
});

test('create_event posts an Event resource with attendees, zone and a Meet request', async () => {
  routes['POST /calendars/primary/events'] = (req) => ({ body: { ...apiEvent, ...JSON.parse(req.body), id: 'new1', hangoutLink: 'https://meet.google.com/xyz-abcd-efg' } });
  const out = await call('google_calendar.create_event', { summary: 'Kickoff', start: '2025-03-14T10:00:00', end: '2025-03-14T10:30:00', timeZone: 'America/New_York', attendees: ['a@example.com'], description: 'Agenda', addGoogleMeet: true });
  const req = only();
  assert.equal(req.query.get('sendUpdates'), 'all');
  assert.equal(req.query.get('conferenceDataVersion'), '1');
  const body = JSON.parse(req.body) as Record<string, unknown> & { conferenceData: { createRequest: { requestId: string; conferenceSolutionKey: { type: string } } } };
  assert.deepEqual(body.start, { dateTime: '2025-03-14T10:00:00', timeZone: 'America/New_York' });
  assert.deepEqual(body.end, { dateTime: '2025-03-14T10:30:00', timeZone: 'America/New_York' });
  assert.deepEqual(body.attendees, [{ email: 'a@example.com' }]);
  assert.equal(body.summary, 'Kickoff');
  assert.equal(body.description, 'Agenda');
  assert.equal(body.conferenceData.createRequest.conferenceSolutionKey.type, 'hangoutsMeet');
  assert.ok(body.conferenceData.createRequest.requestId.length > 8);
  assert.equal(out.id, 'new1');
  assert.equal(out.hangoutLink, 'https://meet.google.com/xyz-abcd-efg');
});

test('update_event patches only the given fields; delete_event sends DELETE', async () => {
  routes['PATCH /calendars/primary/events/abc123def456'] = (req) => ({ body: { ...apiEvent, ...JSON.parse(req.body) } });
  const out = await call('google_calendar.update_event', { eventId: 'abc123def456', start: '2025-03-15', end: '2025-03-16', sendUpdates: 'none' });
  const req = only();
  assert.deepEqual(JSON.parse(req.body), { start: { date: '2025-03-15' }, end: { date: '2025-03-16' } });
  assert.equal(req.query.get('sendUpdates'), 'none');
  assert.deepEqual(out.start, { date: '2025-03-15' });
  seen.length = 0;
  routes['DELETE /calendars/primary/events/abc123def456'] = () => ({ status: 204 });
  const deleted = await call('google_calendar.delete_event', { eventId: 'abc123def456' });
  assert.equal(only().method, 'DELETE');
  assert.deepEqual(deleted, { id: 'abc123def456', calendarId: 'primary', deleted: true });
});

test('find_free_busy posts a freeBusy query and keeps per-calendar errors', async () => {
  routes['POST /freeBusy'] = () => ({
    body: {
      kind: 'calendar#freeBusy',
      timeMin: '2025-03-14T13:00:00.000Z',
      timeMax: '2025-03-14T21:00:00.000Z',
      calendars: { primary: { busy: [{ start: '2025-03-14T14:00:00Z', end: '2025-03-14T15:00:00Z' }] }, 'x@example.com': { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] } },
    },
  });
  const out = await call('google_calendar.find_free_busy', { timeMin: '2025-03-14T09:00:00-04:00', timeMax: '2025-03-14T17:00:00-04:00', items: ['primary', 'x@example.com'] });
  assert.deepEqual(JSON.parse(only().body), { timeMin: '2025-03-14T13:00:00Z', timeMax: '2025-03-14T21:00:00Z', items: [{ id: 'primary' }, { id: 'x@example.com' }] });
  assert.deepEqual(out.calendars, { primary: { busy: [{ start: '2025-03-14T14:00:00Z', end: '2025-03-14T15:00:00Z' }] }, 'x@example.com': { busy: [], errors: [{ domain: 'global', reason: 'notFound' }] } });
});

test("a calendar given by name is looked up in the calendar list; 'primary' and addresses are used as given", async () => {
  const offsites = { id: 'c0ffee@group.calendar.google.com', summary: 'Team offsites', timeZone: 'Europe/Paris', accessRole: 'owner' };
  routes['GET /users/me/calendarList'] = (req) =>
    req.query.get('pageToken') === 'p2' ? { body: { items: [offsites] } } : { body: { items: [{ id: 'jordan@example.com', summary: 'jordan@example.com', primary: true }], nextPageToken: 'p2' } };
  routes['GET /calendars/c0ffee%40group.calendar.google.com/events'] = () => ({ body: { summary: 'Team offsites', items: [apiEvent] } });
  routes['POST /calendars/c0ffee%40group.calendar.google.com/events'] = () => ({ body: apiEvent });
  const listed = await call('google_calendar.list_events', { calendarId: 'team offsites' });
  assert.deepEqual(seen.map((r) => [r.method, r.path, r.query.get('pageToken')]), [['GET', '/users/me/calendarList', null], ['GET', '/users/me/calendarList', 'p2'], ['GET', '/calendars/c0ffee%40group.calendar.google.com/events', null]]);
  assert.equal(listed.summary, 'Team offsites');
  seen.length = 0;
  await call('google_calendar.create_event', { calendarId: 'Team offsites', summary: 'Lisbon', start: '2025-03-14', end: '2025-03-15' });
  assert.deepEqual(seen.map((r) => r.path).at(-1), '/calendars/c0ffee%40group.calendar.google.com/events');

  // No lookup for 'primary' or an address.
  routes['GET /calendars/primary/events'] = () => ({ body: { items: [] } });
  routes['GET /calendars/ops%40example.com/events'] = () => ({ body: { items: [] } });
  seen.length = 0;
  await call('google_calendar.list_events', { calendarId: 'primary' });
  await call('google_calendar.list_events', { calendarId: 'ops@example.com' });
  assert.deepEqual(seen.map((r) => r.path), ['/calendars/primary/events', '/calendars/ops%40example.com/events']);

  // Free/busy answers under the names asked for.
  routes['POST /freeBusy'] = () => ({ body: { timeMin: '2025-03-14T13:00:00.000Z', timeMax: '2025-03-14T21:00:00.000Z', calendars: { 'c0ffee@group.calendar.google.com': { busy: [] } } } });
  const fb = await call('google_calendar.find_free_busy', { timeMin: '2025-03-14T13:00:00Z', timeMax: '2025-03-14T21:00:00Z', items: ['Team offsites'] });
  assert.deepEqual(JSON.parse(seen.at(-1)!.body).items, [{ id: 'c0ffee@group.calendar.google.com' }]);
  assert.deepEqual(fb.calendars, { 'Team offsites': { busy: [] } });

  // A name the list does not have is not_found, naming it.
  await assert.rejects(call('google_calendar.list_events', { calendarId: 'Moon base' }), (err: unknown) => err instanceof ToolError && err.kind === 'not_found' && /"Moon base"/.test(err.message));
});

async function failsWith(reply: Reply, kind: string, retryAfterSeconds?: number) {
  routes['GET /calendars/primary/events/e1'] = () => reply;
  await assert.rejects(call('google_calendar.get_event', { eventId: 'e1' }), (err: unknown) => {
    assert.ok(err instanceof ToolError);
    assert.equal(err.kind, kind, err.message);
    if (retryAfterSeconds !== undefined) assert.equal(err.retryAfterSeconds, retryAfterSeconds);
    return true;
  });
}

const googleError = (code: number, message: string, reason: string) => ({ error: { code, message, errors: [{ domain: 'global', reason, message }] } });

test('HTTP failures map to ToolError kinds', async () => {
  await failsWith({ status: 401, body: googleError(401, 'Invalid Credentials', 'authError') }, 'invalid_credentials');
  await failsWith({ status: 403, body: googleError(403, 'Request had insufficient authentication scopes.', 'insufficientPermissions') }, 'permission_denied');
  await failsWith({ status: 403, body: googleError(403, 'Rate Limit Exceeded', 'rateLimitExceeded') }, 'rate_limited');
  await failsWith({ status: 404, body: googleError(404, 'Not Found', 'notFound') }, 'not_found');
  await failsWith({ status: 410, body: googleError(410, 'Resource has been deleted', 'deleted') }, 'not_found');
  await failsWith({ status: 429, headers: { 'retry-after': '12' }, body: googleError(429, 'Too many requests', 'rateLimitExceeded') }, 'rate_limited', 12);
  await failsWith({ status: 500, body: googleError(500, 'Backend Error', 'backendError') }, 'service_unavailable');
});

test('invalid input never reaches Google', async () => {
  await assert.rejects(call('google_calendar.create_event', { start: '2025-03-14T10:00:00', end: '2025-03-14T11:00:00' }), (err: unknown) => err instanceof ToolError && err.kind === 'invalid_input');
  await assert.rejects(call('google_calendar.get_event', {}), (err: unknown) => err instanceof ToolError && err.kind === 'invalid_input');
  assert.equal(seen.length, 0);
});
