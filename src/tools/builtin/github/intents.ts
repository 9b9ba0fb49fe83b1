// What each GitHub tool does, in the words the planner and the matcher read (intent-types.ts).
import type { ToolIntent } from '../../intent-types.ts';
import { arr, listed, quoted, str } from '../shared/summary-text.ts';

const repoOf = (input: Record<string, unknown>) => `${str(input, 'owner')}/${str(input, 'repo')}`;
// An issue or pull request with what people ask of it: its state, who has it, which branch it comes from.
const issueLabel = (issue: unknown) => {
  const who = arr(issue, 'assignees').map((a) => str(a, 'login')).filter(Boolean);
  const branch = str(issue, 'head', 'ref');
  const facts = [str(issue, 'state'), who.length > 0 && `assigned to ${who.join(', ')}`, branch && `from ${branch}`].filter(Boolean);
  return `#${str(issue, 'number')} ${quoted(str(issue, 'title'))} (${facts.join(', ')})`;
};
const issueTarget = { field: 'issue_number', lookup: 'github.list_issues', names: ['title'], id: 'number', kind: 'issue' };
const pullTarget = { field: 'pull_number', lookup: 'github.list_pull_requests', names: ['title'], id: 'number', kind: 'pull request' };

export const githubIntents: Record<string, ToolIntent> = {
  'github.list_repositories': {
    verbs: ['list'],
    objects: ['repository', 'repo'],
    summary: (_input, output) => listed('repositories', arr(output), (r) => str(r, 'full_name')),
  },
  'github.list_issues': {
    verbs: ['list'],
    objects: ['issue', 'bug', 'ticket'],
    summary: (input, output) => listed(`${str(input, 'state') || 'open'} issues`, arr(output), issueLabel, ` in ${repoOf(input)}`),
  },
  'github.get_issue': {
    verbs: ['get', 'read', 'show'],
    objects: ['issue', 'bug'],
    target: issueTarget,
    summary: (input, output) => `Read issue ${issueLabel(output)} in ${repoOf(input)}: ${str(output, 'body')}`,
  },
  'github.create_issue': {
    verbs: ['create', 'open', 'file', 'raise', 'log', 'report', 'add', 'new', 'make', 'submit'],
    objects: ['issue', 'bug', 'ticket'],
    summary: (input, output) => `Created issue #${str(output, 'number')} ${quoted(str(output, 'title'))} in ${repoOf(input)}${arr(output, 'labels').length ? ` with labels ${arr(output, 'labels').map((l) => str(l, 'name')).join(', ')}` : ''}.`,
  },
  'github.update_issue': {
    verbs: ['update', 'close', 'reopen', 'label', 'tag', 'assign', 'rename', 'edit', 'change', 'mark', 'bump', 'slap'],
    objects: ['issue', 'bug', 'ticket'],
    target: issueTarget,
    summary: (input, output) => {
      const labels = arr(output, 'labels').map((l) => str(l, 'name'));
      const assignees = arr(output, 'assignees').map((a) => str(a, 'login'));
      return `Updated issue #${str(output, 'number')} ${quoted(str(output, 'title'))} in ${repoOf(input)}: state ${str(output, 'state')}${labels.length ? `, labels ${labels.join(', ')}` : ''}${assignees.length ? `, assigned to ${assignees.join(', ')}` : ''}.`;
    },
  },
  'github.add_comment': {
    verbs: ['comment', 'add', 'reply', 'write', 'post', 'note', 'leave', 'drop'],
    objects: ['comment', 'issue'],
    target: issueTarget,
    summary: (input, output) => `Commented on issue #${str(input, 'issue_number')} in ${repoOf(input)}: ${quoted(str(output, 'body'))}.`,
  },
  'github.list_pull_requests': {
    verbs: ['list'],
    objects: ['pull request', 'pr', 'prs', 'pull'],
    summary: (input, output) => listed(`${str(input, 'state') || 'open'} pull requests`, arr(output), issueLabel, ` in ${repoOf(input)}`),
  },
  'github.get_pull_request': {
    verbs: ['get', 'read', 'show'],
    objects: ['pull request', 'pr'],
    target: pullTarget,
    // Which branch into which: what people ask of a pull request besides its state.
    summary: (input, output) => `Read pull request ${issueLabel(output)} in ${repoOf(input)}, into ${str(output, 'base', 'ref')} (merged: ${String((output as { merged?: unknown })?.merged ?? false)}).`,
  },
  'github.create_pull_request': {
    verbs: ['create', 'open', 'make', 'submit', 'raise'],
    objects: ['pull request', 'pr'],
    summary: (input, output) => `Created pull request #${str(output, 'number')} ${quoted(str(output, 'title'))} in ${repoOf(input)} from ${str(input, 'head')} into ${str(input, 'base')}.`,
  },
  'github.merge_pull_request': {
    verbs: ['merge'],
    objects: ['pull request', 'pr', 'branch'],
    target: pullTarget,
    summary: (input, output) => `Merged pull request #${str(input, 'pull_number')} in ${repoOf(input)} (${str(output, 'message') || str(output, 'sha')}).`,
  },
};
