import { test, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createLiveApi } from '../../src/tools/live-http.ts';
import { ToolError } from '../../src/tools/tool-error.ts';
import type { ToolDef } from '../../src/tools/types.ts';
import { startRoutedDouble, type RoutedRequest } from '../helpers/routed-double.ts';
import type { Reply } from '../helpers/provider-double.ts';
import { slackTools } from '../../src/tools/builtin/slack/service.ts';

// A Slack Web API double: it records every request and answers from routes set per test.
type Seen = RoutedRequest;
const double = await startRoutedDouble({
  prefix: '/api',
  unrouted: { body: { ok: false, error: 'unknown_method' } },
  contentType: 'application/json; charset=utf-8',
  emptyBody: { ok: true },
});
const { seen, routes, baseUrl } = double;
after(() => double.close());
beforeEach(() => double.reset());

const api = () => createLiveApi({ baseUrl, accessToken: 'xoxp-test-token' });
const tool = (name: string): ToolDef => slackTools.find((t) => t.name === name)!;
const call = async (name: string, input: Record<string, unknown>) => (await tool(name).live(input, api())) as Record<string, unknown>;

function only(): Seen {
  assert.equal(seen.length, 1, 'exactly one request');
  assert.equal(seen[0].headers.authorization, 'Bearer xoxp-test-token');
  return seen[0];
}

function jsonBody(req: Seen): Record<string, unknown> {
  assert.match(String(req.headers['content-type']), /^application\/json; charset=utf-8$/);
  return JSON.parse(req.body) as Record<string, unknown>;
}

const apiChannel = { id: 'C012AB3CD', name: 'general', is_channel: true, is_private: false, is_archived: false, created: 1449252889, creator: 'U012A3CDE', num_members: 23, topic: { value: 'Company-wide announcements', creator: 'U012A3CDE', last_set: 1449709352 }, purpose: { value: 'Workspace-wide talk', creator: '', last_set: 0 } };

test('list_channels calls conversations.list and maps channels', async () => {
  routes['GET /conversations.list'] = () => ({ body: { ok: true, channels: [apiChannel], response_metadata: { next_cursor: 'dGVhbTpDMDYxRkE1UEI=' } } });
  const out = await call('slack.list_channels', { types: ['public_channel', 'private_channel'], limit: 50 });
  const req = only();
  assert.equal(req.query.get('types'), 'public_channel,private_channel');
  assert.equal(req.query.get('limit'), '50');
  assert.equal(req.query.get('exclude_archived'), 'true');
  assert.deepEqual(out, {
    channels: [{ id: 'C012AB3CD', name: 'general', is_private: false, is_archived: false, created: 1449252889, creator: 'U012A3CDE', num_members: 23, topic: 'Company-wide announcements', purpose: 'Workspace-wide talk' }],
    next_cursor: 'dGVhbTpDMDYxRkE1UEI=',
  });
});

test('create_channel posts JSON to conversations.create', async () => {
  routes['POST /conversations.create'] = (req) => ({ body: { ok: true, channel: { ...apiChannel, id: 'C0NEW', name: JSON.parse(req.body).name, num_members: 1 } } });
  const out = (await call('slack.create_channel', { name: 'launch-q3' })) as { channel: { id: string; name: string } };
  assert.deepEqual(jsonBody(only()), { name: 'launch-q3', is_private: false });
  assert.equal(out.channel.id, 'C0NEW');
  assert.equal(out.channel.name, 'launch-q3');
});

test('post_message and reply_in_thread call chat.postMessage', async () => {
  routes['POST /chat.postMessage'] = (req) => {
    const body = JSON.parse(req.body) as { channel: string; text: string; thread_ts?: string };
    return { body: { ok: true, channel: body.channel, ts: '1503435956.000247', message: { type: 'message', user: 'U012A3CDE', text: body.text, ts: '1503435956.000247', thread_ts: body.thread_ts } } };
  };
  const posted = await call('slack.post_message', { channel: 'C012AB3CD', text: 'Hello <@U024BE7LH>' });
  assert.deepEqual(jsonBody(only()), { channel: 'C012AB3CD', text: 'Hello <@U024BE7LH>' });
  assert.deepEqual(posted, { channel: 'C012AB3CD', ts: '1503435956.000247', message: { ts: '1503435956.000247', user: 'U012A3CDE', text: 'Hello <@U024BE7LH>', subtype: undefined, thread_ts: undefined, reply_count: undefined, reactions: undefined } });
  seen.length = 0;
  const reply = (await call('slack.reply_in_thread', { channel: 'C012AB3CD', thread_ts: '1503435000.000100', text: 'On it', reply_broadcast: true })) as { message: { thread_ts: string } };
  assert.deepEqual(jsonBody(only()), { channel: 'C012AB3CD', thread_ts: '1503435000.000100', text: 'On it', reply_broadcast: true });
  assert.equal(reply.message.thread_ts, '1503435000.000100');
});

