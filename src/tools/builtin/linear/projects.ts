// Linear projects: larger pieces of work spanning issues, with status, lead, dates and progress.
import { defineTool } from '../shared/define-tool.ts';
import { linearQuery } from './graphql.ts';
import { pagingProps } from './issues.ts';
import { PAGE_INFO, PAGE_OUTPUT, PROJECT_FIELDS, toPage, toProject, type Page, type Project, type RawProject } from './shape.ts';
import { linearState, projectView, sandboxPage, teamFor } from './state.ts';

type ListProjectsInput = { query?: string; team?: string; first?: number; after?: string };

export const listProjects = defineTool<ListProjectsInput, Page<Project>>({
  name: 'linear.list_projects',
  service: 'linear',
  description: 'List Linear projects with their status, lead, start and target dates, progress and teams, optionally filtered by name or team.',
  keywords: ['linear', 'projects', 'roadmap', 'initiatives', 'milestones', 'project status', 'epics', 'progress', 'target date'],
  input: {
    type: 'object',
    additionalProperties: false,
    properties: {
      query: { type: 'string', minLength: 1, description: 'Text to find in the project name.' },
      team: { type: 'string', minLength: 1, description: 'Only projects of this team, by key ("ENG") or name.' },
      ...pagingProps,
    },
  },
  output: PAGE_OUTPUT('{id, name, description, url, progress, startDate, targetDate, status: {name, type}, lead: {id, name} | null, teams: [{id, key, name}]}'),
  scopes: ['read'],
  mutates: false,
  sandbox(input, world) {
    const s = linearState(world);
    const teamId = input.team ? teamFor(s, input.team).id : undefined;
    const found = s.projects.filter((p) => (!input.query || p.name.toLowerCase().includes(input.query.toLowerCase())) && (!teamId || p.team_ids.includes(teamId)));
    return toPage(sandboxPage(found, input.first, input.after), (p) => toProject(projectView(s, p)));
  },
  async live(input, api) {
    const filter: Record<string, unknown> = {};
    if (input.query) filter.name = { containsIgnoreCase: input.query };
    if (input.team) filter.accessibleTeams = { some: { or: [{ key: { eqIgnoreCase: input.team } }, { name: { eqIgnoreCase: input.team } }] } };
    const data = await linearQuery<{ projects: Page<RawProject> }>(
      api,
      `query ListProjects($first: Int, $after: String, $filter: ProjectFilter) {
        projects(first: $first, after: $after, filter: $filter) { nodes { ${PROJECT_FIELDS} } ${PAGE_INFO} }
      }`,
      { first: input.first, after: input.after, filter },
    );
    return toPage(data.projects, toProject);
  },
});
