// Linear teams with their workflow states and members: the ids the issue tools need.
import { defineTool } from '../shared/define-tool.ts';
import { linearQuery } from './graphql.ts';
import { pagingProps } from './issues.ts';
import { PAGE_INFO, PAGE_OUTPUT, TEAM_FIELDS, toPage, toTeam, type Page, type RawTeam, type Team } from './shape.ts';
import { linearState, sandboxPage, teamView } from './state.ts';

export const listTeams = defineTool<{ first?: number; after?: string }, Page<Team>>({
  name: 'linear.list_teams',
  service: 'linear',
  description:
    'List the Linear teams the user can see, each with its key (e.g. "ENG"), workflow states and members. Use it to find the assigneeId that creating or updating Linear issues needs (teams and states may be given by key or name).',
  keywords: ['linear', 'teams', 'team list', 'workflow states', 'statuses', 'members', 'people', 'assignees', 'team id'],
  input: { type: 'object', additionalProperties: false, properties: { ...pagingProps } },
  output: PAGE_OUTPUT('{id, key, name, description, states: [{id, name, type}], members: [{id, name, email}]}'),
  scopes: ['read'],
  mutates: false,
  sandbox(input, world) {
    const s = linearState(world);
    return toPage(sandboxPage(s.teams, input.first, input.after), (t) => toTeam(teamView(s, t)));
  },
  async live(input, api) {
    const data = await linearQuery<{ teams: Page<RawTeam> }>(
      api,
      `query ListTeams($first: Int, $after: String) { teams(first: $first, after: $after) { nodes { ${TEAM_FIELDS} } ${PAGE_INFO} } }`,
      { first: input.first, after: input.after },
    );
    return toPage(data.teams, toTeam);
  },
});
