// Reading Linear issues: the `issues` connection with an IssueFilter, and `issue(id:)`.
import type { JsonSchema } from '../../types.ts';
import { defineTool } from '../shared/define-tool.ts';
import { sortBy } from '../shared/sort.ts';
import { linearQuery, UUID } from './graphql.ts';
import { COMMENT_FIELDS, ISSUE_FIELDS, ISSUE_OUTPUT, PAGE_INFO, PAGE_OUTPUT, toIssue, toPage, type Issue, type Page, type RawIssue } from './shape.ts';
import { findIssue, issueView, linearState, sandboxPage, teamFor, type IssueRecord, type LinearState } from './state.ts';

const STATE_TYPES = ['triage', 'backlog', 'unstarted', 'started', 'completed', 'canceled'] as const;

export const pagingProps: Record<string, JsonSchema> = {
  first: { type: 'integer', minimum: 1, maximum: 250, default: 50, description: 'How many to return (max 250).' },
  after: { type: 'string', description: 'pageInfo.endCursor of the previous page.' },
};

type ListIssuesInput = {
  team?: string;
  state?: string;
  stateType?: (typeof STATE_TYPES)[number];
  assignee?: string;
  query?: string;
  first?: number;
  after?: string;
};

const eqi = (a: string | null | undefined, b: string) => (a ?? '').toLowerCase() === b.toLowerCase();
const has = (a: string | null | undefined, b: string) => (a ?? '').toLowerCase().includes(b.toLowerCase());

/** The IssueFilter Linear applies server-side; `matches` below is its sandbox twin. */
function issueFilter(input: ListIssuesInput): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (input.team) filter.team = UUID.test(input.team) ? { id: { eq: input.team } } : { or: [{ key: { eqIgnoreCase: input.team } }, { name: { eqIgnoreCase: input.team } }] };
  const state: Record<string, unknown> = {};
  if (input.state) state.name = { eqIgnoreCase: input.state };
  if (input.stateType) state.type = { eq: input.stateType };
  if (Object.keys(state).length) filter.state = state;
  const who = input.assignee;
  if (who) {
    filter.assignee =
      who === 'me' ? { isMe: { eq: true } }
      : who === 'none' ? { null: true }
      : who.includes('@') ? { email: { eqIgnoreCase: who } }
      : { or: [{ name: { containsIgnoreCase: who } }, { displayName: { containsIgnoreCase: who } }] };
  }
  if (input.query) filter.or = [{ title: { containsIgnoreCase: input.query } }, { description: { containsIgnoreCase: input.query } }];
  return filter;
}

function matches(s: LinearState, issue: IssueRecord, input: ListIssuesInput, teamId: string | undefined): boolean {
  if (teamId && issue.team_id !== teamId) return false;
  const state = s.states.find((st) => st.id === issue.state_id);
  if (input.state && !eqi(state?.name, input.state)) return false;
  if (input.stateType && state?.type !== input.stateType) return false;
  const who = input.assignee;
  const assignee = s.users.find((u) => u.id === issue.assignee_id);
  if (who === 'me' && issue.assignee_id !== s.viewer_id) return false;
  if (who === 'none' && assignee) return false;
  if (who && who !== 'me' && who !== 'none' && !(who.includes('@') ? eqi(assignee?.email, who) : has(assignee?.name, who) || has(assignee?.displayName, who))) return false;
  return !input.query || has(issue.title, input.query) || has(issue.description, input.query);
}

export const listIssues = defineTool<ListIssuesInput, Page<Issue>>({
  name: 'linear.list_issues',
  service: 'linear',
  description:
    'Search Linear issues, most recently updated first, filtered by team, workflow state, assignee or text in the title and description. For GitHub repository issues use github.list_issues.',
  keywords: ['linear', 'issues', 'tickets', 'tasks', 'backlog', 'sprint', 'cycle', 'bugs', 'my issues', 'assigned to me', 'in progress', 'todo', 'search issues'],
  input: {
    type: 'object',
    additionalProperties: false,
    properties: {
      team: { type: 'string', minLength: 1, description: 'Team key ("ENG"), name ("Engineering") or id.' },
      state: { type: 'string', minLength: 1, description: 'Workflow state name, e.g. "In Progress", "Todo", "Done".' },
      stateType: { type: 'string', enum: STATE_TYPES, description: 'State category: "started" for in progress, "completed" for done, "unstarted" for todo.' },
      assignee: { type: 'string', minLength: 1, description: '"me", "none" (unassigned), an email, or part of a name.' },
      query: { type: 'string', minLength: 1, description: 'Text to find in the title or description.' },
      ...pagingProps,
    },
  },
  output: PAGE_OUTPUT(ISSUE_OUTPUT),
  scopes: ['read'],
  mutates: false,
  sandbox(input, world) {
    const s = linearState(world);
    const teamId = input.team ? teamFor(s, input.team).id : undefined;
    const found = sortBy(s.issues.filter((i) => matches(s, i, input, teamId)), (i) => i.updatedAt, 'desc');
    return toPage(sandboxPage(found, input.first, input.after), (i) => toIssue(issueView(s, i)));
  },
  async live(input, api) {
    const data = await linearQuery<{ issues: Page<RawIssue> }>(
      api,
      `query ListIssues($first: Int, $after: String, $filter: IssueFilter) {
        issues(first: $first, after: $after, filter: $filter, orderBy: updatedAt) { nodes { ${ISSUE_FIELDS} } ${PAGE_INFO} }
      }`,
      { first: input.first, after: input.after, filter: issueFilter(input) },
    );
    return toPage(data.issues, toIssue);
  },
});

export const getIssue = defineTool<{ id: string }, Issue>({
  name: 'linear.get_issue',
  service: 'linear',
  description: 'Get one Linear issue by identifier (e.g. "ENG-123") or id, with its state, assignee, project, labels and comments.',
  keywords: ['linear', 'issue', 'ticket', 'task', 'issue details', 'ENG-123', 'comments', 'status of ticket'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['id'],
    properties: { id: { type: 'string', minLength: 1, description: 'Issue identifier such as "ENG-123", or its UUID.' } },
  },
  output: `${ISSUE_OUTPUT.slice(0, -1)}, comments: [{id, body, url, createdAt, user: {id, name}}]}`,
  scopes: ['read'],
  mutates: false,
  sandbox(input, world) {
    const s = linearState(world);
    return toIssue(issueView(s, findIssue(s, input.id), true));
  },
  async live(input, api) {
    const data = await linearQuery<{ issue: RawIssue }>(
      api,
      `query GetIssue($id: String!) { issue(id: $id) { ${ISSUE_FIELDS} comments(first: 50) { nodes { ${COMMENT_FIELDS} } } } }`,
      { id: input.id },
    );
    return toIssue(data.issue);
  },
});
