// Reading GitHub pull requests: GET /repos/{owner}/{repo}/pulls and /pulls/{pull_number}.
import { defineTool } from '../shared/define-tool.ts';
import { sortBy } from '../shared/sort.ts';
import { directionProp, githubRequest, ownerRepoProps, pagingProps, repoPath, type OwnerRepo, type Paging } from './api.ts';
import { toPull, type PullRequest, type RawPull } from './shape.ts';
import { findPull, findRepo, githubState, pullView } from './state.ts';

export const PULL_OUTPUT =
  '{number, title, body, state, draft, merged, merged_at, mergeable, merge_commit_sha, user: {login}, labels: [{name}], assignees: [{login}], head: {ref, sha}, base: {ref, sha}, html_url, created_at, updated_at, closed_at}';

type ListPullsInput = OwnerRepo &
  Paging & {
    state?: 'open' | 'closed' | 'all';
    head?: string;
    base?: string;
    sort?: 'created' | 'updated';
    direction?: 'asc' | 'desc';
  };

/** GitHub's head filter is "owner:branch"; a bare branch name is read as the repository owner's. */
function headRef(head: string): string {
  const colon = head.indexOf(':');
  return colon === -1 ? head : head.slice(colon + 1);
}

export const listPullRequests = defineTool<ListPullsInput, PullRequest[]>({
  name: 'github.list_pull_requests',
  service: 'github',
  description: 'List pull requests (PRs) in a GitHub repository, filtered by state, head branch or base branch. Merged PRs have state "closed" and merged true.',
  keywords: ['github', 'pull requests', 'PRs', 'PR list', 'open PRs', 'code review', 'reviews', 'branches', 'merge requests'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['owner', 'repo'],
    properties: {
      ...ownerRepoProps,
      state: { type: 'string', enum: ['open', 'closed', 'all'], default: 'open' },
      head: { type: 'string', description: 'Only PRs from this branch, as "owner:branch-name".' },
      base: { type: 'string', description: 'Only PRs into this branch, e.g. "main".' },
      sort: { type: 'string', enum: ['created', 'updated'], default: 'created' },
      direction: { ...directionProp, description: 'Default: desc when sorting by created, otherwise asc.' },
      ...pagingProps,
    },
  },
  output: `[${PULL_OUTPUT}]`,
  scopes: ['repo'],
  mutates: false,
  sandbox(input, world) {
    const repo = findRepo(githubState(world), input.owner, input.repo);
    const pulls = repo.items
      .filter((item) => item.pull !== undefined)
      .filter((item) => input.state === 'all' || item.state === (input.state ?? 'open'))
      .map((item) => pullView(repo, findPull(repo, item.number)))
      .filter((p) => !input.head || p.head.ref === headRef(input.head))
      .filter((p) => !input.base || p.base.ref === input.base);
    const sort = input.sort ?? 'created';
    const perPage = input.per_page ?? 30;
    const start = ((input.page ?? 1) - 1) * perPage;
    return sortBy(pulls, (p) => (sort === 'created' ? p.created_at : p.updated_at), input.direction ?? (sort === 'created' ? 'desc' : 'asc'), (p) => p.number)
      .slice(start, start + perPage)
      .map(toPull);
  },
  async live(input, api) {
    const { owner, repo, ...query } = input;
    return (await githubRequest<RawPull[]>(api, { method: 'GET', path: repoPath(owner, repo, '/pulls'), query })).map(toPull);
  },
});

type GetPullInput = OwnerRepo & { pull_number: number };

export const getPullRequest = defineTool<GetPullInput, PullRequest>({
  name: 'github.get_pull_request',
  service: 'github',
  description: 'Get one GitHub pull request by number: its branches, draft and merge status, and whether it can be merged.',
  keywords: ['github', 'pull request', 'PR', 'PR details', 'PR status', 'merged', 'mergeable', 'code review', 'diff'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['owner', 'repo', 'pull_number'],
    properties: { ...ownerRepoProps, pull_number: { type: 'integer', minimum: 1 } },
  },
  output: PULL_OUTPUT,
  scopes: ['repo'],
  mutates: false,
  sandbox(input, world) {
    const repo = findRepo(githubState(world), input.owner, input.repo);
    return toPull(pullView(repo, findPull(repo, input.pull_number)));
  },
  async live(input, api) {
    return toPull(await githubRequest<RawPull>(api, { method: 'GET', path: repoPath(input.owner, input.repo, `/pulls/${input.pull_number}`) }));
  },
});
