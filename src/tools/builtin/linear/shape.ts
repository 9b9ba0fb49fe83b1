// The GraphQL selections the Linear tools send, and mappers from their answers to what tools return.
// The sandbox builds the same answer objects, so both go through these mappers. Connections
// ({nodes: [...]}) inside an object are flattened to arrays; Linear's field names are kept.

export const ISSUE_FIELDS = `id identifier title description priority priorityLabel url dueDate createdAt updatedAt completedAt
  state { id name type } assignee { id name email } team { id key name } project { id name } labels { nodes { id name } }`;

export const COMMENT_FIELDS = 'id body url createdAt user { id name } issue { id identifier }';

export const TEAM_FIELDS = 'id key name description states { nodes { id name type position } } members { nodes { id name email } }';

export const PROJECT_FIELDS = 'id name description url progress startDate targetDate status { name type } lead { id name } teams { nodes { id key name } }';

export const PAGE_INFO = 'pageInfo { hasNextPage endCursor }';

export interface Connection<T> {
  nodes: T[];
}

export interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface Page<T> {
  nodes: T[];
  pageInfo: PageInfo;
}

type Ref = { id: string; name: string };
type State = { id: string; name: string; type: string };
type Person = { id: string; name: string; email: string };
type TeamRef = { id: string; key: string; name: string };

export interface RawIssue {
  id: string;
  identifier: string;
  title: string;
  description: string | null;
  priority: number;
  priorityLabel: string;
  url: string;
  dueDate: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  state: State;
  assignee: Person | null;
  team: TeamRef;
  project: Ref | null;
  labels: Connection<Ref>;
  comments?: Connection<RawComment>;
}

export interface RawComment {
  id: string;
  body: string;
  url: string;
  createdAt: string;
  user: Ref | null;
  issue?: { id: string; identifier: string } | null;
}

export interface RawTeam {
  id: string;
  key: string;
  name: string;
  description: string | null;
  states: Connection<State & { position: number }>;
  members: Connection<Person>;
}

export interface RawProject {
  id: string;
  name: string;
  description: string;
  url: string;
  progress: number;
  startDate: string | null;
  targetDate: string | null;
  status: { name: string; type: string };
  lead: Ref | null;
  teams: Connection<TeamRef>;
}

export type Issue = Omit<RawIssue, 'labels' | 'comments'> & { labels: Ref[]; comments?: Comment[] };
export type Comment = RawComment;
export type Team = Omit<RawTeam, 'states' | 'members'> & { states: State[]; members: Person[] };
export type Project = Omit<RawProject, 'teams'> & { teams: TeamRef[] };

const pick = <T extends object>(o: T | null | undefined, keys: (keyof T)[]): T | null =>
  o ? (Object.fromEntries(keys.map((k) => [k, o[k]])) as T) : null;

export function toComment(c: RawComment): Comment {
  const out: Comment = { id: c.id, body: c.body, url: c.url, createdAt: c.createdAt, user: pick(c.user, ['id', 'name']) };
  if (c.issue) out.issue = { id: c.issue.id, identifier: c.issue.identifier };
  return out;
}

export function toIssue(i: RawIssue): Issue {
  const issue: Issue = {
    id: i.id,
    identifier: i.identifier,
    title: i.title,
    description: i.description ?? null,
    priority: i.priority,
    priorityLabel: i.priorityLabel,
    url: i.url,
    dueDate: i.dueDate ?? null,
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
    completedAt: i.completedAt ?? null,
    state: { id: i.state.id, name: i.state.name, type: i.state.type },
    assignee: pick(i.assignee, ['id', 'name', 'email']),
    team: { id: i.team.id, key: i.team.key, name: i.team.name },
    project: pick(i.project, ['id', 'name']),
    labels: i.labels.nodes.map((l) => ({ id: l.id, name: l.name })),
  };
  if (i.comments) {
    // Oldest first, to read as a conversation.
    issue.comments = [...i.comments.nodes].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(({ issue: _issue, ...c }) => toComment(c));
  }
  return issue;
}

export function toTeam(t: RawTeam): Team {
  return {
    id: t.id,
    key: t.key,
    name: t.name,
    description: t.description ?? null,
    states: [...t.states.nodes].sort((a, b) => a.position - b.position).map((s) => ({ id: s.id, name: s.name, type: s.type })),
    members: t.members.nodes.map((m) => ({ id: m.id, name: m.name, email: m.email })),
  };
}

export function toProject(p: RawProject): Project {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    url: p.url,
    progress: p.progress,
    startDate: p.startDate ?? null,
    targetDate: p.targetDate ?? null,
    status: { name: p.status.name, type: p.status.type },
    lead: pick(p.lead, ['id', 'name']),
    teams: p.teams.nodes.map((t) => ({ id: t.id, key: t.key, name: t.name })),
  };
}

export function toPage<R, T>(page: Page<R>, map: (raw: R) => T): Page<T> {
  return { nodes: page.nodes.map(map), pageInfo: { hasNextPage: page.pageInfo.hasNextPage, endCursor: page.pageInfo.endCursor ?? null } };
}

export const PAGE_OUTPUT = (node: string) => `{nodes: [${node}], pageInfo: {hasNextPage, endCursor}}`;
export const ISSUE_OUTPUT =
  '{id, identifier, title, description, priority, priorityLabel, url, dueDate, createdAt, updatedAt, completedAt, state: {id, name, type}, assignee: {id, name, email} | null, team: {id, key, name}, project: {id, name} | null, labels: [{id, name}]}';
