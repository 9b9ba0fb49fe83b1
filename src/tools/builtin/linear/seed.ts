// A plausible Linear workspace: Engineering and Design teams with the default workflow, three
// projects, a handful of issues in every state and a short discussion. Ids derive from the user id.
import { seedTime } from '../shared/sandbox-state.ts';
import { uuidFrom } from '../shared/uuid.ts';
import type { IssueRecord, LinearState, WorkflowStateRecord } from './state.ts';

export const WORKFLOW: [string, WorkflowStateRecord['type']][] = [
  ['Backlog', 'backlog'],
  ['Todo', 'unstarted'],
  ['In Progress', 'started'],
  ['In Review', 'started'],
  ['Done', 'completed'],
  ['Canceled', 'canceled'],
];

const iso = (day: number, hour = 10) => new Date(seedTime(day, hour)).toISOString();

// [team key, title, description, state, priority, assignee key | null, project key | null, labels, day created, due date]
type IssueSpec = [string, string, string, string, number, string | null, string | null, string[], number, string | null];
const ISSUES: IssueSpec[] = [
  ['ENG', 'Login fails with SSO when the email has uppercase letters', 'Okta sends `Alice@Acme.com`; we compare case-sensitively.', 'In Progress', 1, 'me', null, ['Bug'], -9, null],
  ['ENG', 'Migrate invoices to the new billing service', 'Move invoice generation off the monolith.', 'Todo', 2, 'devon', 'billing', ['Improvement'], -20, '2025-02-14'],
  ['ENG', 'Crash on Android 14 when opening settings', 'NullPointerException in SettingsFragment.onResume.', 'Backlog', 2, null, 'mobile', ['Bug'], -6, null],
  ['ENG', 'Add dark mode to the mobile app', 'Follow the design system tokens.', 'In Review', 3, 'me', 'mobile', ['Feature'], -15, '2025-01-31'],
  ['ENG', 'Upgrade Postgres to 16', 'Staging done; production during the maintenance window.', 'Done', 3, 'devon', null, ['Improvement'], -30, null],
  // ENG-6 to ENG-12: the docs' examples name ENG-12.
  ['ENG', 'Retry failed exports with backoff', 'Exports that fail are dropped today.', 'Backlog', 3, null, null, ['Improvement'], -25, null],
  ['ENG', 'Invoice totals are off by a day in UTC+13', 'Invoices dated just after midnight in Auckland land on the previous day.', 'Todo', 4, 'maria', 'billing', ['Bug'], -18, null],
  ['ENG', 'Add audit log for admin actions', 'Record who changed roles and billing settings.', 'Backlog', 3, null, null, ['Feature'], -16, null],
  ['ENG', 'Push notifications arrive twice on iOS', 'Both the legacy and the new token are registered.', 'In Progress', 2, 'devon', 'mobile', ['Bug'], -11, null],
  ['ENG', 'Cache the pricing page API response', 'The page calls the pricing API on every view.', 'Todo', 3, null, null, ['Performance'], -8, null],
  ['ENG', 'Remove the v1 reports endpoint', 'No traffic since March; remove it and its tests.', 'Canceled', 4, null, null, ['Improvement'], -28, null],
  ['ENG', 'Onboarding emails link to the old help center', 'All three onboarding emails point to help.acme.dev.', 'Todo', 2, 'me', null, ['Bug'], -3, '2025-01-17'],
  ['DES', 'Design empty states for the dashboard', 'Illustrations plus copy for the four empty widgets.', 'Todo', 3, 'chen', 'design-system', ['Feature'], -4, null],
  ['DES', 'Refresh the icon set', 'Replace the 24px icons with the new stroke style.', 'In Progress', 4, 'chen', 'design-system', [], -12, null],
];

