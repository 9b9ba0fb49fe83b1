// Looks a subagent up for an account: its own custom ones, then the prebuilt ones (A5: another
// account's subagent is simply not found). Stale tool selections are refreshed on the way out.
import { ServiceError } from '../../lib/errors.ts';
import { preparedQuery } from '../../store/prepared-query.ts';
import type { Db, SubagentRow } from '../../store/schema.ts';
import type { AccountContext } from '../context.ts';
import { isValidSubagentName } from './name-rules.ts';
import { detailView } from './subagent-view.ts';
import { refreshIfStale } from './tool-selection.ts';

export const prebuiltAccount = '*';

// Every task creation looks its subagent up: prepared once (src/store/prepared-query.ts).
const selectSubagentRows = preparedQuery((db, p: { name: string; accountId: string; prebuilt: string }) =>
  db.selectFrom('subagents').selectAll().where('name', '=', p.name).where('account_id', 'in', [p.accountId, p.prebuilt]),
);

export async function findSubagentRow(db: Db, accountId: string, id: string): Promise<SubagentRow | undefined> {
  if (!isValidSubagentName(id)) return undefined;
  const rows = await selectSubagentRows(db, { name: id, accountId, prebuilt: prebuiltAccount });
  return rows.find((r) => r.account_id === accountId) ?? rows[0];
}

export async function getSubagentRow(ctx: AccountContext, id: string): Promise<SubagentRow> {
  const row = await findSubagentRow(ctx.db, ctx.account.id, id);
  if (!row) throw new ServiceError('subagent_not_found', `No subagent with id ${id}`, { param: 'subagent_id' });
  return refreshIfStale(ctx, row);
}

/** GET /v1/subagents/:id: the prompt, the selected tools and why each was selected. */
export async function getSubagent(ctx: AccountContext, id: string) {
  return detailView(await getSubagentRow(ctx, id));
}
