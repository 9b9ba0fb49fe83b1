import { test } from 'node:test';
import assert from 'node:assert/strict';
import { githubService, githubTools } from '../../src/tools/builtin/github/service.ts';
import type { Issue, IssueComment, MergeResult, PullRequest, Repo } from '../../src/tools/builtin/github/shape.ts';
import { rejectsWithToolError as rejects } from '../helpers/tool-errors.ts';
import { sandboxWorld, tickingClock } from '../helpers/sandbox-world.ts';
import type { SandboxWorld, ToolDef } from '../../src/tools/types.ts';

function world(userId = 'alice@example.com'): SandboxWorld {
  return sandboxWorld({ userId, now: tickingClock('2025-03-01T12:00:00Z') });
}

const tool = (name: string): ToolDef => {
  const found = githubTools.find((t) => t.name === `github.${name}`);
  assert.ok(found, `missing tool github.${name}`);
  return found;
};

async function call<T>(w: SandboxWorld, name: string, input: Record<string, unknown>): Promise<T> {
  return (await tool(name).sandbox(input, w)) as T;
}

const repo = { owner: 'acme-inc', repo: 'storefront' };

test('exposes exactly the documented GitHub tools, each scoped to repo', () => {
  assert.deepEqual(githubTools.map((t) => t.name).sort(), [
    'github.add_comment',
    'github.create_issue',
    'github.create_pull_request',
    'github.get_issue',
    'github.get_pull_request',
    'github.list_issues',
    'github.list_pull_requests',
    'github.list_repositories',
    'github.merge_pull_request',
    'github.update_issue',
  ]);
  for (const t of githubTools) {
    assert.equal(t.service, 'github');
    assert.deepEqual(t.scopes, ['repo']);
    assert.equal(t.input.additionalProperties, false, t.name);
  }
  assert.equal(githubService.oauth?.revokeUrl, undefined);
});

test('seed is deterministic per user and differs between users', () => {
  assert.deepEqual(githubService.sandboxSeed('u1'), githubService.sandboxSeed('u1'));
  assert.notDeepEqual(githubService.sandboxSeed('u1'), githubService.sandboxSeed('u2'));
});

test('lists the seeded repositories and filters an organization and visibility', async () => {
  const w = world();
  const all = await call<Repo[]>(w, 'list_repositories', {});
  assert.deepEqual(
    all.map((r) => r.full_name),
    ['acme-inc/payments-api', 'acme-inc/storefront', 'acme/web', 'alice-example-com/dotfiles'],
  );
  const storefront = all.find((r) => r.name === 'storefront');
  assert.equal(storefront?.open_issues_count, 5); // 3 open issues + 2 open PRs
  const publicOnly = await call<Repo[]>(w, 'list_repositories', { visibility: 'public' });
  assert.deepEqual(publicOnly.map((r) => r.name), ['dotfiles']);
  const org = await call<Repo[]>(w, 'list_repositories', { org: 'acme-inc', per_page: 1, page: 2 });
  assert.equal(org.length, 1);
  await rejects(() => call(w, 'list_repositories', { org: 'nope-org' }), 'not_found');
});

test('a created issue is listed, fetched and counts as open; PRs stay out of issue lists', async () => {
  const w = world();
  const created = await call<Issue>(w, 'create_issue', { ...repo, title: 'Search returns stale results', body: 'Cache is not invalidated.', labels: ['bug', 'search'], assignees: ['maria-chen'] });
  assert.equal(created.number, 8);
  assert.equal(created.state, 'open');
  assert.equal(created.user?.login, 'alice-example-com');
  assert.deepEqual(created.labels, [{ name: 'bug' }, { name: 'search' }]);
  assert.deepEqual(created.assignees, [{ login: 'maria-chen' }]);
  assert.equal(created.html_url, 'https://github.com/acme-inc/storefront/issues/8');

  const listed = await call<Issue[]>(w, 'list_issues', { ...repo });
  assert.ok(listed.some((i) => i.number === 8 && i.title === 'Search returns stale results'));
  assert.ok(listed.every((i) => i.pull_request === undefined && i.state === 'open'));
  const bugs = await call<Issue[]>(w, 'list_issues', { ...repo, labels: ['search'] });
  assert.deepEqual(bugs.map((i) => i.number), [8]);
  const fetched = await call<Issue>(w, 'get_issue', { ...repo, issue_number: 8 });
  assert.deepEqual(fetched, created);
});

