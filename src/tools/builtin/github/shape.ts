// Trims GitHub REST v3 objects to the fields an agent uses, keeping GitHub's own field names.
// Live tools feed these the API's JSON; the sandbox feeds them its stored records, so both match.

export interface GithubAccount {
  login: string;
}

export interface GithubLabel {
  name: string;
}

export interface Repo {
  id: number;
  name: string;
  full_name: string;
  owner: GithubAccount;
  private: boolean;
  description: string | null;
  html_url: string;
  default_branch: string;
  language: string | null;
  open_issues_count: number;
  archived: boolean;
  updated_at: string;
  pushed_at: string | null;
}

export interface Issue {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  state_reason: string | null;
  user: GithubAccount | null;
  labels: GithubLabel[];
  assignees: GithubAccount[];
  /** Number of comments, as GitHub reports it. */
  comments: number;
  html_url: string;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  /** Present when the issue is a pull request (GitHub treats every PR as an issue). */
  pull_request?: { html_url: string; merged_at: string | null };
}

export interface PullRequest {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  draft: boolean;
  merged: boolean;
  merged_at: string | null;
  mergeable: boolean | null;
  merge_commit_sha: string | null;
  user: GithubAccount | null;
  labels: GithubLabel[];
  assignees: GithubAccount[];
  head: { ref: string; sha: string };
  base: { ref: string; sha: string };
  html_url: string;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
}

export interface IssueComment {
  id: number;
  body: string;
  user: GithubAccount | null;
  html_url: string;
  created_at: string;
  updated_at: string;
}

export interface MergeResult {
  sha: string;
  merged: boolean;
  message: string;
}

// What the API sends may carry many more fields (and labels may be plain strings in older payloads).
type RawAccount = { login: string } | null | undefined;
type RawLabel = string | { name: string };
type RawCommon = {
  labels?: RawLabel[];
  assignees?: RawAccount[] | null;
  user?: RawAccount;
};

const account = (a: RawAccount): GithubAccount | null => (a ? { login: a.login } : null);
const labels = (list: RawLabel[] | undefined): GithubLabel[] => (list ?? []).map((l) => ({ name: typeof l === 'string' ? l : l.name }));
const assignees = (list: RawAccount[] | null | undefined): GithubAccount[] => (list ?? []).flatMap((a) => (a ? [{ login: a.login }] : []));

export function toRepo(r: Omit<Repo, 'owner' | 'archived'> & { owner: { login: string }; archived?: boolean }): Repo {
  return {
    id: r.id,
    name: r.name,
    full_name: r.full_name,
    owner: { login: r.owner.login },
    private: r.private,
    description: r.description ?? null,
    html_url: r.html_url,
    default_branch: r.default_branch,
    language: r.language ?? null,
    open_issues_count: r.open_issues_count ?? 0,
    archived: r.archived ?? false,
    updated_at: r.updated_at,
    pushed_at: r.pushed_at ?? null,
  };
}

export type RawIssue = Omit<Issue, 'user' | 'labels' | 'assignees' | 'pull_request'> &
  RawCommon & { pull_request?: { html_url: string; merged_at?: string | null } | null };

export function toIssue(r: RawIssue): Issue {
  const issue: Issue = {
    number: r.number,
    title: r.title,
    body: r.body ?? null,
    state: r.state,
    state_reason: r.state_reason ?? null,
    user: account(r.user),
    labels: labels(r.labels),
    assignees: assignees(r.assignees),
    comments: r.comments ?? 0,
    html_url: r.html_url,
    created_at: r.created_at,
    updated_at: r.updated_at,
    closed_at: r.closed_at ?? null,
  };
  if (r.pull_request) issue.pull_request = { html_url: r.pull_request.html_url, merged_at: r.pull_request.merged_at ?? null };
  return issue;
}

export type RawPull = Omit<PullRequest, 'user' | 'labels' | 'assignees' | 'merged' | 'mergeable' | 'draft'> &
  RawCommon & { merged?: boolean; mergeable?: boolean | null; draft?: boolean };

export function toPull(r: RawPull): PullRequest {
  return {
    number: r.number,
    title: r.title,
    body: r.body ?? null,
    state: r.state,
    draft: r.draft ?? false,
    // The list endpoint omits `merged`; merged_at tells the same thing there.
    merged: r.merged ?? r.merged_at != null,
    merged_at: r.merged_at ?? null,
    mergeable: r.mergeable ?? null,
    merge_commit_sha: r.merge_commit_sha ?? null,
    user: account(r.user),
    labels: labels(r.labels),
    assignees: assignees(r.assignees),
    head: { ref: r.head.ref, sha: r.head.sha },
    base: { ref: r.base.ref, sha: r.base.sha },
    html_url: r.html_url,
    created_at: r.created_at,
    updated_at: r.updated_at,
    closed_at: r.closed_at ?? null,
  };
}

export function toComment(r: Omit<IssueComment, 'user'> & { user?: RawAccount }): IssueComment {
  return { id: r.id, body: r.body, user: account(r.user), html_url: r.html_url, created_at: r.created_at, updated_at: r.updated_at };
}

export function toMerge(r: MergeResult): MergeResult {
  return { sha: r.sha, merged: r.merged, message: r.message };
}
