// Linear tools take a team key ("ENG") or name where the API wants a team id, and a workflow state's
// name ("In Progress") where it wants a state id. The sandbox resolves them in its state; live asks
// Linear with one query (the team with its states, or the issue's team's states).
import type { LiveApi } from '../../types.ts';
import { linearQuery, UUID } from './graphql.ts';
import { entityNotFound } from './state.ts';

type LiveState = { id: string; name: string };
type LiveTeam = { id: string; key: string; states: { nodes: LiveState[] } };

const TEAM_WITH_STATES = 'id key states { nodes { id name } }';

/** The team `ref` names (id, key or name) with its workflow states. */
export async function liveTeam(api: LiveApi, ref: string): Promise<LiveTeam> {
  if (UUID.test(ref)) return (await linearQuery<{ team: LiveTeam }>(api, `query Team($id: String!) { team(id: $id) { ${TEAM_WITH_STATES} } }`, { id: ref })).team;
  const filter = { or: [{ key: { eqIgnoreCase: ref } }, { name: { eqIgnoreCase: ref } }] };
  const data = await linearQuery<{ teams: { nodes: LiveTeam[] } }>(api, `query TeamByKey($filter: TeamFilter) { teams(filter: $filter, first: 1) { nodes { ${TEAM_WITH_STATES} } } }`, { filter });
  const team = data.teams.nodes[0];
  if (!team) throw entityNotFound('Team', ref);
  return team;
}

/** The id of the state `ref` names among `states`; a UUID is passed through for Linear to check. */
export function stateIdIn(states: LiveState[], ref: string, teamKey: string): string {
  if (UUID.test(ref)) return ref;
  const state = states.find((st) => st.name.toLowerCase() === ref.trim().toLowerCase());
  if (!state) throw entityNotFound('WorkflowState', `"${ref}" in team ${teamKey} (its states: ${states.map((st) => st.name).join(', ')})`);
  return state.id;
}

/** The workflow states of the team of issue `issueId` (a UUID or an identifier such as ENG-12). */
export async function liveIssueTeam(api: LiveApi, issueId: string): Promise<LiveTeam> {
  const data = await linearQuery<{ issue: { team: LiveTeam } }>(api, `query IssueTeam($id: String!) { issue(id: $id) { team { ${TEAM_WITH_STATES} } } }`, { id: issueId });
  return data.issue.team;
}
