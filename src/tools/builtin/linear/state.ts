// The Linear sandbox keeps normalized records (issues point at teams, states, users by id) and
// resolves them into the same objects the GraphQL selections in shape.ts would return.
import type { SandboxWorld } from '../../types.ts';
import type { ToolError } from '../../tool-error.ts';
import { ensureSeeded, pageOf } from '../shared/sandbox-state.ts';
import { linearError, UUID } from './graphql.ts';
import type { Page, RawComment, RawIssue, RawProject, RawTeam } from './shape.ts';
import { addTeamFromName, isPlausibleTeam, isTeamKey } from './named-team.ts';
import { linearSeed } from './seed.ts';

export interface UserRecord {
  id: string;
  name: string;
  displayName: string;
  email: string;
}

export interface TeamRecord {
  id: string;
  key: string;
  name: string;
  description: string | null;
  member_ids: string[];
  /** Last issue number used in this team (identifiers are KEY-number). */
  issue_seq: number;
}

export interface WorkflowStateRecord {
  id: string;
  team_id: string;
  name: string;
  type: 'triage' | 'backlog' | 'unstarted' | 'started' | 'completed' | 'canceled';
  position: number;
}

export interface ProjectRecord {
  id: string;
  name: string;
  description: string;
  slug: string;
  status: { name: string; type: string };
  progress: number;
  startDate: string | null;
  targetDate: string | null;
  lead_id: string | null;
  team_ids: string[];
}

export interface IssueRecord {
  id: string;
  team_id: string;
  number: number;
  title: string;
  description: string | null;
  priority: number;
  state_id: string;
  assignee_id: string | null;
  project_id: string | null;
  label_ids: string[];
  dueDate: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

export interface CommentRecord {
  id: string;
  issue_id: string;
  body: string;
  user_id: string;
  createdAt: string;
}

export type LinearState = {
  /** Workspace url key, as in https://linear.app/<key>/... */
  workspace: string;
  viewer_id: string;
  users: UserRecord[];
  teams: TeamRecord[];
  states: WorkflowStateRecord[];
  labels: { id: string; name: string }[];
  projects: ProjectRecord[];
  issues: IssueRecord[];
  comments: CommentRecord[];
};

export function linearState(world: SandboxWorld): LinearState {
  return ensureSeeded<LinearState>(world, linearSeed);
}

/** Linear's answer for a reference that resolves to nothing, worded as the API words it, plus what was asked for. */
export function entityNotFound(type: string, ref?: string): ToolError {
  const what = ref ? `${type} ${ref}` : type;
  return linearError({ message: `Entity not found: ${type}`, extensions: { type: 'invalid input', userPresentableMessage: `Could not find referenced ${what}.` } });
}

export function invalidInput(detail: string): ToolError {
  return linearError({ message: 'Argument Validation Error', extensions: { type: 'invalid input', userPresentableMessage: detail } });
}

function find<T extends { id: string }>(list: T[], id: string, type: string): T {
  const found = list.find((x) => x.id === id);
  if (!found) throw entityNotFound(type, id);
  return found;
}

export const findTeam = (s: LinearState, id: string) => find(s.teams, id, 'Team');
export const findUser = (s: LinearState, id: string) => find(s.users, id, 'User');
export const findProject = (s: LinearState, id: string) => find(s.projects, id, 'Project');
export const findWorkflowState = (s: LinearState, id: string) => find(s.states, id, 'WorkflowState');
export const findLabel = (s: LinearState, id: string) => find(s.labels, id, 'IssueLabel');

/**
 * The team a call names by id, key ("ENG") or name ("Engineering"), any case. A key or name nobody
 * seeded is a team created on first reference (decision G5); an unknown id is not found.
 */
export function teamFor(s: LinearState, ref: string): TeamRecord {
  const wanted = ref.trim().toLowerCase();
  const found = s.teams.find((t) => t.id === ref) ?? s.teams.find((t) => t.key.toLowerCase() === wanted) ?? s.teams.find((t) => t.name.toLowerCase() === wanted);
  if (found) return found;
  if (UUID.test(ref) || !isPlausibleTeam(ref)) throw entityNotFound('Team', ref);
  return addTeamFromName(s, ref);
}

/** `issue(id:)` takes a UUID or an identifier such as ENG-12 (whose team is there on first reference). */
export function findIssue(s: LinearState, ref: string): IssueRecord {
  const identifier = /^([A-Za-z][A-Za-z0-9]*)-(\d+)$/.exec(ref.trim());
  if (!identifier) {
    const issue = s.issues.find((i) => i.id === ref);
    if (!issue) throw entityNotFound('Issue', ref);
    return issue;
  }
  const key = identifier[1].toUpperCase();
  if (!isTeamKey(key) && !s.teams.some((t) => t.key === key)) throw entityNotFound('Issue', ref);
  const team = teamFor(s, key);
  const issue = s.issues.find((i) => i.team_id === team.id && i.number === Number(identifier[2]));
  if (!issue) throw entityNotFound('Issue', `${team.key}-${identifier[2]} (team ${team.key} has ${team.key}-1 to ${team.key}-${team.issue_seq})`);
  return issue;
}

/** A workflow state of the team by id, or by name ("In Progress", any case). */
export function teamState(s: LinearState, teamId: string, ref: string): WorkflowStateRecord {
  const own = s.states.filter((st) => st.team_id === teamId);
  const state = own.find((st) => st.id === ref) ?? own.find((st) => st.name.toLowerCase() === ref.trim().toLowerCase());
  if (state) return state;
  if (s.states.some((st) => st.id === ref)) throw invalidInput("The workflow state does not belong to the issue's team.");
  const team = findTeam(s, teamId);
  throw entityNotFound('WorkflowState', `"${ref}" in team ${team.key} (its states: ${own.map((st) => st.name).join(', ')})`);
}

const PRIORITY_LABELS = ['No priority', 'Urgent', 'High', 'Medium', 'Low'];

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);

