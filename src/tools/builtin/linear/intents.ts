// What each Linear tool does, in the words the planner and the matcher read (intent-types.ts).
import type { ToolIntent } from '../../intent-types.ts';
import { arr, listed, quoted, str } from '../shared/summary-text.ts';

// The facts people ask about an issue: its state, who has it and when it is due.
const issueLabel = (issue: unknown) => {
  const facts = [str(issue, 'state', 'name'), str(issue, 'assignee', 'name') && `assigned to ${str(issue, 'assignee', 'name')}`, str(issue, 'dueDate') && `due ${str(issue, 'dueDate')}`].filter(Boolean);
  return `${str(issue, 'identifier')} ${quoted(str(issue, 'title'))} (${facts.join(', ')})`;
};
const issueTarget = { field: 'id', lookup: 'linear.list_issues', names: ['title'], id: 'identifier', kind: 'issue', search: 'query', partialSearch: true };

export const linearIntents: Record<string, ToolIntent> = {
  'linear.list_issues': {
    verbs: ['list'],
    objects: ['issue', 'ticket', 'bug', 'task'],
    summary: (input, output) => listed('issues', arr(output, 'nodes'), issueLabel, str(input, 'team') ? ` in ${str(input, 'team')}` : ''),
  },
  'linear.get_issue': {
    verbs: ['get', 'read', 'show'],
    objects: ['issue', 'ticket'],
    target: issueTarget,
    summary: (_input, output) => `Read ${issueLabel(output)}: ${str(output, 'description')}`,
  },
  'linear.create_issue': {
    verbs: ['create', 'file', 'open', 'add', 'new', 'make', 'log', 'raise', 'turn'],
    objects: ['issue', 'ticket', 'bug', 'task'],
    summary: (_input, output) => `Created ${issueLabel(output)} in team ${str(output, 'team', 'key')}${str(output, 'priorityLabel') ? `, priority ${str(output, 'priorityLabel')}` : ''}.`,
  },
  'linear.update_issue': {
    verbs: ['update', 'move', 'mark', 'set', 'change', 'assign', 'rename', 'close', 'prioritize', 'make', 'edit', 'bump'],
    objects: ['issue', 'ticket', 'bug', 'task'],
    target: issueTarget,
    summary: (_input, output) =>
      `Updated ${issueLabel(output)}: priority ${str(output, 'priorityLabel') || 'none'}${str(output, 'dueDate') ? `, due ${str(output, 'dueDate')}` : ''}.`,
  },
  'linear.add_comment': {
    verbs: ['comment', 'add', 'reply', 'write', 'note', 'post', 'leave', 'drop'],
    objects: ['comment', 'issue', 'ticket'],
    target: { ...issueTarget, field: 'issueId' },
    summary: (input, output) => `Commented on ${str(output, 'issue', 'identifier') || str(input, 'issueId')}: ${quoted(str(output, 'body'))}.`,
  },
  'linear.list_projects': {
    verbs: ['list'],
    objects: ['project', 'roadmap'],
    summary: (_input, output) => listed('projects', arr(output, 'nodes'), (p) => `${quoted(str(p, 'name'))} (${str(p, 'status', 'name')})`),
  },
  'linear.list_teams': {
    verbs: ['list'],
    objects: ['team'],
    summary: (_input, output) => listed('teams', arr(output, 'nodes'), (t) => `${str(t, 'key')} ${quoted(str(t, 'name'))}`),
  },
};
