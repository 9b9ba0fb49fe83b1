// Opening and merging GitHub pull requests: POST /repos/{owner}/{repo}/pulls and PUT .../pulls/{n}/merge.
import { ToolError } from '../../tool-error.ts';
import { defineTool } from '../shared/define-tool.ts';
import { githubRequest, ownerRepoProps, repoPath, type OwnerRepo } from './api.ts';
import { PULL_OUTPUT } from './pulls.ts';
import { toMerge, toPull, type MergeResult, type PullRequest, type RawPull } from './shape.ts';
import { findPull, findRepo, githubState, newSha, pullView, stamp, validationFailed, type ItemRecord, type RepoRecord } from './state.ts';

type CreatePullInput = OwnerRepo & { title: string; head: string; base: string; body?: string; draft?: boolean; maintainer_can_modify?: boolean };

// A name git accepts for a branch (git check-ref-format, in short): what a real repository could hold.
const BRANCH_NAME = /^(?!\/|.*(?:\.\.|\/\/|@\{|\/$|\.lock$|\.$))[\w./-]{1,100}$/;

/**
 * The branch `ref` names. The head of a new pull request that the repository does not have yet is
 * created on first reference (G5: a user's own branch names work in the sandbox), as a branch of
 * the base with one commit of its own; a base must exist.
 */
function findBranch(repo: RepoRecord, ref: string, field: 'head' | 'base', world: Parameters<typeof newSha>[0]) {
  // "owner:branch" names a branch of that owner's copy; the sandbox has no forks.
  const [owner, name] = ref.includes(':') ? ref.split(':', 2) : [repo.owner.login, ref];
  const own = owner.toLowerCase() === repo.owner.login.toLowerCase();
  const branch = own ? repo.branches.find((b) => b.name === name) : undefined;
  if (branch) return branch;
  if (field === 'head' && own && BRANCH_NAME.test(name)) {
    const made = { name, sha: newSha(world) };
    repo.branches.push(made);
    return made;
  }
  throw validationFailed(`${field} "${ref}" is invalid (no such branch in ${repo.full_name})`);
}

export const createPullRequest = defineTool<CreatePullInput, PullRequest>({
  name: 'github.create_pull_request',
  service: 'github',
  description: 'Open a pull request (PR) in a GitHub repository asking to merge the head branch into the base branch. Both branches must already exist.',
  keywords: ['github', 'create pull request', 'open PR', 'new PR', 'submit PR', 'code review', 'request review', 'propose changes', 'branch'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['owner', 'repo', 'title', 'head', 'base'],
    properties: {
      ...ownerRepoProps,
      title: { type: 'string', minLength: 1 },
      head: { type: 'string', minLength: 1, description: 'Branch with the changes, e.g. "fix/login"; "owner:branch" for a fork.' },
      base: { type: 'string', minLength: 1, description: 'Branch to merge into, e.g. "main".' },
      body: { type: 'string', description: 'Description, GitHub-flavored Markdown; "Fixes #12" closes issue 12 on merge.' },
      draft: { type: 'boolean', default: false, description: 'Open as a draft that cannot be merged yet.' },
      maintainer_can_modify: { type: 'boolean', description: 'Let maintainers push to the head branch.' },
    },
  },
  output: PULL_OUTPUT,
  scopes: ['repo'],
  mutates: true,
  sandbox(input, world) {
    const state = githubState(world);
    const repo = findRepo(state, input.owner, input.repo);
    const base = findBranch(repo, input.base, 'base', world);
    const head = findBranch(repo, input.head, 'head', world);
    if (head.name === base.name) throw validationFailed(`No commits between ${base.name} and ${head.name}`);
    if (repo.items.some((i) => i.state === 'open' && i.pull?.head.name === head.name && i.pull.base.name === base.name)) {
      throw validationFailed(`A pull request already exists for ${repo.owner.login}:${head.name}.`);
    }
    const now = stamp(world.now());
    const item: ItemRecord = {
      number: repo.next_number++,
      title: input.title,
      body: input.body ?? null,
      state: 'open',
      state_reason: null,
      user: { login: state.viewer.login },
      labels: [],
      assignees: [],
      created_at: now,
      updated_at: now,
      closed_at: null,
      pull: { head: { ...head }, base: { ...base }, draft: input.draft ?? false, merged_at: null, merge_commit_sha: null },
    };
    repo.items.push(item);
    return toPull(pullView(repo, findPull(repo, item.number)));
  },
  async live(input, api) {
    const { owner, repo, ...body } = input;
    return toPull(await githubRequest<RawPull>(api, { method: 'POST', path: repoPath(owner, repo, '/pulls'), body }));
  },
});

type MergeInput = OwnerRepo & {
  pull_number: number;
  merge_method?: 'merge' | 'squash' | 'rebase';
  commit_title?: string;
  commit_message?: string;
  sha?: string;
};

const notMergeable = (why: string) => new ToolError('invalid_input', why, { status: 405 });

/** Merging into the default branch closes the issues the PR says it fixes, as GitHub does. */
function closeLinkedIssues(repo: RepoRecord, pull: ItemRecord, now: string): void {
  if (pull.pull?.base.name !== repo.default_branch) return;
  for (const match of (pull.body ?? '').matchAll(/\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\s+#(\d+)/gi)) {
    const issue = repo.items.find((i) => i.number === Number(match[1]) && !i.pull && i.state === 'open');
    if (issue) Object.assign(issue, { state: 'closed', state_reason: 'completed', closed_at: now, updated_at: now });
  }
}

export const mergePullRequest = defineTool<MergeInput, MergeResult>({
  name: 'github.merge_pull_request',
  service: 'github',
  description: 'Merge an open, non-draft GitHub pull request into its base branch, with a merge commit, squash or rebase.',
  keywords: ['github', 'merge', 'merge PR', 'merge pull request', 'squash', 'rebase', 'ship', 'land', 'accept PR'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['owner', 'repo', 'pull_number'],
    properties: {
      ...ownerRepoProps,
      pull_number: { type: 'integer', minimum: 1 },
      merge_method: { type: 'string', enum: ['merge', 'squash', 'rebase'], default: 'merge' },
      commit_title: { type: 'string' },
      commit_message: { type: 'string' },
      sha: { type: 'string', description: 'Head commit the PR must still point at, to avoid merging unseen changes.' },
    },
  },
  output: '{sha, merged, message}',
  scopes: ['repo'],
  mutates: true,
  sandbox(input, world) {
    const repo = findRepo(githubState(world), input.owner, input.repo);
    const item = findPull(repo, input.pull_number);
    if (item.state !== 'open') throw notMergeable('Pull Request is not mergeable');
    if (item.pull.draft) throw notMergeable('Pull Request is still a draft');
    if (input.sha && input.sha !== item.pull.head.sha) {
      throw new ToolError('invalid_input', 'Head branch was modified. Review and try the merge again.', { status: 409 });
    }
    const sha = newSha(world);
    const now = stamp(world.now());
    Object.assign(item, { state: 'closed', closed_at: now, updated_at: now });
    Object.assign(item.pull, { merged_at: now, merge_commit_sha: sha });
    const base = repo.branches.find((b) => b.name === item.pull.base.name);
    if (base) base.sha = sha;
    repo.pushed_at = now;
    closeLinkedIssues(repo, item, now);
    return toMerge({ sha, merged: true, message: 'Pull Request successfully merged' });
  },
  async live(input, api) {
    const { owner, repo, pull_number, ...body } = input;
    return toMerge(await githubRequest<MergeResult>(api, { method: 'PUT', path: repoPath(owner, repo, `/pulls/${pull_number}/merge`), body }));
  },
});