export function identifierOf(s: LinearState, issue: IssueRecord): string {
  return `${findTeam(s, issue.team_id).key}-${issue.number}`;
}

function issueUrl(s: LinearState, issue: IssueRecord): string {
  return `https://linear.app/${s.workspace}/issue/${identifierOf(s, issue)}/${slugify(issue.title)}`;
}

export function commentView(s: LinearState, c: CommentRecord): RawComment {
  const issue = findIssue(s, c.issue_id);
  const user = s.users.find((u) => u.id === c.user_id);
  return {
    id: c.id,
    body: c.body,
    url: `${issueUrl(s, issue)}#comment-${c.id.slice(0, 8)}`,
    createdAt: c.createdAt,
    user: user ? { id: user.id, name: user.name } : null,
    issue: { id: issue.id, identifier: identifierOf(s, issue) },
  };
}

export function issueView(s: LinearState, i: IssueRecord, withComments = false): RawIssue {
  const team = findTeam(s, i.team_id);
  const state = findWorkflowState(s, i.state_id);
  const assignee = i.assignee_id ? findUser(s, i.assignee_id) : null;
  const project = i.project_id ? findProject(s, i.project_id) : null;
  const view: RawIssue = {
    id: i.id,
    identifier: identifierOf(s, i),
    title: i.title,
    description: i.description,
    priority: i.priority,
    priorityLabel: PRIORITY_LABELS[i.priority] ?? 'No priority',
    url: issueUrl(s, i),
    dueDate: i.dueDate,
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
    completedAt: i.completedAt,
    state: { id: state.id, name: state.name, type: state.type },
    assignee: assignee && { id: assignee.id, name: assignee.name, email: assignee.email },
    team: { id: team.id, key: team.key, name: team.name },
    project: project && { id: project.id, name: project.name },
    labels: { nodes: i.label_ids.map((id) => findLabel(s, id)) },
  };
  if (withComments) view.comments = { nodes: s.comments.filter((c) => c.issue_id === i.id).map((c) => commentView(s, c)) };
  return view;
}

export function teamView(s: LinearState, t: TeamRecord): RawTeam {
  const states = s.states.filter((st) => st.team_id === t.id).map(({ id, name, type, position }) => ({ id, name, type, position }));
  const members = t.member_ids.map((id) => findUser(s, id)).map(({ id, name, email }) => ({ id, name, email }));
  return { id: t.id, key: t.key, name: t.name, description: t.description, states: { nodes: states }, members: { nodes: members } };
}

export function projectView(s: LinearState, p: ProjectRecord): RawProject {
  const lead = p.lead_id ? findUser(s, p.lead_id) : null;
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    url: `https://linear.app/${s.workspace}/project/${p.slug}`,
    progress: p.progress,
    startDate: p.startDate,
    targetDate: p.targetDate,
    status: p.status,
    lead: lead && { id: lead.id, name: lead.name },
    teams: { nodes: p.team_ids.map((id) => findTeam(s, id)).map(({ id, key, name }) => ({ id, key, name })) },
  };
}

/** Relay-style forward pagination over a sandbox list (the cursor is opaque to callers). */
export function sandboxPage<T>(items: T[], first: number | undefined, after: string | undefined): Page<T> {
  const { page, next } = pageOf(items, first ?? 50, after);
  return { nodes: page, pageInfo: { hasNextPage: next !== undefined, endCursor: next ?? null } };
}
