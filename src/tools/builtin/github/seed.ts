// Plausible starting data: the end user in two organizations with private repositories (issues,
// open, draft and merged PRs, a discussion) and one public repository of their own. Repositories
// nobody seeded are made on first reference from their name (named-repo.ts), with buildRepo too.
import { seedTime } from '../shared/sandbox-state.ts';
import { hexFrom } from '../shared/uuid.ts';
import type { CommentRecord, GithubState, ItemRecord, RepoRecord } from './state.ts';

const ORG = 'acme-inc';
/** The organizations the end user belongs to: acme is the one the docs' examples use (acme/web). */
const ORGS = [ORG, 'acme'];
const LABELS = ['bug', 'enhancement', 'documentation', 'performance', 'priority: high', 'good first issue'];

/** A GitHub-valid login from the end user's id: lowercase alphanumerics and single hyphens, at most 39. */
export function loginFor(userId: string): string {
  const login = userId.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 39).replace(/-+$/, '');
  return login || 'sandbox-user';
}

const iso = (day: number, hour: number) => new Date(seedTime(day, hour)).toISOString().replace(/\.\d{3}Z$/, 'Z');

// [number, title, body, author, labels, assignees, day opened, closed day | null]
export type IssueSpec = [number, string, string, string, string[], string[], number, number | null];
// [number, title, body, author, head branch, draft, day opened, merged day | null]
export type PullSpec = [number, string, string, string, string, boolean, number, number | null];

export interface RepoSpec {
  owner: string;
  name: string;
  private: boolean;
  description: string;
  language: string;
  branches: string[];
  issues: IssueSpec[];
  pulls: PullSpec[];
  comments: [number, string, string, number][];
}

function repoSpecs(me: string): RepoSpec[] {
  return [
    {
      owner: ORG,
      name: 'storefront',
      private: true,
      description: 'Customer-facing web shop (Next.js)',
      language: 'TypeScript',
      branches: ['main', 'fix/cart-rounding', 'feature/checkout-redesign', 'chore/bump-typescript', 'feature/wishlist'],
      issues: [
        [1, 'Cart total rounds incorrectly for 3-decimal currencies', 'Totals in KWD show 2 decimals; the third is dropped before tax.', 'maria-chen', ['bug'], [me], -30, null],
        [2, 'Add Apple Pay to checkout', 'Customers on iOS ask for Apple Pay. Needs a merchant id.', me, ['enhancement'], [], -25, null],
        [3, 'Update README setup steps', 'The setup section still mentions Node 18.', 'devon-ops', ['documentation'], [], -40, -20],
        [7, 'Product images load slowly on mobile', 'LCP is above 4s on 3G; images are not resized.', 'devon-ops', ['bug', 'performance'], [], -3, null],
      ],
      pulls: [
        [4, 'Fix rounding in cart totals', 'Fixes #1. Uses minor units per currency.', me, 'fix/cart-rounding', false, -5, null],
        [5, 'Checkout redesign', 'Work in progress: new single-page checkout.', 'maria-chen', 'feature/checkout-redesign', true, -10, null],
        [6, 'Bump TypeScript to 5.7', 'Routine dependency update.', 'devon-ops', 'chore/bump-typescript', false, -15, -14],
      ],
      comments: [
        [1, 'maria-chen', 'Reproduced with KWD and BHD; JPY is fine.', -29],
        [1, me, 'I will take this one, fix coming in a PR.', -6],
        [4, 'maria-chen', 'Looks good, can you add a test for JPY?', -4],
      ],
    },
    {
      owner: ORG,
      name: 'payments-api',
      private: true,
      description: 'Payment processing service',
      language: 'Go',
      branches: ['main', 'feat/idempotency-keys'],
      issues: [
        [1, 'Webhook retries are not idempotent', 'A retried webhook creates a second charge record.', me, ['bug', 'priority: high'], ['devon-ops'], -12, null],
        [3, 'Document the refund endpoint', 'POST /refunds is missing from the OpenAPI file.', 'maria-chen', ['documentation'], [], -8, null],
      ],
      pulls: [[2, 'Add idempotency keys to the charge endpoint', 'Closes #1.', 'devon-ops', 'feat/idempotency-keys', false, -2, null]],
      comments: [[1, 'devon-ops', 'Root cause: the handler does not check the event id.', -11]],
    },
    {
      // The repository of the docs' examples (docs/models.md): issue #7 open, PR #4 open and mergeable.
      owner: 'acme',
      name: 'web',
      private: true,
      description: 'Company website and blog (Next.js)',
      language: 'TypeScript',
      branches: ['main', 'fix/price-rounding', 'feature/checkout-redesign', 'feature/blog-og-images', 'fix/search-flash'],
      issues: [
        [1, 'Footer links point to the old blog', 'The "Blog" and "Press" links still go to blog.acme.example.', 'maria-chen', ['documentation'], [], -21, null],
        [2, 'Contact form accepts invalid phone numbers', 'Letters pass the phone field validation.', 'devon-ops', ['bug'], [], -30, -18],
        [3, 'Add a sitemap for the docs pages', 'Search engines miss most docs pages.', me, ['enhancement'], [], -16, null],
        [6, 'Blog posts have no Open Graph images', 'Shared links show a blank card on social networks.', 'maria-chen', ['enhancement'], [], -7, null],
        [7, 'Search results page flashes unstyled content', 'On slow connections the results render before the CSS loads.', 'devon-ops', ['bug'], [me], -4, null],
      ],
      pulls: [
        [4, 'Fix rounding in price display', 'Prices like 19.995 now round half up instead of being cut off.', me, 'fix/price-rounding', false, -6, null],
        [5, 'Checkout redesign', 'Work in progress: the new one-page checkout.', 'maria-chen', 'feature/checkout-redesign', true, -9, null],
      ],
      comments: [
        [7, 'maria-chen', 'Seen on 3G throttling in Chrome as well.', -3],
        [4, 'devon-ops', 'Looks good to me once CI is green.', -5],
      ],
    },
    {
      owner: me,
      name: 'dotfiles',
      private: false,
      description: 'My shell and editor configuration',
      language: 'Shell',
      branches: ['main'],
      issues: [[1, 'Install script fails on macOS 15', 'brew path changed on Apple silicon.', me, ['bug'], [], -20, null]],
      pulls: [],
      comments: [],
    },
  ];
}

