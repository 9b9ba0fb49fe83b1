import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createLiveApi } from '../../src/tools/live-http.ts';
import { githubTools } from '../../src/tools/builtin/github/service.ts';
import { ToolError } from '../../src/tools/tool-error.ts';
import type { LiveApi } from '../../src/tools/types.ts';
import { startQueuedDouble, type QueuedRequest } from '../helpers/queued-double.ts';
import type { Reply } from '../helpers/provider-double.ts';

// A GitHub double: each test queues the answers it expects, and every request is recorded for assertions.
type Seen = QueuedRequest<unknown>;
type Answer = Reply;

const double = await startQueuedDouble({ status: 599, body: { message: 'unexpected request' } });
after(() => double.close());
const { seen, answers } = double;
const baseUrl = double.origin;

function api(): LiveApi {
  double.reset();
  return createLiveApi({ baseUrl, accessToken: 'gho_testtoken' });
}

async function run<T>(name: string, input: Record<string, unknown>, ...queued: Answer[]): Promise<T> {
  const live = api();
  answers.push(...queued);
  const tool = githubTools.find((t) => t.name === `github.${name}`);
  assert.ok(tool);
  const out = (await tool.live(input, live)) as T;
  assert.equal(answers.length, 0, 'every queued answer was requested');
  return out;
}

function assertGithubHeaders(s: Seen): void {
  assert.equal(s.headers.authorization, 'Bearer gho_testtoken');
  assert.equal(s.headers.accept, 'application/vnd.github+json');
  assert.equal(s.headers['x-github-api-version'], '2022-11-28');
}

const user = (login: string) => ({ login, id: 1, node_id: 'MDQ6VXNlcjE=', avatar_url: 'https://github.com/images/error/octocat_happy.gif', type: 'User', site_admin: false });
const apiIssue = (number: number, extra: Record<string, unknown> = {}) => ({
  id: 1000 + number,
  node_id: 'MDU6SXNzdWUx',
  url: `https://api.github.com/repos/octocat/hello-world/issues/${number}`,
  html_url: `https://github.com/octocat/hello-world/issues/${number}`,
  number,
  state: 'open',
  state_reason: null,
  title: 'Found a bug',
  body: "I'm having a problem with this.",
  user: user('octocat'),
  labels: [{ id: 208045946, node_id: 'MDU6TGFiZWwyMDgwNDU5NDY=', name: 'bug', description: "Something isn't working", color: 'f29513', default: true }],
  assignee: user('hubot'),
  assignees: [user('hubot')],
  milestone: null,
  locked: false,
  comments: 3,
  closed_at: null,
  created_at: '2011-04-22T13:33:48Z',
  updated_at: '2011-04-22T13:33:48Z',
  author_association: 'COLLABORATOR',
  ...extra,
});
const apiPull = (number: number, extra: Record<string, unknown> = {}) => ({
  id: 1,
  node_id: 'MDExOlB1bGxSZXF1ZXN0MQ==',
  url: `https://api.github.com/repos/octocat/hello-world/pulls/${number}`,
  html_url: `https://github.com/octocat/hello-world/pull/${number}`,
  diff_url: `https://github.com/octocat/hello-world/pull/${number}.diff`,
  number,
  state: 'open',
  locked: false,
  title: 'Amazing new feature',
  user: user('octocat'),
  body: 'Please pull these awesome changes in!',
  labels: [],
  assignees: [],
  created_at: '2011-01-26T19:01:12Z',
  updated_at: '2011-01-26T19:01:12Z',
  closed_at: null,
  merged_at: null,
  merge_commit_sha: 'e5bd3914e2e596debea16f433f57875b5b90bcd6',
  draft: false,
  head: { label: 'octocat:new-topic', ref: 'new-topic', sha: '6dcb09b5b57875f334f61aebed695e2e4193db5e', user: user('octocat') },
  base: { label: 'octocat:master', ref: 'master', sha: '6dcb09b5b57875f334f61aebed695e2e4193db5e', user: user('octocat') },
  ...extra,
});

test('list_repositories: GET /user/repos with filters, trimmed repository objects', async () => {
  const apiRepo = {
    id: 1296269,
    node_id: 'MDEwOlJlcG9zaXRvcnkxMjk2MjY5',
    name: 'Hello-World',
    full_name: 'octocat/Hello-World',
    owner: user('octocat'),
    private: false,
    html_url: 'https://github.com/octocat/Hello-World',
    description: 'This your first repo!',
    fork: false,
    language: null,
    forks_count: 9,
    stargazers_count: 80,
    open_issues_count: 0,
    default_branch: 'master',
    archived: false,
    pushed_at: '2011-01-26T19:06:43Z',
    created_at: '2011-01-26T19:01:12Z',
    updated_at: '2011-01-26T19:14:43Z',
  };
  const repos = await run<unknown[]>('list_repositories', { visibility: 'private', sort: 'updated', per_page: 5, page: 2 }, { body: [apiRepo] });
  assert.equal(seen[0].method, 'GET');
  assert.equal(seen[0].path, '/user/repos');
  assert.deepEqual(seen[0].query, { visibility: 'private', sort: 'updated', per_page: '5', page: '2' });
  assertGithubHeaders(seen[0]);
  assert.deepEqual(repos, [
    {
      id: 1296269,
      name: 'Hello-World',
      full_name: 'octocat/Hello-World',
      owner: { login: 'octocat' },
      private: false,
      description: 'This your first repo!',
      html_url: 'https://github.com/octocat/Hello-World',
      default_branch: 'master',
      language: null,
      open_issues_count: 0,
      archived: false,
      updated_at: '2011-01-26T19:14:43Z',
      pushed_at: '2011-01-26T19:06:43Z',
    },
  ]);

  await run('list_repositories', { org: 'acme inc', visibility: 'public' }, { body: [] });
  assert.equal(seen[0].path, '/orgs/acme%20inc/repos');
  assert.deepEqual(seen[0].query, { type: 'public', per_page: '30', page: '1' });
});

