// GitHub: repositories, issues and pull requests through the REST API v3.
// Every tool asks for the `repo` scope: reads of private repositories need it as much as writes do,
// and GitHub has no read-only scope for private code. `read:user` is not needed (/user/repos works with `repo`).
import type { ServiceDef, ToolDef } from '../../types.ts';
import { withIntents } from '../../intent-types.ts';
import { githubIntents } from './intents.ts';
import { addComment } from './comments.ts';
import { createIssue, updateIssue } from './issue-writes.ts';
import { getIssue, listIssues } from './issues.ts';
import { createPullRequest, mergePullRequest } from './pull-writes.ts';
import { getPullRequest, listPullRequests } from './pulls.ts';
import { listRepositories } from './repos.ts';
import { githubSeed } from './seed.ts';

export const githubService: ServiceDef = {
  id: 'github',
  name: 'GitHub',
  description: 'Code hosting: repositories, issues, pull requests and code review on GitHub.',
  keywords: ['github', 'git', 'repository', 'repo', 'pull request', 'PR', 'code review', 'commit', 'branch', 'open source', 'source code'],
  requiresConnection: true,
  apiBaseUrl: 'https://api.github.com',
  oauth: {
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    // GitHub documents client_id and client_secret as token request parameters.
    clientAuth: 'post',
    // GitHub has no RFC 7009 endpoint (apps revoke through DELETE /applications/{client_id}/grant).
  },
  sandboxSeed: githubSeed,
};

export const githubTools: ToolDef[] = withIntents([
  listRepositories,
  listIssues,
  getIssue,
  createIssue,
  updateIssue,
  addComment,
  listPullRequests,
  getPullRequest,
  createPullRequest,
  mergePullRequest,
], githubIntents);
