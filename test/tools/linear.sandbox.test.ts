import { test } from 'node:test';
import assert from 'node:assert/strict';
import { linearService, linearTools } from '../../src/tools/builtin/linear/service.ts';
import type { Comment, Issue, Page, Project, Team } from '../../src/tools/builtin/linear/shape.ts';
import { rejectsWithToolError as rejects } from '../helpers/tool-errors.ts';
import { sandboxWorld, tickingClock } from '../helpers/sandbox-world.ts';
import type { SandboxWorld } from '../../src/tools/types.ts';

function world(userId = 'sam@acme.dev'): SandboxWorld {
  return sandboxWorld({ userId, now: tickingClock('2025-03-01T12:00:00Z') });
}

async function call<T>(w: SandboxWorld, name: string, input: Record<string, unknown>): Promise<T> {
  const tool = linearTools.find((t) => t.name === `linear.${name}`);
  assert.ok(tool, `missing linear.${name}`);
  return (await tool.sandbox(input, w)) as T;
}

async function engineering(w: SandboxWorld): Promise<Team> {
  const teams = await call<Page<Team>>(w, 'list_teams', {});
  const eng = teams.nodes.find((t) => t.key === 'ENG');
  assert.ok(eng);
  return eng;
}

test('exposes the documented Linear tools with narrow scopes', () => {
  assert.deepEqual(linearTools.map((t) => t.name).sort(), [
    'linear.add_comment',
    'linear.create_issue',
    'linear.get_issue',
    'linear.list_issues',
    'linear.list_projects',
    'linear.list_teams',
    'linear.update_issue',
  ]);
  const scopes = Object.fromEntries(linearTools.map((t) => [t.name, t.scopes]));
  assert.deepEqual(scopes['linear.create_issue'], ['read', 'issues:create']);
  assert.deepEqual(scopes['linear.add_comment'], ['read', 'comments:create']);
  assert.deepEqual(scopes['linear.update_issue'], ['read', 'write']);
  assert.deepEqual(scopes['linear.list_issues'], ['read']);
  assert.equal(linearService.oauth?.revokeUrl, 'https://api.linear.app/oauth/revoke');
});

