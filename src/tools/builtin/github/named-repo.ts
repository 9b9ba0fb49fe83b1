// A repository that a test-environment call names and nobody seeded is made on first reference
// (decision G5) from its name alone, so every user sees the same issues, branches and pull request:
// main plus feature branches (two free for new pull requests), a few issues and one open PR.
import { hashString, seededPicker } from '../shared/seeded-random.ts';
import { buildRepo, type IssueSpec, type RepoSpec } from './seed.ts';
import type { GithubState, RepoRecord } from './state.ts';

// GitHub's rules: a login is alphanumerics and single inner hyphens (at most 39); a repository name
// is letters, digits, '.', '_' and '-' (at most 100), and never '.' or '..'.
const LOGIN = /^[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}$/i;
const REPO_NAME = /^(?!\.{1,2}$)[\w.-]{1,100}$/;

export function isPlausibleRepo(owner: string, repo: string): boolean {
  return LOGIN.test(owner) && REPO_NAME.test(repo);
}

const PEOPLE = ['maria-chen', 'devon-ops', 'priya-nair', 'sam-okoro', 'lena-fischer'];
const LANGUAGES = ['TypeScript', 'Go', 'Python', 'Rust', 'Kotlin', 'Ruby'];

// [title, body, labels]
const ISSUES: [string, string, string[]][] = [
  ['Flaky integration test times out on CI', 'About one run in ten fails with a 30s timeout in the integration suite.', ['bug']],
  ['Document the local development setup', 'The README skips the database step; new contributors get stuck there.', ['documentation', 'good first issue']],
  ['Add a health check endpoint', 'Load balancers need a cheap endpoint that says the service is up.', ['enhancement']],
  ['First request after a restart is slow', 'The first call after a restart takes over 5 seconds.', ['bug', 'performance']],
  ['Switch logs to structured JSON', 'Plain-text logs cannot be searched by field.', ['enhancement']],
  ['Broken link in CONTRIBUTING.md', 'The link to the code of conduct answers 404.', ['documentation', 'good first issue']],
  ['Validate configuration at startup', 'A missing environment variable only fails at the first request.', ['enhancement']],
  ['Week starts on Sunday for every locale', 'Users whose locale starts the week on Monday see Sunday first.', ['bug']],
];

// [branch, pull request title, body]
const BRANCHES: [string, string, string][] = [
  ['feature/dark-mode', 'Add dark mode', 'Follows the system setting; a toggle comes later.'],
  ['feature/export-csv', 'Export reports as CSV', 'Adds a CSV download beside the PDF one.'],
  ['fix/retry-backoff', 'Back off exponentially on retries', 'Retries waited a fixed second, which hammered the upstream.'],
  ['chore/update-dependencies', 'Update dependencies', 'Routine minor and patch updates.'],
  ['feature/audit-log', 'Record an audit log of admin actions', 'Stores who changed what, for the compliance review.'],
  ['fix/null-profile', 'Handle users without a profile', 'Accounts created by the importer have no profile yet.'],
];

/** The repository `owner/repo` as first reference makes it; the viewer is a collaborator. */
export function repoFromName(state: GithubState, owner: string, repo: string): RepoRecord {
  const key = `${owner}/${repo}`.toLowerCase();
  const pick = seededPicker(`github:repo:${key}`);
  const people = pick.some(PEOPLE, 3);
  const [prBranch, ...freeBranches] = pick.some(BRANCHES, 3);
  const issueCount = pick.int(3, 5);
  const issues: IssueSpec[] = pick.some(ISSUES, issueCount).map(([title, body, labels], i) => {
    const opened = -40 + i * 7 + pick.int(0, 5);
    const closed = i === 0 ? opened + pick.int(2, 6) : null;
    return [i + 1, title, body, people[i % people.length], labels, i === issueCount - 1 ? [people[0]] : [], opened, closed];
  });
  const spec: RepoSpec = {
    owner,
    name: repo,
    private: true,
    description: `${repo.replace(/[-_.]+/g, ' ')}: source, issues and pull requests`,
    language: pick.pick(LANGUAGES),
    branches: ['main', prBranch[0], ...freeBranches.map(([name]) => name)],
    issues,
    pulls: [[issueCount + 1, prBranch[1], prBranch[2], people[1], prBranch[0], false, -3, null]],
    comments: [[issueCount, people[2], 'I can reproduce this on main.', -2]],
  };
  const hash = hashString(key);
  let comment = 0;
  return buildRepo(spec, {
    id: 500_000_000 + (hash % 400_000_000),
    shaSeed: 'named',
    collaborators: [state.viewer.login, ...people],
    commentId: () => 2_000_000_000 + (hash % 1_000_000) * 10 + comment++,
  });
}