test('list_issues: GET /repos/{owner}/{repo}/issues, labels comma-joined, pull requests dropped', async () => {
  const pr = apiIssue(2, { pull_request: { url: 'x', html_url: 'https://github.com/octocat/hello-world/pull/2', merged_at: null } });
  const issues = await run<{ number: number }[]>('list_issues', { owner: 'octocat', repo: 'hello-world', state: 'all', labels: ['bug', 'ui'], assignee: 'hubot', sort: 'updated' }, { body: [apiIssue(1), pr] });
  assert.equal(seen[0].path, '/repos/octocat/hello-world/issues');
  assert.deepEqual(seen[0].query, { state: 'all', labels: 'bug,ui', assignee: 'hubot', sort: 'updated', direction: 'desc', per_page: '30', page: '1' });
  assertGithubHeaders(seen[0]);
  assert.deepEqual(issues, [
    {
      number: 1,
      title: 'Found a bug',
      body: "I'm having a problem with this.",
      state: 'open',
      state_reason: null,
      user: { login: 'octocat' },
      labels: [{ name: 'bug' }],
      assignees: [{ login: 'hubot' }],
      comments: 3,
      html_url: 'https://github.com/octocat/hello-world/issues/1',
      created_at: '2011-04-22T13:33:48Z',
      updated_at: '2011-04-22T13:33:48Z',
      closed_at: null,
    },
  ]);
});

test('get_issue: GET the issue, then its comments when asked', async () => {
  const comment = { id: 1, node_id: 'x', url: 'x', html_url: 'https://github.com/octocat/hello-world/issues/7#issuecomment-1', body: 'Me too', user: user('hubot'), created_at: '2011-04-14T16:00:49Z', updated_at: '2011-04-14T16:00:49Z', author_association: 'COLLABORATOR' };
  const issue = await run<{ number: number; thread: unknown[] }>('get_issue', { owner: 'octocat', repo: 'hello-world', issue_number: 7, include_comments: true }, { body: apiIssue(7) }, { body: [comment] });
  assert.deepEqual(seen.map((s) => `${s.method} ${s.path}`), ['GET /repos/octocat/hello-world/issues/7', 'GET /repos/octocat/hello-world/issues/7/comments']);
  assert.equal(seen[1].query.per_page, '100');
  assert.equal(issue.number, 7);
  assert.deepEqual(issue.thread, [{ id: 1, body: 'Me too', user: { login: 'hubot' }, html_url: comment.html_url, created_at: comment.created_at, updated_at: comment.updated_at }]);

  await run('get_issue', { owner: 'octocat', repo: 'hello-world', issue_number: 7 }, { body: apiIssue(7) });
  assert.equal(seen.length, 1, 'no comments request unless asked');
});

test('create_issue: POST with title, body, labels, assignees', async () => {
  const created = await run<{ number: number; title: string }>(
    'create_issue',
    { owner: 'octocat', repo: 'hello-world', title: 'Found a bug', body: 'Steps…', labels: ['bug'], assignees: ['hubot'] },
    { status: 201, body: apiIssue(1347) },
  );
  assert.equal(seen[0].method, 'POST');
  assert.equal(seen[0].path, '/repos/octocat/hello-world/issues');
  assert.equal(seen[0].headers['content-type'], 'application/json');
  assert.deepEqual(seen[0].body, { title: 'Found a bug', body: 'Steps…', labels: ['bug'], assignees: ['hubot'] });
  assert.equal(created.number, 1347);
});

test('update_issue: PATCH with only the changed fields', async () => {
  const updated = await run<{ state: string }>(
    'update_issue',
    { owner: 'octocat', repo: 'hello-world', issue_number: 3, state: 'closed', state_reason: 'not_planned', labels: [] },
    { body: apiIssue(3, { state: 'closed', state_reason: 'not_planned', closed_at: '2011-04-23T00:00:00Z' }) },
  );
  assert.equal(seen[0].method, 'PATCH');
  assert.equal(seen[0].path, '/repos/octocat/hello-world/issues/3');
  assert.deepEqual(seen[0].body, { state: 'closed', state_reason: 'not_planned', labels: [] });
  assert.equal(updated.state, 'closed');
});

