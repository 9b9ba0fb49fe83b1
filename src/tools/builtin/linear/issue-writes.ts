// Writing Linear issues: the issueCreate and issueUpdate mutations.
import type { JsonSchema, SandboxWorld } from '../../types.ts';
import { defineTool } from '../shared/define-tool.ts';
import { uuidFrom } from '../shared/uuid.ts';
import { linearQuery, requireSuccess, UUID } from './graphql.ts';
import { ISSUE_FIELDS, ISSUE_OUTPUT, toIssue, type Issue, type RawIssue } from './shape.ts';
import { findIssue, findLabel, findProject, findUser, issueView, linearState, teamFor, teamState, type IssueRecord, type LinearState } from './state.ts';
import { liveIssueTeam, liveTeam, stateIdIn } from './team-ref.ts';

type IssueFields = {
  title?: string;
  description?: string | null;
  assigneeId?: string | null;
  priority?: number;
  stateId?: string;
  projectId?: string | null;
  labelIds?: string[];
  dueDate?: string | null;
};

const fieldProps: Record<string, JsonSchema> = {
  description: { type: ['string', 'null'], description: 'Markdown body.' },
  priority: { type: 'integer', minimum: 0, maximum: 4, description: '0 none, 1 urgent, 2 high, 3 medium, 4 low.' },
  stateId: { type: 'string', minLength: 1, description: 'Workflow state of the issue\'s team: its name ("In Progress", "Done") or its id from linear.list_teams.' },
  labelIds: { type: 'array', items: { type: 'string' }, description: 'Label ids; replaces the current labels.' },
};

/** Applies the fields as Linear would, refusing references that resolve to nothing or to another team. */
function apply(s: LinearState, issue: IssueRecord, input: IssueFields, now: string): void {
  // Resolve every reference before changing anything, so a refused call leaves the issue as it was.
  const state = input.stateId === undefined ? undefined : teamState(s, issue.team_id, input.stateId);
  if (input.assigneeId) findUser(s, input.assigneeId);
  if (input.projectId) findProject(s, input.projectId);
  input.labelIds?.forEach((id) => findLabel(s, id));
  if (state) {
    const before = s.states.find((st) => st.id === issue.state_id);
    issue.state_id = state.id;
    if (state.type !== 'completed') issue.completedAt = null;
    else if (before?.type !== 'completed' || !issue.completedAt) issue.completedAt = now;
  }
  if (input.title !== undefined) issue.title = input.title;
  if (input.description !== undefined) issue.description = input.description;
  if (input.assigneeId !== undefined) issue.assignee_id = input.assigneeId;
  if (input.priority !== undefined) issue.priority = input.priority;
  if (input.projectId !== undefined) issue.project_id = input.projectId;
  if (input.labelIds !== undefined) issue.label_ids = [...new Set(input.labelIds)];
  if (input.dueDate !== undefined) issue.dueDate = input.dueDate;
  issue.updatedAt = now;
}

const stamp = (world: SandboxWorld) => world.now().toISOString();

type CreateInput = IssueFields & { teamId: string; title: string };

