import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createLiveApi } from '../../src/tools/live-http.ts';
import { linearTools } from '../../src/tools/builtin/linear/service.ts';
import { ToolError } from '../../src/tools/tool-error.ts';
import { startQueuedDouble } from '../helpers/queued-double.ts';
import type { Reply } from '../helpers/provider-double.ts';

// A Linear double: one GraphQL endpoint; each test queues its answers and inspects the recorded requests.
type Answer = Reply;

const double = await startQueuedDouble<{ query: string; variables: Record<string, unknown> }>({ status: 599, body: { errors: [{ message: 'unexpected request' }] } });
after(() => double.close());
const { seen, answers } = double;
const baseUrl = double.origin;

async function run<T>(name: string, input: Record<string, unknown>, answer: Answer): Promise<T> {
  double.reset();
  answers.push(answer);
  const tool = linearTools.find((t) => t.name === `linear.${name}`);
  assert.ok(tool);
  const out = (await tool.live(input, createLiveApi({ baseUrl, accessToken: 'lin_oauth_test' }))) as T;
  assert.equal(seen.length, 1, 'one GraphQL request');
  assert.equal(seen[0].method, 'POST');
  assert.equal(seen[0].path, '/graphql');
  assert.equal(seen[0].headers.authorization, 'Bearer lin_oauth_test');
  assert.equal(seen[0].headers['content-type'], 'application/json');
  return out;
}

const compact = (query: string) => query.replace(/\s+/g, ' ');
// A function, so assert.deepEqual's type narrowing of one request does not stick to the next.
const lastVariables = (): Record<string, unknown> => seen[0].body.variables;

const apiIssue = {
  id: '9cfb482a-81e3-4154-b5b9-2c805e70a02d',
  identifier: 'ENG-123',
  title: 'Fix login',
  description: 'SSO is broken',
  priority: 2,
  priorityLabel: 'High',
  url: 'https://linear.app/acme/issue/ENG-123/fix-login',
  dueDate: null,
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-03T10:00:00.000Z',
  completedAt: null,
  state: { id: 's1', name: 'In Progress', type: 'started' },
  assignee: { id: 'u1', name: 'Maria Chen', email: 'maria@acme.dev' },
  team: { id: 't1', key: 'ENG', name: 'Engineering' },
  project: null,
  labels: { nodes: [{ id: 'l1', name: 'Bug' }] },
};

test('list_issues sends an IssueFilter built from team, state, assignee and text', async () => {
  const page = await run<{ nodes: unknown[]; pageInfo: unknown }>(
    'list_issues',
    { team: 'ENG', state: 'In Progress', assignee: 'me', query: 'login', first: 10 },
    { body: { data: { issues: { nodes: [apiIssue], pageInfo: { hasNextPage: true, endCursor: 'c1' } } } } },
  );
  const { query, variables } = seen[0].body;
  assert.match(compact(query), /query ListIssues\(\$first: Int, \$after: String, \$filter: IssueFilter\) \{ issues\(first: \$first, after: \$after, filter: \$filter, orderBy: updatedAt\)/);
  assert.match(query, /pageInfo \{ hasNextPage endCursor \}/);
  assert.deepEqual(variables, {
    first: 10,
    filter: {
      team: { or: [{ key: { eqIgnoreCase: 'ENG' } }, { name: { eqIgnoreCase: 'ENG' } }] },
      state: { name: { eqIgnoreCase: 'In Progress' } },
      assignee: { isMe: { eq: true } },
      or: [{ title: { containsIgnoreCase: 'login' } }, { description: { containsIgnoreCase: 'login' } }],
    },
  });
  assert.deepEqual(page, { nodes: [{ ...apiIssue, labels: [{ id: 'l1', name: 'Bug' }] }], pageInfo: { hasNextPage: true, endCursor: 'c1' } });

  await run('list_issues', { assignee: 'maria@acme.dev', stateType: 'completed' }, { body: { data: { issues: { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } } } } });
  assert.deepEqual(lastVariables().filter, { state: { type: { eq: 'completed' } }, assignee: { email: { eqIgnoreCase: 'maria@acme.dev' } } });
});

