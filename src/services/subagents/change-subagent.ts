// PATCH and DELETE /v1/subagents/:id. Prebuilt subagents are read-only (S4); a deleted one can be
// neither changed nor deleted again (S3). Tasks already running on a deleted subagent finish.
import { isoNow } from '../../lib/clock.ts';
import { ServiceError } from '../../lib/errors.ts';
import type { SubagentRow } from '../../store/schema.ts';
import type { AccountContext } from '../context.ts';
import { assertPrompt } from '../shared/prompt-rules.ts';
import { getSubagentRow } from './find-subagent.ts';
import { deletedView, updatedView } from './subagent-view.ts';
import { catalogOfSubagent, selectSubagentTools } from './tool-selection.ts';

async function changeableRow(ctx: AccountContext, id: string): Promise<SubagentRow> {
  const row = await getSubagentRow(ctx, id);
  if (row.type === 'prebuilt') throw new ServiceError('prebuilt_subagent_readonly', `${id} is a prebuilt subagent and cannot be changed`);
  if (row.status === 'deleted') throw new ServiceError('subagent_deleted', `${id} was deleted; deploy it again to use the name`);
  return row;
}

export async function updateSubagent(ctx: AccountContext, id: string, input: { prompt: string }) {
  const row = await changeableRow(ctx, id);
  assertPrompt(input.prompt);
  const changes = { prompt: input.prompt, ...selectSubagentTools(input.prompt, await catalogOfSubagent(ctx, row)), updated_at: isoNow(ctx.clock) };
  await ctx.db.updateTable('subagents').set(changes).where('account_id', '=', row.account_id).where('name', '=', row.name).execute();
  return updatedView({ ...row, ...changes });
}

export async function deleteSubagent(ctx: AccountContext, id: string) {
  const row = await changeableRow(ctx, id);
  const now = isoNow(ctx.clock);
  const changes = { status: 'deleted' as const, deleted_at: now, updated_at: now };
  await ctx.db.updateTable('subagents').set(changes).where('account_id', '=', row.account_id).where('name', '=', row.name).execute();
  return deletedView({ ...row, ...changes });
}