test('list_messages reads conversations.history, or conversations.replies for a thread', async () => {
  const messages = [{ type: 'message', user: 'U012AB3CDE', text: 'I find you punny', ts: '1512104434.000490', reactions: [{ name: 'laughing', users: ['U0G9QF9C6'], count: 1 }] }];
  routes['GET /conversations.history'] = () => ({ body: { ok: true, messages, has_more: true, response_metadata: { next_cursor: 'bmV4dF90czoxNTEyMDg1ODYxMDAwNTQz' } } });
  routes['GET /conversations.replies'] = () => ({ body: { ok: true, messages, has_more: false } });
  const history = (await call('slack.list_messages', { channel: 'C012AB3CD', oldest: '1512000000', limit: 5 })) as { messages: { text: string; reactions: unknown[] }[]; has_more: boolean; next_cursor: string };
  const req = only();
  assert.equal(req.query.get('channel'), 'C012AB3CD');
  assert.equal(req.query.get('oldest'), '1512000000');
  assert.equal(req.query.get('limit'), '5');
  assert.equal(req.query.has('latest'), false);
  assert.equal(history.messages[0].text, 'I find you punny');
  assert.deepEqual(history.messages[0].reactions, [{ name: 'laughing', count: 1, users: ['U0G9QF9C6'] }]);
  assert.equal(history.has_more, true);
  assert.equal(history.next_cursor, 'bmV4dF90czoxNTEyMDg1ODYxMDAwNTQz');
  seen.length = 0;
  const thread = (await call('slack.list_messages', { channel: 'C012AB3CD', thread_ts: '1512104434.000490' })) as { has_more: boolean };
  assert.equal(only().path, '/conversations.replies');
  assert.equal(seen[0].query.get('ts'), '1512104434.000490');
  assert.equal(thread.has_more, false);
});

test('search_messages calls search.messages and flattens matches', async () => {
  routes['GET /search.messages'] = (req) => ({
    body: {
      ok: true,
      query: req.query.get('query'),
      messages: {
        total: 1,
        paging: { count: 20, total: 1, page: 1, pages: 1 },
        matches: [{ iid: 'cb64bdaa', team: 'T12345', channel: { id: 'C12345', name: 'general', is_private: false }, type: 'message', user: 'U2U85N1RZ', username: 'roach', ts: '1508284197.000015', text: 'The meeting is cancelled', permalink: 'https://example.slack.com/archives/C12345/p1508284197000015' }],
      },
    },
  });
  const out = await call('slack.search_messages', { query: 'meeting in:#general', sort: 'timestamp' });
  const req = only();
  assert.equal(req.query.get('query'), 'meeting in:#general');
  assert.equal(req.query.get('sort'), 'timestamp');
  assert.equal(req.query.get('count'), '20');
  assert.deepEqual(out, {
    query: 'meeting in:#general',
    total: 1,
    page: 1,
    pages: 1,
    matches: [{ channel: { id: 'C12345', name: 'general' }, ts: '1508284197.000015', user: 'U2U85N1RZ', username: 'roach', text: 'The meeting is cancelled', permalink: 'https://example.slack.com/archives/C12345/p1508284197000015' }],
  });
});

test('list_users calls users.list; add_reaction posts reactions.add without colons', async () => {
  routes['GET /users.list'] = () => ({ body: { ok: true, members: [{ id: 'W012A3CDE', team_id: 'T012AB3C4', name: 'spengler', deleted: false, real_name: 'Egon Spengler', tz: 'America/Los_Angeles', is_bot: false, profile: { real_name: 'Egon Spengler', display_name: 'spengler', title: 'Ghostbuster', email: 'spengler@ghostbusters.example.com' } }], response_metadata: { next_cursor: '' } } });
  const users = (await call('slack.list_users', {})) as { members: Record<string, unknown>[]; next_cursor?: string };
  assert.equal(only().query.get('limit'), '200');
  assert.deepEqual(users.members[0], { id: 'W012A3CDE', name: 'spengler', real_name: 'Egon Spengler', display_name: 'spengler', title: 'Ghostbuster', email: 'spengler@ghostbusters.example.com', tz: 'America/Los_Angeles', is_bot: false, deleted: false });
  assert.equal(users.next_cursor, undefined);
  seen.length = 0;
  routes['POST /reactions.add'] = () => ({ body: { ok: true } });
  const out = await call('slack.add_reaction', { channel: 'C012AB3CD', timestamp: '1234567890.123456', name: ':thumbsup:' });
  assert.deepEqual(jsonBody(only()), { channel: 'C012AB3CD', timestamp: '1234567890.123456', name: 'thumbsup' });
  assert.deepEqual(out, { ok: true, channel: 'C012AB3CD', timestamp: '1234567890.123456', name: 'thumbsup' });
});