export function linearSeed(userId: string): LinearState {
  const id = (label: string) => uuidFrom(`linear:${userId}:${label}`);
  const handle = userId.split('@')[0] || 'you';
  const people: Record<string, [string, string]> = {
    me: [handle, userId.includes('@') ? userId : `${handle.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@acme.dev`],
    maria: ['Maria Chen', 'maria@acme.dev'],
    devon: ['Devon Park', 'devon@acme.dev'],
    chen: ['Chen Wei', 'chen@acme.dev'],
  };
  const users = Object.entries(people).map(([key, [name, email]]) => ({ id: id(`user:${key}`), name, displayName: name.split(' ')[0].toLowerCase(), email }));
  const userRef = (key: string | null) => (key ? id(`user:${key}`) : null);

  const teams = [
    { id: id('team:ENG'), key: 'ENG', name: 'Engineering', description: 'Product engineering', member_ids: ['me', 'maria', 'devon'].map((k) => id(`user:${k}`)), issue_seq: 0 },
    { id: id('team:DES'), key: 'DES', name: 'Design', description: 'Product design and research', member_ids: ['me', 'chen'].map((k) => id(`user:${k}`)), issue_seq: 0 },
  ];
  const states = teams.flatMap((team) => WORKFLOW.map(([name, type], position) => ({ id: id(`state:${team.key}:${name}`), team_id: team.id, name, type, position })));
  const labels = ['Bug', 'Feature', 'Improvement', 'Performance'].map((name) => ({ id: id(`label:${name}`), name }));
  const project = (key: string, name: string, description: string, status: [string, string], progress: number, start: string | null, target: string | null, lead: string, teamKeys: string[]) => ({
    id: id(`project:${key}`),
    name,
    description,
    slug: `${key}-${id(`project:${key}`).slice(0, 12).replace('-', '')}`,
    status: { name: status[0], type: status[1] },
    progress,
    startDate: start,
    targetDate: target,
    lead_id: id(`user:${lead}`),
    team_ids: teamKeys.map((k) => id(`team:${k}`)),
  });
  const projects = [
    project('mobile', 'Mobile app v2', 'Rebuild of the iOS and Android apps', ['In Progress', 'started'], 0.45, '2024-11-04', '2025-03-28', 'maria', ['ENG', 'DES']),
    project('billing', 'Billing revamp', 'Usage-based billing and a new invoice service', ['Planned', 'planned'], 0.1, '2025-02-03', '2025-05-30', 'devon', ['ENG']),
    project('design-system', 'Design system', 'Shared tokens, components and icons', ['In Progress', 'started'], 0.7, '2024-09-02', null, 'chen', ['DES']),
  ];

  const issues: IssueRecord[] = ISSUES.map(([teamKey, title, description, stateName, priority, assignee, projectKey, labelNames, day, dueDate]) => {
    const team = teams.find((t) => t.key === teamKey)!;
    const number = ++team.issue_seq;
    const state = states.find((s) => s.team_id === team.id && s.name === stateName)!;
    return {
      id: id(`issue:${teamKey}-${number}`),
      team_id: team.id,
      number,
      title,
      description,
      priority,
      state_id: state.id,
      assignee_id: userRef(assignee),
      project_id: projectKey ? id(`project:${projectKey}`) : null,
      label_ids: labelNames.map((name) => id(`label:${name}`)),
      dueDate,
      createdAt: iso(day),
      updatedAt: iso(day + 2, 15),
      completedAt: state.type === 'completed' ? iso(day + 2, 15) : null,
    };
  });

  const comments = [
    { id: id('comment:1'), issue_id: id('issue:ENG-1'), body: 'Reproduced with Okta; Google SSO is fine.', user_id: id('user:maria'), createdAt: iso(-8) },
    { id: id('comment:2'), issue_id: id('issue:ENG-1'), body: 'Lower-casing both sides before the lookup; PR is up.', user_id: id('user:me'), createdAt: iso(-7, 16) },
  ];

  return { workspace: 'acme', viewer_id: id('user:me'), users, teams, states, labels, projects, issues, comments };
}