test('update_issue closes, relabels and reopens; the change is visible afterwards', async () => {
  const w = world();
  const closed = await call<Issue>(w, 'update_issue', { ...repo, issue_number: 2, state: 'closed', state_reason: 'not_planned', labels: ['wontfix'] });
  assert.equal(closed.state, 'closed');
  assert.equal(closed.state_reason, 'not_planned');
  assert.ok(closed.closed_at);
  assert.deepEqual(closed.labels, [{ name: 'wontfix' }]);
  const open = await call<Issue[]>(w, 'list_issues', { ...repo, state: 'open' });
  assert.ok(!open.some((i) => i.number === 2));
  const closedList = await call<Issue[]>(w, 'list_issues', { ...repo, state: 'closed' });
  assert.ok(closedList.some((i) => i.number === 2));
  const reopened = await call<Issue>(w, 'update_issue', { ...repo, issue_number: 2, state: 'open', title: 'Add Apple Pay (again)' });
  assert.equal(reopened.state, 'open');
  assert.equal(reopened.state_reason, 'reopened');
  assert.equal(reopened.closed_at, null);
  assert.equal((await call<Issue>(w, 'get_issue', { ...repo, issue_number: 2 })).title, 'Add Apple Pay (again)');
  await rejects(() => call(w, 'update_issue', { ...repo, issue_number: 2, assignees: ['stranger'] }), 'invalid_input', /assignees/);
});

