// Reading GitHub issues: GET /repos/{owner}/{repo}/issues and /issues/{issue_number} (+ /comments).
import { defineTool } from '../shared/define-tool.ts';
import { sortBy } from '../shared/sort.ts';
import { directionProp, githubRequest, ownerRepoProps, pagingProps, repoPath, type OwnerRepo, type Paging } from './api.ts';
import { toComment, toIssue, type Issue, type IssueComment, type RawIssue } from './shape.ts';
import { findItem, findRepo, githubState, issueView } from './state.ts';

type ListIssuesInput = OwnerRepo &
  Paging & {
    state?: 'open' | 'closed' | 'all';
    labels?: string[];
    assignee?: string;
    creator?: string;
    sort?: 'created' | 'updated' | 'comments';
    direction?: 'asc' | 'desc';
  };

export const listIssues = defineTool<ListIssuesInput, Issue[]>({
  name: 'github.list_issues',
  service: 'github',
  description:
    'List issues in a GitHub repository, filtered by state, labels, assignee or author. Pull requests are left out (use github.list_pull_requests); for Linear tickets use linear.list_issues.',
  keywords: ['github', 'issues', 'bugs', 'bug reports', 'tickets', 'open issues', 'backlog', 'feature requests', 'repo issues'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['owner', 'repo'],
    properties: {
      ...ownerRepoProps,
      state: { type: 'string', enum: ['open', 'closed', 'all'], default: 'open' },
      labels: { type: 'array', items: { type: 'string' }, description: 'Only issues carrying all of these labels, e.g. ["bug"].' },
      assignee: { type: 'string', description: 'A login, "none" for unassigned issues or "*" for any assigned issue.' },
      creator: { type: 'string', description: 'Login of the issue author.' },
      sort: { type: 'string', enum: ['created', 'updated', 'comments'], default: 'created' },
      direction: { ...directionProp, default: 'desc' },
      ...pagingProps,
    },
  },
  output: '[{number, title, body, state, state_reason, user: {login}, labels: [{name}], assignees: [{login}], comments, html_url, created_at, updated_at, closed_at}]',
  scopes: ['repo'],
  mutates: false,
  sandbox(input, world) {
    const repo = findRepo(githubState(world), input.owner, input.repo);
    const login = (s: string) => s.toLowerCase();
    const matches = repo.items.filter((item) => {
      if (item.pull) return false;
      if (input.state !== 'all' && item.state !== (input.state ?? 'open')) return false;
      if (input.labels?.some((want) => !item.labels.some((l) => l.name.toLowerCase() === want.toLowerCase()))) return false;
      if (input.creator && login(item.user.login) !== login(input.creator)) return false;
      if (input.assignee === 'none') return item.assignees.length === 0;
      if (input.assignee === '*') return item.assignees.length > 0;
      return !input.assignee || item.assignees.some((a) => login(a.login) === login(input.assignee as string));
    });
    const issues = matches.map((item) => issueView(repo, item));
    const key = { created: (i: RawIssue) => i.created_at, updated: (i: RawIssue) => i.updated_at, comments: (i: RawIssue) => i.comments }[input.sort ?? 'created'];
    const perPage = input.per_page ?? 30;
    const start = ((input.page ?? 1) - 1) * perPage;
    return sortBy(issues, key, input.direction ?? 'desc', (i) => i.number)
      .slice(start, start + perPage)
      .map(toIssue);
  },
  async live(input, api) {
    const issues = await githubRequest<RawIssue[]>(api, {
      method: 'GET',
      path: repoPath(input.owner, input.repo, '/issues'),
      query: {
        state: input.state,
        labels: input.labels?.join(','),
        assignee: input.assignee,
        creator: input.creator,
        sort: input.sort,
        direction: input.direction,
        per_page: input.per_page,
        page: input.page,
      },
    });
    // GitHub's issues endpoint also returns pull requests; they have their own tool.
    return issues.filter((i) => !i.pull_request).map(toIssue);
  },
});

type GetIssueInput = OwnerRepo & { issue_number: number; include_comments?: boolean };
type IssueWithThread = Issue & { thread?: IssueComment[] };

export const getIssue = defineTool<GetIssueInput, IssueWithThread>({
  name: 'github.get_issue',
  service: 'github',
  description:
    'Get one GitHub issue (or the issue view of a pull request) by number, optionally with its comment thread. Use github.get_pull_request for branch and merge details.',
  keywords: ['github', 'issue', 'bug', 'ticket', 'issue details', 'read issue', 'issue comments', 'discussion'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['owner', 'repo', 'issue_number'],
    properties: {
      ...ownerRepoProps,
      issue_number: { type: 'integer', minimum: 1, description: 'The number shown as #123.' },
      include_comments: { type: 'boolean', default: false, description: 'Also return up to 100 comments, oldest first, as `thread`.' },
    },
  },
  output: '{number, title, body, state, state_reason, user: {login}, labels: [{name}], assignees: [{login}], comments, html_url, created_at, updated_at, closed_at, pull_request?: {html_url, merged_at}, thread?: [{id, body, user: {login}, html_url, created_at, updated_at}]}',
  scopes: ['repo'],
  mutates: false,
  sandbox(input, world) {
    const repo = findRepo(githubState(world), input.owner, input.repo);
    const issue: IssueWithThread = toIssue(issueView(repo, findItem(repo, input.issue_number)));
    if (input.include_comments) {
      issue.thread = repo.comments
        .filter((c) => c.issue_number === input.issue_number)
        .slice(0, 100)
        .map(toComment);
    }
    return issue;
  },
  async live(input, api) {
    const path = repoPath(input.owner, input.repo, `/issues/${input.issue_number}`);
    const issue: IssueWithThread = toIssue(await githubRequest<RawIssue>(api, { method: 'GET', path }));
    if (input.include_comments) {
      const comments = await githubRequest<Parameters<typeof toComment>[0][]>(api, { method: 'GET', path: `${path}/comments`, query: { per_page: 100 } });
      issue.thread = comments.map(toComment);
    }
    return issue;
  },
});
