// GitHub repositories: GET /user/repos (the signed-in user's) and GET /orgs/{org}/repos.
import { defineTool } from '../shared/define-tool.ts';
import { sortBy } from '../shared/sort.ts';
import { directionProp, githubRequest, pagingProps, type Paging } from './api.ts';
import { toRepo, type Repo } from './shape.ts';
import { githubState, notFound, repoView } from './state.ts';

type ListReposInput = Paging & {
  org?: string;
  visibility?: 'all' | 'public' | 'private';
  sort?: 'created' | 'updated' | 'pushed' | 'full_name';
  direction?: 'asc' | 'desc';
};

const SORT_FIELD = { created: 'id', updated: 'updated_at', pushed: 'pushed_at', full_name: 'full_name' } as const;

export const listRepositories = defineTool<ListReposInput, Repo[]>({
  name: 'github.list_repositories',
  service: 'github',
  description:
    "List GitHub repositories the connected user can access (their own, collaborations and organization repos), or one organization's repositories when org is given. Use it to find the owner/repo names other GitHub tools need.",
  keywords: ['github', 'repositories', 'repos', 'repo list', 'projects', 'codebase', 'organization', 'git'],
  input: {
    type: 'object',
    additionalProperties: false,
    properties: {
      org: { type: 'string', minLength: 1, description: 'Only this organization\'s repositories, e.g. "acme-inc".' },
      visibility: { type: 'string', enum: ['all', 'public', 'private'], default: 'all' },
      sort: { type: 'string', enum: ['created', 'updated', 'pushed', 'full_name'], description: 'Default: full_name for your repositories, created for an organization.' },
      direction: { ...directionProp, description: 'Default: asc when sorting by full_name, otherwise desc.' },
      ...pagingProps,
    },
  },
  output: '[{id, name, full_name, owner: {login}, private, description, html_url, default_branch, language, open_issues_count, archived, updated_at, pushed_at}]',
  scopes: ['repo'],
  mutates: false,
  sandbox(input, world) {
    const state = githubState(world);
    const org = input.org?.toLowerCase();
    if (org && !state.orgs.some((o) => o.toLowerCase() === org)) throw notFound(`organization ${input.org}`);
    const sort = input.sort ?? (org ? 'created' : 'full_name');
    const direction = input.direction ?? (sort === 'full_name' ? 'asc' : 'desc');
    const field = SORT_FIELD[sort];
    const perPage = input.per_page ?? 30;
    const start = ((input.page ?? 1) - 1) * perPage;
    const repos = state.repos
      .filter((r) => !org || r.owner.login.toLowerCase() === org)
      .filter((r) => input.visibility === undefined || input.visibility === 'all' || r.private === (input.visibility === 'private'))
      .map(repoView);
    return sortBy(repos, (r) => r[field], direction).slice(start, start + perPage);
  },
  async live(input, api) {
    const common = { sort: input.sort, direction: input.direction, per_page: input.per_page, page: input.page };
    // The organization endpoint names the visibility filter `type` (all, public, private are valid there too).
    const repos = input.org
      ? await githubRequest<Parameters<typeof toRepo>[0][]>(api, { method: 'GET', path: `/orgs/${encodeURIComponent(input.org)}/repos`, query: { type: input.visibility, ...common } })
      : await githubRequest<Parameters<typeof toRepo>[0][]>(api, { method: 'GET', path: '/user/repos', query: { visibility: input.visibility, ...common } });
    return repos.map(toRepo);
  },
});
