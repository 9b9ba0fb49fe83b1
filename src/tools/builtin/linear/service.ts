// Linear: issue tracking through its GraphQL API. Reads need `read` (always granted); creating issues
// and comments asks only for the narrow `issues:create` / `comments:create`, editing needs `write`.
import type { ServiceDef, ToolDef } from '../../types.ts';
import { withIntents } from '../../intent-types.ts';
import { linearIntents } from './intents.ts';
import { addComment } from './comments.ts';
import { createIssue, updateIssue } from './issue-writes.ts';
import { getIssue, listIssues } from './issues.ts';
import { listProjects } from './projects.ts';
import { linearSeed } from './seed.ts';
import { listTeams } from './teams.ts';

export const linearService: ServiceDef = {
  id: 'linear',
  name: 'Linear',
  description: 'Issue tracking and project planning: Linear issues, teams, workflow states, projects and comments.',
  keywords: ['linear', 'ticket', 'sprint', 'sprint board', 'backlog', 'issue tracker', 'cycle', 'roadmap', 'triage board'],
  requiresConnection: true,
  apiBaseUrl: 'https://api.linear.app',
  oauth: {
    authorizeUrl: 'https://linear.app/oauth/authorize',
    tokenUrl: 'https://api.linear.app/oauth/token',
    revokeUrl: 'https://api.linear.app/oauth/revoke',
    // Linear's authorize endpoint takes a comma-separated scope list.
    scopeSeparator: ',',
    // Linear documents client_id and client_secret as form fields of the token request.
    clientAuth: 'post',
  },
  sandboxSeed: linearSeed,
};

export const linearTools: ToolDef[] = withIntents([listIssues, getIssue, createIssue, updateIssue, addComment, listProjects, listTeams], linearIntents);