export const createIssue = defineTool<CreateInput, Issue>({
  name: 'linear.create_issue',
  service: 'linear',
  description:
    'Create a Linear issue (ticket) in a team, given by key ("ENG"), name or id, optionally with assignee, priority, state (by name, e.g. "In Progress", or id), project, labels and due date. For GitHub repository issues use github.create_issue.',
  keywords: ['linear', 'create issue', 'new ticket', 'file ticket', 'log bug', 'add task', 'create task', 'report bug', 'backlog item'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['teamId', 'title'],
    properties: {
      teamId: { type: 'string', minLength: 1, description: 'The team: its key ("ENG"), its name ("Engineering") or its id from linear.list_teams.' },
      title: { type: 'string', minLength: 1 },
      ...fieldProps,
      assigneeId: { type: 'string', minLength: 1, description: 'User id from the team members in linear.list_teams.' },
      projectId: { type: 'string', minLength: 1, description: 'Project id from linear.list_projects.' },
      dueDate: { type: 'string', format: 'date', description: 'YYYY-MM-DD.' },
    },
  },
  output: ISSUE_OUTPUT,
  scopes: ['read', 'issues:create'],
  mutates: true,
  sandbox(input, world) {
    const s = linearState(world);
    const team = teamFor(s, input.teamId);
    const teamStates = s.states.filter((st) => st.team_id === team.id).sort((a, b) => a.position - b.position);
    // New issues land in the team's first "unstarted" state (Todo), as Linear's default workflow does.
    const initial = teamStates.find((st) => st.type === 'unstarted') ?? teamStates[0];
    const now = stamp(world);
    const issue: IssueRecord = {
      id: uuidFrom(world.newId('issue')),
      team_id: team.id,
      number: team.issue_seq + 1,
      title: input.title,
      description: null,
      priority: 0,
      state_id: initial.id,
      assignee_id: null,
      project_id: null,
      label_ids: [],
      dueDate: null,
      createdAt: now,
      updatedAt: now,
      completedAt: null,
    };
    apply(s, issue, input, now);
    team.issue_seq = issue.number;
    s.issues.push(issue);
    return toIssue(issueView(s, issue));
  },
  async live(input, api) {
    const fields = { ...input };
    if (!UUID.test(input.teamId) || (input.stateId !== undefined && !UUID.test(input.stateId))) {
      // A key, a name or a state's name costs one lookup: the team with its states.
      const team = await liveTeam(api, input.teamId);
      fields.teamId = team.id;
      if (input.stateId !== undefined) fields.stateId = stateIdIn(team.states.nodes, input.stateId, team.key);
    }
    const data = await linearQuery<{ issueCreate: { success: boolean; issue: RawIssue } }>(
      api,
      `mutation CreateIssue($input: IssueCreateInput!) { issueCreate(input: $input) { success issue { ${ISSUE_FIELDS} } } }`,
      { input: fields },
    );
    return toIssue(requireSuccess(data.issueCreate, 'create the issue').issue);
  },
});

type UpdateInput = IssueFields & { id: string };

export const updateIssue = defineTool<UpdateInput, Issue>({
  name: 'linear.update_issue',
  service: 'linear',
  description:
    'Change a Linear issue: move it to another workflow state (by name, e.g. "In Progress", "Done", or id), reassign or unassign it, or edit title, description, priority, project, labels or due date.',
  keywords: ['linear', 'update issue', 'edit ticket', 'move ticket', 'change status', 'mark done', 'close ticket', 'assign', 'reassign', 'reprioritize'],
  input: {
    type: 'object',
    additionalProperties: false,
    required: ['id'],
    properties: {
      id: { type: 'string', minLength: 1, description: 'Issue identifier such as "ENG-123", or its UUID.' },
      title: { type: 'string', minLength: 1 },
      ...fieldProps,
      assigneeId: { type: ['string', 'null'], description: 'User id; null unassigns.' },
      projectId: { type: ['string', 'null'], description: 'Project id; null removes the issue from its project.' },
      dueDate: { type: ['string', 'null'], format: 'date', description: 'YYYY-MM-DD; null clears it.' },
    },
  },
  output: ISSUE_OUTPUT,
  scopes: ['read', 'write'],
  mutates: true,
  sandbox(input, world) {
    const s = linearState(world);
    const { id, ...fields } = input;
    const issue = findIssue(s, id);
    apply(s, issue, fields, stamp(world));
    return toIssue(issueView(s, issue));
  },
  async live(input, api) {
    const { id, ...fields } = input;
    if (fields.stateId !== undefined && !UUID.test(fields.stateId)) {
      const team = await liveIssueTeam(api, id);
      fields.stateId = stateIdIn(team.states.nodes, fields.stateId, team.key);
    }
    const data = await linearQuery<{ issueUpdate: { success: boolean; issue: RawIssue } }>(
      api,
      `mutation UpdateIssue($id: String!, $input: IssueUpdateInput!) { issueUpdate(id: $id, input: $input) { success issue { ${ISSUE_FIELDS} } } }`,
      { id, input: fields },
    );
    return toIssue(requireSuccess(data.issueUpdate, 'update the issue').issue);
  },
});
