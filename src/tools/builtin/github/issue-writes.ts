// Writing GitHub issues: POST /repos/{owner}/{repo}/issues and PATCH .../issues/{issue_number}.
import { defineTool } from '../shared/define-tool.ts';
import { githubRequest, ownerRepoProps, repoPath, type OwnerRepo } from './api.ts';
import { toIssue, type GithubLabel, type Issue, type RawIssue } from './shape.ts';
import { findItem, findRepo, githubState, issueView, stamp, validationFailed, type ItemRecord, type RepoRecord } from './state.ts';

const labelsProp = { type: 'array', items: { type: 'string', minLength: 1 } } as const;
const assigneesProp = { type: 'array', items: { type: 'string', minLength: 1 } } as const;

/** GitHub creates labels a call names that the repository does not have yet. */
function applyLabels(repo: RepoRecord, names: string[]): GithubLabel[] {
  return [...new Set(names)].map((name) => {
    let label = repo.label_catalog.find((l) => l.name.toLowerCase() === name.toLowerCase());
    if (!label) repo.label_catalog.push((label = { name }));
    return { name: label.name };
  });
}

function checkAssignees(repo: RepoRecord, logins: string[]): { login: string }[] {
  return logins.map((login) => {
    const found = repo.collaborators.find((c) => c.toLowerCase() === login.toLowerCase());
    if (!found) throw validationFailed(`assignees "${login}" is invalid (not a collaborator of ${repo.full_name})`);
    return { login: found };
  });
}

type CreateIssueInput = OwnerRepo & { title: string; body?: string; labels?: string[]; assignees?: string[] };

export const createIssue = defineTool<CreateIssueInput, Issue>({
  name: 'github.create_issue',
  service: 'github',
  description: 'Open a new issue (bug report, feature request, task) in a GitHub repository. For Linear tickets use linear.create_issue.',
  keywords: ['github', 'create issue', 'open issue', 'new issue', 'file a bug', 'report bug', 'ticket', 'feature request', 'log issue'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['owner', 'repo', 'title'],
    properties: {
      ...ownerRepoProps,
      title: { type: 'string', minLength: 1 },
      body: { type: 'string', description: 'Issue text, GitHub-flavored Markdown.' },
      labels: { ...labelsProp, description: 'Label names; missing labels are created.' },
      assignees: { ...assigneesProp, description: 'Logins to assign; they need push access to the repository.' },
    },
  },
  output: '{number, title, body, state, state_reason, user: {login}, labels: [{name}], assignees: [{login}], comments, html_url, created_at, updated_at, closed_at}',
  scopes: ['repo'],
  mutates: true,
  sandbox(input, world) {
    const state = githubState(world);
    const repo = findRepo(state, input.owner, input.repo);
    const assignees = checkAssignees(repo, input.assignees ?? []);
    const now = stamp(world.now());
    const item: ItemRecord = {
      number: repo.next_number++,
      title: input.title,
      body: input.body ?? null,
      state: 'open',
      state_reason: null,
      user: { login: state.viewer.login },
      labels: applyLabels(repo, input.labels ?? []),
      assignees,
      created_at: now,
      updated_at: now,
      closed_at: null,
    };
    repo.items.push(item);
    repo.updated_at = now;
    return toIssue(issueView(repo, item));
  },
  async live(input, api) {
    const { owner, repo, ...body } = input;
    return toIssue(await githubRequest<RawIssue>(api, { method: 'POST', path: repoPath(owner, repo, '/issues'), body }));
  },
});

type UpdateIssueInput = OwnerRepo & {
  issue_number: number;
  title?: string;
  body?: string | null;
  state?: 'open' | 'closed';
  state_reason?: 'completed' | 'not_planned' | 'reopened';
  labels?: string[];
  assignees?: string[];
};

export const updateIssue = defineTool<UpdateIssueInput, Issue>({
  name: 'github.update_issue',
  service: 'github',
  description:
    'Edit a GitHub issue: change its title or body, close or reopen it, or replace its labels or assignees. Works on pull requests too (closing one does not merge it).',
  keywords: ['github', 'update issue', 'edit issue', 'close issue', 'reopen issue', 'label issue', 'assign issue', 'ticket', 'bug', 'resolve'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['owner', 'repo', 'issue_number'],
    properties: {
      ...ownerRepoProps,
      issue_number: { type: 'integer', minimum: 1 },
      title: { type: 'string', minLength: 1 },
      body: { type: ['string', 'null'], description: 'New text; null clears it.' },
      state: { type: 'string', enum: ['open', 'closed'] },
      state_reason: { type: 'string', enum: ['completed', 'not_planned', 'reopened'], description: 'Why the state changed; closing defaults to completed.' },
      labels: { ...labelsProp, description: 'Replaces all labels; [] removes them all.' },
      assignees: { ...assigneesProp, description: 'Replaces all assignees; [] unassigns everyone.' },
    },
  },
  output: '{number, title, body, state, state_reason, user: {login}, labels: [{name}], assignees: [{login}], comments, html_url, created_at, updated_at, closed_at, pull_request?}',
  scopes: ['repo'],
  mutates: true,
  sandbox(input, world) {
    const repo = findRepo(githubState(world), input.owner, input.repo);
    const item = findItem(repo, input.issue_number);
    const assignees = input.assignees && checkAssignees(repo, input.assignees);
    if (input.state === 'open' && item.pull?.merged_at) throw validationFailed('state cannot be changed; the pull request has been merged');
    const now = stamp(world.now());
    if (input.title !== undefined) item.title = input.title;
    if (input.body !== undefined) item.body = input.body;
    if (input.labels) item.labels = applyLabels(repo, input.labels);
    if (assignees) item.assignees = assignees;
    if (input.state && input.state !== item.state) {
      item.state = input.state;
      item.closed_at = input.state === 'closed' ? now : null;
      // Pull requests carry no state_reason on GitHub.
      if (!item.pull) item.state_reason = input.state === 'closed' ? (input.state_reason ?? 'completed') : 'reopened';
    } else if (input.state_reason && !item.pull && item.state === 'closed') {
      item.state_reason = input.state_reason;
    }
    item.updated_at = now;
    return toIssue(issueView(repo, item));
  },
  async live(input, api) {
    const { owner, repo, issue_number, ...body } = input;
    return toIssue(await githubRequest<RawIssue>(api, { method: 'PATCH', path: repoPath(owner, repo, `/issues/${issue_number}`), body }));
  },
});
