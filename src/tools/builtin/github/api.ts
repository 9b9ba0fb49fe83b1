// GitHub REST v3 conventions every GitHub tool shares: versioned media type, repository paths and
// the owner/repo/paging parameters, so each tool file only states what is particular to it.
import type { JsonSchema, LiveApi, LiveRequest } from '../../types.ts';
import { ToolError } from '../../tool-error.ts';

// Lowercase keys so they replace LiveApi's default `accept` instead of being sent beside it.
const HEADERS = { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' };

export async function githubRequest<T>(api: LiveApi, req: LiveRequest): Promise<T> {
  try {
    return await api.request<T>({ ...req, headers: { ...HEADERS, ...req.headers } });
  } catch (err) {
    // GitHub answers 405 when the resource's state forbids the action (merging a closed PR): like 422,
    // a problem with the request that retrying cannot fix.
    if (err instanceof ToolError && err.status === 405) throw new ToolError('invalid_input', err.message, { status: 405, cause: err });
    throw err;
  }
}

export function repoPath(owner: string, repo: string, rest = ''): string {
  return `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}${rest}`;
}

export const ownerRepoProps: Record<string, JsonSchema> = {
  owner: { type: 'string', minLength: 1, description: 'Account or organization that owns the repository, e.g. "octocat" in octocat/hello-world.' },
  repo: { type: 'string', minLength: 1, description: 'Repository name without the owner, e.g. "hello-world".' },
};

export const pagingProps: Record<string, JsonSchema> = {
  per_page: { type: 'integer', minimum: 1, maximum: 100, default: 30, description: 'Results per page (max 100).' },
  page: { type: 'integer', minimum: 1, default: 1, description: 'Page number, starting at 1.' },
};

export const directionProp: JsonSchema = { type: 'string', enum: ['asc', 'desc'], description: 'Sort direction.' };

export interface OwnerRepo {
  owner: string;
  repo: string;
}

export interface Paging {
  per_page?: number;
  page?: number;
}