test('get_issue queries issue(id:) with comments, returned oldest first', async () => {
  const comments = [
    { id: 'c2', body: 'second', url: 'u2', createdAt: '2025-01-04T00:00:00.000Z', user: { id: 'u1', name: 'Maria Chen' }, issue: { id: apiIssue.id, identifier: 'ENG-123' } },
    { id: 'c1', body: 'first', url: 'u1', createdAt: '2025-01-03T00:00:00.000Z', user: null, issue: { id: apiIssue.id, identifier: 'ENG-123' } },
  ];
  const issue = await run<{ comments: { body: string; issue?: unknown }[] }>('get_issue', { id: 'ENG-123' }, { body: { data: { issue: { ...apiIssue, comments: { nodes: comments } } } } });
  assert.match(compact(seen[0].body.query), /query GetIssue\(\$id: String!\) \{ issue\(id: \$id\) \{ .*comments\(first: 50\) \{ nodes \{/);
  assert.deepEqual(seen[0].body.variables, { id: 'ENG-123' });
  assert.deepEqual(issue.comments.map((c) => c.body), ['first', 'second']);
  assert.equal(issue.comments[0].issue, undefined);
});

const TEAM_ID = '5d0a5b52-3c2f-4b8e-9a31-0f1e2d3c4b5a';
const STATE_ID = '7e6f5a4b-1c2d-4e3f-8a9b-0c1d2e3f4a5b';

test('create_issue sends issueCreate with the IssueCreateInput fields', async () => {
  const created = await run<{ identifier: string }>(
    'create_issue',
    { teamId: TEAM_ID, title: 'Fix login', description: 'SSO is broken', priority: 2, labelIds: ['l1'], dueDate: '2025-02-01' },
    { body: { data: { issueCreate: { success: true, issue: apiIssue } } } },
  );
  assert.match(compact(seen[0].body.query), /mutation CreateIssue\(\$input: IssueCreateInput!\) \{ issueCreate\(input: \$input\) \{ success issue \{/);
  assert.deepEqual(seen[0].body.variables, { input: { teamId: TEAM_ID, title: 'Fix login', description: 'SSO is broken', priority: 2, labelIds: ['l1'], dueDate: '2025-02-01' } });
  assert.equal(created.identifier, 'ENG-123');
});

test('update_issue sends issueUpdate(id, input); null unassigns', async () => {
  await run('update_issue', { id: 'ENG-123', stateId: STATE_ID, assigneeId: null }, { body: { data: { issueUpdate: { success: true, issue: apiIssue } } } });
  assert.match(compact(seen[0].body.query), /mutation UpdateIssue\(\$id: String!, \$input: IssueUpdateInput!\) \{ issueUpdate\(id: \$id, input: \$input\)/);
  assert.deepEqual(seen[0].body.variables, { id: 'ENG-123', input: { stateId: STATE_ID, assigneeId: null } });

  await assert.rejects(
    run('update_issue', { id: 'ENG-123', title: 'x' }, { body: { data: { issueUpdate: { success: false, issue: null } } } }),
    (err: unknown) => err instanceof ToolError && err.kind === 'tool_error',
  );
});

test('a team key or name and a state name cost one lookup before the mutation; ids cost none', async () => {
  const team = { id: TEAM_ID, key: 'ENG', states: { nodes: [{ id: STATE_ID, name: 'In Progress' }, { id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f', name: 'Done' }] } };
  const tool = (name: string) => linearTools.find((t) => t.name === `linear.${name}`)!;
  const live = (name: string, input: Record<string, unknown>) => tool(name).live(input, createLiveApi({ baseUrl, accessToken: 'lin_oauth_test' }));
  double.reset();
  answers.push({ body: { data: { teams: { nodes: [team] } } } }, { body: { data: { issueCreate: { success: true, issue: apiIssue } } } });
  await live('create_issue', { teamId: 'Engineering', title: 'Fix login', stateId: 'in progress' });
  assert.equal(seen.length, 2);
  assert.match(compact(seen[0].body.query), /teams\(filter: \$filter, first: 1\) \{ nodes \{ id key states \{ nodes \{ id name \} \} \} \}/);
  assert.deepEqual(seen[0].body.variables, { filter: { or: [{ key: { eqIgnoreCase: 'Engineering' } }, { name: { eqIgnoreCase: 'Engineering' } }] } });
  assert.deepEqual(seen[1].body.variables, { input: { teamId: TEAM_ID, title: 'Fix login', stateId: STATE_ID } });

  // A state by name on update: the issue's team's states, then the mutation.
  double.reset();
  answers.push({ body: { data: { issue: { team } } } }, { body: { data: { issueUpdate: { success: true, issue: apiIssue } } } });
  await live('update_issue', { id: 'ENG-123', stateId: 'Done' });
  assert.deepEqual(seen[0].body.variables, { id: 'ENG-123' });
  assert.match(compact(seen[0].body.query), /issue\(id: \$id\) \{ team \{ id key states/);
  assert.deepEqual(seen[1].body.variables, { id: 'ENG-123', input: { stateId: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f' } });

  // A team id with a state name: the team by id.
  double.reset();
  answers.push({ body: { data: { team } } }, { body: { data: { issueCreate: { success: true, issue: apiIssue } } } });
  await live('create_issue', { teamId: TEAM_ID, title: 'x', stateId: 'Done' });
  assert.match(compact(seen[0].body.query), /team\(id: \$id\)/);
  assert.deepEqual(seen[1].body.variables, { input: { teamId: TEAM_ID, title: 'x', stateId: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f' } });

  // Names that match nothing are not_found, naming them, and nothing is written.
  double.reset();
  answers.push({ body: { data: { teams: { nodes: [] } } } });
  await assert.rejects(live('create_issue', { teamId: 'Nope', title: 'x' }), (err: unknown) => err instanceof ToolError && err.kind === 'not_found' && /Team Nope/.test(err.message));
  double.reset();
  answers.push({ body: { data: { teams: { nodes: [team] } } } });
  await assert.rejects(live('create_issue', { teamId: 'ENG', title: 'x', stateId: 'Blocked' }), (err: unknown) => err instanceof ToolError && err.kind === 'not_found' && /"Blocked" in team ENG/.test(err.message));
  assert.equal(seen.length, 1);
});

test('add_comment sends commentCreate with issueId and body', async () => {
  const answer = { id: 'c9', body: 'On it', url: 'https://linear.app/acme/issue/ENG-123/fix-login#comment-c9', createdAt: '2025-01-05T00:00:00.000Z', user: { id: 'u1', name: 'Maria Chen' }, issue: { id: apiIssue.id, identifier: 'ENG-123' } };
  const comment = await run('add_comment', { issueId: 'ENG-123', body: 'On it' }, { body: { data: { commentCreate: { success: true, comment: answer } } } });
  assert.match(compact(seen[0].body.query), /mutation AddComment\(\$input: CommentCreateInput!\) \{ commentCreate\(input: \$input\)/);
  assert.deepEqual(seen[0].body.variables, { input: { issueId: 'ENG-123', body: 'On it' } });
  assert.deepEqual(comment, answer);
});

test('list_teams and list_projects flatten connections', async () => {
  const team = {
    id: 't1',
    key: 'ENG',
    name: 'Engineering',
    description: null,
    states: { nodes: [{ id: 's2', name: 'Done', type: 'completed', position: 4 }, { id: 's1', name: 'Todo', type: 'unstarted', position: 1 }] },
    members: { nodes: [{ id: 'u1', name: 'Maria Chen', email: 'maria@acme.dev' }] },
  };
  const teams = await run<{ nodes: { states: { name: string }[] }[] }>('list_teams', {}, { body: { data: { teams: { nodes: [team], pageInfo: { hasNextPage: false, endCursor: 'x' } } } } });
  assert.match(compact(seen[0].body.query), /teams\(first: \$first, after: \$after\) \{ nodes \{ id key name description states \{ nodes/);
  assert.deepEqual(seen[0].body.variables, { first: 50 });
  assert.deepEqual(teams.nodes[0].states, [{ id: 's1', name: 'Todo', type: 'unstarted' }, { id: 's2', name: 'Done', type: 'completed' }]);

  const project = { id: 'p1', name: 'Mobile', description: '', url: 'https://linear.app/acme/project/mobile', progress: 0.5, startDate: null, targetDate: '2025-03-01', status: { name: 'In Progress', type: 'started' }, lead: null, teams: { nodes: [{ id: 't1', key: 'ENG', name: 'Engineering' }] } };
  const projects = await run<{ nodes: unknown[] }>('list_projects', { query: 'mob', team: 'ENG' }, { body: { data: { projects: { nodes: [project], pageInfo: { hasNextPage: false, endCursor: null } } } } });
  assert.deepEqual(lastVariables().filter, { name: { containsIgnoreCase: 'mob' }, accessibleTeams: { some: { or: [{ key: { eqIgnoreCase: 'ENG' } }, { name: { eqIgnoreCase: 'ENG' } }] } } });
  assert.deepEqual(projects.nodes, [{ ...project, teams: [{ id: 't1', key: 'ENG', name: 'Engineering' }] }]);
});

test('GraphQL errors answered with HTTP 200 map to ToolError kinds', async () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ message: 'Authentication required, not authenticated', extensions: { type: 'authentication error', code: 'AUTHENTICATION_ERROR', userPresentableMessage: 'You need to authenticate to access this operation.' } }, 'invalid_credentials'],
    [{ message: 'Forbidden', extensions: { type: 'forbidden', userPresentableMessage: 'You do not have access to this team.' } }, 'permission_denied'],
    [{ message: 'Entity not found: Issue', extensions: { type: 'invalid input', userPresentableMessage: 'Could not find referenced Issue.' } }, 'not_found'],
    [{ message: 'Argument Validation Error', extensions: { type: 'invalid input', code: 'INPUT_ERROR' } }, 'invalid_input'],
    [{ message: 'Rate limit exceeded', extensions: { code: 'RATELIMITED' } }, 'rate_limited'],
    [{ message: 'Internal server error', extensions: { type: 'internal error' } }, 'service_unavailable'],
    [{ message: 'Something odd' }, 'tool_error'],
  ];
  for (const [error, kind] of cases) {
    await assert.rejects(run('get_issue', { id: 'ENG-1' }, { body: { data: null, errors: [error] } }), (err: unknown) => {
      assert.ok(err instanceof ToolError);
      assert.equal(err.kind, kind, String(error.message));
      assert.ok(err.message.includes(String(error.message)));
      return true;
    });
  }
});

test('HTTP failures map to ToolError kinds, 429 with Retry-After', async () => {
  const cases: [number, string][] = [
    [401, 'invalid_credentials'],
    [403, 'permission_denied'],
    [404, 'not_found'],
    [500, 'service_unavailable'],
    [429, 'rate_limited'],
  ];
  for (const [status, kind] of cases) {
    const headers = status === 429 ? { 'retry-after': '12' } : undefined;
    await assert.rejects(run('list_teams', {}, { status, headers, body: { errors: [{ message: `status ${status}` }] } }), (err: unknown) => {
      assert.ok(err instanceof ToolError);
      assert.equal(err.kind, kind);
      assert.equal(err.status, status);
      assert.match(err.message, new RegExp(`answered ${status}: status ${status}$`), 'the GraphQL error message is surfaced');
      if (status === 429) assert.equal(err.retryAfterSeconds, 12);
      return true;
    });
  }
});

test('invalid arguments never reach Linear', async () => {
  const tool = linearTools.find((t) => t.name === 'linear.create_issue');
  seen.length = 0;
  await assert.rejects(tool!.live({ title: 'x' }, createLiveApi({ baseUrl, accessToken: 't' })), (err: unknown) => err instanceof ToolError && err.kind === 'invalid_input');
  assert.equal(seen.length, 0);
});