test('add_comment: POST /issues/{n}/comments with the body', async () => {
  const answer = { id: 99, html_url: 'https://github.com/octocat/hello-world/pull/5#issuecomment-99', body: 'LGTM', user: user('octocat'), created_at: '2011-04-14T16:00:49Z', updated_at: '2011-04-14T16:00:49Z' };
  const comment = await run<{ id: number; body: string }>('add_comment', { owner: 'octocat', repo: 'hello-world', issue_number: 5, body: 'LGTM' }, { status: 201, body: answer });
  assert.equal(seen[0].method, 'POST');
  assert.equal(seen[0].path, '/repos/octocat/hello-world/issues/5/comments');
  assert.deepEqual(seen[0].body, { body: 'LGTM' });
  assert.deepEqual(comment, { id: 99, body: 'LGTM', user: { login: 'octocat' }, html_url: answer.html_url, created_at: answer.created_at, updated_at: answer.updated_at });
});

test('list_pull_requests and get_pull_request: GET /pulls, merged derived from merged_at on lists', async () => {
  const pulls = await run<{ merged: boolean; head: unknown }[]>('list_pull_requests', { owner: 'octocat', repo: 'hello-world', state: 'closed', base: 'master' }, { body: [apiPull(1, { state: 'closed', merged_at: '2011-01-27T00:00:00Z' })] });
  assert.equal(seen[0].path, '/repos/octocat/hello-world/pulls');
  assert.deepEqual(seen[0].query, { state: 'closed', base: 'master', sort: 'created', per_page: '30', page: '1' });
  assert.equal(pulls[0].merged, true);
  assert.deepEqual(pulls[0].head, { ref: 'new-topic', sha: '6dcb09b5b57875f334f61aebed695e2e4193db5e' });

  const pull = await run<Record<string, unknown>>('get_pull_request', { owner: 'octocat', repo: 'hello-world', pull_number: 1347 }, { body: apiPull(1347, { merged: false, mergeable: true }) });
  assert.equal(seen[0].path, '/repos/octocat/hello-world/pulls/1347');
  assert.equal(pull.mergeable, true);
  assert.equal(pull.merged, false);
  assert.equal(pull.diff_url, undefined, 'trimmed');
});

test('create_pull_request: POST /pulls with title, head, base, body, draft', async () => {
  const pull = await run<{ number: number }>('create_pull_request', { owner: 'octocat', repo: 'hello-world', title: 'Amazing new feature', head: 'octocat:new-feature', base: 'master', body: 'Please pull' }, { status: 201, body: apiPull(1347) });
  assert.equal(seen[0].method, 'POST');
  assert.equal(seen[0].path, '/repos/octocat/hello-world/pulls');
  assert.deepEqual(seen[0].body, { title: 'Amazing new feature', head: 'octocat:new-feature', base: 'master', body: 'Please pull', draft: false });
  assert.equal(pull.number, 1347);
});

test('merge_pull_request: PUT /pulls/{n}/merge; 405 not mergeable is invalid_input', async () => {
  const result = await run('merge_pull_request', { owner: 'octocat', repo: 'hello-world', pull_number: 1347, merge_method: 'squash', commit_title: 'Feature (#1347)' }, { body: { sha: '6dcb09b5b57875f334f61aebed695e2e4193db5e', merged: true, message: 'Pull Request successfully merged' } });
  assert.equal(seen[0].method, 'PUT');
  assert.equal(seen[0].path, '/repos/octocat/hello-world/pulls/1347/merge');
  assert.deepEqual(seen[0].body, { merge_method: 'squash', commit_title: 'Feature (#1347)' });
  assert.deepEqual(result, { sha: '6dcb09b5b57875f334f61aebed695e2e4193db5e', merged: true, message: 'Pull Request successfully merged' });

  await assert.rejects(
    run('merge_pull_request', { owner: 'octocat', repo: 'hello-world', pull_number: 1 }, { status: 405, body: { message: 'Pull Request is not mergeable' } }),
    (err: unknown) => err instanceof ToolError && err.kind === 'invalid_input' && /not mergeable/.test(err.message),
  );
});

test('provider failures map to ToolError kinds', async () => {
  const cases: [number, string, Record<string, string>?][] = [
    [401, 'invalid_credentials'],
    [403, 'permission_denied'],
    [404, 'not_found'],
    [422, 'invalid_input'],
    [500, 'service_unavailable'],
    [429, 'rate_limited', { 'retry-after': '30' }],
  ];
  for (const [status, kind, headers] of cases) {
    await assert.rejects(
      run('get_issue', { owner: 'octocat', repo: 'hello-world', issue_number: 1 }, { status, headers, body: { message: status === 404 ? 'Not Found' : 'Bad', documentation_url: 'https://docs.github.com/rest' } }),
      (err: unknown) => {
        assert.ok(err instanceof ToolError);
        assert.equal(err.kind, kind, `status ${status}`);
        assert.equal(err.status, status);
        if (status === 429) assert.equal(err.retryAfterSeconds, 30);
        if (status === 404) assert.match(err.message, /Not Found/);
        return true;
      },
    );
  }
});