test('a comment appears on the issue and on a pull request conversation', async () => {
  const w = world();
  const before = await call<Issue>(w, 'get_issue', { ...repo, issue_number: 2 });
  const comment = await call<IssueComment>(w, 'add_comment', { ...repo, issue_number: 2, body: 'Merchant id requested.' });
  assert.equal(comment.body, 'Merchant id requested.');
  assert.match(comment.html_url, /\/issues\/2#issuecomment-\d+$/);
  const after = await call<Issue & { thread: IssueComment[] }>(w, 'get_issue', { ...repo, issue_number: 2, include_comments: true });
  assert.equal(after.comments, before.comments + 1);
  assert.deepEqual(after.thread.at(-1), comment);
  const onPr = await call<IssueComment>(w, 'add_comment', { ...repo, issue_number: 4, body: 'Added the JPY test.' });
  assert.match(onPr.html_url, /\/pull\/4#issuecomment-/);
  await rejects(() => call(w, 'add_comment', { ...repo, issue_number: 999, body: 'x' }), 'not_found', /Not Found/);
});

test('create a pull request, then merge it: it shows merged and closes the issue it fixes', async () => {
  const w = world();
  const issue = await call<Issue>(w, 'create_issue', { ...repo, title: 'Checkout button misaligned' });
  const pr = await call<PullRequest>(w, 'create_pull_request', { ...repo, title: 'Add a wishlist', head: 'feature/wishlist', base: 'main', body: `Fixes #${issue.number}` });
  assert.equal(pr.state, 'open');
  assert.equal(pr.merged, false);
  assert.equal(pr.head.ref, 'feature/wishlist');
  assert.equal(pr.base.ref, 'main');
  const fromBranch = await call<PullRequest[]>(w, 'list_pull_requests', { ...repo, head: 'acme-inc:feature/wishlist' });
  assert.deepEqual(fromBranch.map((p) => p.number), [pr.number]);
  const openPrs = await call<PullRequest[]>(w, 'list_pull_requests', { ...repo });
  assert.deepEqual(openPrs.map((p) => p.number), [pr.number, 4, 5]); // newest first; merged #6 left out
  await rejects(() => call(w, 'create_pull_request', { ...repo, title: 'dup', head: 'feature/wishlist', base: 'main' }), 'invalid_input', /already exists/);

  await rejects(() => call(w, 'merge_pull_request', { ...repo, pull_number: pr.number, sha: 'deadbeef' }), 'invalid_input', /Head branch was modified/);
  const merge = await call<MergeResult>(w, 'merge_pull_request', { ...repo, pull_number: pr.number, merge_method: 'squash' });
  assert.equal(merge.merged, true);
  assert.match(merge.sha, /^[0-9a-f]{40}$/);
  const merged = await call<PullRequest>(w, 'get_pull_request', { ...repo, pull_number: pr.number });
  assert.equal(merged.merged, true);
  assert.equal(merged.state, 'closed');
  assert.equal(merged.merge_commit_sha, merge.sha);
  assert.ok(merged.merged_at);
  const linked = await call<Issue>(w, 'get_issue', { ...repo, issue_number: issue.number });
  assert.equal(linked.state, 'closed');
  assert.equal(linked.state_reason, 'completed');
  assert.equal(linked.closed_at, merged.merged_at);
  const closedPrs = await call<PullRequest[]>(w, 'list_pull_requests', { ...repo, state: 'closed' });
  assert.ok(closedPrs.some((p) => p.number === pr.number && p.merged));
  await rejects(() => call(w, 'merge_pull_request', { ...repo, pull_number: pr.number }), 'invalid_input', /not mergeable/);
  await rejects(() => call(w, 'update_issue', { ...repo, issue_number: pr.number, state: 'open' }), 'invalid_input', /merged/);
});

test('draft PRs cannot be merged; a new head branch is made on first reference, a base must exist', async () => {
  const w = world();
  await rejects(() => call(w, 'merge_pull_request', { ...repo, pull_number: 5 }), 'invalid_input', /draft/);
  const made = await call<{ number: number; head: { ref: string } }>(w, 'create_pull_request', { ...repo, title: 'x', head: 'deps/lodash-4.17.21', base: 'main' });
  assert.equal(made.head.ref, 'deps/lodash-4.17.21');
  await rejects(() => call(w, 'create_pull_request', { ...repo, title: 'y', head: 'deps/lodash-4.17.21', base: 'main' }), 'invalid_input', /already exists/);
  await rejects(() => call(w, 'create_pull_request', { ...repo, title: 'x', head: 'bad..name', base: 'main' }), 'invalid_input', /head/);
  await rejects(() => call(w, 'create_pull_request', { ...repo, title: 'x', head: 'fix/a', base: 'no-such-base' }), 'invalid_input', /base/);
  await rejects(() => call(w, 'create_pull_request', { ...repo, title: 'x', head: 'main', base: 'main' }), 'invalid_input', /No commits/);
});

test('an invalid repository name, a missing issue or pull request is not_found and names it', async () => {
  const w = world();
  await rejects(() => call(w, 'list_issues', { owner: 'acme inc', repo: 'missing' }), 'not_found', /repository acme inc\/missing/);
  await rejects(() => call(w, 'get_issue', { ...repo, issue_number: 404 }), 'not_found', /issue #404 in acme-inc\/storefront/);
  await rejects(() => call(w, 'get_pull_request', { ...repo, pull_number: 1 }), 'not_found', /pull request #1/); // #1 is an issue
  await rejects(() => call(w, 'get_issue', { owner: 'northwind', repo: 'billing', issue_number: 99 }), 'not_found', /issue #99 in northwind\/billing/);
});

test('the docs\' acme/web is seeded: issue #7 open, PR #4 open and mergeable, PR #5 a draft', async () => {
  const w = world();
  const web = { owner: 'acme', repo: 'web' };
  assert.equal((await call<Issue>(w, 'get_issue', { ...web, issue_number: 7 })).state, 'open');
  const prs = await call<PullRequest[]>(w, 'list_pull_requests', { ...web });
  assert.deepEqual(prs.map((p) => [p.number, p.title, p.draft]), [[4, 'Fix rounding in price display', false], [5, 'Checkout redesign', true]]);
  assert.equal((await call<MergeResult>(w, 'merge_pull_request', { ...web, pull_number: 4, merge_method: 'squash' })).merged, true);
});

test('a repository nobody seeded is created on first reference, the same for every user (G5)', async () => {
  const billing = { owner: 'northwind', repo: 'billing' };
  const [alice, bob] = [world('alice@example.com'), world('bob@example.com')];
  const aliceIssues = await call<Issue[]>(alice, 'list_issues', { ...billing, state: 'all' });
  assert.deepEqual(await call<Issue[]>(bob, 'list_issues', { ...billing, state: 'all' }), aliceIssues);
  assert.ok(aliceIssues.length >= 3 && aliceIssues.some((i) => i.state === 'open') && aliceIssues.some((i) => i.labels.length > 0));
  const prs = await call<PullRequest[]>(alice, 'list_pull_requests', { ...billing });
  assert.equal(prs.length, 1);
  assert.deepEqual(await call<PullRequest[]>(bob, 'list_pull_requests', { ...billing }), prs);
  // Feature branches beside the open PR's: a pull request can be opened from one of them.
  const branches = (alice.state as { repos: { full_name: string; branches: { name: string }[] }[] }).repos.find((r) => r.full_name === 'northwind/billing')!.branches.map((b) => b.name);
  assert.equal(branches[0], 'main');
  const free = branches.filter((b) => b !== 'main' && b !== prs[0].head.ref);
  assert.equal(free.length, 2);
  const opened = await call<PullRequest>(alice, 'create_pull_request', { ...billing, title: 'Try it', head: free[0], base: 'main' });
  assert.equal(opened.number, aliceIssues.length + 2);

  // A second reference sees the first one's writes; the repository is listed and its owner is an organization.
  const created = await call<Issue>(alice, 'create_issue', { ...billing, title: 'Invoices are off by a cent', assignees: ['alice-example-com'] });
  assert.ok((await call<Issue[]>(alice, 'list_issues', { ...billing })).some((i) => i.number === created.number));
  assert.ok(!(await call<Issue[]>(bob, 'list_issues', { ...billing })).some((i) => i.title === 'Invoices are off by a cent'));
  assert.ok((await call<Repo[]>(alice, 'list_repositories', {})).some((r) => r.full_name === 'northwind/billing'));
  assert.deepEqual((await call<Repo[]>(alice, 'list_repositories', { org: 'northwind' })).map((r) => r.full_name), ['northwind/billing']);
  // Names are case-insensitive, as on GitHub.
  assert.equal((await call<Issue>(alice, 'get_issue', { owner: 'Northwind', repo: 'Billing', issue_number: created.number })).title, 'Invoices are off by a cent');
});

test('a missing required field is invalid_input in sandbox and live alike', async () => {
  const w = world();
  await rejects(() => call(w, 'create_issue', { owner: 'acme-inc', repo: 'storefront' }), 'invalid_input', /missing required field title/);
  await rejects(() => call(w, 'get_issue', { ...repo, issue_number: 1, extra: true }), 'invalid_input');
  const unusedApi = { request: () => assert.fail('must not reach the provider') } as never;
  await rejects(() => tool('create_issue').live({ owner: 'acme-inc', repo: 'storefront' }, unusedApi), 'invalid_input', /missing required field title/);
});

test('state is lazily seeded and kept between calls', async () => {
  const w = world();
  await call(w, 'create_issue', { ...repo, title: 'one' });
  const again = await call<Issue>(w, 'create_issue', { ...repo, title: 'two' });
  assert.equal(again.number, 9);
  assert.ok(Array.isArray((w.state as { repos: unknown[] }).repos));
});
