// The GitHub sandbox: repositories holding issues and pull requests in one numbered list, as GitHub
// does (a PR is an issue with PR data), so numbers, comments and label edits behave like the real thing.
import type { SandboxWorld } from '../../types.ts';
import { ToolError } from '../../tool-error.ts';
import { ensureSeeded } from '../shared/sandbox-state.ts';
import { hexFrom } from '../shared/uuid.ts';
import { isPlausibleRepo, repoFromName } from './named-repo.ts';
import { githubSeed } from './seed.ts';
import type { GithubAccount, GithubLabel, IssueComment, RawIssue, RawPull, Repo } from './shape.ts';

export interface Branch {
  name: string;
  sha: string;
}

export interface ItemRecord {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  state_reason: string | null;
  user: GithubAccount;
  labels: GithubLabel[];
  assignees: GithubAccount[];
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  /** Present when this item is a pull request. */
  pull?: {
    head: Branch;
    base: Branch;
    draft: boolean;
    merged_at: string | null;
    merge_commit_sha: string | null;
  };
}

export interface CommentRecord extends Omit<IssueComment, 'user'> {
  issue_number: number;
  user: GithubAccount;
}

export interface RepoRecord extends Omit<Repo, 'open_issues_count'> {
  branches: Branch[];
  /** Logins with push access: the only valid assignees. */
  collaborators: string[];
  label_catalog: GithubLabel[];
  next_number: number;
  items: ItemRecord[];
  comments: CommentRecord[];
}

export type GithubState = {
  viewer: GithubAccount;
  /** Organizations the viewer belongs to. */
  orgs: string[];
  /** Source of GitHub's numeric ids (repos, comments). */
  next_id: number;
  repos: RepoRecord[];
};

export function githubState(world: SandboxWorld): GithubState {
  return ensureSeeded<GithubState>(world, githubSeed);
}

/** GitHub's 404 body is just "Not Found"; the detail tells the agent which part of its call was wrong. */
export function notFound(what: string): ToolError {
  return new ToolError('not_found', `Not Found (${what})`, { status: 404 });
}

/** GitHub's 422 "Validation Failed" for a request it understood but refuses. */
export function validationFailed(detail: string): ToolError {
  return new ToolError('invalid_input', `Validation Failed: ${detail}`, { status: 422 });
}

/**
 * The repository a call names. One nobody seeded is created on first reference from its name
 * (decision G5), and its owner joins the viewer's organizations; a name GitHub would refuse is 404.
 */
export function findRepo(state: GithubState, owner: string, repo: string): RepoRecord {
  const fullName = `${owner}/${repo}`.toLowerCase();
  const found = state.repos.find((r) => r.full_name.toLowerCase() === fullName);
  if (found) return found;
  if (!isPlausibleRepo(owner, repo)) throw notFound(`repository ${owner}/${repo}: not a valid owner/repo name`);
  const created = repoFromName(state, owner, repo);
  state.repos.push(created);
  const isOrg = owner.toLowerCase() !== state.viewer.login.toLowerCase();
  if (isOrg && !state.orgs.some((o) => o.toLowerCase() === owner.toLowerCase())) state.orgs.push(owner);
  return created;
}

export function findItem(repo: RepoRecord, number: number): ItemRecord {
  const item = repo.items.find((i) => i.number === number);
  if (!item) throw notFound(`issue #${number} in ${repo.full_name}`);
  return item;
}

export function findPull(repo: RepoRecord, number: number): ItemRecord & { pull: NonNullable<ItemRecord['pull']> } {
  const item = repo.items.find((i) => i.number === number);
  if (!item?.pull) throw notFound(`pull request #${number} in ${repo.full_name}`);
  return item as ItemRecord & { pull: NonNullable<ItemRecord['pull']> };
}

/** GitHub timestamps carry whole seconds: 2025-01-06T09:30:00Z. */
export function stamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function nextId(state: GithubState): number {
  return state.next_id++;
}

export function newSha(world: SandboxWorld): string {
  return hexFrom(world.newId('commit'), 40);
}

export function itemUrl(repo: RepoRecord, item: ItemRecord): string {
  return `${repo.html_url}/${item.pull ? 'pull' : 'issues'}/${item.number}`;
}

export function repoView(repo: RepoRecord): Repo {
  // GitHub counts open pull requests among a repository's open issues.
  const { branches: _b, collaborators: _c, label_catalog: _l, next_number: _n, items, comments: _m, ...rest } = repo;
  return { ...rest, open_issues_count: items.filter((i) => i.state === 'open').length };
}

export function issueView(repo: RepoRecord, item: ItemRecord): RawIssue {
  const { pull, ...rest } = item;
  return {
    ...rest,
    comments: repo.comments.filter((c) => c.issue_number === item.number).length,
    html_url: itemUrl(repo, item),
    pull_request: pull ? { html_url: itemUrl(repo, item), merged_at: pull.merged_at } : undefined,
  };
}

export function pullView(repo: RepoRecord, item: ItemRecord & { pull: NonNullable<ItemRecord['pull']> }): RawPull {
  const { pull, ...rest } = item;
  return {
    ...rest,
    draft: pull.draft,
    merged: pull.merged_at !== null,
    merged_at: pull.merged_at,
    mergeable: item.state === 'open' ? true : null,
    merge_commit_sha: pull.merge_commit_sha,
    head: { ref: pull.head.name, sha: pull.head.sha },
    base: { ref: pull.base.name, sha: pull.base.sha },
    html_url: itemUrl(repo, item),
  };
}