test('seed is deterministic per user, with UUID ids', () => {
  const a = linearService.sandboxSeed('u1') as { issues: { id: string }[] };
  assert.deepEqual(a, linearService.sandboxSeed('u1'));
  assert.notDeepEqual(a, linearService.sandboxSeed('u2'));
  assert.match(a.issues[0].id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

test('teams carry their workflow states in order and their members', async () => {
  const eng = await engineering(world());
  assert.deepEqual(eng.states.map((s) => s.name), ['Backlog', 'Todo', 'In Progress', 'In Review', 'Done', 'Canceled']);
  assert.ok(eng.members.some((m) => m.email === 'sam@acme.dev'));
});

test('list_issues filters by team, state, assignee and text, newest update first', async () => {
  const w = world();
  const mine = await call<Page<Issue>>(w, 'list_issues', { assignee: 'me' });
  assert.deepEqual(mine.nodes.map((i) => i.identifier).sort(), ['ENG-1', 'ENG-12', 'ENG-4']);
  const design = await call<Page<Issue>>(w, 'list_issues', { team: 'design' });
  assert.ok(design.nodes.length > 0 && design.nodes.every((i) => i.team.key === 'DES'));
  const inProgress = await call<Page<Issue>>(w, 'list_issues', { state: 'in progress' });
  assert.ok(inProgress.nodes.length > 0 && inProgress.nodes.every((i) => i.state.name === 'In Progress'));
  const done = await call<Page<Issue>>(w, 'list_issues', { stateType: 'completed' });
  assert.deepEqual(done.nodes.map((i) => i.identifier), ['ENG-5']);
  assert.ok(done.nodes[0].completedAt);
  const text = await call<Page<Issue>>(w, 'list_issues', { query: 'okta' });
  assert.deepEqual(text.nodes.map((i) => i.identifier), ['ENG-1']);
  const byEmail = await call<Page<Issue>>(w, 'list_issues', { assignee: 'chen@acme.dev' });
  assert.ok(byEmail.nodes.length === 2 && byEmail.nodes.every((i) => i.assignee?.name === 'Chen Wei'));
  const all = await call<Page<Issue>>(w, 'list_issues', {});
  const dates = all.nodes.map((i) => i.updatedAt);
  assert.deepEqual(dates, [...dates].sort().reverse());
});

test('list_issues paginates with first/after cursors', async () => {
  const w = world();
  const first = await call<Page<Issue>>(w, 'list_issues', { first: 3 });
  assert.equal(first.nodes.length, 3);
  assert.equal(first.pageInfo.hasNextPage, true);
  const rest = await call<Page<Issue>>(w, 'list_issues', { first: 50, after: first.pageInfo.endCursor });
  assert.equal(rest.pageInfo.hasNextPage, false);
  assert.equal(first.nodes.length + rest.nodes.length, 14);
  assert.ok(!rest.nodes.some((i) => first.nodes.some((f) => f.id === i.id)));
});

test('a created issue gets the next identifier and can be listed and fetched', async () => {
  const w = world();
  const eng = await engineering(w);
  const projects = await call<Page<Project>>(w, 'list_projects', { query: 'billing' });
  assert.deepEqual(projects.nodes.map((p) => p.name), ['Billing revamp']);
  const assignee = eng.members.find((m) => m.name === 'Maria Chen');
  const created = await call<Issue>(w, 'create_issue', { teamId: eng.id, title: 'Rate-limit the public API', description: 'Per key, sliding window.', priority: 2, assigneeId: assignee?.id, projectId: projects.nodes[0].id, dueDate: '2025-04-01' });
  assert.equal(created.identifier, 'ENG-13');
  assert.equal(created.state.name, 'Todo');
  assert.equal(created.priorityLabel, 'High');
  assert.equal(created.assignee?.name, 'Maria Chen');
  assert.equal(created.project?.name, 'Billing revamp');
  assert.equal(created.url, 'https://linear.app/acme/issue/ENG-13/rate-limit-the-public-api');
  const fetched = await call<Issue>(w, 'get_issue', { id: 'eng-13' });
  assert.equal(fetched.id, created.id);
  assert.deepEqual(fetched.comments, []);
  const listed = await call<Page<Issue>>(w, 'list_issues', { query: 'rate-limit' });
  assert.deepEqual(listed.nodes.map((i) => i.id), [created.id]);
});

test('update_issue moves state (completedAt follows), reassigns and is visible afterwards', async () => {
  const w = world();
  const eng = await engineering(w);
  const done = eng.states.find((s) => s.name === 'Done');
  const updated = await call<Issue>(w, 'update_issue', { id: 'ENG-3', stateId: done?.id, assigneeId: null, priority: 1 });
  assert.equal(updated.state.name, 'Done');
  assert.ok(updated.completedAt);
  assert.equal(updated.assignee, null);
  assert.equal(updated.priorityLabel, 'Urgent');
  const fetched = await call<Issue>(w, 'get_issue', { id: updated.id });
  assert.equal(fetched.state.type, 'completed');
  const todo = eng.states.find((s) => s.name === 'Todo');
  const reopened = await call<Issue>(w, 'update_issue', { id: 'ENG-3', stateId: todo?.id });
  assert.equal(reopened.completedAt, null);

  const designTeam = (await call<Page<Team>>(w, 'list_teams', {})).nodes.find((t) => t.key === 'DES');
  await rejects(() => call(w, 'update_issue', { id: 'ENG-3', stateId: designTeam?.states[0].id, title: 'changed?' }), 'invalid_input', /team/);
  assert.equal((await call<Issue>(w, 'get_issue', { id: 'ENG-3' })).title, 'Crash on Android 14 when opening settings', 'a refused update changes nothing');
});

test('a comment appears on the issue', async () => {
  const w = world();
  const comment = await call<Comment>(w, 'add_comment', { issueId: 'ENG-2', body: 'Blocked on the new invoice schema.' });
  assert.equal(comment.issue?.identifier, 'ENG-2');
  assert.equal(comment.user?.name, 'sam');
  const issue = await call<Issue>(w, 'get_issue', { id: 'ENG-2' });
  assert.deepEqual(issue.comments?.map((c) => c.body), ['Blocked on the new invoice schema.']);
  const seeded = await call<Issue>(w, 'get_issue', { id: 'ENG-1' });
  assert.equal(seeded.comments?.length, 2);
});

test('unknown ids are not_found with Linear-style messages', async () => {
  const w = world();
  await rejects(() => call(w, 'get_issue', { id: 'ENG-999' }), 'not_found', /Entity not found: Issue - Could not find referenced Issue ENG-999 \(team ENG has ENG-1 to ENG-12\)/);
  await rejects(() => call(w, 'add_comment', { issueId: 'NOPE-99', body: 'x' }), 'not_found', /NOPE-99/);
  await rejects(() => call(w, 'get_issue', { id: 'not-an-issue-id' }), 'not_found', /Issue not-an-issue-id/);
  await rejects(() => call(w, 'create_issue', { teamId: '00000000-0000-4000-8000-000000000000', title: 'x' }), 'not_found', /Team 00000000-0000-4000-8000-000000000000/);
  await rejects(() => call(w, 'create_issue', { teamId: 'ENG', title: 'x', stateId: 'Blocked' }), 'not_found', /"Blocked" in team ENG \(its states: Backlog, Todo, In Progress, In Review, Done, Canceled\)/);
  const eng = await engineering(w);
  await rejects(() => call(w, 'create_issue', { teamId: eng.id, title: 'x', assigneeId: 'nobody' }), 'not_found', /User/);
});

test('missing required fields are invalid_input', async () => {
  const w = world();
  await rejects(() => call(w, 'create_issue', { title: 'No team' }), 'invalid_input', /missing required field teamId/);
  await rejects(() => call(w, 'add_comment', { issueId: 'ENG-1' }), 'invalid_input', /body/);
  await rejects(() => call(w, 'update_issue', { id: 'ENG-1', priority: 9 }), 'invalid_input', /priority/);
  await rejects(() => call(w, 'list_issues', { stateType: 'open' }), 'invalid_input');
});

test('a team nobody seeded is created on first reference, by key or name, the same for every user (G5)', async () => {
  const [alice, bob] = [world('alice@acme.dev'), world('bob@acme.dev')];
  const view = (page: Page<Issue>) => page.nodes.map((i) => [i.id, i.identifier, i.title, i.state.name, i.priority, i.assignee?.name ?? null, i.labels.map((l) => l.name)]);
  const first = await call<Page<Issue>>(alice, 'list_issues', { team: 'OPS' });
  assert.ok(first.nodes.length >= 4 && first.nodes.every((i) => i.team.key === 'OPS' && i.team.name === 'Operations'));
  assert.deepEqual(view(await call<Page<Issue>>(bob, 'list_issues', { team: 'Operations' })), view(first), 'a key and its name are one team');
  assert.equal((await call<Issue>(alice, 'get_issue', { id: 'OPS-1' })).identifier, 'OPS-1');
  // The team has the default workflow and members, the viewer among them.
  const ops = (await call<Page<Team>>(alice, 'list_teams', {})).nodes.find((t) => t.key === 'OPS')!;
  assert.deepEqual(ops.states.map((s) => s.name), ['Backlog', 'Todo', 'In Progress', 'In Review', 'Done', 'Canceled']);
  assert.equal(ops.members.length, 3);
  assert.ok(ops.members.some((m) => m.email === 'alice@acme.dev'));
  // A second reference sees the first one's writes; another user does not.
  const created = await call<Issue>(alice, 'create_issue', { teamId: 'ops', title: 'Rotate the VPN certificates' });
  assert.equal(created.identifier, `OPS-${first.nodes.length + 1}`);
  assert.ok((await call<Page<Issue>>(alice, 'list_issues', { team: 'OPS', query: 'VPN' })).nodes.length === 1);
  assert.equal((await call<Page<Issue>>(bob, 'list_issues', { team: 'OPS', query: 'VPN' })).nodes.length, 0);
  // An identifier names its team: ENG-style references to an unseen team make it too.
  const mobile = await call<Issue>(bob, 'get_issue', { id: 'MOB-2' });
  assert.equal(mobile.team.name, 'Mobile');
  // A team named by name gets a key from it.
  const platform = await call<Issue>(alice, 'create_issue', { teamId: 'Growth Experiments', title: 'Try a shorter signup form' });
  assert.equal(platform.team.name, 'Growth Experiments');
  assert.equal(platform.team.key, 'GE');
  await rejects(() => call(alice, 'list_issues', { team: '???' }), 'not_found', /Team \?\?\?/);
});

test('teams by key or name and workflow states by name, where ids are asked', async () => {
  const w = world();
  const created = await call<Issue>(w, 'create_issue', { teamId: 'Engineering', title: 'Add SSO support', stateId: 'in progress' });
  assert.equal(created.team.key, 'ENG');
  assert.equal(created.state.name, 'In Progress');
  const moved = await call<Issue>(w, 'update_issue', { id: created.identifier, stateId: 'Done' });
  assert.equal(moved.state.name, 'Done');
  assert.ok(moved.completedAt);
  const design = await call<Issue>(w, 'create_issue', { teamId: 'des', title: 'New icons' });
  assert.equal(design.team.key, 'DES');
  const teams = (await call<Page<Team>>(w, 'list_teams', {})).nodes;
  assert.deepEqual(teams.map((t) => t.key), ['ENG', 'DES'], 'naming a seeded team creates nothing');
});