test('a channel given by name: posts send the bare name, reads and reactions look the id up first', async () => {
  routes['POST /chat.postMessage'] = (req) => ({ body: { ok: true, channel: 'C012AB3CD', ts: '1503435956.000247', message: { type: 'message', user: 'U1', text: JSON.parse(req.body).text, ts: '1503435956.000247' } } });
  await call('slack.post_message', { channel: '#general', text: 'hi' });
  assert.equal(jsonBody(only()).channel, 'general');
  seen.length = 0;
  await call('slack.reply_in_thread', { channel: 'General', thread_ts: '1503435956.000247', text: 'hi' });
  assert.equal(jsonBody(only()).channel, 'general');

  // conversations.list pages until the name turns up; then the call goes to its id.
  routes['GET /conversations.list'] = (req) =>
    req.query.get('cursor') === 'page2'
      ? { body: { ok: true, channels: [{ ...apiChannel, id: 'C0DEPLOYS', name: 'deploys' }], response_metadata: { next_cursor: '' } } }
      : { body: { ok: true, channels: [apiChannel], response_metadata: { next_cursor: 'page2' } } };
  routes['GET /conversations.history'] = () => ({ body: { ok: true, messages: [], has_more: false } });
  routes['POST /reactions.add'] = () => ({ body: { ok: true } });
  seen.length = 0;
  await call('slack.list_messages', { channel: '#deploys' });
  assert.deepEqual(seen.map((r) => [r.path, r.query.get('cursor'), r.query.get('channel')]), [['/conversations.list', null, null], ['/conversations.list', 'page2', null], ['/conversations.history', null, 'C0DEPLOYS']]);
  assert.equal(seen[0].query.get('types'), 'public_channel');
  seen.length = 0;
  const out = await call('slack.add_reaction', { channel: 'general', timestamp: '1.000100', name: 'eyes' });
  assert.deepEqual(seen.map((r) => r.path), ['/conversations.list', '/reactions.add']);
  assert.equal(jsonBody(seen[1]).channel, 'C012AB3CD');
  assert.equal(out.channel, 'C012AB3CD');
  // An id is used as given, with no lookup.
  seen.length = 0;
  await call('slack.list_messages', { channel: 'C012AB3CD' });
  assert.deepEqual(seen.map((r) => r.path), ['/conversations.history']);
  // A name no channel has is channel_not_found, naming it.
  await assert.rejects(call('slack.list_messages', { channel: '#nowhere' }), (err: unknown) => err instanceof ToolError && err.kind === 'not_found' && /channel_not_found \(#nowhere\)/.test(err.message));
});

async function failsWith(reply: Reply, kind: string, extra: Partial<ToolError> = {}) {
  routes['POST /chat.postMessage'] = () => reply;
  await assert.rejects(call('slack.post_message', { channel: 'C1', text: 'x' }), (err: unknown) => {
    assert.ok(err instanceof ToolError);
    assert.equal(err.kind, kind, `${JSON.stringify(reply)} -> ${err.message}`);
    for (const [key, value] of Object.entries(extra)) assert.equal((err as unknown as Record<string, unknown>)[key], value);
    return true;
  });
}

test("Slack's ok:false errors and HTTP failures map to ToolError kinds", async () => {
  await failsWith({ body: { ok: false, error: 'invalid_auth' } }, 'invalid_credentials');
  await failsWith({ body: { ok: false, error: 'token_revoked' } }, 'invalid_credentials');
  await failsWith({ body: { ok: false, error: 'missing_scope', needed: 'chat:write', provided: 'channels:read' } }, 'permission_denied');
  await failsWith({ body: { ok: false, error: 'channel_not_found' } }, 'not_found');
  await failsWith({ body: { ok: false, error: 'invalid_arguments' } }, 'invalid_input');
  await failsWith({ status: 429, headers: { 'retry-after': '30' }, body: { ok: false, error: 'ratelimited' } }, 'rate_limited', { retryAfterSeconds: 30 });
  await failsWith({ status: 401, body: { ok: false, error: 'not_authed' } }, 'invalid_credentials');
  await failsWith({ status: 403, body: { ok: false, error: 'no_permission' } }, 'permission_denied');
  await failsWith({ status: 404, body: {} }, 'not_found');
  await failsWith({ status: 500, body: { ok: false, error: 'fatal_error' } }, 'service_unavailable');
});

test('invalid input is refused before any request', async () => {
  await assert.rejects(call('slack.post_message', { channel: 'C1' }), (err: unknown) => err instanceof ToolError && err.kind === 'invalid_input');
  assert.equal(seen.length, 0);
});
