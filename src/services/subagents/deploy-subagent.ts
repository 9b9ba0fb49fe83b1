// POST /v1/subagents (spec 3.2, S1-S2): a name held by a deployed subagent (or a prebuilt one) is
// taken; a deleted name may be deployed again, replacing the old record.
import { isoNow } from '../../lib/clock.ts';
import { ServiceError } from '../../lib/errors.ts';
import type { SubagentRow } from '../../store/schema.ts';
import type { AccountContext } from '../context.ts';
import { assertPrompt } from '../shared/prompt-rules.ts';
import { prebuiltAccount } from './find-subagent.ts';
import { assertSubagentName } from './name-rules.ts';
import { deployedView } from './subagent-view.ts';
import { accountCatalog } from '../tools/account-catalog.ts';
import { selectSubagentTools } from './tool-selection.ts';

export async function deploySubagent(ctx: AccountContext, input: { name: string; prompt: string }) {
  assertSubagentName(input.name);
  assertPrompt(input.prompt);
  const holders = await ctx.db
    .selectFrom('subagents')
    .select(['account_id', 'status'])
    .where('name', '=', input.name)
    .where('account_id', 'in', [ctx.account.id, prebuiltAccount])
    .execute();
  if (holders.some((h) => h.account_id === prebuiltAccount)) {
    throw new ServiceError('subagent_already_exists', `${input.name} is the name of a prebuilt subagent`, { param: 'name' });
  }
  const own = holders.find((h) => h.account_id === ctx.account.id);
  if (own?.status === 'deployed') {
    throw new ServiceError('subagent_already_exists', `A subagent named ${input.name} is already deployed`, { param: 'name' });
  }
  const now = isoNow(ctx.clock);
  const row: SubagentRow = {
    account_id: ctx.account.id,
    name: input.name,
    type: 'custom',
    prompt: input.prompt,
    ...selectSubagentTools(input.prompt, await accountCatalog(ctx, ctx.account.id)),
    status: 'deployed',
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
  if (own) {
    // Redeploying a deleted name replaces the record (S2); tasks that ran on it keep their history.
    const { account_id: _a, name: _n, ...replacement } = row;
    await ctx.db.updateTable('subagents').set(replacement).where('account_id', '=', ctx.account.id).where('name', '=', input.name).execute();
  } else {
    await ctx.db.insertInto('subagents').values(row).execute();
  }
  return deployedView(row);
}