export function githubSeed(userId: string): GithubState {
  const me = loginFor(userId);
  const state: GithubState = { viewer: { login: me }, orgs: [...ORGS], next_id: 1000, repos: [] };
  repoSpecs(me).forEach((spec, index) => {
    state.repos.push(buildRepo(spec, { id: 70_000_000 + index, shaSeed: userId, collaborators: [me, 'maria-chen', 'devon-ops'], commentId: () => state.next_id++ }));
  });
  return state;
}

interface BuildOptions {
  /** GitHub's numeric repository id. */
  id: number;
  /** What branch and merge SHAs derive from, beside the repository's name. */
  shaSeed: string;
  collaborators: string[];
  commentId: () => number;
}

/** A repository record from its spec: issues and pull requests share one numbered list, as on GitHub. */
export function buildRepo(spec: RepoSpec, options: BuildOptions): RepoRecord {
  const fullName = `${spec.owner}/${spec.name}`;
  const sha = (branch: string) => hexFrom(`${options.shaSeed}:${fullName}:${branch}`, 40);
  const branch = (name: string) => ({ name, sha: sha(name) });
  const issues: ItemRecord[] = spec.issues.map(([number, title, body, author, labels, assignees, opened, closed]) => ({
    number,
    title,
    body,
    user: { login: author },
    labels: labels.map((name) => ({ name })),
    assignees: assignees.map((login) => ({ login })),
    state: closed === null ? 'open' : 'closed',
    state_reason: closed === null ? null : 'completed',
    created_at: iso(opened, 9),
    updated_at: iso(closed ?? opened, 15),
    closed_at: closed === null ? null : iso(closed, 15),
  }));
  const pulls: ItemRecord[] = spec.pulls.map(([number, title, body, author, head, draft, opened, merged]) => ({
    number,
    title,
    body,
    user: { login: author },
    labels: [],
    assignees: [],
    state_reason: null,
    state: merged === null ? 'open' : 'closed',
    created_at: iso(opened, 10),
    updated_at: iso(merged ?? opened, 16),
    closed_at: merged === null ? null : iso(merged, 16),
    pull: {
      head: branch(head),
      base: branch('main'),
      draft,
      merged_at: merged === null ? null : iso(merged, 16),
      merge_commit_sha: merged === null ? null : hexFrom(`${options.shaSeed}:${fullName}:merge:${number}`, 40),
    },
  }));
  const items = [...issues, ...pulls].sort((a, b) => a.number - b.number);
  const html = `https://github.com/${fullName}`;
  const comments: CommentRecord[] = spec.comments.map(([number, author, body, day]) => {
    const id = options.commentId();
    const isPull = items.find((i) => i.number === number)?.pull !== undefined;
    return { id, issue_number: number, body, user: { login: author }, html_url: `${html}/${isPull ? 'pull' : 'issues'}/${number}#issuecomment-${id}`, created_at: iso(day, 11), updated_at: iso(day, 11) };
  });
  return {
    id: options.id,
    name: spec.name,
    full_name: fullName,
    owner: { login: spec.owner },
    private: spec.private,
    description: spec.description,
    html_url: html,
    default_branch: 'main',
    language: spec.language,
    archived: false,
    updated_at: iso(-1, 12),
    pushed_at: iso(-1, 12),
    branches: spec.branches.map(branch),
    collaborators: options.collaborators,
    label_catalog: LABELS.map((name) => ({ name })),
    next_number: Math.max(0, ...items.map((i) => i.number)) + 1,
    items,
    comments,
  };
}
