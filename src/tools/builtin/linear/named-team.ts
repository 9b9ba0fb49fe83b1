// A team that a test-environment call names (by key, "OPS", or by name, "Platform") and nobody
// seeded is made on first reference (decision G5) from the name alone: the default workflow, the
// viewer and two colleagues as members, and a handful of issues OPS-1..OPS-n in several states.
import { seedTime } from '../shared/sandbox-state.ts';
import { seededPicker } from '../shared/seeded-random.ts';
import { uuidFrom } from '../shared/uuid.ts';
import { WORKFLOW } from './seed.ts';
import type { IssueRecord, LinearState, TeamRecord } from './state.ts';

/** Linear team keys: an uppercase letter, then uppercase letters or digits; at most 7 here. */
const KEY = /^[A-Z][A-Z0-9]{0,6}$/;
const NAME = /^[\p{L}\p{N}][\p{L}\p{N} &'._-]{0,79}$/u;

// Common keys and the names they stand for, both ways: "OPS" and "Operations" are one team.
const NAMES_BY_KEY: Record<string, string> = {
  ENG: 'Engineering', DES: 'Design', OPS: 'Operations', MKT: 'Marketing', PROD: 'Product', SUP: 'Support', SEC: 'Security',
  INFRA: 'Infrastructure', MOB: 'Mobile', WEB: 'Web', DATA: 'Data', QA: 'Quality', PLAT: 'Platform', SALES: 'Sales',
  FIN: 'Finance', CS: 'Customer Success', BE: 'Backend', FE: 'Frontend',
};
const KEYS_BY_NAME = Object.fromEntries(Object.entries(NAMES_BY_KEY).map(([key, name]) => [name.toLowerCase(), key]));

const PEOPLE: [string, string][] = [
  ['Priya Nair', 'priya@acme.dev'],
  ['Sam Okoro', 'sam@acme.dev'],
  ['Lena Fischer', 'lena@acme.dev'],
  ['Tomás Rivera', 'tomas@acme.dev'],
];

// [title, description, label]
const ISSUES: [string, string, string][] = [
  ['Set up alerting for failed background jobs', 'Jobs fail silently; page when the failure rate passes 5%.', 'Improvement'],
  ['Write the runbook for the weekly release', 'Steps live in one person\'s head today.', 'Improvement'],
  ['Search ignores accented characters', '"Tomas" does not find "Tomás".', 'Bug'],
  ['Add CSV export to the reports page', 'Customers ask to export the monthly report.', 'Feature'],
  ['Reduce cold start time of the worker', 'The worker takes 40s to become ready after a deploy.', 'Performance'],
  ['Session expires while the user is typing', 'Long forms lose their content after 30 minutes.', 'Bug'],
  ['Onboarding checklist for new team members', 'One page with accounts, tools and first tasks.', 'Feature'],
  ['Clean up unused feature toggles', 'A dozen toggles have been on for everyone for months.', 'Improvement'],
];

/** Whether `ref` reads as a team key ("OPS") rather than a name. */
export function isTeamKey(ref: string): boolean {
  return KEY.test(ref.trim());
}

export function isPlausibleTeam(ref: string): boolean {
  return isTeamKey(ref) || NAME.test(ref.trim());
}

/** A key for a team named `name`, as Linear suggests one: the first letters, unique in the workspace. */
function keyForName(s: LinearState, name: string): string {
  const words = name.toUpperCase().replace(/[^A-Z0-9 ]+/g, ' ').trim().split(/\s+/).filter(Boolean);
  const base = (words.length > 1 ? words.map((w) => w[0]).join('').slice(0, 5) : (words[0] ?? 'TEAM').slice(0, 3)).replace(/^[0-9]+/, '') || 'TEAM';
  let key = base;
  for (let n = 2; s.teams.some((t) => t.key === key); n++) key = `${base}${n}`;
  return key;
}

/** The key, name and seed of the team `ref` names (a key or a name nobody uses yet). */
function identity(s: LinearState, ref: string): { key: string; name: string; seed: string } {
  const trimmed = ref.trim();
  const taken = (name: string) => s.teams.some((t) => t.name.toLowerCase() === name.toLowerCase());
  const key = isTeamKey(trimmed) ? trimmed : KEYS_BY_NAME[trimmed.toLowerCase()];
  if (key && !s.teams.some((t) => t.key === key)) {
    const known = NAMES_BY_KEY[key];
    const name = known && !taken(known) ? known : isTeamKey(trimmed) ? key : trimmed;
    return { key, name, seed: `key:${key}` };
  }
  return { key: keyForName(s, trimmed), name: trimmed, seed: `name:${trimmed.toLowerCase()}` };
}

/** Adds the team `ref` names, with its states, members and issues, to the workspace and returns it. */
export function addTeamFromName(s: LinearState, ref: string): TeamRecord {
  const { key, name, seed: which } = identity(s, ref);
  const seed = `linear:team:${which}`;
  const id = (label: string) => uuidFrom(`${seed}:${label}`);
  const pick = seededPicker(seed);

  const people = pick.some(PEOPLE, 2).map(([personName, email]) => {
    const known = s.users.find((u) => u.email === email);
    if (known) return known;
    const user = { id: uuidFrom(`linear:person:${email}`), name: personName, displayName: personName.split(' ')[0].toLowerCase(), email };
    s.users.push(user);
    return user;
  });
  const team: TeamRecord = { id: id('team'), key, name, description: null, member_ids: [s.viewer_id, ...people.map((p) => p.id)], issue_seq: 0 };
  s.teams.push(team);
  const states = WORKFLOW.map(([stateName, type], position) => ({ id: id(`state:${stateName}`), team_id: team.id, name: stateName, type, position }));
  s.states.push(...states);

  const stateNames = ['Backlog', 'Todo', 'Todo', 'In Progress', 'In Review', 'Done'];
  const count = pick.int(4, 6);
  pick.some(ISSUES, count).forEach(([title, description, labelName], i) => {
    const number = ++team.issue_seq;
    const stateName = pick.pick(stateNames);
    const state = states.find((st) => st.name === stateName)!;
    const day = -30 + i * 5;
    const issue: IssueRecord = {
      id: id(`issue:${number}`),
      team_id: team.id,
      number,
      title,
      description,
      priority: pick.int(0, 4),
      state_id: state.id,
      assignee_id: i % 2 === 0 ? people[i % people.length].id : null,
      project_id: null,
      label_ids: s.labels.filter((l) => l.name === labelName).map((l) => l.id),
      dueDate: null,
      createdAt: new Date(seedTime(day, 10)).toISOString(),
      updatedAt: new Date(seedTime(day + 2, 15)).toISOString(),
      completedAt: state.type === 'completed' ? new Date(seedTime(day + 2, 15)).toISOString() : null,
    };
    s.issues.push(issue);
  });
  return team;
}
